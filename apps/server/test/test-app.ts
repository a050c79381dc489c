import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, quoteIdentifier, type DatabaseHandle } from '../src/platform/database.ts';
import { buildApp, type App } from '../src/app.ts';
import { applySeed } from '../src/seed.ts';
import { databaseUrl } from './test-database-server.ts';

/** A fresh database cloned from the migrated template; dropped by `drop()`. */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `${inject('databasePrefix')}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Cloning needs the template to have no other sessions; retry briefly when a parallel clone holds it.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(inject('databaseTemplate'))}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 20));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`).catch(() => undefined);
      await client.end();
    },
  };
}

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Builds the real app on its own database with the demo seed applied, for `inject` or real HTTP. */
export async function createTestApp(environment: Record<string, string> = {}, shared?: { databaseUrl: string; databaseName: string }): Promise<TestApp> {
  const testDatabase = shared
    ? { url: shared.databaseUrl, name: shared.databaseName, drop: async () => undefined }
    : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    PORT: '0',
    DATABASE_URL: testDatabase.url,
    // Shared services such as Redis are namespaced per test database so parallel files never share counters.
    REDIS_PREFIX: `${testDatabase.name}:`,
    ...environment,
  });
  const database = openDatabase(testDatabase.url, 10);
  const app = await buildApp({ config, database, logger: false });
  await applySeed(config, app.services, database);
  await app.server.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.server.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}
