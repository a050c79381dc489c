import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember } from '../../../test/factories.ts';
import { verifyLedger } from './ledger-verify.ts';

/**
 * wallet_post_transfers_together: many member ⇄ system transfers posted by one call, each with the outcome
 * wallet_post_transfer would give it in turn, or none of them.
 */

let test: TestApp;
let keyCounter = 0;
const uniqueKey = () => `together:${process.pid}:${(keyCounter += 1)}`;

beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
});
afterAll(async () => {
  await test.close();
});

interface Move {
  member: string;
  direction: 'debit' | 'credit';
  amount: number;
  key?: string;
}

async function accountsOf(memberIds: string[]) {
  const { ledger } = test.app.services.wallet;
  const house = (await sql<{ id: string }>`select id::text from wallet_accounts where system_code = 'house' and book = 'real'`.execute(test.database.db)).rows[0]!.id;
  const members = new Map(await Promise.all(memberIds.map(async (memberId) => [memberId, await ledger.accountIdOf(memberId, 'cash')] as const)));
  return { house, members };
}

async function postTogether(moves: Move[], accounts: Awaited<ReturnType<typeof accountsOf>>) {
  const transfers = moves.map((move, index) => ({
    position: index + 1,
    idempotencyKey: move.key ?? uniqueKey(),
    requestHash: 'ab'.repeat(32),
    memberAccountId: accounts.members.get(move.member),
    systemAccountId: accounts.house,
    direction: move.direction,
    amount: move.amount,
    kind: move.direction === 'debit' ? 'test_stake' : 'test_win',
    reference: `move ${index + 1}`,
    metadata: { index },
  }));
  const result = await sql<{ transfer_position: number; transfer_id: string; member_balance_after: string }>`
    select transfer_position, transfer_id::text, member_balance_after::text from wallet_post_transfers_together(${JSON.stringify(transfers)}::jsonb)
  `.execute(test.database.db);
  return { rows: result.rows, keys: transfers.map((transfer) => transfer.idempotencyKey) };
}

async function balanceOf(memberId: string): Promise<number> {
  return (await test.app.services.wallet.ledger.balances(memberId)).cash;
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'posted';
  } catch (error) {
    return (error as Error).message;
  }
}

async function writtenCount(): Promise<{ transfers: number; entries: number; deltas: number }> {
  const row = (
    await sql<{ transfers: number; entries: number; deltas: number }>`
      select (select count(*)::int from wallet_transfers) as transfers, (select count(*)::int from wallet_entries) as entries,
        (select count(*)::int from wallet_system_deltas) as deltas
    `.execute(test.database.db)
  ).rows[0]!;
  return row;
}

