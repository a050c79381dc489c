import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember } from '../../../test/factories.ts';
import type { LotteryRound } from './records.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

function roundOf(memberId: string, reference: string, change: Partial<LotteryRound>): LotteryRound {
  return {
    memberId,
    vendorCode: 'LOTT',
    reference,
    gameCode: 'SSC_1M',
    gameType: 'LOTT',
    gameName: 'SSC 1 min',
    nodeId: null,
    currency: 'BRL',
    playMoney: false,
    status: 'open',
    stake: 0,
    stakeRefunded: 0,
    win: 0,
    balanceBefore: 10_000,
    balanceAfter: 10_000,
    ...change,
  };
}

/** Rounds as a member sees them, and the member's daily figures, without ids and instants. */
async function recordOf(memberId: string) {
  const rounds = await sql<Record<string, unknown>>`
    select round_ref, status, stake, stake_refunded, win, bet_count, balance_before, balance_after, settled_at is not null as settled,
      figures_day is not null as counted, outcome, fairness
    from game_rounds where member_id = ${memberId}::bigint order by round_ref
  `.execute(test.database.db);
  const figures = await sql<Record<string, unknown>>`
    select game_type, rounds, stake, valid_bet, win from game_member_daily_figures where member_id = ${memberId}::bigint order by game_type
  `.execute(test.database.db);
  return { rounds: rounds.rows, figures: figures.rows };
}

describe('lottery rounds written many per statement', () => {
  it('leave the same rounds and daily figures as writing them one at a time, through opening, settling and cancelling', async () => {
    const oneByOne = (await createMember(test)).memberId;
    const inBulk = (await createMember(test)).memberId;
    const steps = (memberId: string): LotteryRound[][] => [
      [roundOf(memberId, 'a', { stake: 300, balanceAfter: 9_700 }), roundOf(memberId, 'b', { stake: 500, balanceAfter: 9_200, outcome: { numbers: [] } })],
      [
        roundOf(memberId, 'a', { status: 'settled', stake: 300, win: 900, balanceAfter: 10_100, outcome: { numbers: [1, 2, 3] }, fairness: { seedHash: 'ab' } }),
        roundOf(memberId, 'b', { status: 'settled', stake: 500, balanceAfter: 10_100 }),
        roundOf(memberId, 'c', { status: 'settled', stake: 200, win: 400, balanceAfter: 10_300 }),
      ],
      [
        roundOf(memberId, 'a', { status: 'cancelled', stake: 300, stakeRefunded: 300, balanceAfter: 9_500, outcome: null }),
        roundOf(memberId, 'b', { status: 'settled', stake: 500, balanceAfter: 9_500 }),
      ],
    ];
    const { games } = test.app.services;
    for (const step of steps(oneByOne)) for (const round of step) await games.recordLotteryRound(test.database.db, round);
    for (const step of steps(inBulk)) await games.recordLotteryRounds(test.database.db, step);

    const expected = await recordOf(oneByOne);
    expect(expected.figures).toEqual([{ game_type: 'LOTT', rounds: 2, stake: '700', valid_bet: '700', win: '400' }]);
    expect(expected.rounds.map((round) => [round.round_ref, round.status, round.outcome])).toEqual([
      ['a', 'cancelled', null],
      ['b', 'settled', { numbers: [] }],
      ['c', 'settled', null],
    ]);
    expect(await recordOf(inBulk)).toEqual(expected);
  });
});
