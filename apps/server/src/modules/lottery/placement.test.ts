import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SIDE } from '@platform/game-math';
import { createMember } from '../../../test/factories.ts';
import { verifyLedger } from '../wallet/ledger-verify.ts';
import { lotteryLedgerPort } from '../../wiring/lottery-ports.ts';
import { lotteryPlacements, placementStatementOf, type PlaceBetInput } from './placement.ts';
import { prepareBet } from './bet-preparation.ts';
import { arrayLiteral } from './repository.ts';
import { balanceOf, call, createLotteryTest, currentIssue, fundedMember, operatorHeaders, placeBet, setGameLimits, requestId, type LotteryTest } from './test-support.ts';

/**
 * A placement is written whole or not at all, whether it is one issue or a chase, and placements arriving
 * together are written together while each keeps its own answer.
 */

const minute = 60_000;
let lottery: LotteryTest;

beforeAll(async () => {
  lottery = await createLotteryTest(new Date(Math.ceil(Date.now() / minute) * minute + minute + 1_000));
});
afterAll(async () => {
  await lottery.close();
});

const bigSmall = (issue: string, gameCode = 'SSC_1M') => ({ gameCode, issue, betType: 'ssc.two-sides.total', selection: [[SIDE.big]], unitPrice: 200, multiplier: 1, cost: 200 });

const setLimits = (limits: Parameters<typeof setGameLimits>[2], gameCode = 'SSC_1M') => setGameLimits(lottery.test, gameCode, limits);

async function betsOf(member: { headers: Record<string, string> }) {
  return (await call(lottery.test, 'GET', '/lotto/lgw/bets', { headers: member.headers })).body.value as { total: number; list: { issue: string; status: string; chaseId: string | null }[] };
}