describe('transfers posted together', () => {
  it('posts each transfer in order: running balances per member, one entry each, one delta for the house', async () => {
    const [first, second] = await Promise.all([createFundedMember(test, { balance: 1_000 }), createFundedMember(test, { balance: 500 })]);
    const accounts = await accountsOf([first!.memberId, second!.memberId]);
    const before = await writtenCount();
    const { rows, keys } = await postTogether(
      [
        { member: first!.memberId, direction: 'debit', amount: 400 },
        { member: second!.memberId, direction: 'debit', amount: 500 },
        { member: first!.memberId, direction: 'credit', amount: 50 },
        // Only the win before it lets this debit through: 1,000 − 400 + 50 = 650.
        { member: first!.memberId, direction: 'debit', amount: 650 },
        { member: second!.memberId, direction: 'credit', amount: 1_200 },
      ],
      accounts,
    );
    expect(rows.map((row) => [row.transfer_position, Number(row.member_balance_after)])).toEqual([
      [1, 600],
      [2, 0],
      [3, 650],
      [4, 0],
      [5, 1_200],
    ]);
    expect([await balanceOf(first!.memberId), await balanceOf(second!.memberId)]).toEqual([0, 1_200]);

    const transfers = await sql<{ idempotency_key: string; debit: string; credit: string; amount: string; debit_after: string | null; credit_after: string | null; entry_amount: string; entry_after: string }>`
      select t.idempotency_key, t.debit_account_id::text as debit, t.credit_account_id::text as credit, t.amount::text,
        t.debit_balance_after::text as debit_after, t.credit_balance_after::text as credit_after, e.amount::text as entry_amount, e.balance_after::text as entry_after
      from wallet_transfers t join wallet_entries e on e.transfer_id = t.id
      where t.idempotency_key = any(${keys}::text[]) order by t.id
    `.execute(test.database.db);
    const house = accounts.house;
    const firstAccount = accounts.members.get(first!.memberId)!;
    expect(transfers.rows.map((row) => ({ ...row, idempotency_key: keys.indexOf(row.idempotency_key) + 1 }))).toEqual([
      { idempotency_key: 1, debit: firstAccount, credit: house, amount: '400', debit_after: '600', credit_after: null, entry_amount: '-400', entry_after: '600' },
      { idempotency_key: 2, debit: accounts.members.get(second!.memberId), credit: house, amount: '500', debit_after: '0', credit_after: null, entry_amount: '-500', entry_after: '0' },
      { idempotency_key: 3, debit: house, credit: firstAccount, amount: '50', debit_after: null, credit_after: '650', entry_amount: '50', entry_after: '650' },
      { idempotency_key: 4, debit: firstAccount, credit: house, amount: '650', debit_after: '0', credit_after: null, entry_amount: '-650', entry_after: '0' },
      { idempotency_key: 5, debit: house, credit: accounts.members.get(second!.memberId), amount: '1200', debit_after: null, credit_after: '1200', entry_amount: '1200', entry_after: '1200' },
    ]);
    // The house's side is one delta row for the call's net: 400 + 500 − 50 + 650 − 1,200.
    expect(await writtenCount()).toEqual({ transfers: before.transfers + 5, entries: before.entries + 5, deltas: before.deltas + 1 });
    const delta = await sql<{ amount: string }>`select amount::text from wallet_system_deltas order by id desc limit 1`.execute(test.database.db);
    expect(delta.rows[0]!.amount).toBe('300');
    expect((await verifyLedger(test.database.db)).ok).toBe(true);
  });

  it('writes nothing when a transfer would not be posted at its turn, or was posted before', async () => {
    const member = await createFundedMember(test, { balance: 1_000 });
    const accounts = await accountsOf([member.memberId]);
    const before = await writtenCount();
    // The second debit finds 400 of its 700 (the credit comes after it).
    expect(
      await failureOf(
        postTogether(
          [
            { member: member.memberId, direction: 'debit', amount: 600 },
            { member: member.memberId, direction: 'debit', amount: 700 },
            { member: member.memberId, direction: 'credit', amount: 5_000 },
          ],
          accounts,
        ),
      ),
    ).toBe('wallet:insufficient_funds:2');
    const posted = await postTogether([{ member: member.memberId, direction: 'debit', amount: 100 }], accounts);
    // A key posted before: its insert fails on the key's unique index, and the call writes nothing.
    expect(await failureOf(postTogether([{ member: member.memberId, direction: 'debit', amount: 100 }, { member: member.memberId, direction: 'debit', amount: 100, key: posted.keys[0] }], accounts))).toMatch(
      /wallet_transfers_idempotency_key_key/,
    );
    expect(await balanceOf(member.memberId)).toBe(900);
    expect(await writtenCount()).toEqual({ transfers: before.transfers + 1, entries: before.entries + 1, deltas: before.deltas + 1 });
    expect((await verifyLedger(test.database.db)).ok).toBe(true);
  });

  it('refuses a call that is not member ⇄ system, or whose amounts are not positive', async () => {
    const [first, second] = await Promise.all([createFundedMember(test, { balance: 1_000 }), createFundedMember(test, { balance: 1_000 })]);
    const accounts = await accountsOf([first!.memberId, second!.memberId]);
    const memberToMember = { house: accounts.members.get(second!.memberId)!, members: accounts.members };
    expect(await failureOf(postTogether([{ member: first!.memberId, direction: 'debit', amount: 100 }], memberToMember))).toMatch(/member account and a system account/);
    expect(await failureOf(postTogether([{ member: first!.memberId, direction: 'debit', amount: -100 }], accounts))).toMatch(/positive amount/);
    expect(await failureOf(postTogether([{ member: first!.memberId, direction: 'debit', amount: 0 }], accounts))).toMatch(/positive amount/);
    expect([await balanceOf(first!.memberId), await balanceOf(second!.memberId)]).toEqual([1_000, 1_000]);
  });
});
