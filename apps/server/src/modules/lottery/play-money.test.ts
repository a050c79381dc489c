import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { SIDE } from '@platform/game-math';
import { createMember, type TestMember } from '../../../test/factories.ts';
import { verifyLedger } from '../wallet/ledger-verify.ts';
import { provablyFairResults, type DrawResult } from './results.ts';
import { balanceOf, call, createLotteryTest, currentIssue, fixedResults, fundedMember, operatorHeaders, placeBet, setGameLimits, type LotteryTest } from './test-support.ts';

/**
 * Trial accounts bet on the house lottery with play money: the stake and the prize move on the play book,
 * and the bet stays out of everything real money counts: the draw's totals, the exposure and its limits, the
 * draw's win total, turnover, the daily figures and the winner board. SSC 1 min draws 1 2 3 5 5 here: a
 * total of 16, small.
 */

const minute = 60_000;
const results = new Map<string, DrawResult>([['SSC_1M', [1, 2, 3, 5, 5]]]);
let lottery: LotteryTest;
let issue: Awaited<ReturnType<typeof currentIssue>>;

beforeAll(async () => {
  lottery = await createLotteryTest(new Date(Math.ceil(Date.now() / minute) * minute + minute + 1_000));
  lottery.test.app.services.lottery.setResultSource(fixedResults(provablyFairResults, results));
  issue = await currentIssue(lottery.test, 'SSC_1M');
});
afterAll(async () => {
  await lottery.close();
});

const db = () => lottery.test.database.db;
const small = (multiplier = 5) => ({ gameCode: 'SSC_1M', issue: issue.issue, betType: 'ssc.two-sides.total', selection: [[SIDE.small]], unitPrice: 200, multiplier, cost: 200 * multiplier });
const position3 = (multiplier: number) => ({ gameCode: 'SSC_1M', issue: issue.issue, betType: 'ssc.position', selection: [[3], [], [], [], []], unitPrice: 200, multiplier, cost: 200 * multiplier });

async function trialWithPlayMoney(): Promise<{ trial: TestMember; grant: number }> {
  const trial = await createMember(lottery.test, { memberType: 4 });
  const balance = await call(lottery.test, 'GET', '/wps/v2/wallets/balance', { headers: trial.headers });
  expect(balance.body.value.balance).toBeGreaterThan(0);
  return { trial, grant: balance.body.value.balance as number };
}

async function playBalanceOf(member: TestMember): Promise<number> {
  return (await call(lottery.test, 'GET', '/wps/v2/wallets/balance', { headers: member.headers })).body.value.balance as number;
}

async function booksOf(memberId: string): Promise<string[]> {
  const { rows } = await sql<{ book: string }>`select distinct book from wallet_accounts where member_id = ${memberId}::bigint`.execute(db());
  return rows.map((row) => row.book);
}

async function bookOfDraw() {
  const response = await call(lottery.test, 'GET', `/ops/lottery/exposure?gameCode=SSC_1M&issue=${issue.issue}`, { headers: operatorHeaders(lottery.test) });
  expect(response.status).toBe(200);
  return response.body.value as { betCount: number; stakeTotal: number; numbers: { number: string; stake: number; payout: number }[] };
}

/** The house's real money: what the real book's system accounts hold, entries included. */
async function realHouseMoney(): Promise<number> {
  const { rows } = await sql<{ total: string }>`select coalesce(sum(balance), 0)::text as total from wallet_accounts where book = 'real' and member_id is null`.execute(db());
  return Number(rows[0]!.total);
}

