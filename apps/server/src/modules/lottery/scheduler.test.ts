import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIDE } from '@platform/game-math';
import { verifyLedger } from '../wallet/ledger-verify.ts';
import { provablyFairResults } from './results.ts';
import { balanceOf, call, createLotteryTest, currentIssue, fixedResults, fundedMember, placeBet, type LotteryTest } from './test-support.ts';

/**
 * The scheduler with the clock in the test's hands: issues open, close, draw and settle on time; two
 * app instances on one database never draw an issue twice; a stopped server catches up; a draw past
 * its grace period is cancelled and every bet refunded.
 */

const minute = 60_000;
let lottery: LotteryTest;
let start: Date;

/** One second after a minute boundary a little ahead of now: every one-minute game has just opened an issue. */
function minuteStart(): Date {
  return new Date(Math.ceil(Date.now() / minute) * minute + minute + 1_000);
}

const bigSmall = (gameCode: string, issue: string) => ({
  gameCode,
  issue,
  betType: 'ssc.two-sides.total',
  selection: [[SIDE.big]],
  unitPrice: 200,
  multiplier: 1,
  cost: 200,
});

beforeAll(async () => {
  start = minuteStart();
  lottery = await createLotteryTest(start);
});
afterAll(async () => {
  await lottery.close();
});

async function drawRow(gameCode: string, issue: string) {
  const proof = await call(lottery.test, 'GET', `/lotto/lgw/draws/proof?gameCode=${gameCode}&issue=${issue}`);
  expect(proof.status).toBe(200);
  return proof.body.value;
}

