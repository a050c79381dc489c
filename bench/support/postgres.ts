/**
 * The PostgreSQL a benchmark measures, its scratch databases, and pgbench's TPC-B-like anchor run on the
 * same server.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../apps/server/src/platform/embedded-database.ts';
import { repositoryRoot } from './server.ts';

const pgbenchPath = process.env.PGBENCH ?? '/usr/bin/pgbench';

/** DATABASE_URL's server, or the embedded default one (started when it is not running). */
export async function postgresServer(): Promise<{ adminUrl: string; embedded?: EmbeddedDatabase }> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    url.pathname = '/postgres';
    return { adminUrl: url.toString() };
  }
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPostgresPort}/postgres`;
  const probe = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  const running = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => undefined);
  if (running) return { adminUrl };
  const embedded = await startEmbeddedDatabase({
    dataDir: path.resolve(repositoryRoot, config.dataDir, 'pg'),
    port: config.embeddedPostgresPort,
    databaseName: 'platform',
    announce: (message) => process.stderr.write(`${message}\n`),
  });
  return { adminUrl, embedded };
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection (creating or dropping a scratch database). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** pgbench's TPC-B-like transactions per second: `-i -s 10` into `database`, then `-c 16 -j 2 -T <seconds>`. */
export function pgbenchTps(adminUrl: string, database: string, seconds: number): number {
  const url = new URL(adminUrl);
  const environment = { ...process.env, PGHOST: url.hostname, PGPORT: url.port || '5432', PGUSER: decodeURIComponent(url.username), PGPASSWORD: decodeURIComponent(url.password) };
  const initialise = spawnSync(pgbenchPath, ['-i', '-s', '10', '-q', database], { env: environment, encoding: 'utf8' });
  if (initialise.status !== 0) throw new Error(`pgbench -i failed: ${initialise.stderr}`);
  const run = spawnSync(pgbenchPath, ['-c', '16', '-j', '2', '-T', String(seconds), database], { env: environment, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const match = /tps = ([0-9.]+) \(without initial connection time\)/u.exec(run.stdout);
  if (!match) throw new Error(`pgbench printed no tps:\n${run.stdout}`);
  return Number(match[1]);
}
