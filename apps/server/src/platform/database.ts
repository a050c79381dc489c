import { Kysely, PostgresDialect, sql, type CompiledQuery, type QueryResult, type Transaction } from 'kysely';
import pg from 'pg';

/**
 * The platform's Kysely handle knows no tables: each module declares the tables it owns
 * and narrows the handle with `withTables<OwnTables>()`, so a module cannot name another's tables by accident.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type NoTables = {};
export type Database = Kysely<NoTables>;
export type DatabaseTransaction = Transaction<NoTables>;

export interface DatabaseHandle {
  /** Where the pool connects; a connection outside the pool (a LISTEN) opens here too. */
  connectionString: string;
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

/**
 * Statements kept prepared on each connection, by their SQL text. PostgreSQL parses a prepared statement
 * once per connection and, for a plan that does not depend on its parameters (a lookup by a unique key),
 * plans it once too: the session lookup every signed-in call makes costs about a quarter of an unnamed one.
 * Only statements named through `executePrepared` are kept, so the set is small and fixed.
 */
const preparedStatementNames = new Map<string, string>();

/** A client that sends the statements named through `executePrepared` as prepared statements. */
class PreparingClient extends pg.Client {
  // pg's query has many overloads; Kysely calls query(text, values) and expects the promise back.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && typeof callback !== 'function') {
      const name = preparedStatementNames.get(config);
      if (name !== undefined) return super.query({ name, text: config, values: values as unknown[] });
    }
    return super.query(config, values, callback);
  }
}

/**
 * Runs a query as the prepared statement `name` (one text per name). For hot statements whose best plan is
 * the same whatever their parameters: each connection parses and plans it once instead of on every call.
 */
export async function executePrepared<Row>(db: Kysely<any>, name: string, query: { compile(): CompiledQuery<Row> }): Promise<QueryResult<Row>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const compiled = query.compile();
  const known = preparedStatementNames.get(compiled.sql);
  if (known !== undefined && known !== name) throw new Error(`the statement of ${name} is already prepared as ${known}`);
  if (known === undefined) {
    for (const [text, existing] of preparedStatementNames) {
      if (existing === name && text !== compiled.sql) throw new Error(`the prepared statement ${name} was given another text`);
    }
    preparedStatementNames.set(compiled.sql, name);
  }
  return db.executeQuery(compiled);
}

/**
 * A query of one parameter, built and compiled once: each call only puts its value in the compiled
 * parameters. For the hottest statements, where building and compiling the query costs more than sending it.
 */
export function compiledOnce<Value, Row>(build: (value: Value) => { compile(): CompiledQuery<Row> }): { withValue(value: Value): CompiledQuery<Row> } {
  const placeholder = Symbol('parameter');
  const compiled = build(placeholder as Value).compile();
  const slots = compiled.parameters.flatMap((parameter, index) => (parameter === placeholder ? [index] : []));
  if (slots.length !== 1) throw new Error('a query compiled once takes its value in exactly one parameter');
  const slot = slots[0]!;
  return {
    withValue(value) {
      const parameters = [...compiled.parameters];
      parameters[slot] = value;
      return { ...compiled, parameters };
    },
  };
}

/** Opens a pool and a Kysely instance on a connection string. */
export function openDatabase(connectionString: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'platform-server',
  });
  // An idle client that errors (for example when the server restarts) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<NoTables>({ dialect: new PostgresDialect({ pool }) });
  return {
    connectionString,
    pool,
    db,
    async close() {
      await db.destroy();
    },
  };
}

// Serialization failure and deadlock: PostgreSQL rolled the work back and asks the client to run it again.
const retryableSqlStates = new Set(['40001', '40P01']);
const sqlAttemptsMax = 5;

/** Whether PostgreSQL rolled the work back and asks for it to be run again (serialization failure, deadlock). */
export function isRetryableSqlError(error: unknown): boolean {
  return retryableSqlStates.has((error as { code?: string } | null)?.code ?? '');
}

/**
 * Runs a statement or a transaction, and again (up to five attempts in all) while PostgreSQL asks for it:
 * the one retry rule of the platform. The work must be free of side effects outside the database.
 */
export async function withSqlRetries<Result>(run: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= sqlAttemptsMax || !isRetryableSqlError(error)) throw error;
    }
  }
}

/** Runs work in one transaction, run again on serialization failures and deadlocks (withSqlRetries). */
export async function inTransaction<Result>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  work: (transaction: Transaction<any>) => Promise<Result>, // eslint-disable-line @typescript-eslint/no-explicit-any
): Promise<Result> {
  return withSqlRetries(() => db.transaction().execute(work));
}

/** Whether the database answers a trivial query. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Creates the database named in a connection string when it does not exist (needs CREATEDB on the server). */
export async function ensureDatabaseExists(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) return;
  const probe = new pg.Client({ connectionString });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (error) {
    await probe.end().catch(() => undefined);
    if ((error as { code?: string }).code !== '3D000') throw error;
  }
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdentifier(name)}`);
  } catch (error) {
    // Another node may have created it a moment earlier.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await admin.end();
  }
}

/** Quotes an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
