import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../platform/database.ts';
import { databaseAnswers, startEmbeddedDatabase, type EmbeddedDatabase } from '../platform/embedded-database.ts';
import { repositoryRoot } from '../platform/paths.ts';

/**
 * Runs a check command's work on the database in DATABASE_URL, or on the embedded default database (used in place
 * when the server is running, started for the check otherwise), and exits with the code the work returns
 * (2 when it throws, with `label` in the message).
 */
export function runOnDatabase(label: string, work: (database: DatabaseHandle) => Promise<number>): void {
  main(work).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${label} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    },
  );
}

async function main(work: (database: DatabaseHandle) => Promise<number>): Promise<number> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    url = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPostgresPort}/platform`;
    if (!(await databaseAnswers(url))) {
      embedded = await startEmbeddedDatabase({
        dataDir: path.resolve(repositoryRoot(), config.dataDir, 'pg'),
        port: config.embeddedPostgresPort,
        databaseName: 'platform',
        announce: (message) => process.stderr.write(`${message}\n`),
      });
      url = embedded.connectionString;
    }
  }
  const database = openDatabase(url, 2);
  try {
    return await work(database);
  } finally {
    await database.close();
    if (embedded) await embedded.stop();
  }
}
