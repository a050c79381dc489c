import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember, createMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { inTransaction } from '../../platform/database.ts';
import { verifyLedger } from './ledger-verify.ts';
import type { MemberCashTransfer } from './batch-postings.ts';

/**
 * Many members' money in one statement: a draw's credits and every member's turnover are posted as a set,
 * with the same outcomes, replays and refusals as posting them one by one.
 */

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const wallet = () => test.app.services.wallet;
const cashOf = async (memberId: string) => (await wallet().balances(memberId)).cash;

function credit(memberId: string, key: string, amount: number): MemberCashTransfer {
  return { idempotencyKey: key, memberId, direction: 'credit', system: 'house', amount, kind: 'lottery_win', reference: 'SSC_1M:batch', metadata: { bets: 1 } };
}

const inOneTransaction = <Result>(work: Parameters<typeof inTransaction<Result>>[1]) => inTransaction(test.database.db, work);

describe('posting many members’ transfers at once', () => {
  it('credits each member and answers its balance after; posting the same keys again moves nothing', async () => {
    const members = await Promise.all([1_000, 2_000, 3_000].map((balance) => createFundedMember(test, { balance })));
    const credits = members.map((member, index) => credit(member.memberId, `batch-test:win:${member.memberId}`, 100 * (index + 1)));
    const posted = await inOneTransaction((transaction) => wallet().batch.postMemberTransfers(transaction, credits));
    expect(posted).toEqual([
      { replayed: false, memberBalanceAfter: 1_100 },
      { replayed: false, memberBalanceAfter: 2_200 },
      { replayed: false, memberBalanceAfter: 3_300 },
    ]);
    const again = await inOneTransaction((transaction) => wallet().batch.postMemberTransfers(transaction, credits));
    expect(again.map((outcome) => outcome.replayed)).toEqual([true, true, true]);
    expect(await Promise.all(members.map((member) => cashOf(member.memberId)))).toEqual([1_100, 2_200, 3_300]);
    expect((await verifyLedger(test.database.db)).ok).toBe(true);
  });

  it('replays a transfer first posted alone, and refuses the same key for another amount', async () => {
    const member = await createFundedMember(test, { balance: 5_000 });
    const single = credit(member.memberId, `batch-test:single:${member.memberId}`, 700);
    await wallet().postTransfer(undefined, { idempotencyKey: single.idempotencyKey, debit: { system: 'house' }, credit: { memberId: member.memberId, wallet: 'cash' }, amount: 700, kind: 'lottery_win', reference: single.reference });
    const replayed = await inOneTransaction((transaction) => wallet().batch.postMemberTransfers(transaction, [single]));
    expect(replayed).toEqual([{ replayed: true, memberBalanceAfter: 5_700 }]);
    await expect(inOneTransaction((transaction) => wallet().batch.postMemberTransfers(transaction, [{ ...single, amount: 800 }]))).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await cashOf(member.memberId)).toBe(5_700);
  });

  it('refuses a debit beyond a member’s balance, and the whole set with it', async () => {
    const rich = await createFundedMember(test, { balance: 10_000 });
    const poor = await createFundedMember(test, { balance: 100 });
    const debit = (memberId: string, amount: number): MemberCashTransfer => ({ ...credit(memberId, `batch-test:stake:${memberId}`, amount), direction: 'debit', kind: 'lottery_bet' });
    await expect(inOneTransaction((transaction) => wallet().batch.postMemberTransfers(transaction, [debit(rich.memberId, 500), debit(poor.memberId, 101)]))).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    expect([await cashOf(rich.memberId), await cashOf(poor.memberId)]).toEqual([10_000, 100]);
  });

  it('credits a member who has no cash account yet, creating it', async () => {
    const member = await createMember(test);
    const posted = await inOneTransaction((transaction) => wallet().batch.postMemberTransfers(transaction, [credit(member.memberId, `batch-test:new:${member.memberId}`, 250)]));
    expect(posted).toEqual([{ replayed: false, memberBalanceAfter: 250 }]);
    expect(await cashOf(member.memberId)).toBe(250);
  });
});

describe('counting many members’ turnover at once', () => {
  it('completes each member’s oldest grants first, as counting one member at a time does', async () => {
    const [first, second, third] = await Promise.all([createMember(test), createMember(test), createMember(test)]);
    const grant = (memberId: string, key: string, wageringRequired: number) =>
      wallet().creditBonus(undefined, { idempotencyKey: `batch-test:bonus:${key}:${memberId}`, memberId, amount: 100, wageringRequired, source: 'promotion' });
    for (const member of [first!, second!]) {
      await grant(member.memberId, 'older', 1_000);
      await grant(member.memberId, 'newer', 2_000);
    }
    await grant(third!.memberId, 'only', 300);
    await inOneTransaction((transaction) => wallet().batch.recordTurnovers(transaction, new Map([[first!.memberId, 1_500], [third!.memberId, 900]])));
    await wallet().recordTurnover(second!.memberId, 1_500);
    const left = async (memberId: string) => (await wallet().bonuses.turnover(memberId)).remaining;
    // 1,000 completes the older grant, 500 goes to the newer: the same as the member counted alone.
    expect(await left(first!.memberId)).toBe(1_500);
    expect(await left(second!.memberId)).toBe(1_500);
    const details = async (memberId: string) => (await wallet().bonuses.details(memberId, { pageNo: 1, pageSize: 10 })).list.map((row) => [row.wageringRequired, row.wageringDone, row.status]).sort();
    expect(await details(first!.memberId)).toEqual(await details(second!.memberId));
    expect(await left(third!.memberId)).toBe(0);
  });
});
