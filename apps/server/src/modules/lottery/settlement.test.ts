import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIDE, type VietnamResult } from '@platform/game-math';
import { verifyLedger } from '../wallet/ledger-verify.ts';
import { provablyFairResults, type DrawResult } from './results.ts';
import { balanceOf, call, createLotteryTest, currentIssue, fastCost, fixedResults, fundedMember, placeBet, type LotteryTest } from './test-support.ts';
import type { TestMember } from '../../../test/factories.ts';

/**
 * The server path of settlement, end to end: bets placed over HTTP on the issue taking bets, the draw's
 * result fixed to a hand-worked one, the scheduler run at draw time, then each bet's status and paid
 * amount, the member's balance and the ledger's invariants checked. Prize-group bets are at group 1800
 * by a member whose maximum is 1950: each gets (1950 − 1800) / 20 = 7.5 % of its cost back as rebate.
 */

const { big, small, odd, tiger } = SIDE;

const vietnamResult: VietnamResult = {
  region: 'north',
  prizes: [
    { tier: 'special', numbers: ['12327'] },
    { tier: 'first', numbers: ['00011'] },
    { tier: 'second', numbers: ['00012', '00013'] },
    { tier: 'third', numbers: ['00014', '00015', '00016', '00017', '00018', '00019'] },
    { tier: 'fourth', numbers: ['0020', '0021', '0022', '0023'] },
    { tier: 'fifth', numbers: ['0030', '0031', '0032', '0033', '0034', '0035'] },
    { tier: 'sixth', numbers: ['140', '141', '142'] },
    { tier: 'seventh', numbers: ['27', '45', '50', '51'] },
  ],
};

const results = new Map<string, DrawResult>([
  ['SSC_1M', [1, 2, 3, 5, 5]],
  ['ELEVEN_FIVE_1M', [11, 3, 5, 7, 9]],
  ['K3_1M', [6, 6, 6]],
  ['PK10_1M', [3, 1, 2, 4, 5, 6, 7, 8, 9, 10]],
  ['KENO_1M', Array.from({ length: 20 }, (_, index) => index + 1)],
  ['SSC_45S', [1, 0, 0, 0, 0]],
  ['VN_FAST_1M', vietnamResult],
  ['SEA_THAI_5M', { firstPrize: '000123', bottomTwo: '45' }],
  [
    'SEA_4D_5M',
    {
      first: '1111',
      second: '2222',
      third: '3333',
      starters: ['1234', '4000', '4001', '4002', '4003', '4004', '4005', '4006', '4007', '4008'],
      consolations: ['5000', '5001', '5002', '5003', '5004', '5005', '5006', '5007', '5008', '5009'],
    },
  ],
]);

interface Case {
  name: string;
  gameCode: string;
  betType: string;
  selection: number[][];
  unitPrice: number;
  /** Cost of the bet as counted by hand. */
  cost: number;
  prizeGroup?: number;
  status: 'won' | 'lost' | 'refunded';
  /** Paid back at settlement: prize plus the stake of pushed combinations. */
  paid: number;
}

