import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SIDE } from '@platform/game-math';
import { verifyLedger } from '../wallet/ledger-verify.ts';
import { lotteryLedgerPort } from '../../wiring/lottery-ports.ts';
import { placementStatementOf, type PlaceBetInput } from './placement.ts';
import { prepareBet } from './bet-preparation.ts';
import type { PlacementStatement } from './repository.ts';
import { balanceOf, call, createLotteryTest, currentIssue, fundedMember, operatorHeaders, requestId, setGameLimits, type LotteryTest } from './test-support.ts';

/**
 * Single-issue placements arriving together are written set-based (lottery_place_bets_together, with the
 * wallet's wallet_post_transfers_together): every one of them with the outcome it would have had on its
 * own, or none of them when one would be refused, for the caller to place them one at a time.
 */

const minute = 60_000;
let lottery: LotteryTest;

beforeAll(async () => {
  lottery = await createLotteryTest(new Date(Math.ceil(Date.now() / minute) * minute + minute + 1_000));
});
afterAll(async () => {
  await lottery.close();
});

type Member = Awaited<ReturnType<typeof fundedMember>>;

const setLimits = (limits: Parameters<typeof setGameLimits>[2], gameCode: string) => setGameLimits(lottery.test, gameCode, limits);

/** Placement statements for bets on the current issue of a game, as the flow builds them. */
async function statementsFor(gameCode: string, bets: { member: Member; selection?: number[][]; multiplier?: number; prizeGroup?: number; id?: string }[], now = lottery.clock.now) {
  const { lottery: service, wallet } = lottery.test.app.services;
  const game = (await service.repository.listGames(lottery.test.config.merchantCode)).find((candidate) => candidate.gameCode === gameCode)!;
  const { issue } = await currentIssue(lottery.test, gameCode);
  const draw = (await service.repository.findDrawByIssue(game.id, issue))!;
  const dependencies = { database: lottery.test.database.db, repository: service.repository, ledger: lotteryLedgerPort(wallet) };
  return Promise.all(
    bets.map(async ({ member, selection = [[SIDE.big]], multiplier = 1, prizeGroup = 1950, id = requestId() }) => {
      const request = { requestId: id, gameCode, issue, betType: 'ssc.two-sides.total', selection, unitPrice: 200, multiplier, cost: 200 * multiplier, prizeGroup };
      const input: PlaceBetInput = { memberId: member.memberId, requestId: id, game, draws: [draw], bet: prepareBet(game, request, [{ memberId: member.memberId, depth: 0, prizeGroupMax: 1950 }]), chase: null, now, playMoney: false };
      return (await placementStatementOf(dependencies, input))!;
    }),
  );
}

async function drawBook(gameCode: string) {
  const { issue } = await currentIssue(lottery.test, gameCode);
  return (await call(lottery.test, 'GET', `/ops/lottery/exposure?gameCode=${gameCode}&issue=${issue}`, { headers: operatorHeaders(lottery.test) })).body.value as { betCount: number; stakeTotal: number };
}

/** The rows a placement leaves behind, without what differs from one member or one placement to the next. */
async function writtenFor(memberIds: string[]) {
  const bets = await sql<Record<string, unknown>>`
    select m.ordinal, b.bet_type, b.selection, b.unit_price::text, b.multiplier, b.combinations, b.prize_group, b.odds, b.stake::text, b.rebate::text,
      b.exposure_keys, b.exposure_stake::text, b.exposure_payout::text, b.potential_payout::text, b.balance_before::text, b.status, b.chase_id
    from lottery_bets b join unnest(${memberIds}::bigint[]) with ordinality as m(member_id, ordinal) on m.member_id = b.member_id
    order by m.ordinal, b.id
  `.execute(lottery.test.database.db);
  const transfers = await sql<Record<string, unknown>>`
    select m.ordinal, t.kind, t.amount::text, t.reference, t.metadata, t.book, t.debit_balance_after::text, t.credit_balance_after::text,
      e.amount::text as entry_amount, e.balance_after::text as entry_balance_after
    from wallet_transfers t
    join wallet_entries e on e.transfer_id = t.id
    join wallet_accounts a on a.id = e.account_id
    join unnest(${memberIds}::bigint[]) with ordinality as m(member_id, ordinal) on m.member_id = a.member_id
    where t.kind in ('lottery_bet', 'lottery_rebate')
    order by m.ordinal, t.id
  `.execute(lottery.test.database.db);
  return { bets: bets.rows, transfers: transfers.rows };
}