describe('trial accounts on the house lottery', () => {
  let trial: TestMember;
  let grant: number;
  let member: TestMember;
  let trialStake: { betId: string; balance: number };

  it('places a trial account’s bet in play money, leaving real money, the draw’s totals and its exposure as they were', async () => {
    ({ trial, grant } = await trialWithPlayMoney());
    member = await fundedMember(lottery.test, 100_000);
    const realBefore = await realHouseMoney();
    const bookBefore = await bookOfDraw();
    const placed = await placeBet(lottery.test, trial, small());
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const bet = placed.body.value.bets[0]!;
    expect(bet).toMatchObject({ playMoney: true, stake: 1_000, status: 'pending' });
    expect(placed.body.value.balance).toBe(grant - 1_000 + bet.rebate);
    expect(await playBalanceOf(trial)).toBe(placed.body.value.balance);
    expect(await booksOf(trial.memberId)).toEqual(['play']);
    expect(await bookOfDraw()).toEqual(bookBefore);
    expect(await realHouseMoney()).toBe(realBefore);
    expect(await balanceOf(lottery.test, member)).toBe(100_000);
    trialStake = { betId: bet.betId, balance: placed.body.value.balance };

    // Its records list it as play money.
    const records = await call(lottery.test, 'GET', '/lotto/lgw/bets?gameCode=SSC_1M', { headers: trial.headers });
    expect(records.body.value.list).toEqual([expect.objectContaining({ betId: bet.betId, playMoney: true })]);
  });

  it('still checks the bet itself: its cost, its plays, its issue and the play balance', async () => {
    await setGameLimits(lottery.test, 'SSC_1M', {});
    expect((await placeBet(lottery.test, trial, { ...small(), cost: 999 })).body.code).toBe('lottery_cost_mismatch');
    expect((await placeBet(lottery.test, trial, { ...small(), betType: 'k3.sum', selection: [[10]] })).body.code).toBe('validation_failed');
    const next = (await call(lottery.test, 'GET', '/lotto/lgw/draws/current?gameCode=SSC_1M')).body.value.next.issue as string;
    expect((await placeBet(lottery.test, trial, { ...small(), issue: next })).body.code).toBe('lottery_issue_not_open');
    expect((await placeBet(lottery.test, trial, { ...small(), multiplier: 10_000, cost: 2_000_000 })).body.code).toBe('insufficient_balance');
    expect(await playBalanceOf(trial)).toBe(trialStake.balance);
  });

  it('keeps play money out of the per-number limit: a trial bet neither uses up a real player’s room nor is refused by it', async () => {
    await setGameLimits(lottery.test, 'SSC_1M', { stakePerNumberMax: 1_000 });
    expect((await placeBet(lottery.test, trial, position3(5))).status).toBe(200);
    expect((await placeBet(lottery.test, trial, position3(5))).status).toBe(200);
    // The real player still has the whole limit on the number.
    expect((await placeBet(lottery.test, member, position3(5))).status).toBe(200);
    const another = await fundedMember(lottery.test, 10_000);
    expect((await placeBet(lottery.test, another, position3(1))).body.code).toBe('lottery_limit_reached');
    // The number is full for real money, yet the trial account bets on it.
    expect((await placeBet(lottery.test, trial, position3(1))).status).toBe(200);
    const book = await bookOfDraw();
    expect(book).toMatchObject({ betCount: 1, stakeTotal: 1_000 });
    expect(book.numbers).toEqual([{ number: 'ssc.position:0:3', stake: 1_000, payout: expect.any(Number) }]);
    await setGameLimits(lottery.test, 'SSC_1M', {});
  });

  it('refunds a cancelled trial bet to the play book, leaving the book alone', async () => {
    const placed = await placeBet(lottery.test, trial, small(1));
    const before = await playBalanceOf(trial);
    const bookBefore = await bookOfDraw();
    const cancelled = await call(lottery.test, 'POST', '/lotto/lgw/bets/cancel', { headers: trial.headers, payload: { betId: placed.body.value.bets[0]!.betId } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.value.balance).toBe(before + 200 - placed.body.value.bets[0]!.rebate);
    expect(await bookOfDraw()).toEqual(bookBefore);
  });

  it('pays a trial account’s win in play money, and keeps it out of the draw’s win total, the figures and the winner board', async () => {
    const real = await placeBet(lottery.test, member, small());
    expect(real.status).toBe(200);
    const playBefore = await playBalanceOf(trial);
    const memberBefore = await balanceOf(lottery.test, member);
    const winnersBefore = await countOf(sql`select count(*)::text as count from lobby_winners where member_id = ${trial.memberId}::bigint`);
    await lottery.tickAt(new Date(issue.drawAt.getTime() + 1_000));

    const records = await call(lottery.test, 'GET', '/lotto/lgw/bets?gameCode=SSC_1M&pageSize=100', { headers: trial.headers });
    const won = records.body.value.list.find((bet: { betId: string }) => bet.betId === trialStake.betId);
    expect(won).toMatchObject({ status: 'won', playMoney: true });
    expect(won.winAmount).toBeGreaterThan(0);
    const trialWins = records.body.value.list.reduce((total: number, bet: { winAmount: number; status: string }) => total + (bet.status === 'cancelled' ? 0 : bet.winAmount), 0);
    expect(await playBalanceOf(trial)).toBe(playBefore + trialWins);
    expect(await booksOf(trial.memberId)).toEqual(['play']);

    const realWin = (await call(lottery.test, 'GET', '/lotto/lgw/bets?gameCode=SSC_1M', { headers: member.headers })).body.value.list
      .filter((bet: { issue: string }) => bet.issue === issue.issue)
      .reduce((total: number, bet: { winAmount: number }) => total + bet.winAmount, 0);
    expect(realWin).toBeGreaterThan(0);
    expect(await balanceOf(lottery.test, member)).toBe(memberBefore + realWin);
    expect(await countOf(sql`select win_total::text as count from lottery_draws d join lottery_games g on g.id = d.game_id where g.game_code = 'SSC_1M' and d.issue = ${issue.issue}`)).toBe(realWin);

    expect(await countOf(sql`select count(*)::text as count from game_member_daily_figures where member_id = ${trial.memberId}::bigint`)).toBe(0);
    expect(await countOf(sql`select count(*)::text as count from game_member_daily_figures where member_id = ${member.memberId}::bigint`)).toBeGreaterThan(0);
    expect(await countOf(sql`select count(*)::text as count from game_rounds where member_id = ${trial.memberId}::bigint and play_money`)).toBe(1);
    expect(await countOf(sql`select count(*)::text as count from lobby_winners where member_id = ${trial.memberId}::bigint`)).toBe(winnersBefore);
    expect(await countOf(sql`select count(*)::text as count from lottery_agent_rebates where member_id = ${trial.memberId}::bigint`)).toBe(0);
    expect((await verifyLedger(db())).mismatch).toBeNull();
  });

  it('still refuses real-money actions to a trial account', async () => {
    const refused = await call(lottery.test, 'GET', '/wps/wallet/withdraw/info', { headers: trial.headers });
    expect(refused.body.code).toBe('in_need_true_account');
  });
});

async function countOf(query: RawBuilder<unknown>): Promise<number> {
  const { rows } = await query.execute(db());
  return Number((rows[0] as { count?: string } | undefined)?.count ?? 0);
}
