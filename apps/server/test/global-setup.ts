import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/platform/migrations.ts';
import { quoteIdentifier } from '../src/platform/database.ts';
import { acquireTestDatabaseServer, databaseUrl } from './test-database-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    databaseTemplate: string;
    databasePrefix: string;
  }
}

/**
 * Migrates a template database once per run; each test file then clones its own database from it
 * (CREATE DATABASE … TEMPLATE), so files run in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const { adminUrl, embedded } = await acquireTestDatabaseServer();
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${quoteIdentifier(template)}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 1 });
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
  project.provide('databaseAdminUrl', adminUrl);
  project.provide('databaseTemplate', template);
  project.provide('databasePrefix', `t_${runId}_`);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [template, `t\\_${runId}\\_%`],
    );
    for (const row of leftovers.rows) {
      await admin.query(`drop database if exists ${quoteIdentifier(row.datname)} with (force)`).catch(() => undefined);
    }
    // Another run may be using the shared embedded server (its template is still there): leave it running then.
    const otherRuns = await admin.query(`select 1 from pg_database where datname like 'tpl\\_%'`);
    await admin.end();
    if (embedded && otherRuns.rowCount === 0) await embedded.stop();
  };
}