describe('placements written together', () => {
  it('writes what placing them one at a time writes: money, balances, bets and the draw’s book', async () => {
    const gameCode = 'SSC_1M';
    await setLimits({}, gameCode);
    const together = [await fundedMember(lottery.test, 10_000), await fundedMember(lottery.test, 5_000)];
    const alone = [await fundedMember(lottery.test, 10_000), await fundedMember(lottery.test, 5_000)];
    // The first member bets twice, once with a prize-group rebate; the other once on small.
    const shapes = (members: Member[]) => [
      { member: members[0]!, multiplier: 5, prizeGroup: 1900 },
      { member: members[1]!, selection: [[SIDE.small]], multiplier: 3 },
      { member: members[0]!, multiplier: 2 },
    ];
    const bookBefore = await drawBook(gameCode);
    const { repository } = lottery.test.app.services.lottery;

    const outcomes = await repository.placeBetsTogether(await statementsFor(gameCode, shapes(together)), 17);
    // 2.5 % of 10.00 comes back on the first bet (1900 of a maximum of 1950).
    expect(outcomes).toEqual([
      { outcome: 'placed', bets: [{ id: expect.any(String), chaseId: null, balanceBefore: 10_000, balanceAfter: 10_000 - 1_000 + 25, totalsStripe: 17 }] },
      { outcome: 'placed', bets: [{ id: expect.any(String), chaseId: null, balanceBefore: 5_000, balanceAfter: 5_000 - 600, totalsStripe: 17 }] },
      { outcome: 'placed', bets: [{ id: expect.any(String), chaseId: null, balanceBefore: 9_025, balanceAfter: 9_025 - 400, totalsStripe: 17 }] },
    ]);
    const one = await repository.placeBetsStatement(await statementsFor(gameCode, shapes(alone)));
    expect(one.map((outcome) => outcome.outcome)).toEqual(['placed', 'placed', 'placed']);

    expect([await balanceOf(lottery.test, together[0]!), await balanceOf(lottery.test, together[1]!)]).toEqual([8_625, 4_400]);
    expect([await balanceOf(lottery.test, alone[0]!), await balanceOf(lottery.test, alone[1]!)]).toEqual([8_625, 4_400]);
    const writtenTogether = await writtenFor(together.map((member) => member.memberId));
    expect(writtenTogether.bets).toHaveLength(3);
    expect(writtenTogether.transfers).toHaveLength(4);
    expect(writtenTogether).toEqual(await writtenFor(alone.map((member) => member.memberId)));

    const bookAfter = await drawBook(gameCode);
    expect(bookAfter.betCount - bookBefore.betCount).toBe(6);
    expect(bookAfter.stakeTotal - bookBefore.stakeTotal).toBe(2 * (1_000 + 600 + 400));
    expect((await verifyLedger(lottery.test.database.db)).ok).toBe(true);
  });

  it('writes nothing and leaves the batch to be placed one at a time when one placement would be refused', async () => {
    const gameCode = 'SSC_3M';
    await setLimits({}, gameCode);
    const { repository } = lottery.test.app.services.lottery;
    const rich = await fundedMember(lottery.test, 10_000);
    const poor = await fundedMember(lottery.test, 300);
    const placedId = requestId();
    const [already] = await statementsFor(gameCode, [{ member: rich, id: placedId }]);
    expect((await repository.placeBetStatement(already!)).outcome).toBe('placed');
    const bookBefore = await drawBook(gameCode);
    const { closesAt } = await currentIssue(lottery.test, gameCode);

    const refusedBatches: [string, () => Promise<PlacementStatement[]>][] = [
      // The second bet of the poor member finds 1.00 left of its 3.00.
      ['not enough money at its turn', () => statementsFor(gameCode, [{ member: rich }, { member: poor }, { member: poor }])],
      ['a request already placed', () => statementsFor(gameCode, [{ member: rich }, { member: rich, id: placedId }])],
      ['a draw closed meanwhile', () => statementsFor(gameCode, [{ member: rich }, { member: rich }], closesAt)],
      ['a number past its limit', async () => {
        await setLimits({ stakePerNumberMax: 1_000 }, gameCode);
        return statementsFor(gameCode, [{ member: rich, multiplier: 3 }, { member: rich, multiplier: 3 }]);
      }],
      ['a draw past its limit', async () => {
        await setLimits({ stakePerDrawMax: bookBefore.stakeTotal + 500 }, gameCode);
        return statementsFor(gameCode, [{ member: rich, selection: [[SIDE.small]] }, { member: rich, selection: [[SIDE.small]], multiplier: 2 }]);
      }],
    ];
    for (const [reason, statements] of refusedBatches) {
      expect(await repository.placeBetsTogether(await statements(), 17), reason).toBeUndefined();
      expect(await balanceOf(lottery.test, rich), reason).toBe(10_000 - 200);
      expect(await balanceOf(lottery.test, poor), reason).toBe(300);
      expect(await drawBook(gameCode), reason).toEqual(bookBefore);
    }
    const bets = await sql<{ count: string }>`select count(*)::text as count from lottery_bets where member_id in (${rich.memberId}, ${poor.memberId})`.execute(lottery.test.database.db);
    expect(bets.rows[0]!.count).toBe('1');

    // The flow then places such a batch one at a time: each member gets its own answer.
    await setLimits({}, gameCode);
    const outcomes = await repository.placeBetsStatement(await statementsFor(gameCode, [{ member: rich }, { member: poor }, { member: poor }]));
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['placed', 'placed', 'refused']);
    expect((await verifyLedger(lottery.test.database.db)).ok).toBe(true);
  });

  it('keeps every balance and the draw’s book exact when batches over the same members run at once', async () => {
    const gameCode = 'SSC_5M';
    await setLimits({}, gameCode);
    const { repository } = lottery.test.app.services.lottery;
    const members = await Promise.all(Array.from({ length: 5 }, () => fundedMember(lottery.test, 50_000)));
    const bookBefore = await drawBook(gameCode);
    const batches = await Promise.all(
      Array.from({ length: 8 }, (_, batch) => statementsFor(gameCode, Array.from({ length: 6 }, (_, index) => ({ member: members[(batch + index) % members.length]!, multiplier: 1 + ((batch + index) % 3) })))),
    );
    // As the flow does: a batch rolled back whole (a lock conflict) is placed one at a time, and a placement
    // of it that meets a lock conflict again is placed on its own.
    const placeOneAtATime = async (statements: PlacementStatement[]) => {
      const outcomes = await repository.placeBetsStatement(statements);
      return Promise.all(outcomes.map((outcome, index) => (outcome.outcome === 'retry' ? repository.placeBetStatement(statements[index]!) : outcome)));
    };
    const results = await Promise.all(batches.map(async (statements, batch) => (await repository.placeBetsTogether(statements, 16 + batch)) ?? placeOneAtATime(statements)));
    const placed = batches.flatMap((statements, batch) => statements.filter((_, index) => results[batch]![index]!.outcome === 'placed'));
    expect(placed).toHaveLength(48);
    for (const member of members) {
      const staked = placed.filter((statement) => statement.memberId === member.memberId).reduce((sum, statement) => sum + statement.bet.stake, 0);
      expect(await balanceOf(lottery.test, member)).toBe(50_000 - staked);
    }
    const bookAfter = await drawBook(gameCode);
    expect(bookAfter.betCount - bookBefore.betCount).toBe(48);
    expect(bookAfter.stakeTotal - bookBefore.stakeTotal).toBe(placed.reduce((sum, statement) => sum + statement.bet.stake, 0));
    expect((await verifyLedger(lottery.test.database.db)).ok).toBe(true);
  });

  it('writes a batch into a stripe of its own, and a cancelled bet of it leaves that stripe', async () => {
    const gameCode = 'SSC_1M';
    await setLimits({}, gameCode);
    const [first, second] = [await fundedMember(lottery.test, 10_000), await fundedMember(lottery.test, 10_000)];
    const { repository } = lottery.test.app.services.lottery;
    const bookBefore = await drawBook(gameCode);
    const outcomes = await repository.placeBetsTogether(await statementsFor(gameCode, [{ member: first }, { member: second, multiplier: 3 }]), 42);
    const placed = outcomes!.map((outcome) => (outcome.outcome === 'placed' ? outcome.bets[0]! : undefined));
    const { issue } = await currentIssue(lottery.test, gameCode);
    const stripes = await sql<{ stripe: number; bet_count: number; stake: string }>`
      select t.stripe, t.bet_count, t.stake::text from lottery_draw_totals t join lottery_draws d on d.id = t.draw_id
      join lottery_games g on g.id = d.game_id where g.game_code = ${gameCode} and d.issue = ${issue} and t.stripe = 42
    `.execute(lottery.test.database.db);
    expect(stripes.rows).toEqual([{ stripe: 42, bet_count: 2, stake: '800' }]);
    expect(await drawBook(gameCode)).toMatchObject({ betCount: bookBefore.betCount + 2, stakeTotal: bookBefore.stakeTotal + 800 });

    const cancelled = await call(lottery.test, 'POST', '/lotto/lgw/bets/cancel', { headers: second.headers, payload: { betId: placed[1]!.id } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await drawBook(gameCode)).toMatchObject({ betCount: bookBefore.betCount + 1, stakeTotal: bookBefore.stakeTotal + 200 });
    const stripe42 = await sql<{ bet_count: number; stake: string }>`
      select t.bet_count, t.stake::text from lottery_draw_totals t join lottery_draws d on d.id = t.draw_id
      join lottery_games g on g.id = d.game_id where g.game_code = ${gameCode} and d.issue = ${issue} and t.stripe = 42
    `.execute(lottery.test.database.db);
    expect(stripe42.rows).toEqual([{ bet_count: 1, stake: '200' }]);
    expect((await verifyLedger(lottery.test.database.db)).ok).toBe(true);
  });
});
