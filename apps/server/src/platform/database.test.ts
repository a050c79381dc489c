import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from '../../test/test-app.ts';
import { compiledOnce, executePrepared, openDatabase, type DatabaseHandle } from './database.ts';

/** Hot statements named through executePrepared are prepared once per connection; every other query is not. */
describe('prepared statements', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so that every query below meets the same server session.
    handle = openDatabase(database.url, 1);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  const preparedNames = async () =>
    (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(handle.db)).rows.map((row) => row.name);
  const lookup = (value: number) => sql<{ doubled: number }>`select ${value}::integer * 2 as doubled`;

  it('prepares a named statement once and answers each call with its own parameters', async () => {
    const answers = [];
    for (const value of [1, 2, 3, 4, 5, 6, 7]) answers.push((await executePrepared(handle.db, 'test-doubled', { compile: () => lookup(value).compile(handle.db) })).rows[0]!.doubled);
    expect(answers).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(await preparedNames()).toEqual(['test-doubled']);
  });

  it('leaves queries not named unprepared', async () => {
    await sql`select ${'other'}::text as value`.execute(handle.db);
    expect(await preparedNames()).toEqual(['test-doubled']);
  });

  it('refuses a name given to another text', async () => {
    const other = { compile: () => sql`select ${1}::integer + 1 as value`.compile(handle.db) };
    await expect(executePrepared(handle.db, 'test-doubled', other)).rejects.toThrow(/another text/u);
  });

  it('refuses a second name for a text already prepared', async () => {
    await expect(executePrepared(handle.db, 'test-doubled-again', { compile: () => lookup(8).compile(handle.db) })).rejects.toThrow(/already prepared as test-doubled/u);
  });

  it('works inside a transaction, on the transaction’s connection', async () => {
    const value = await handle.db.transaction().execute(async (transaction) => (await executePrepared(transaction, 'test-doubled', { compile: () => lookup(21).compile(transaction) })).rows[0]!.doubled);
    expect(value).toBe(42);
  });
});

/** A hot query built and compiled once: each call only puts its value in the compiled parameters. */
describe('queries compiled once', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.url, 1);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('builds the query once and answers each call with its own value, the other parameters kept', async () => {
    let builds = 0;
    const query = compiledOnce((value: number) => {
      builds += 1;
      return { compile: () => sql<{ result: number }>`select ${value}::integer * ${3}::integer + ${1}::integer as result`.compile(handle.db) };
    });
    const answers = [];
    for (const value of [2, 5, 10]) answers.push((await handle.db.executeQuery(query.withValue(value))).rows[0]!.result);
    expect(answers).toEqual([7, 16, 31]);
    expect(builds).toBe(1);
  });

  it('refuses a query that does not take its value in exactly one parameter', () => {
    const once = (text: (value: number) => ReturnType<typeof sql>) => () => compiledOnce((value: number) => ({ compile: () => text(value).compile(handle.db) }));
    expect(once(() => sql`select 1 as result`)).toThrow(/exactly one parameter/u);
    expect(once((value) => sql`select ${value}::integer + ${value}::integer as result`)).toThrow(/exactly one parameter/u);
  });
});