describe('placing a chase', () => {
  it('places one bet per issue under one chase, charging each issue’s stake less its rebate', async () => {
    await setLimits({});
    const member = await fundedMember(lottery.test, 100_000);
    const { issue } = await currentIssue(lottery.test, 'SSC_1M');
    const placed = await placeBet(lottery.test, member, { ...bigSmall(issue), multiplier: 10, cost: 2_000, prizeGroup: 1900, chase: { issues: 3, stopOnWin: false } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const bets = placed.body.value.bets;
    expect(bets).toHaveLength(3);
    expect(bets[0]!.issue).toBe(issue);
    expect(new Set(bets.map((bet) => bet.chaseId))).toEqual(new Set([placed.body.value.chaseId]));
    expect(placed.body.value.chaseId).not.toBeNull();
    // 2.5 % of 20.00 comes back on each issue at 1900 of a maximum of 1950.
    expect(bets.map((bet) => bet.rebate)).toEqual([50, 50, 50]);
    expect(placed.body.value.balance).toBe(100_000 - 3 * (2_000 - 50));
    expect(await balanceOf(lottery.test, member)).toBe(100_000 - 3 * (2_000 - 50));
    const listed = await betsOf(member);
    expect(listed.total).toBe(3);
    expect(listed.list.every((bet) => bet.status === 'pending')).toBe(true);
    expect((await verifyLedger(lottery.test.database.db)).ok).toBe(true);
  });

  it('refuses a chase whose later issue is past the per-draw limit, writing nothing on any issue', async () => {
    const gameCode = 'SSC_3M';
    await setLimits({ stakePerDrawMax: 1_000 }, gameCode);
    const early = await fundedMember(lottery.test, 100_000);
    const { issue } = await currentIssue(lottery.test, gameCode);
    const first = await placeBet(lottery.test, early, { ...bigSmall(issue, gameCode), multiplier: 3, cost: 600, chase: { issues: 2, stopOnWin: false } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Cancelling the first issue's bet leaves 6.00 on the second issue only.
    const cancelled = await call(lottery.test, 'POST', '/lotto/lgw/bets/cancel', { headers: early.headers, payload: { betId: first.body.value.bets[0]!.betId } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const member = await fundedMember(lottery.test, 100_000);
    const refused = await placeBet(lottery.test, member, { ...bigSmall(issue, gameCode), multiplier: 5, cost: 1_000, chase: { issues: 2, stopOnWin: false } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'lottery_limit_reached', value: { limit: 'perDraw', issue: first.body.value.bets[1]!.issue } } });
    expect(await balanceOf(lottery.test, member)).toBe(100_000);
    expect((await betsOf(member)).total).toBe(0);
    const exposure = await call(lottery.test, 'GET', `/ops/lottery/exposure?gameCode=${gameCode}&issue=${issue}`, { headers: operatorHeaders(lottery.test) });
    expect(exposure.body.value).toMatchObject({ betCount: 0, stakeTotal: 0 });
  });
});

describe('placements arriving together', () => {
  it('writes them together, each with its own answer: the member who cannot pay is refused, the others placed', async () => {
    await setLimits({});
    const { issue } = await currentIssue(lottery.test, 'SSC_1M');
    const members = await Promise.all(Array.from({ length: 8 }, () => fundedMember(lottery.test, 10_000)));
    const poor = await fundedMember(lottery.test, 100);
    const answers = await Promise.all([...members, poor].map((member) => placeBet(lottery.test, member, { ...bigSmall(issue), multiplier: 5, cost: 1_000 })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 409]);
    expect(answers.at(-1)!.body.code).toBe('insufficient_balance');
    for (const [index, member] of members.entries()) {
      expect(answers[index]!.body.value.balance).toBe(9_000);
      expect(await balanceOf(lottery.test, member)).toBe(9_000);
    }
    expect(await balanceOf(lottery.test, poor)).toBe(100);
    expect((await betsOf(poor)).total).toBe(0);
  });

  it('answers a retried placement with its first bets, even once its issue has closed', async () => {
    const member = await fundedMember(lottery.test, 10_000);
    const current = await currentIssue(lottery.test, 'SSC_1M');
    const id = requestId();
    const first = await placeBet(lottery.test, member, { ...bigSmall(current.issue), requestId: id });
    const again = await placeBet(lottery.test, member, { ...bigSmall(current.issue), requestId: id });
    expect(again.body.value.bets.map((bet) => bet.betId)).toEqual(first.body.value.bets.map((bet) => bet.betId));
    const before = lottery.clock.now;
    lottery.clock.now = current.closesAt;
    const late = await placeBet(lottery.test, member, { ...bigSmall(current.issue), requestId: id });
    lottery.clock.now = before;
    expect(late.status).toBe(200);
    expect(late.body.value.bets.map((bet) => bet.betId)).toEqual(first.body.value.bets.map((bet) => bet.betId));
    expect(await balanceOf(lottery.test, member)).toBe(10_000 - 200);
  });

  it('refuses a member who never had money, writing nothing', async () => {
    const member = await createMember(lottery.test);
    const { issue } = await currentIssue(lottery.test, 'SSC_1M');
    expect(await placeBet(lottery.test, member, bigSmall(issue))).toMatchObject({ status: 409, body: { code: 'insufficient_balance' } });
    expect((await betsOf(member)).total).toBe(0);
  });
});

describe('one statement writing many placements', () => {
  it('keeps each placement’s own outcome: placed, refused for lack of money, or a repeat of one already placed', async () => {
    const { lottery: service, wallet } = lottery.test.app.services;
    const game = (await service.repository.listGames(lottery.test.config.merchantCode)).find((candidate) => candidate.gameCode === 'SSC_1M')!;
    const { issue } = await currentIssue(lottery.test, 'SSC_1M');
    const draw = (await service.repository.findDrawByIssue(game.id, issue))!;
    const dependencies = { database: lottery.test.database.db, repository: service.repository, ledger: lotteryLedgerPort(wallet) };
    const inputOf = (memberId: string, id = requestId()): PlaceBetInput => ({
      memberId,
      requestId: id,
      game,
      draws: [draw],
      bet: prepareBet(game, { requestId: id, ...bigSmall(issue), multiplier: 5, cost: 1_000 }, [{ memberId, depth: 0, prizeGroupMax: 1950 }]),
      chase: null,
      now: lottery.clock.now,
      playMoney: false,
    });
    const [rich, poor, other] = await Promise.all([fundedMember(lottery.test, 10_000), fundedMember(lottery.test, 999), fundedMember(lottery.test, 5_000)]);
    const richInput = inputOf(rich!.memberId);
    const inputs = [richInput, inputOf(poor!.memberId), inputOf(other!.memberId), richInput];
    const statements = await Promise.all(inputs.map(async (input) => (await placementStatementOf(dependencies, input))!));
    const outcomes = await service.repository.placeBetsStatement(statements);
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['placed', 'refused', 'placed', 'replayed']);
    expect(outcomes[1]).toEqual({ outcome: 'refused', refusal: 'insufficient_balance', position: 1 });
    expect(outcomes[0]).toMatchObject({ bets: [{ balanceBefore: 10_000, balanceAfter: 9_000 }] });
    expect(outcomes[2]).toMatchObject({ bets: [{ balanceBefore: 5_000, balanceAfter: 4_000 }] });
    expect([await balanceOf(lottery.test, rich!), await balanceOf(lottery.test, poor!), await balanceOf(lottery.test, other!)]).toEqual([9_000, 999, 4_000]);
    expect((await betsOf(poor!)).total).toBe(0);
    expect((await betsOf(rich!)).total).toBe(1);
    expect((await verifyLedger(lottery.test.database.db)).ok).toBe(true);
  });
});

describe('the placement transaction (a member whose cash account is not known beforehand)', () => {
  it('answers a repeated chase with its first bets and leaves no second chase behind', async () => {
    await setLimits({});
    const { lottery: service, wallet } = lottery.test.app.services;
    const game = (await service.repository.listGames(lottery.test.config.merchantCode)).find((candidate) => candidate.gameCode === 'SSC_1M')!;
    const { issue } = await currentIssue(lottery.test, 'SSC_1M');
    const draws = await service.repository.drawsFrom(game.id, (await service.repository.findDrawByIssue(game.id, issue))!, 2);
    expect(draws).toHaveLength(2);
    // A ledger that never knows the accounts beforehand sends every placement through the transaction.
    const ledger = { ...lotteryLedgerPort(wallet), prepare: async (_db: unknown, moves: unknown[]) => moves.map(() => undefined) };
    const placements = lotteryPlacements({ database: lottery.test.database.db, repository: service.repository, ledger: ledger as never });
    const member = await fundedMember(lottery.test, 10_000);
    const id = requestId();
    const input: PlaceBetInput = {
      memberId: member.memberId,
      requestId: id,
      game,
      draws,
      bet: prepareBet(game, { requestId: id, ...bigSmall(issue) }, [{ memberId: member.memberId, depth: 0, prizeGroupMax: 1950 }]),
      chase: { issues: 2, stopOnWin: true },
      now: lottery.clock.now,
      playMoney: false,
    };
    const first = await placements.place(input);
    const again = await placements.place(input);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, chaseId: first.chaseId });
    expect(again.bets.map((bet) => bet.id)).toEqual(first.bets.map((bet) => bet.id));
    const chases = await sql<{ count: string }>`select count(*)::text as count from lottery_chases where member_id = ${member.memberId}`.execute(lottery.test.database.db);
    expect(chases.rows[0]!.count).toBe('1');
    expect(await balanceOf(lottery.test, member)).toBe(10_000 - 2 * 200);
    expect((await verifyLedger(lottery.test.database.db)).ok).toBe(true);
  });
});

describe('reading a draw’s pending bets for settlement', () => {
  it('reads every pending bet once, in placing order, with the columns settlement needs', async () => {
    const gameCode = 'SSC_5M';
    const { issue } = await currentIssue(lottery.test, gameCode);
    const members = await Promise.all([fundedMember(lottery.test, 10_000), fundedMember(lottery.test, 10_000)]);
    const placed: string[] = [];
    for (let index = 0; index < 7; index++) {
      const answer = await placeBet(lottery.test, members[index % 2]!, { ...bigSmall(issue, gameCode), selection: [[index % 2 === 0 ? SIDE.big : SIDE.small]] });
      expect(answer.status).toBe(200);
      placed.push(answer.body.value.bets[0]!.betId);
    }
    const cancelled = await call(lottery.test, 'POST', '/lotto/lgw/bets/cancel', { headers: members[0]!.headers, payload: { betId: placed[2] } });
    expect(cancelled.status).toBe(200);
    const { repository } = lottery.test.app.services.lottery;
    const game = (await repository.listGames(lottery.test.config.merchantCode)).find((candidate) => candidate.gameCode === gameCode)!;
    const draw = (await repository.findDrawByIssue(game.id, issue))!;
    const pending = placed.filter((_, index) => index !== 2);
    const whole = await repository.pendingBetsOfDraw(repository.db, draw.id);
    expect(whole.map((bet) => bet.id)).toEqual(pending);
    expect(whole[1]).toMatchObject({ memberId: members[1]!.memberId, betType: 'ssc.two-sides.total', selection: [[SIDE.small]], stake: 200, chaseId: null, odds: {} });
  });
});

describe('lists handed to the placement statement', () => {
  it('keep every value whole, whatever characters it holds', async () => {
    const values = ['plain', 'with,comma', 'with "quotes"', 'back\\slash', '{braces}', ' spaced ', ''];
    const result = await sql<{ values: string[] }>`select ${arrayLiteral(values)}::text[] as values`.execute(lottery.test.database.db);
    expect(result.rows[0]!.values).toEqual(values);
  });
});