const group = 1800;
const cases: Case[] = [
  { name: 'SSC 5-star straight pays 100,000 × 0.9 per unit', gameCode: 'SSC_1M', betType: 'ssc.straight.5star', selection: [[1], [2], [3], [5], [5]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 18_000_000 },
  { name: 'SSC 5-star straight one digit off loses', gameCode: 'SSC_1M', betType: 'ssc.straight.5star', selection: [[1], [2], [3], [5], [4]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'lost', paid: 0 },
  { name: 'SSC back 2-star straight pays 180 per 2 units', gameCode: 'SSC_1M', betType: 'ssc.straight.back2', selection: [[5], [5]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 18_000 },
  { name: 'SSC single position: each hit position pays 18 per 2 units', gameCode: 'SSC_1M', betType: 'ssc.position', selection: [[1], [2], [], [], [9]], unitPrice: 200, cost: 600, prizeGroup: group, status: 'won', paid: 3_600 },
  { name: 'SSC group 3 on a pair of fives and a three pays 600 per 2 units', gameCode: 'SSC_1M', betType: 'ssc.group3.back3', selection: [[3, 5]], unitPrice: 200, cost: 400, prizeGroup: group, status: 'won', paid: 60_000 },
  { name: 'SSC group 6 of four digits covers four tickets, one wins 300', gameCode: 'SSC_1M', betType: 'ssc.group6.front3', selection: [[1, 2, 3, 4]], unitPrice: 200, cost: 800, prizeGroup: group, status: 'won', paid: 30_000 },
  { name: 'SSC total 16 is small and even: small wins, odd loses', gameCode: 'SSC_1M', betType: 'ssc.two-sides.total', selection: [[small, odd]], unitPrice: 200, cost: 400, prizeGroup: group, status: 'won', paid: 360 },
  { name: 'SSC 1 against 5 is tiger at 100/45 × 0.9', gameCode: 'SSC_1M', betType: 'ssc.dragon-tiger', selection: [[tiger]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 400 },
  { name: '11x5 big/small on a drawn 11 pushes: the stake comes back', gameCode: 'ELEVEN_FIVE_1M', betType: '11x5.two-sides.ball', selection: [[big], [], [], [], []], unitPrice: 200, cost: 200, prizeGroup: group, status: 'refunded', paid: 200 },
  { name: '11x5 any-5 of the five drawn pays 830.67 per 2 units', gameCode: 'ELEVEN_FIVE_1M', betType: '11x5.any.5', selection: [[3, 5, 7, 9, 11]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 83_160 },
  { name: '11x5 sum 35 is big', gameCode: 'ELEVEN_FIVE_1M', betType: '11x5.two-sides.sum', selection: [[big]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 360 },
  { name: 'K3 a triple loses big', gameCode: 'K3_1M', betType: 'k3.two-sides', selection: [[big]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'lost', paid: 0 },
  { name: 'K3 specific triple pays 388.8 per 2 units', gameCode: 'K3_1M', betType: 'k3.triple.specific', selection: [[6]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 38_880 },
  { name: 'K3 single face pays once however many dice show it', gameCode: 'K3_1M', betType: 'k3.single-face', selection: [[6]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 427 },
  { name: 'PK10 car at rank 1 pays 18 per 2 units', gameCode: 'PK10_1M', betType: 'pk10.position', selection: [[3], [], [], [], [], [], [], [], [], []], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 1_800 },
  { name: 'Keno pick 1 matched pays 4 × 0.9', gameCode: 'KENO_1M', betType: 'keno.pick.1', selection: [[5]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 720 },
  { name: 'Keno sum 210 is small', gameCode: 'KENO_1M', betType: 'keno.sum', selection: [[small]], unitPrice: 200, cost: 200, prizeGroup: group, status: 'won', paid: 360 },
  { name: 'ELOTT single position pays the fixed odds 9.8', gameCode: 'SSC_45S', betType: 'ssc.position', selection: [[1], [], [], [], []], unitPrice: 100, cost: 100, status: 'won', paid: 980 },
  { name: 'VN lô 2 số pays every occurrence: 27 shows twice, 2 × 98.5 per point', gameCode: 'VN_FAST_1M', betType: 'vn.lo2', selection: [[27]], unitPrice: 10, cost: 270, status: 'won', paid: 1_970 },
  { name: 'VN đề on the last two of the special pays 99', gameCode: 'VN_FAST_1M', betType: 'vn.de', selection: [[27]], unitPrice: 10, cost: 10, status: 'won', paid: 990 },
  { name: 'VN đề head digit pays 9.8', gameCode: 'VN_FAST_1M', betType: 'vn.de.head', selection: [[2]], unitPrice: 10, cost: 10, status: 'won', paid: 98 },
  { name: 'VN xiên 2 pays 16 in the North when both numbers appear', gameCode: 'VN_FAST_1M', betType: 'vn.xien2', selection: [[27, 45]], unitPrice: 10, cost: 10, status: 'won', paid: 160 },
  { name: 'Thai top 3 pays 900', gameCode: 'SEA_THAI_5M', betType: 'thai.top3', selection: [[123]], unitPrice: 100, cost: 100, status: 'won', paid: 90_000 },
  { name: 'Thai 3 any order pays 150', gameCode: 'SEA_THAI_5M', betType: 'thai.top3.any-order', selection: [[321]], unitPrice: 100, cost: 100, status: 'won', paid: 15_000 },
  { name: 'Thai bottom 2 pays 90', gameCode: 'SEA_THAI_5M', betType: 'thai.bottom2', selection: [[45]], unitPrice: 100, cost: 100, status: 'won', paid: 9_000 },
  { name: 'Thai running digit not in the top 3 loses', gameCode: 'SEA_THAI_5M', betType: 'thai.run.top', selection: [[9]], unitPrice: 100, cost: 100, status: 'lost', paid: 0 },
  { name: '4D big on a starter pays 250', gameCode: 'SEA_4D_5M', betType: '4d.big', selection: [[1234]], unitPrice: 100, cost: 100, status: 'won', paid: 25_000 },
  { name: '4D small on the first prize pays 3,500', gameCode: 'SEA_4D_5M', betType: '4d.small', selection: [[1111]], unitPrice: 100, cost: 100, status: 'won', paid: 350_000 },
  { name: '4D small on a starter loses (small pays the top three only)', gameCode: 'SEA_4D_5M', betType: '4d.small', selection: [[1234]], unitPrice: 100, cost: 100, status: 'lost', paid: 0 },
];

function nextMinute(): Date {
  const now = Date.now();
  return new Date(Math.ceil(now / 60_000) * 60_000 + 60_000);
}

let lottery: LotteryTest;
let member: TestMember;
const placed = new Map<string, { betId: string; cost: number; rebate: number; drawAt: Date }>();
const initialBalance = 50_000_000;

beforeAll(async () => {
  // Just after a one-minute draw opens: every fast game has an issue taking bets for several seconds.
  lottery = await createLotteryTest(new Date(nextMinute().getTime() + 1_000));
  lottery.test.app.services.lottery.setResultSource(fixedResults(provablyFairResults, results));
  member = await fundedMember(lottery.test, initialBalance);
  for (const item of cases) {
    const issue = await currentIssue(lottery.test, item.gameCode);
    const response = await placeBet(lottery.test, member, {
      gameCode: item.gameCode,
      issue: issue.issue,
      betType: item.betType,
      selection: item.selection,
      unitPrice: item.unitPrice,
      multiplier: 1,
      cost: item.cost,
      ...(item.prizeGroup ? { prizeGroup: item.prizeGroup } : {}),
    });
    expect(response.status, `${item.name}: ${JSON.stringify(response.body)}`).toBe(200);
    const bet = response.body.value.bets[0]!;
    placed.set(item.name, { betId: bet.betId, cost: bet.stake, rebate: bet.rebate, drawAt: issue.drawAt });
  }
  const lastDraw = Math.max(...[...placed.values()].map((bet) => bet.drawAt.getTime()));
  await lottery.tickAt(new Date(lastDraw + 1_000));
});

afterAll(async () => {
  await lottery.close();
});

describe('settlement of every bet type through the server', () => {
  it.each(cases)('$name', async (item) => {
    const bet = placed.get(item.name)!;
    expect(bet.cost).toBe(item.cost);
    const counted = fastCostOrNull(item);
    if (counted !== null) expect(counted).toBe(item.cost);
    const list = await call(lottery.test, 'GET', `/lotto/lgw/bets?gameCode=${item.gameCode}&pageSize=100`, { headers: member.headers });
    const settled = list.body.value.list.find((candidate: { betId: string }) => candidate.betId === bet.betId);
    expect(settled).toMatchObject({ status: item.status, winAmount: item.paid, stake: item.cost });
    expect(settled.numbers.length).toBeGreaterThan(0);
  });

  it('gives prize-group bets their rebate and moves the balance by exactly stakes, rebates and prizes', async () => {
    for (const item of cases) {
      const bet = placed.get(item.name)!;
      expect(bet.rebate).toBe(item.prizeGroup ? Math.floor((item.cost * 750) / 10_000) : 0);
    }
    const expected = cases.reduce((total, item) => total - item.cost + placed.get(item.name)!.rebate + item.paid, initialBalance);
    expect(await balanceOf(lottery.test, member)).toBe(expected);
    expect((await verifyLedger(lottery.test.database.db)).mismatch).toBeNull();
  });

  it('writes one betting-record round per member and draw, with the stake, the win and the draw’s seed', async () => {
    const records = await call(lottery.test, 'GET', '/wps/member/betting-records?pageSize=100', { headers: member.headers });
    expect(records.status).toBe(200);
    const round = records.body.value.list.find((candidate: { gameCode: string }) => candidate.gameCode === 'SSC_1M');
    const sscCases = cases.filter((item) => item.gameCode === 'SSC_1M');
    expect(round).toMatchObject({
      status: 'settled',
      stake: sscCases.reduce((total, item) => total + item.cost, 0),
      winAmount: sscCases.reduce((total, item) => total + item.paid, 0),
    });
  });
});

function fastCostOrNull(item: Case): number | null {
  try {
    return fastCost(item.betType, item.selection, item.unitPrice);
  } catch {
    return null;
  }
}
