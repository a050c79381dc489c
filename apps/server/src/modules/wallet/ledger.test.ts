import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember, createMember } from '../../../test/factories.ts';
import { verifyLedger } from './ledger-verify.ts';
import type { AccountRef, Ledger, TransferRequest } from './ledger.ts';

let test: TestApp;
let ledger: Ledger;
let keyCounter = 0;
const uniqueKey = (label: string) => `${label}:${process.pid}:${(keyCounter += 1)}`;

beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
  ledger = test.app.services.wallet.ledger;
});
afterAll(async () => {
  await test.close();
});

async function expectSoundLedger(): Promise<void> {
  const report = await verifyLedger(test.database.db);
  expect(report.mismatch).toBeNull();
  expect(report.ok).toBe(true);
}

async function errorCodeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

type Operation =
  | { type: 'win'; member: number; amount: number; inTransaction: boolean }
  | { type: 'bet'; member: number; amount: number; inTransaction: boolean }
  | { type: 'move'; from: number; to: number; amount: number; inTransaction: boolean }
  | { type: 'hold'; member: number; amount: number }
  | { type: 'settle'; hold: number; outcome: 'post' | 'void' }
  | { type: 'replay'; earlier: number }
  | { type: 'conflict'; earlier: number };

const amountArbitrary = fc.integer({ min: 1, max: 600 });
const memberArbitrary = fc.integer({ min: 0, max: 2 });
const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ type: fc.constant('win' as const), member: memberArbitrary, amount: amountArbitrary, inTransaction: fc.boolean() }),
  fc.record({ type: fc.constant('bet' as const), member: memberArbitrary, amount: amountArbitrary, inTransaction: fc.boolean() }),
  fc.record({ type: fc.constant('move' as const), from: memberArbitrary, to: memberArbitrary, amount: amountArbitrary, inTransaction: fc.boolean() }),
  fc.record({ type: fc.constant('hold' as const), member: memberArbitrary, amount: amountArbitrary }),
  fc.record({ type: fc.constant('settle' as const), hold: fc.nat(20), outcome: fc.constantFrom('post' as const, 'void' as const) }),
  fc.record({ type: fc.constant('replay' as const), earlier: fc.nat(40) }),
  fc.record({ type: fc.constant('conflict' as const), earlier: fc.nat(40) }),
);

describe('ledger properties', () => {
  it('keeps every invariant and matches a simple model under random sequences of movements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArbitrary, { minLength: 5, maxLength: 30 }), async (operations) => {
        const members = await Promise.all([0, 1, 2].map(() => createMember(test)));
        const cash = [0, 0, 0];
        const held = [0, 0, 0];
        const posted: TransferRequest[] = [];
        const holds: { id: string; member: number; amount: number; settled: boolean }[] = [];
        const wallet = (index: number): AccountRef => ({ memberId: members[index]!.memberId, wallet: 'cash' });

        const post = async (request: TransferRequest, inTransaction: boolean) =>
          inTransaction ? ledger.withTransaction((transaction) => ledger.postTransfer(transaction, request)) : ledger.postTransfer(undefined, request);

        for (const operation of operations) {
          if (operation.type === 'win' || operation.type === 'bet' || operation.type === 'move') {
            const from = operation.type === 'win' ? null : operation.type === 'bet' ? operation.member : operation.from;
            const to = operation.type === 'bet' ? null : operation.type === 'win' ? operation.member : operation.to;
            if (from !== null && from === to) continue;
            const request = {
              idempotencyKey: uniqueKey('property'),
              debit: from === null ? { system: 'house' as const } : wallet(from),
              credit: to === null ? { system: 'house' as const } : wallet(to),
              amount: operation.amount,
              kind: operation.type === 'move' ? 'wallet_transfer' : operation.type,
            };
            const enough = from === null || cash[from]! >= operation.amount;
            const code = await errorCodeOf(post(request, operation.inTransaction));
            expect(code).toBe(enough ? undefined : 'insufficient_balance');
            if (!enough) continue;
            if (from !== null) cash[from]! -= operation.amount;
            if (to !== null) cash[to]! += operation.amount;
            posted.push(request);
          } else if (operation.type === 'hold') {
            const enough = cash[operation.member]! >= operation.amount;
            const request = { idempotencyKey: uniqueKey('hold'), memberId: members[operation.member]!.memberId, amount: operation.amount, kind: 'withdrawal_hold' };
            let holdId = '';
            const code = await errorCodeOf(ledger.hold(undefined, request).then((hold) => (holdId = hold.id)));
            expect(code).toBe(enough ? undefined : 'insufficient_balance');
            if (!enough) continue;
            cash[operation.member]! -= operation.amount;
            held[operation.member]! += operation.amount;
            holds.push({ id: holdId, member: operation.member, amount: operation.amount, settled: false });
          } else if (operation.type === 'settle') {
            const hold = holds[operation.hold % Math.max(1, holds.length)];
            if (!hold) continue;
            const settle = operation.outcome === 'post'
              ? ledger.postHold(undefined, { holdId: hold.id, credit: { system: 'payment_clearing' }, kind: 'withdrawal_payout' })
              : ledger.voidHold(undefined, { holdId: hold.id, kind: 'withdrawal_release' });
            const code = await errorCodeOf(settle);
            if (hold.settled) {
              expect(['hold_not_pending', undefined]).toContain(code);
              continue;
            }
            expect(code).toBeUndefined();
            hold.settled = true;
            held[hold.member]! -= hold.amount;
            if (operation.outcome === 'void') cash[hold.member]! += hold.amount;
          } else {
            const earlier = posted[operation.earlier % Math.max(1, posted.length)];
            if (!earlier) continue;
            if (operation.type === 'replay') {
              const again = await ledger.postTransfer(undefined, earlier);
              expect(again.replayed).toBe(true);
            } else {
              expect(await errorCodeOf(ledger.postTransfer(undefined, { ...earlier, amount: earlier.amount + 1 }))).toBe('idempotency_conflict');
            }
          }
        }
        for (const [index, member] of members.entries()) {
          const balances = await ledger.balances(member.memberId);
          expect({ cash: balances.cash, held: balances.held }).toEqual({ cash: cash[index], held: held[index] });
        }
        await expectSoundLedger();
      }),
      { numRuns: 15 },
    );
  });
});

