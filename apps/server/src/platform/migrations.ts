import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { migrationsDir, modulesDir } from './paths.ts';
import { migrateJobQueue } from './jobs.ts';

// A fixed key for the advisory lock that serialises migrations when several nodes start at once.
const migrationLockKey = 7_301_001;

export interface MigrationReport {
  /** The versioned migrations applied by this call. */
  applied: string[];
  /** How many versioned migrations the folder holds. */
  total: number;
  /** The repeatable files (`<module>/sql/<name>.sql`) applied by this call because they are new or changed. */
  reapplied: string[];
}

/** Where the versioned migrations and the modules (with their `sql/` folders) are. */
export interface SchemaFolders {
  migrations: string;
  modules: string;
}

interface SqlFile {
  name: string;
  text: string;
  checksum: string;
}

/**
 * Brings a database to the current schema, under one advisory lock so that nodes starting together apply
 * each change once:
 * 1. the versioned migrations of `folders.migrations` (tables, indexes, data changes), forward only, in name order,
 *    each in its own transaction; an applied migration whose file changed stops start-up, since history is
 *    never rewritten;
 * 2. then the repeatable files of every module (`<folders.modules>/<module>/sql/*.sql`: the current text of each
 *    SQL function, trigger and view, written with CREATE OR REPLACE), each applied again only when its text
 *    changed since it was last applied.
 */
export async function migrate(pool: pg.Pool, folders: SchemaFolders = { migrations: migrationsDir(), modules: modulesDir() }): Promise<MigrationReport> {
  const migrations = await readSqlFiles(folders.migrations, (name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name));
  const repeatables = await readRepeatables(folders.modules);
  const client = await pool.connect();
  const applied: string[] = [];
  const reapplied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await client.query(`create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now())`);
    await client.query(`create table if not exists schema_repeatables (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now())`);
    const done = await checksumsOf(client, 'schema_migrations');
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous !== undefined) {
        if (previous !== migration.checksum) throw new Error(`migration ${migration.name} was changed after it was applied`);
        continue;
      }
      await applyInTransaction(client, migration, 'insert into schema_migrations (name, checksum) values ($1, $2)', 'migration');
      applied.push(migration.name);
    }
    const current = await checksumsOf(client, 'schema_repeatables');
    for (const repeatable of repeatables) {
      if (current.get(repeatable.name) === repeatable.checksum) continue;
      await applyInTransaction(
        client,
        repeatable,
        `insert into schema_repeatables (name, checksum) values ($1, $2)
           on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
        'repeatable',
      );
      reapplied.push(repeatable.name);
    }
    await migrateJobQueue(pool);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
  return { applied, total: migrations.length, reapplied };
}

async function applyInTransaction(client: pg.PoolClient, file: SqlFile, record: string, kind: string): Promise<void> {
  await client.query('begin');
  try {
    // Functions may call functions of files applied later: their bodies are checked when they run.
    await client.query('set local check_function_bodies = off');
    await client.query(file.text);
    await client.query(record, [file.name, file.checksum]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw new Error(`${kind} ${file.name} failed: ${(error as Error).message}`);
  }
}

async function checksumsOf(client: pg.PoolClient, table: 'schema_migrations' | 'schema_repeatables'): Promise<Map<string, string>> {
  const rows = (await client.query<{ name: string; checksum: string }>(`select name, checksum from ${table}`)).rows;
  return new Map(rows.map((row) => [row.name, row.checksum]));
}

async function readSqlFiles(directory: string, accept: (name: string) => boolean, prefix = ''): Promise<SqlFile[]> {
  const names = (await readdir(directory)).filter(accept).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(directory, name), 'utf8');
      return { name: `${prefix}${name}`, text, checksum: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

/** Every module's repeatable files, named `<module>/<file>`, in module then file order. */
async function readRepeatables(modulesDir: string): Promise<SqlFile[]> {
  const modules = (await readdir(modulesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const files: SqlFile[] = [];
  for (const module of modules) {
    const folder = path.join(modulesDir, module, 'sql');
    if (!existsSync(folder)) continue;
    files.push(...(await readSqlFiles(folder, (name) => /^[a-z0-9_]+\.sql$/.test(name), `${module}/`)));
  }
  return files;
}
