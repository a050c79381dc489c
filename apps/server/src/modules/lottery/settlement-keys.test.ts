import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIDE } from '@platform/game-math';
import { verifyLedger } from '../wallet/ledger-verify.ts';
import { provablyFairResults } from './results.ts';
import { balanceOf, call, createLotteryTest, currentIssue, fixedResults, fundedMember, placeBet, type LotteryTest } from './test-support.ts';
import type { TestMember } from '../../../test/factories.ts';

/**
 * Settlement prices each distinct key (bet type, selection, unit, multiplier, prize group) once and
 * writes the outcome to every bet with that key: bets of several members sharing a key each get their
 * own prize, a key differing only by its multiplier is priced apart, and each member's balance, betting
 * record and agent rebate add up that member's bets only. The SSC_1M result is fixed at 1 2 3 5 5
 * (total 16: small, even); every bet is at prize group 1800, where small pays 360 per 200 staked.
 */

const minute = 60_000;
const group = 1800;
let lottery: LotteryTest;
let issue: Awaited<ReturnType<typeof currentIssue>>;
let first: TestMember;
let second: TestMember;
/** Only loses: its round's balance after is the balance after its last stake. */
let third: TestMember;
let agentId: string;
const betIds = new Map<string, string>();
const initialBalance = 1_000_000;

interface BetShape {
  betType: string;
  selection: number[][];
  unitPrice: number;
}

const small: BetShape = { betType: 'ssc.two-sides.total', selection: [[SIDE.small]], unitPrice: 200 };
const big: BetShape = { betType: 'ssc.two-sides.total', selection: [[SIDE.big]], unitPrice: 200 };
const straightMiss: BetShape = { betType: 'ssc.straight.5star', selection: [[1], [2], [3], [5], [4]], unitPrice: 200 };

const plan: { name: string; member: () => TestMember; bet: BetShape; multiplier: number; status: string; win: number }[] = [
  { name: 'first small', member: () => first, bet: small, multiplier: 1, status: 'won', win: 360 },
  { name: 'first small again', member: () => first, bet: small, multiplier: 1, status: 'won', win: 360 },
  { name: 'second small', member: () => second, bet: small, multiplier: 1, status: 'won', win: 360 },
  { name: 'first small ×3', member: () => first, bet: small, multiplier: 3, status: 'won', win: 1_080 },
  { name: 'second big', member: () => second, bet: big, multiplier: 1, status: 'lost', win: 0 },
  { name: 'second straight', member: () => second, bet: straightMiss, multiplier: 1, status: 'lost', win: 0 },
  { name: 'third big', member: () => third, bet: big, multiplier: 2, status: 'lost', win: 0 },
  { name: 'third straight', member: () => third, bet: straightMiss, multiplier: 1, status: 'lost', win: 0 },
];

beforeAll(async () => {
  lottery = await createLotteryTest(new Date(Math.ceil(Date.now() / minute) * minute + minute + 1_000));
  lottery.test.app.services.lottery.setResultSource(fixedResults(provablyFairResults, new Map([['SSC_1M', [1, 2, 3, 5, 5]]])));
  const { sessions } = lottery.test.app.services.repositories;
  agentId = await sessions.insertMember({ merchantCode: lottery.test.config.merchantCode, account: `keyag${Date.now().toString(36)}`, memberType: 1, uplineId: null, passwordHash: null, prizeGroupMax: 1960 });
  first = await fundedMember(lottery.test, initialBalance, { uplineId: agentId });
  second = await fundedMember(lottery.test, initialBalance);
  third = await fundedMember(lottery.test, initialBalance);
  issue = await currentIssue(lottery.test, 'SSC_1M');
  for (const item of plan) {
    const cost = item.bet.unitPrice * item.multiplier;
    const response = await placeBet(lottery.test, item.member(), { gameCode: 'SSC_1M', issue: issue.issue, ...item.bet, multiplier: item.multiplier, cost, prizeGroup: group });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    betIds.set(item.name, response.body.value.bets[0]!.betId);
  }
  await lottery.tickAt(new Date(issue.drawAt.getTime() + 1_000));
});

afterAll(async () => {
  await lottery.close();
});

describe('bets sharing a pricing key', () => {
  it('settle each bet, whoever placed it, at its key’s outcome', async () => {
    for (const member of [first, second, third]) {
      const list = await call(lottery.test, 'GET', '/lotto/lgw/bets?gameCode=SSC_1M&pageSize=100', { headers: member.headers });
      for (const item of plan.filter((candidate) => candidate.member() === member)) {
        const bet = list.body.value.list.find((candidate: { betId: string }) => candidate.betId === betIds.get(item.name));
        expect(bet, item.name).toMatchObject({ status: item.status, winAmount: item.win });
      }
      expect(list.body.value.list).toHaveLength(plan.filter((candidate) => candidate.member() === member).length);
    }
  });

  it('moves each member’s balance by its own stakes, rebates and wins, and keeps the ledger whole', async () => {
    // Rebate at 1800 of a maximum of 1950: 7.5 % of each stake, credited at placement.
    for (const member of [first, second, third]) {
      const mine = plan.filter((item) => item.member() === member);
      const expected = mine.reduce((total, item) => {
        const stake = item.bet.unitPrice * item.multiplier;
        return total - stake + Math.floor((stake * 750) / 10_000) + item.win;
      }, initialBalance);
      expect(await balanceOf(lottery.test, member)).toBe(expected);
    }
    expect((await verifyLedger(lottery.test.database.db)).mismatch).toBeNull();
  });

  it('writes one betting-record round per member with that member’s stakes, wins and balances', async () => {
    // The second member has bets that won and bets that lost: its totals join both settling updates.
    for (const member of [first, second, third]) {
      const mine = plan.filter((item) => item.member() === member);
      const records = await call(lottery.test, 'GET', '/wps/member/betting-records?pageSize=100', { headers: member.headers });
      const rounds = records.body.value.list.filter((candidate: { gameCode: string }) => candidate.gameCode === 'SSC_1M');
      expect(rounds).toHaveLength(1);
      expect(rounds[0]).toMatchObject({
        status: 'settled',
        stake: mine.reduce((total, item) => total + item.bet.unitPrice * item.multiplier, 0),
        winAmount: mine.reduce((total, item) => total + item.win, 0),
        balanceBefore: initialBalance,
        balanceAfter: await balanceOf(lottery.test, member),
      });
    }
  });

  it('gives the agent its rebate on its own downline’s turnover only', async () => {
    const day = new Date(issue.drawAt.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const turnover = plan.filter((item) => item.member() === first).reduce((total, item) => total + item.bet.unitPrice * item.multiplier, 0);
    // The agent's share is (1960 − 1950) / 20 = 0.5 %, floored per bet: 1 + 1 + 3.
    expect(await lottery.test.app.services.lottery.agentRebates(agentId, day, day)).toEqual([{ memberId: first.memberId, day, turnover, rebate: 5 }]);
  });
});
