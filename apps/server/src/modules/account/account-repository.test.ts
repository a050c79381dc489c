import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountRepository } from './account-repository.ts';

/**
 * A member is read by its id alone, whatever PostgreSQL knows of the table: with the merchant in the
 * same query, a members table not yet analysed was read through the merchant's accounts index, every
 * member of the merchant for one lookup. The counters of the lookup's own transaction say what it read.
 */

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('reading a member by id', () => {
  it('reads the one member, not the merchant’s accounts, on a table of a thousand members never analysed', async () => {
    const merchantCode = test.config.merchantCode;
    const inserted = await sql<{ id: string }>`
      insert into members (merchant_code, account, member_type)
      select ${merchantCode}, 'lookup' || n, 0 from generate_series(1, 1000) n
      returning id
    `.execute(test.database.db);
    const last = inserted.rows.at(-1)!.id;
    const accounts = accountRepository(test.database.db, merchantCode);
    const read = await test.database.db.transaction().execute(async (transaction) => {
      // The connection's counters not yet reported, read before and after the lookup.
      const counters = async () =>
        (
          await sql<{ accounts: string; members: string }>`
            select pg_stat_get_xact_tuples_returned('members_account'::regclass) as accounts,
              pg_stat_get_xact_tuples_returned('members_pkey'::regclass) as members
          `.execute(transaction)
        ).rows[0]!;
      const before = await counters();
      const member = await accounts.findById(String(last), transaction);
      const after = await counters();
      return { member, accounts: Number(after.accounts) - Number(before.accounts), members: Number(after.members) - Number(before.members) };
    });
    expect(read.member?.account).toBe('lookup1000');
    expect(read.accounts).toBe(0);
    expect(read.members).toBeLessThanOrEqual(1);
  });

  it('finds no member of another merchant', async () => {
    const inserted = await sql<{ id: string }>`insert into members (merchant_code, account, member_type) values ('OTHER', 'othermerchant1', 0) returning id`.execute(test.database.db);
    expect(await accountRepository(test.database.db, test.config.merchantCode).findById(String(inserted.rows[0]!.id))).toBeUndefined();
  });
});
