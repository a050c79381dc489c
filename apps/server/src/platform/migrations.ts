import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

// A fixed key for the advisory lock that serialises migrations when several nodes start at once.
const migrationLockKey = 7_301_001;

export interface MigrationReport {
  applied: string[];
  total: number;
}

/**
 * Applies the forward-only SQL migrations of a folder in name order, each in its own transaction.
 * An applied migration whose file changed stops start-up: history is never rewritten.
 */
export async function migrate(pool: pg.Pool, migrationsDir: string): Promise<MigrationReport> {
  const files = (await readdir(migrationsDir)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name)).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await client.query(`create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now())`);
    const done = new Map(
      (await client.query<{ name: string; checksum: string }>('select name, checksum from schema_migrations')).rows.map(
        (row) => [row.name, row.checksum],
      ),
    );
    for (const name of files) {
      const text = await readFile(path.join(migrationsDir, name), 'utf8');
      const checksum = createHash('sha256').update(text).digest('hex');
      const previous = done.get(name);
      if (previous !== undefined) {
        if (previous !== checksum) throw new Error(`migration ${name} was changed after it was applied`);
        continue;
      }
      await client.query('begin');
      try {
        await client.query(text);
        await client.query('insert into schema_migrations (name, checksum) values ($1, $2)', [name, checksum]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
  return { applied, total: files.length };
}
