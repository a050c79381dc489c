import path from 'node:path';
import { databaseAnswers, startEmbeddedDatabase, type EmbeddedDatabase } from '../src/platform/embedded-database.ts';
import { repositoryRoot } from '../src/platform/paths.ts';

const embeddedTestPort = 54339;

/**
 * The PostgreSQL server tests run on: the one in DATABASE_URL when set (CI uses the machine's),
 * else an embedded one under ./data/test-pg, shared by concurrent runs on the same port.
 * Returns a connection string to its `postgres` maintenance database.
 */
export async function acquireTestDatabaseServer(): Promise<{ adminUrl: string; embedded?: EmbeddedDatabase }> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    const url = new URL(configured);
    url.pathname = '/postgres';
    return { adminUrl: url.toString() };
  }
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${embeddedTestPort}/postgres`;
  if (await databaseAnswers(adminUrl)) return { adminUrl };
  const embedded = await startEmbeddedDatabase({
    dataDir: path.join(repositoryRoot(), 'data', 'test-pg'),
    port: embeddedTestPort,
    databaseName: 'postgres',
    announce: (message) => process.stdout.write(`${message}\n`),
  });
  return { adminUrl, embedded };
}

/** A connection string for a database on the same server as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
