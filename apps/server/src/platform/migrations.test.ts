import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { databaseUrl } from '../../test/test-database-server.ts';
import { quoteIdentifier } from './database.ts';
import { migrate, type SchemaFolders } from './migrations.ts';
import { migrationsDir, modulesDir } from './paths.ts';

// The last versioned migration written before functions, triggers and views moved to the modules' sql folders.
const lastMigrationWithFunctions = '0057';

/** A database with nothing in it (not cloned from the migrated template). */
async function blankDatabase(): Promise<{ pool: pg.Pool; drop(): Promise<void> }> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `${inject('databasePrefix')}blank_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${quoteIdentifier(name)}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 4 });
  return {
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
      await client.end();
    },
  };
}

describe('repeatable SQL files', () => {
  let folders: SchemaFolders;
  let root: string;
  let database: Awaited<ReturnType<typeof blankDatabase>>;

  beforeEach(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'schema-'));
    folders = { migrations: path.join(root, 'migrations'), modules: path.join(root, 'modules') };
    mkdirSync(folders.migrations);
    mkdirSync(path.join(folders.modules, 'sample', 'sql'), { recursive: true });
    mkdirSync(path.join(folders.modules, 'plain'), { recursive: true });
    writeFileSync(path.join(folders.migrations, '0001_sample_items.sql'), 'create table sample_items (id bigint primary key, price bigint not null);\n');
    writeSampleFunction(2);
    database = await blankDatabase();
  });
  afterEach(async () => {
    await database.drop();
    rmSync(root, { recursive: true, force: true });
  });

  function writeSampleFunction(factor: number): void {
    writeFileSync(
      path.join(folders.modules, 'sample', 'sql', 'sample_price.sql'),
      `-- A sample function.\ncreate or replace function sample_price(p_id bigint) returns bigint\nlanguage sql stable as $$\n  select price * ${factor} from sample_items where id = p_id\n$$;\n`,
    );
  }

  async function priceOf(id: number): Promise<number> {
    const result = await database.pool.query<{ price: string }>('select sample_price($1) as price', [id]);
    return Number(result.rows[0]!.price);
  }

  it('applies the versioned migrations, then each module file, and an unchanged file not again', async () => {
    const first = await migrate(database.pool, folders);
    expect(first).toEqual({ applied: ['0001_sample_items.sql'], total: 1, reapplied: ['sample/sample_price.sql'] });
    await database.pool.query('insert into sample_items values (1, 50)');
    expect(await priceOf(1)).toBe(100);

    const appliedAt = await database.pool.query<{ applied_at: Date }>('select applied_at from schema_repeatables');
    const second = await migrate(database.pool, folders);
    expect(second).toEqual({ applied: [], total: 1, reapplied: [] });
    const unchanged = await database.pool.query<{ applied_at: Date }>('select applied_at from schema_repeatables');
    expect(unchanged.rows).toEqual(appliedAt.rows);
  });

  it('applies a changed file again, replacing the function in place', async () => {
    await migrate(database.pool, folders);
    await database.pool.query('insert into sample_items values (1, 50)');
    writeSampleFunction(3);
    const report = await migrate(database.pool, folders);
    expect(report.reapplied).toEqual(['sample/sample_price.sql']);
    expect(await priceOf(1)).toBe(150);
  });

  it('applies each change once when two nodes start together', async () => {
    const reports = await Promise.all([migrate(database.pool, folders), migrate(database.pool, folders)]);
    expect(reports.flatMap((report) => report.applied)).toEqual(['0001_sample_items.sql']);
    expect(reports.flatMap((report) => report.reapplied)).toEqual(['sample/sample_price.sql']);
    const rows = await database.pool.query('select name from schema_repeatables');
    expect(rows.rowCount).toBe(1);
  });

  it('stops at a file that fails and keeps what was applied before it', async () => {
    writeFileSync(path.join(folders.modules, 'sample', 'sql', 'sample_zbroken.sql'), 'create or replace function sample_zbroken( returns bigint;\n');
    await expect(migrate(database.pool, folders)).rejects.toThrow(/repeatable sample\/sample_zbroken\.sql failed/);
    const recorded = await database.pool.query<{ name: string }>('select name from schema_repeatables order by name');
    expect(recorded.rows.map((row) => row.name)).toEqual(['sample/sample_price.sql']);
    rmSync(path.join(folders.modules, 'sample', 'sql', 'sample_zbroken.sql'));
    expect(await migrate(database.pool, folders)).toEqual({ applied: [], total: 1, reapplied: [] });
  });
});

describe("the platform's schema", () => {
  it('keeps each function and trigger in its own module file, and none in versioned migrations after they moved', () => {
    const later = readdirSync(migrationsDir()).filter((name) => name.endsWith('.sql') && name.slice(0, 4) > lastMigrationWithFunctions);
    for (const name of later) {
      // A helper in pg_temp lives only for the migration's own session (a data change's tool), not in the schema.
      const text = readFileSync(path.join(migrationsDir(), name), 'utf8')
        .replace(/--.*$/gm, '')
        .replace(/\bcreate\s+(or\s+replace\s+)?function\s+pg_temp\./gi, '');
      expect(text, name).not.toMatch(/\bcreate\s+(or\s+replace\s+)?(function|procedure|trigger|view|materialized\s+view)\b/i);
    }
  });

  it('has a module file for every function and trigger of the migrated database, and applies nothing again', async () => {
    const database = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      expect(await migrate(pool)).toMatchObject({ applied: [], reapplied: [] });
      const functions = await pool.query<{ name: string }>(
        `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public'
            and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
      );
      const files = readdirSync(modulesDir(), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => {
          const folder = path.join(modulesDir(), entry.name, 'sql');
          try {
            return readdirSync(folder).map((file) => readFileSync(path.join(folder, file), 'utf8'));
          } catch {
            return [];
          }
        })
        .join('\n');
      for (const { name } of functions.rows) expect(files, name).toMatch(new RegExp(`create or replace function ${name}\\(`));
      const triggers = await pool.query<{ name: string }>('select tgname as name from pg_trigger where not tgisinternal');
      for (const { name } of triggers.rows) expect(files, name).toMatch(new RegExp(`create or replace trigger ${name} `));
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