describe('ledger guarantees', () => {
  it('refuses to update or delete transfers and entries: a correction is a reversing transfer', async () => {
    const member = await createFundedMember(test, { balance: 1000 });
    expect(member.memberId).toBeTruthy();
    for (const statement of [
      sql`update wallet_transfers set amount = amount + 1`,
      sql`delete from wallet_transfers`,
      sql`update wallet_entries set amount = amount + 1`,
      sql`delete from wallet_entries`,
      sql`truncate wallet_entries`,
    ]) {
      await expect(statement.execute(test.database.db)).rejects.toThrow(/append-only/);
    }
    await expectSoundLedger();
  });

  it('writes concurrent movements in shared commits, each with its own guard', async () => {
    const member = await createFundedMember(test, { balance: 500 });
    const bets = Array.from({ length: 10 }, (_, index) =>
      errorCodeOf(
        ledger.postTransfer(undefined, {
          idempotencyKey: uniqueKey(`bet-${index}`),
          debit: { memberId: member.memberId, wallet: 'cash' },
          credit: { system: 'house' },
          amount: 100,
          kind: 'bet',
        }),
      ),
    );
    const outcomes = await Promise.all(bets);
    expect(outcomes.filter((code) => code === undefined)).toHaveLength(5);
    expect(outcomes.filter((code) => code === 'insufficient_balance')).toHaveLength(5);
    expect((await ledger.balances(member.memberId)).cash).toBe(0);
    await expectSoundLedger();
  });

  it('answers a replay with the first result and refuses the same key for another request', async () => {
    const member = await createMember(test);
    const request = { idempotencyKey: uniqueKey('win'), debit: { system: 'house' as const }, credit: { memberId: member.memberId, wallet: 'cash' as const }, amount: 250, kind: 'win' };
    const first = await ledger.postTransfer(undefined, request);
    const replays = await Promise.all([1, 2, 3].map(() => ledger.postTransfer(undefined, request)));
    for (const replay of replays) expect(replay).toMatchObject({ transferId: first.transferId, replayed: true, creditBalanceAfter: 250 });
    expect(await errorCodeOf(ledger.postTransfer(undefined, { ...request, amount: 251 }))).toBe('idempotency_conflict');
    expect((await ledger.balances(member.memberId)).cash).toBe(250);
  });

  it('answers a debit without the money as an outcome with the balance when asked to', async () => {
    const member = await createFundedMember(test, { balance: 300 });
    const bet = (amount: number, key: string) =>
      ledger.tryPostTransfer(undefined, { idempotencyKey: key, debit: { memberId: member.memberId, wallet: 'cash' }, credit: { system: 'vendor_clearing' }, amount, kind: 'bet' });
    expect(await bet(500, uniqueKey('try'))).toEqual({ status: 'insufficient_funds', balance: 300 });
    const key = uniqueKey('try');
    expect(await bet(200, key)).toMatchObject({ status: 'posted', transfer: { debitBalanceAfter: 100 } });
    expect(await bet(200, key)).toMatchObject({ status: 'replayed', transfer: { debitBalanceAfter: 100 } });
    const inFlow = await ledger.withTransaction((transaction) =>
      ledger.tryPostTransfer(transaction, { idempotencyKey: uniqueKey('try'), debit: { memberId: member.memberId, wallet: 'cash' }, credit: { system: 'house' }, amount: 101, kind: 'bet' }),
    );
    expect(inFlow).toEqual({ status: 'insufficient_funds', balance: 100 });
  });

  it('keeps trial play money apart from real money', async () => {
    const trial = await createMember(test, { memberType: 4 });
    const real = await createFundedMember(test, { balance: 1000 });
    await test.app.services.wallet.balance(trial.memberId, true);
    const trialBalances = await ledger.balances(trial.memberId);
    expect(trialBalances.book).toBe('play');
    expect(trialBalances.cash).toBeGreaterThan(0);
    const crossing = ledger.postTransfer(undefined, {
      idempotencyKey: uniqueKey('cross'),
      debit: { memberId: trial.memberId, wallet: 'cash' },
      credit: { memberId: real.memberId, wallet: 'cash' },
      amount: 100,
      kind: 'wallet_transfer',
    });
    expect(await errorCodeOf(crossing)).toBe('in_need_true_account');
    const totals = (await verifyLedger(test.database.db)).totals;
    expect(totals.map((total) => total.total)).toEqual(['0', '0']);
  });

  it('voids expired holds and returns the money to cash', async () => {
    const member = await createFundedMember(test, { balance: 1000 });
    const hold = await ledger.hold(undefined, { idempotencyKey: uniqueKey('expiring'), memberId: member.memberId, amount: 400, kind: 'withdrawal_hold', expiresAt: new Date(Date.now() - 1000) });
    expect((await ledger.balances(member.memberId)).held).toBe(400);
    expect(await ledger.expireHolds(new Date())).toBeGreaterThanOrEqual(1);
    expect(await ledger.balances(member.memberId)).toMatchObject({ cash: 1000, held: 0 });
    expect(await errorCodeOf(ledger.postHold(undefined, { holdId: hold.id, credit: { system: 'payment_clearing' }, kind: 'withdrawal_payout' }))).toBe('hold_not_pending');
    await expectSoundLedger();
  });

  it('rolls system deltas up into their balances without changing any effective balance', async () => {
    await createFundedMember(test, { balance: 777 });
    const before = (await verifyLedger(test.database.db)).totals;
    expect(await ledger.rollupSystemBalances()).toBeGreaterThan(0);
    const remaining = await sql<{ count: string }>`select count(*) as count from wallet_system_deltas`.execute(test.database.db);
    expect(remaining.rows[0]!.count).toBe('0');
    expect((await verifyLedger(test.database.db)).totals).toEqual(before);
    await expectSoundLedger();
  });

  it('reports the first mismatch when a balance no longer equals its entries', async () => {
    const member = await createFundedMember(test, { balance: 300 });
    await sql`update wallet_accounts set balance = balance + 1 where member_id = ${member.memberId} and kind = 'cash'`.execute(test.database.db);
    const report = await verifyLedger(test.database.db);
    expect(report.ok).toBe(false);
    expect(report.mismatch).toMatch(/a member balance equals the sum of its entries: account \d+ \(member \d+ cash, real\): balance 301 but its entries sum to 300/);
    await sql`update wallet_accounts set balance = balance - 1 where member_id = ${member.memberId} and kind = 'cash'`.execute(test.database.db);
    await expectSoundLedger();
    await sql`update wallet_accounts set balance = balance + 7 where system_code = 'house' and book = 'real'`.execute(test.database.db);
    expect((await verifyLedger(test.database.db)).mismatch).toMatch(/a system balance equals its transfers: account \d+ \(house, real\)/);
    await sql`update wallet_accounts set balance = balance - 7 where system_code = 'house' and book = 'real'`.execute(test.database.db);
    await expectSoundLedger();
  });
});