describe('the scheduler on a moved clock', () => {
  it('opens an issue, closes it before the draw, then draws and settles it at draw time with the seed revealed', async () => {
    const member = await fundedMember(lottery.test);
    await lottery.tickAt(start);
    const issue = await currentIssue(lottery.test, 'SSC_1M');
    expect(issue.drawAt.getTime() - start.getTime()).toBe(minute - 1_000);
    expect((await drawRow('SSC_1M', issue.issue)).status).toBe('open');

    lottery.clock.now = new Date(issue.closesAt.getTime() - 1_000);
    const placed = await placeBet(lottery.test, member, bigSmall('SSC_1M', issue.issue));
    expect(placed.status).toBe(200);

    await lottery.tickAt(issue.closesAt);
    const closed = await drawRow('SSC_1M', issue.issue);
    expect(closed).toMatchObject({ status: 'closed', seed: null, result: null });
    const late = await placeBet(lottery.test, member, bigSmall('SSC_1M', issue.issue));
    expect(late).toMatchObject({ status: 409, body: { code: 'lottery_issue_closed' } });

    await lottery.tickAt(new Date(issue.drawAt.getTime() - 1));
    expect((await drawRow('SSC_1M', issue.issue)).status).toBe('closed');

    await lottery.tickAt(issue.drawAt);
    const drawn = await drawRow('SSC_1M', issue.issue);
    expect(drawn.status).toBe('settled');
    expect(createHash('sha256').update(Buffer.from(drawn.seed, 'hex')).digest('hex')).toBe(drawn.seedHash);
    const recomputed = provablyFairResults.resultOf({ gameCode: 'SSC_1M', family: 'ssc', region: null, issue: issue.issue }, drawn.seed) as number[];
    expect(drawn.result).toEqual(recomputed);
    const bets = await call(lottery.test, 'GET', '/lotto/lgw/bets?gameCode=SSC_1M', { headers: member.headers });
    expect(bets.body.value.list.map((bet: { status: string }) => bet.status)).toEqual([recomputed.reduce((sum: number, digit: number) => sum + digit, 0) >= 23 ? 'won' : 'lost']);
    const history = await call(lottery.test, 'GET', '/lotto/lgw/games/opened/numero?gameCode=SSC_1M&pageSize=5');
    expect(history.body.value.list[0]).toMatchObject({ issue: issue.issue, numbers: recomputed.map(String) });
  });

  it('catches up on the draws missed while stopped, each drawn once and in order', async () => {
    const member = await fundedMember(lottery.test);
    const issue = await currentIssue(lottery.test, 'SSC_1M');
    expect((await placeBet(lottery.test, member, bigSmall('SSC_1M', issue.issue))).status).toBe(200);
    const resumeAt = new Date(issue.drawAt.getTime() + 4 * minute);
    const { drawn } = await lottery.tickAt(resumeAt);
    const ssc = drawn.filter((done) => done.game.gameCode === 'SSC_1M');
    expect(ssc.map((done) => done.outcome)).toEqual(['settled', 'settled', 'settled', 'settled', 'settled']);
    const times = ssc.map((done) => done.draw.drawAt.getTime());
    expect(times).toEqual([...times].sort((left, right) => left - right));
    expect(new Set(ssc.map((done) => done.draw.issue)).size).toBe(5);
    const again = await lottery.tickAt(resumeAt);
    expect(again.drawn).toEqual([]);
    const bets = await call(lottery.test, 'GET', '/lotto/lgw/bets?gameCode=SSC_1M', { headers: member.headers });
    expect(['won', 'lost']).toContain(bets.body.value.list[0].status);
  });

  it('cancels a draw not drawn within the grace period and refunds every bet by a reversing transfer', async () => {
    const member = await fundedMember(lottery.test, 1_000_000);
    const before = await balanceOf(lottery.test, member);
    const ssc = await currentIssue(lottery.test, 'SSC_1M');
    const vietnam = await currentIssue(lottery.test, 'VN_FAST_1M');
    expect((await placeBet(lottery.test, member, { ...bigSmall('SSC_1M', ssc.issue), prizeGroup: 1800 })).status).toBe(200);
    expect((await placeBet(lottery.test, member, { gameCode: 'VN_FAST_1M', issue: vietnam.issue, betType: 'vn.lo2', selection: [[7, 8]], unitPrice: 10, multiplier: 2, cost: 1_080 })).status).toBe(200);
    expect(await balanceOf(lottery.test, member)).toBe(before - 200 + 15 - 1_080);

    const { drawn } = await lottery.tickAt(new Date(ssc.drawAt.getTime() + 11 * minute));
    const cancelled = drawn.filter(
      (done) => (done.game.gameCode === 'SSC_1M' && done.draw.issue === ssc.issue) || (done.game.gameCode === 'VN_FAST_1M' && done.draw.issue === vietnam.issue),
    );
    expect(cancelled.map((done) => done.outcome)).toEqual(['cancelled', 'cancelled']);
    const bets = await call(lottery.test, 'GET', '/lotto/lgw/bets', { headers: member.headers });
    expect(bets.body.value.list.map((bet: { status: string }) => bet.status)).toEqual(['refunded', 'refunded']);
    expect(await balanceOf(lottery.test, member)).toBe(before);
    const proof = await drawRow('SSC_1M', ssc.issue);
    expect(proof).toMatchObject({ status: 'cancelled', result: null });
    expect(proof.seed).toMatch(/^[0-9a-f]{64}$/);
    const records = await call(lottery.test, 'GET', '/wps/member/betting-records', { headers: member.headers });
    expect(records.body.value.list.map((round: { status: string; validBet: number }) => [round.status, round.validBet])).toEqual([
      ['cancelled', 0],
      ['cancelled', 0],
    ]);
    expect((await verifyLedger(lottery.test.database.db)).mismatch).toBeNull();
  });

  it('stops a chase after its first win and gives back the stakes of the issues left', async () => {
    const member = await fundedMember(lottery.test, 1_000_000);
    const before = await balanceOf(lottery.test, member);
    const issue = await currentIssue(lottery.test, 'SSC_1M');
    lottery.test.app.services.lottery.setResultSource(fixedResults(provablyFairResults, new Map([['SSC_1M', [9, 9, 9, 9, 9]]])));
    const placed = await placeBet(lottery.test, member, { ...bigSmall('SSC_1M', issue.issue), chase: { issues: 3, stopOnWin: true } });
    expect(placed.status).toBe(200);
    expect(placed.body.value.bets).toHaveLength(3);
    expect(new Set(placed.body.value.bets.map((bet: { issue: string }) => bet.issue)).size).toBe(3);
    await lottery.tickAt(issue.drawAt);
    lottery.test.app.services.lottery.setResultSource(provablyFairResults);
    const bets = await call(lottery.test, 'GET', '/lotto/lgw/bets', { headers: member.headers });
    expect(bets.body.value.list.map((bet: { status: string }) => bet.status).sort()).toEqual(['cancelled', 'cancelled', 'won']);
    // Three stakes of 2.00 left, two came back, and the win paid 2 × 0.975 × 2.00 at the member's group 1950.
    expect(await balanceOf(lottery.test, member)).toBe(before - 600 + 400 + 390);
  });

  it('lets a member cancel a pending bet before the issue closes, and not after', async () => {
    const member = await fundedMember(lottery.test, 1_000_000);
    const before = await balanceOf(lottery.test, member);
    const issue = await currentIssue(lottery.test, 'SSC_1M');
    const first = await placeBet(lottery.test, member, bigSmall('SSC_1M', issue.issue));
    const second = await placeBet(lottery.test, member, bigSmall('SSC_1M', issue.issue));
    const firstId = first.body.value.bets[0]!.betId;
    const secondId = second.body.value.bets[0]!.betId;
    const cancelled = await call(lottery.test, 'POST', '/lotto/lgw/bets/cancel', { headers: member.headers, payload: { betId: firstId } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.value.bet.status).toBe('cancelled');
    expect(await balanceOf(lottery.test, member)).toBe(before - 200);
    const again = await call(lottery.test, 'POST', '/lotto/lgw/bets/cancel', { headers: member.headers, payload: { betId: firstId } });
    expect(again).toMatchObject({ status: 409, body: { code: 'lottery_bet_not_cancellable' } });
    lottery.clock.now = issue.closesAt;
    const tooLate = await call(lottery.test, 'POST', '/lotto/lgw/bets/cancel', { headers: member.headers, payload: { betId: secondId } });
    expect(tooLate).toMatchObject({ status: 409, body: { code: 'lottery_bet_not_cancellable' } });
    const stranger = await fundedMember(lottery.test);
    const notTheirs = await call(lottery.test, 'POST', '/lotto/lgw/bets/cancel', { headers: stranger.headers, payload: { betId: secondId } });
    expect(notTheirs.status).toBe(404);
  });
});

describe('two app instances on one database', () => {
  let other: LotteryTest;

  beforeAll(async () => {
    // Past the draw of the issue the previous test left closed, so that the next issue takes bets.
    await lottery.tickAt(new Date(lottery.clock.now.getTime() + 10_000));
    const url = lottery.test.config.databaseUrl!;
    other = await createLotteryTest(lottery.clock.now, { databaseUrl: url, databaseName: new URL(url).pathname.slice(1) });
  });
  afterAll(async () => {
    await other.close();
  });

  it('never draws the same issue twice, whichever instance gets to it', async () => {
    const members = await Promise.all([fundedMember(lottery.test, 1_000_000), fundedMember(lottery.test, 1_000_000)]);
    const issue = await currentIssue(lottery.test, 'SSC_1M');
    for (const member of members) {
      for (let bet = 0; bet < 3; bet++) expect((await placeBet(lottery.test, member, bigSmall('SSC_1M', issue.issue))).status).toBe(200);
    }
    const at = new Date(issue.drawAt.getTime() + 3 * minute);
    lottery.clock.now = at;
    other.clock.now = at;
    const [mine, theirs] = await Promise.all([lottery.test.app.services.lottery.scheduler.tick(at), other.test.app.services.lottery.scheduler.tick(at)]);
    const keyOf = (done: { game: { gameCode: string }; draw: { issue: string } }) => `${done.game.gameCode}:${done.draw.issue}`;
    const mineKeys = mine.drawn.map(keyOf);
    const theirKeys = theirs.drawn.map(keyOf);
    expect(mineKeys.filter((key) => theirKeys.includes(key))).toEqual([]);
    expect(mineKeys.length + theirKeys.length).toBeGreaterThan(3);
    expect([...mineKeys, ...theirKeys]).toContain(`SSC_1M:${issue.issue}`);
    const settlementTransfers = await lottery.test.database.pool.query<{ count: string }>(
      `select count(*) from wallet_transfers where idempotency_key like 'lottery:settle:%' and reference = $1`,
      [`SSC_1M:${issue.issue}`],
    );
    const bets = await call(lottery.test, 'GET', '/lotto/lgw/bets', { headers: members[0]!.headers });
    const winners = bets.body.value.list.some((bet: { status: string }) => bet.status === 'won') ? 2 : 0;
    expect(Number(settlementTransfers.rows[0]!.count)).toBe(winners);
    expect((await verifyLedger(lottery.test.database.db)).mismatch).toBeNull();
  });
});
