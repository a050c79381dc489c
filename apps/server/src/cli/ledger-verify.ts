import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/database.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../platform/embedded-database.ts';
import { repositoryRoot } from '../platform/paths.ts';
import { verifyLedger } from '../modules/wallet/ledger-verify.ts';

/**
 * `npm run ledger:verify`: checks the ledger of the database in DATABASE_URL, or of the embedded default
 * database (used in place when the server is running, started for the check otherwise). Prints the first
 * mismatch and exits 1, or prints a summary and exits 0.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    url = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPostgresPort}/platform`;
    if (!(await answers(url))) {
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
    const report = await verifyLedger(database.db);
    if (!report.ok) {
      process.stderr.write(`ledger mismatch: ${report.mismatch}\n`);
      return 1;
    }
    say(`ledger ok: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries, ${report.pendingHolds} pending holds`);
    for (const total of report.totals) say(`  ${total.book} book sums to ${total.total}`);
    return 0;
  } finally {
    await database.close();
    if (embedded) await embedded.stop();
  }
}

async function answers(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    await client.end().catch(() => undefined);
    return false;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`ledger check failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
