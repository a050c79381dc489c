import { sql, type Kysely, type Selectable } from 'kysely';
import { minorUnitsFromDatabase, type BetStatus, type LotteryLimits } from '@platform/contract';
import type { Database } from '../../platform/database.ts';
import type { Executor } from './ports.ts';
import { betOf, drawOf, gameOf, pendingBetOf, stripeOf, stripeOfBet, type LotteryBetRow, type LotteryDraw, type LotteryGame, type NewBet, type NewDraw, type PendingBet, type SettlementRow } from './records.ts';
import type { LotteryTables } from './tables.ts';
import { placementStatements } from './placement-statements.ts';
import { settlementStatements } from './settlement-statements.ts';

export { arrayLiteral, type PlacementOutcome, type PlacementRefusal, type PlacementStatement } from './placement-statements.ts';
export { batchStripes, betOf, drawOf, stripeOf, type LotteryBetRow, type LotteryDraw, type LotteryGame, type NewBet, type NewDraw, type PendingBet } from './records.ts';

const json = <Value>(value: Value) => JSON.stringify(value) as unknown as Value;

/** Data access of the lottery: the only code that reads or writes its tables. */
export function lotteryRepository(database: Database) {
  const db = database.withTables<LotteryTables>();
  const tables = (executor: Executor) => executor as unknown as Kysely<LotteryTables>;

  return {
    db,

    async insertGameIfMissing(game: Omit<LotteryGame, 'id' | 'enabled' | 'closedNumbers'>): Promise<boolean> {
      const result = await db
        .insertInto('lottery_games')
        .values({
          merchant_code: game.merchantCode,
          game_code: game.gameCode,
          vendor_code: game.vendorCode,
          family: game.family,
          region: game.region,
          prize_mode: game.prizeMode,
          names: json(game.names),
          schedule: json(game.schedule),
          time_zone: game.timeZone,
          close_seconds: game.closeSeconds,
          unit_prices: game.unitPrices.map(String),
          bet_types: json(game.betTypes),
          limits: json(game.limits),
          sort: game.sort,
        })
        .onConflict((conflict) => conflict.columns(['merchant_code', 'game_code']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async listGames(merchantCode: string): Promise<LotteryGame[]> {
      const rows = await db.selectFrom('lottery_games').selectAll().where('merchant_code', '=', merchantCode).orderBy('sort').orderBy('game_code').execute();
      return rows.map(gameOf);
    },

    async updateGame(gameId: string, patch: Partial<Pick<LotteryGame, 'enabled' | 'schedule' | 'closeSeconds' | 'unitPrices' | 'betTypes' | 'limits' | 'closedNumbers'>>): Promise<void> {
      await db
        .updateTable('lottery_games')
        .set({
          ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
          ...(patch.schedule !== undefined ? { schedule: json(patch.schedule) } : {}),
          ...(patch.closeSeconds !== undefined ? { close_seconds: patch.closeSeconds } : {}),
          ...(patch.unitPrices !== undefined ? { unit_prices: patch.unitPrices.map(String) } : {}),
          ...(patch.betTypes !== undefined ? { bet_types: json(patch.betTypes) } : {}),
          ...(patch.limits !== undefined ? { limits: json(patch.limits) } : {}),
          ...(patch.closedNumbers !== undefined ? { closed_numbers: patch.closedNumbers } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', gameId)
        .execute();
    },

    /** The latest draw time each game has created, for creating the next ones. */
    async latestDrawTimes(): Promise<Map<string, Date>> {
      const rows = await db.selectFrom('lottery_draws').select(['game_id', (eb) => eb.fn.max('draw_at').as('latest')]).groupBy('game_id').execute();
      return new Map(rows.map((row) => [String(row.game_id), row.latest as Date]));
    },

    /** Creates draws; one another node created a moment earlier is kept as it is (with its own seed). */
    async insertDraws(draws: NewDraw[]): Promise<number> {
      if (draws.length === 0) return 0;
      const result = await sql`
        insert into lottery_draws (game_id, issue, opens_at, closes_at, draw_at, seed_sealed, seed_hash)
        select * from unnest(${draws.map((draw) => draw.gameId)}::bigint[], ${draws.map((draw) => draw.issue)}::text[],
          ${draws.map((draw) => draw.opensAt)}::timestamptz[], ${draws.map((draw) => draw.closesAt)}::timestamptz[],
          ${draws.map((draw) => draw.drawAt)}::timestamptz[], ${draws.map((draw) => draw.seedSealed)}::bytea[], ${draws.map((draw) => draw.seedHash)}::text[])
        on conflict do nothing
      `.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },

    /** Removes a game's draws that have not opened and hold no bet (a schedule change recreates them). */
    async deleteUnopenedDraws(gameId: string, now: Date): Promise<void> {
      await sql`
        delete from lottery_draws d where d.game_id = ${gameId}::bigint and d.status = 'scheduled' and d.opens_at > ${now}
          and not exists (select 1 from lottery_bets b where b.draw_id = d.id)
      `.execute(db);
    },

    async findDrawByIssue(gameId: string, issue: string): Promise<LotteryDraw | undefined> {
      const row = await db.selectFrom('lottery_draws').selectAll().where('game_id', '=', gameId).where('issue', '=', issue).executeTakeFirst();
      return row && drawOf(row);
    },

    /** The draw taking bets at `now` and the one after it. */
    async currentAndNext(gameId: string, now: Date): Promise<LotteryDraw[]> {
      const rows = await db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('game_id', '=', gameId)
        .where('draw_at', '>', now)
        .where('status', 'in', ['scheduled', 'open', 'closed'])
        .orderBy('draw_at')
        .limit(2)
        .execute();
      return rows.map(drawOf);
    },

    /** The next draw of each game at `now` (for lists), one query for every game. */
    async nextDraws(gameIds: string[], now: Date): Promise<Map<string, LotteryDraw>> {
      if (gameIds.length === 0) return new Map();
      const result = await sql<Selectable<LotteryTables['lottery_draws']>>`
        select d.* from unnest(${gameIds}::bigint[]) g(id)
        cross join lateral (
          select * from lottery_draws where game_id = g.id and draw_at > ${now} and closes_at > ${now} and status in ('scheduled', 'open')
          order by draw_at limit 1
        ) d
      `.execute(db);
      return new Map(result.rows.map((row) => [String(row.game_id), drawOf(row)]));
    },

    /** Draws from `first` on, in draw order (the issues of a chase). */
    async drawsFrom(gameId: string, first: LotteryDraw, count: number): Promise<LotteryDraw[]> {
      const rows = await db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('game_id', '=', gameId)
        .where('draw_at', '>=', first.drawAt)
        .where('status', 'in', ['scheduled', 'open'])
        .orderBy('draw_at')
        .limit(count)
        .execute();
      return rows.map(drawOf);
    },

    /** Drawn or cancelled draws, latest first. */
    async pastDraws(gameId: string, offset: number, limit: number): Promise<{ draws: LotteryDraw[]; total: number }> {
      const base = db.selectFrom('lottery_draws').where('game_id', '=', gameId).where('status', 'in', ['settled', 'cancelled']);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('draw_at', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { draws: rows.map(drawOf), total: Number(count.count) };
    },

    /** Moves draws whose time has come to open or closed; answers the rows this call moved (for the pushes). */
    async advanceStatuses(now: Date): Promise<{ opened: LotteryDraw[]; closed: LotteryDraw[] }> {
      const opened = await sql<Selectable<LotteryTables['lottery_draws']>>`
        update lottery_draws set status = 'open' where status = 'scheduled' and opens_at <= ${now} and closes_at > ${now} returning *
      `.execute(db);
      const closed = await sql<Selectable<LotteryTables['lottery_draws']>>`
        update lottery_draws set status = 'closed' where status in ('scheduled', 'open') and closes_at <= ${now} and draw_at > ${now} returning *
      `.execute(db);
      return { opened: opened.rows.map(drawOf), closed: closed.rows.map(drawOf) };
    },

    /** Locks the earliest draw due at `now` that no other node holds; the lock lasts until the caller's transaction ends. */
    async lockDueDraw(executor: Executor, now: Date): Promise<LotteryDraw | undefined> {
      const result = await sql<Selectable<LotteryTables['lottery_draws']>>`
        select * from lottery_draws where status in ('scheduled', 'open', 'closed') and draw_at <= ${now}
        order by draw_at, id limit 1 for update skip locked
      `.execute(executor);
      const row = result.rows[0];
      return row && drawOf(row);
    },

    async markDrawSettled(executor: Executor, drawId: string, values: { result: unknown; numbers: string[]; seed: string; winTotal: number; now: Date }): Promise<void> {
      await sql`
        update lottery_draws set status = 'settled', result = ${JSON.stringify(values.result)}::jsonb, numbers = ${values.numbers}::text[],
          seed_revealed = ${values.seed}, win_total = ${values.winTotal}, settled_at = ${values.now}
        where id = ${drawId}::bigint and status in ('scheduled', 'open', 'closed')
      `.execute(executor);
    },

    async markDrawCancelled(executor: Executor, drawId: string, values: { seed: string; now: Date }): Promise<void> {
      await sql`
        update lottery_draws set status = 'cancelled', seed_revealed = ${values.seed}, settled_at = ${values.now}
        where id = ${drawId}::bigint and status in ('scheduled', 'open', 'closed')
      `.execute(executor);
    },

    /**
     * Adds a bet to its draw's totals and to the numbers it covers, in one statement, when the draw still
     * takes bets at `now`. The key-share lock taken on the draw's row lets bets run side by side, yet
     * orders each of them before or after the scheduler drawing the draw (which locks the row for update).
     * Answers whether the draw was open and the largest stake now on one of the bet's numbers.
     */
    async addToBook(
      executor: Executor,
      drawId: string,
      bet: { memberId: string; stake: number; potentialPayout: number; keys: string[]; stakePerKey: number; payoutPerKey: number; now: Date; first: boolean },
    ): Promise<{ open: boolean; numberStakeMax: number }> {
      // Numbers go in sorted order so that two bets on overlapping numbers lock their rows in the same order.
      const keys = [...new Set(bet.keys)].sort();
      const result = await sql<{ open: number; number_stake_max: string }>`
        with open_draw as (
          select id from lottery_draws
          where id = ${drawId}::bigint and status in ('scheduled', 'open') and closes_at > ${bet.now} and (${!bet.first}::boolean or opens_at <= ${bet.now})
          for key share
        ), totals as (
          insert into lottery_draw_totals (draw_id, stripe, bet_count, stake, potential_payout)
          select id, ${stripeOf(bet.memberId)}, 1, ${bet.stake}, ${bet.potentialPayout} from open_draw
          on conflict (draw_id, stripe) do update set bet_count = lottery_draw_totals.bet_count + 1,
            stake = lottery_draw_totals.stake + excluded.stake, potential_payout = lottery_draw_totals.potential_payout + excluded.potential_payout
          returning draw_id
        ), exposure as (
          insert into lottery_exposure (draw_id, number_key, stake, payout)
          select totals.draw_id, item.key, ${bet.stakePerKey}, ${bet.payoutPerKey}
          from totals cross join unnest(${keys}::text[]) with ordinality as item(key, position) order by item.position
          on conflict (draw_id, number_key) do update set stake = lottery_exposure.stake + excluded.stake, payout = lottery_exposure.payout + excluded.payout
          returning stake
        )
        select (select count(*) from totals)::int as open, coalesce((select max(stake) from exposure), 0)::text as number_stake_max
      `.execute(executor);
      const row = result.rows[0]!;
      return { open: row.open > 0, numberStakeMax: minorUnitsFromDatabase(row.number_stake_max) };
    },

    /**
     * Whether a draw still takes bets at `now`, for a bet of play money, which stays out of the book: the
     * key-share lock on the draw's row orders the bet before or after the scheduler drawing it, as addToBook does.
     */
    async drawTakesBets(executor: Executor, drawId: string, now: Date, first: boolean): Promise<boolean> {
      const result = await sql<{ id: string }>`
        select id from lottery_draws
        where id = ${drawId}::bigint and status in ('scheduled', 'open') and closes_at > ${now} and (${!first}::boolean or opens_at <= ${now})
        for key share
      `.execute(executor);
      return result.rows.length > 0;
    },

    /** Whether a draw's stripes stay within its per-draw limits; bets of a limited draw take its row one at a time, so the sum is complete. */
    async drawWithinLimits(executor: Executor, drawId: string, limits: LotteryLimits): Promise<boolean> {
      await sql`select 1 from lottery_draws where id = ${drawId}::bigint for no key update`.execute(executor);
      const totals = await sql<{ fits: boolean }>`
        select (${limits.stakePerDrawMax}::bigint = 0 or coalesce(sum(stake), 0) <= ${limits.stakePerDrawMax}::bigint)
          and (${limits.payoutPerDrawMax}::bigint = 0 or coalesce(sum(potential_payout), 0) <= ${limits.payoutPerDrawMax}::bigint) as fits
        from lottery_draw_totals where draw_id = ${drawId}::bigint
      `.execute(executor);
      return totals.rows[0]?.fits ?? false;
    },

    /** A draw's totals over its stripes. */
    async drawTotals(drawId: string): Promise<{ betCount: number; stake: number; potentialPayout: number }> {
      const row = await db
        .selectFrom('lottery_draw_totals')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<string>('bet_count'), sql<string>`0`).as('bet_count'),
          eb.fn.coalesce(eb.fn.sum<string>('stake'), sql<string>`0`).as('stake'),
          eb.fn.coalesce(eb.fn.sum<string>('potential_payout'), sql<string>`0`).as('potential_payout'),
        ])
        .where('draw_id', '=', drawId)
        .executeTakeFirstOrThrow();
      return { betCount: Number(row.bet_count), stake: minorUnitsFromDatabase(row.stake), potentialPayout: minorUnitsFromDatabase(row.potential_payout) };
    },

    /** Takes cancelled bets out of their draws' totals and exposure, draws in id order; bets of play money were never in them. */
    async releaseBets(executor: Executor, cancelled: LotteryBetRow[]): Promise<void> {
      const bets = cancelled.filter((bet) => !bet.playMoney);
      if (bets.length === 0) return;
      const items = sql`unnest(${bets.map((bet) => bet.drawId)}::bigint[], ${bets.map((bet) => stripeOfBet(bet))}::smallint[],
        ${bets.map((bet) => bet.stake)}::bigint[], ${bets.map((bet) => bet.potentialPayout)}::bigint[]) as item(draw_id, stripe, stake, potential)`;
      await sql`
        update lottery_draw_totals t set bet_count = greatest(0, t.bet_count - v.bets), stake = greatest(0, t.stake - v.stake),
          potential_payout = greatest(0, t.potential_payout - v.potential)
        from (
          select draw_id, stripe, count(*)::int as bets, sum(stake)::bigint as stake, sum(potential)::bigint as potential
          from ${items} group by draw_id, stripe order by draw_id, stripe
        ) v where t.draw_id = v.draw_id and t.stripe = v.stripe
      `.execute(executor);
      const keyed = bets.flatMap((bet) => bet.exposureKeys.map((key) => ({ drawId: bet.drawId, key, stake: bet.exposureStake, payout: bet.exposurePayout })));
      if (keyed.length === 0) return;
      await sql`
        update lottery_exposure e set stake = greatest(0, e.stake - v.stake), payout = greatest(0, e.payout - v.payout)
        from (
          select draw_id, number_key, sum(stake)::bigint as stake, sum(payout)::bigint as payout
          from unnest(${keyed.map((item) => item.drawId)}::bigint[], ${keyed.map((item) => item.key)}::text[],
            ${keyed.map((item) => item.stake)}::bigint[], ${keyed.map((item) => item.payout)}::bigint[]) as item(draw_id, number_key, stake, payout)
          group by draw_id, number_key
        ) v where e.draw_id = v.draw_id and e.number_key = v.number_key
      `.execute(executor);
    },

    async exposureOf(drawId: string, limit: number): Promise<{ number: string; stake: number; payout: number }[]> {
      const rows = await db
        .selectFrom('lottery_exposure')
        .select(['number_key', 'stake', 'payout'])
        .where('draw_id', '=', drawId)
        .where('stake', '>', '0')
        .orderBy('payout', 'desc')
        .orderBy('number_key')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ number: row.number_key, stake: minorUnitsFromDatabase(row.stake), payout: minorUnitsFromDatabase(row.payout) }));
    },

    async insertChase(executor: Executor, chase: { memberId: string; gameId: string; issues: number; stopOnWin: boolean }): Promise<string> {
      const row = await tables(executor)
        .insertInto('lottery_chases')
        .values({ member_id: chase.memberId, game_id: chase.gameId, issues: chase.issues, stop_on_win: chase.stopOnWin })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },

    async insertBet(executor: Executor, bet: NewBet): Promise<LotteryBetRow> {
      const row = await tables(executor)
        .insertInto('lottery_bets')
        .values({
          request_key: bet.requestKey,
          member_id: bet.memberId,
          game_id: bet.gameId,
          draw_id: bet.drawId,
          chase_id: bet.chaseId,
          bet_type: bet.betType,
          selection: json(bet.selection),
          unit_price: bet.unitPrice,
          multiplier: bet.multiplier,
          combinations: bet.combinations,
          prize_group: bet.prizeGroup,
          odds: json(bet.odds),
          stake: bet.stake,
          rebate: bet.rebate,
          agent_ids: bet.agentIds,
          agent_basis_points: bet.agentBasisPoints,
          exposure_keys: bet.exposureKeys,
          exposure_stake: bet.exposureStake,
          exposure_payout: bet.exposurePayout,
          potential_payout: bet.potentialPayout,
          balance_before: bet.balanceBefore,
          placed_at: bet.placedAt,
          play_money: bet.playMoney,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return betOf(row);
    },

    ...placementStatements(db),

    ...settlementStatements(),

    /** Bets already placed under these request keys (a retried placement). */
    async betsOfRequest(executor: Executor, requestKeys: string[]): Promise<LotteryBetRow[]> {
      const rows = await tables(executor).selectFrom('lottery_bets').selectAll().where('request_key', 'in', requestKeys).orderBy('id').execute();
      return rows.map(betOf);
    },

    /**
     * The pending bets of a draw with the columns settlement reads, in id order. A draw may hold a hundred
     * thousand, so they travel as one JSON array of arrays, read with one parse instead of one per column
     * and row. Each row's JSON is put together as text (every column is not null, or given as null
     * explicitly), which PostgreSQL does in about half the time of building JSON values. A bet priced by its
     * prize group is settled without its odds, so they travel only with bets priced by them.
     */
    async pendingBetsOfDraw(executor: Executor, drawId: string): Promise<PendingBet[]> {
      const result = await sql<{ bets: string }>`
        select '[' || coalesce(string_agg(concat_ws(',', '["' || id || '"', '"' || member_id || '"', coalesce('"' || chase_id || '"', 'null'), to_json(bet_type)::text,
          selection::text, unit_price, multiplier, combinations, coalesce(prize_group::text, 'null'), coalesce(case when prize_group is null then odds end::text, 'null'),
          stake, rebate, to_json(agent_ids::text[])::text, to_json(agent_basis_points)::text, balance_before || ']'), ',' order by id), '') || ']' as bets
        from lottery_bets where draw_id = ${drawId}::bigint and status = 'pending'
      `.execute(executor);
      return (JSON.parse(result.rows[0]?.bets ?? '[]') as SettlementRow[]).map((row) => pendingBetOf(row, drawId));
    },

    /** Marks pending bets cancelled (by their member or a stopped chase) or refunded (a cancelled draw); answers those it moved. */
    async closeBets(executor: Executor, betIds: string[], status: 'cancelled' | 'refunded', now: Date): Promise<LotteryBetRow[]> {
      if (betIds.length === 0) return [];
      const result = await sql<Selectable<LotteryTables['lottery_bets']>>`
        update lottery_bets set status = ${status}, settled_at = ${now}
        where id = any(${betIds}::bigint[]) and status = 'pending' returning *
      `.execute(executor);
      return result.rows.map(betOf);
    },

    /** Locks the draw of a member's bet (draw before bet, the order settlement locks them in). */
    async lockDrawOfBet(executor: Executor, memberId: string, betId: string): Promise<LotteryDraw | undefined> {
      const result = await sql<Selectable<LotteryTables['lottery_draws']>>`
        select d.* from lottery_draws d where d.id = (select draw_id from lottery_bets where id = ${betId}::bigint and member_id = ${memberId}::bigint)
        for update
      `.execute(executor);
      const row = result.rows[0];
      return row && drawOf(row);
    },

    async lockBet(executor: Executor, memberId: string, betId: string): Promise<LotteryBetRow | undefined> {
      const row = await tables(executor).selectFrom('lottery_bets').selectAll().where('id', '=', betId).where('member_id', '=', memberId).forUpdate().executeTakeFirst();
      return row && betOf(row);
    },

    /** Pending bets of chases that stop after a win, on draws other than `drawId`, locked. */
    async pendingBetsOfChases(executor: Executor, chaseIds: string[], drawId: string): Promise<LotteryBetRow[]> {
      if (chaseIds.length === 0) return [];
      const result = await sql<Selectable<LotteryTables['lottery_bets']>>`
        select b.* from lottery_bets b join lottery_chases c on c.id = b.chase_id
        where b.chase_id = any(${chaseIds}::bigint[]) and c.stop_on_win and b.status = 'pending' and b.draw_id <> ${drawId}::bigint
        order by b.draw_id, b.id for update of b
      `.execute(executor);
      return result.rows.map(betOf);
    },

    async stopChases(executor: Executor, chaseIds: string[]): Promise<void> {
      if (chaseIds.length === 0) return;
      await sql`update lottery_chases set status = 'stopped' where id = any(${chaseIds}::bigint[]) and stop_on_win`.execute(executor);
    },

    /** Adds agent rebates per (agent, member, day) in one statement. */
    async addAgentRebates(executor: Executor, rows: { agentId: string; memberId: string; day: string; turnover: number; rebate: number }[]): Promise<void> {
      if (rows.length === 0) return;
      await sql`
        insert into lottery_agent_rebates (agent_id, member_id, day, turnover, rebate)
        select * from unnest(${rows.map((row) => row.agentId)}::bigint[], ${rows.map((row) => row.memberId)}::bigint[], ${rows.map((row) => row.day)}::date[],
          ${rows.map((row) => row.turnover)}::bigint[], ${rows.map((row) => row.rebate)}::bigint[])
        order by 1, 3, 2
        on conflict (agent_id, day, member_id) do update set turnover = lottery_agent_rebates.turnover + excluded.turnover,
          rebate = lottery_agent_rebates.rebate + excluded.rebate
      `.execute(executor);
    },

    async agentRebates(agentId: string, from: string, to: string): Promise<{ memberId: string; day: string; turnover: number; rebate: number }[]> {
      const rows = await db
        .selectFrom('lottery_agent_rebates')
        .select(['member_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'turnover', 'rebate'])
        .where('agent_id', '=', agentId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day')
        .orderBy('member_id')
        .execute();
      return rows.map((row) => ({ memberId: String(row.member_id), day: row.day, turnover: minorUnitsFromDatabase(row.turnover), rebate: minorUnitsFromDatabase(row.rebate) }));
    },

    async memberBets(memberId: string, filter: { gameId?: string | undefined; status?: BetStatus | undefined }, page: { offset: number; limit: number }) {
      let query = db.selectFrom('lottery_bets as b').innerJoin('lottery_draws as d', 'd.id', 'b.draw_id').where('b.member_id', '=', memberId);
      if (filter.gameId) query = query.where('b.game_id', '=', filter.gameId);
      if (filter.status) query = query.where('b.status', '=', filter.status);
      const [rows, count] = await Promise.all([
        query.selectAll('b').select(['d.issue', 'd.numbers']).orderBy('b.id', 'desc').offset(page.offset).limit(page.limit).execute(),
        query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { bets: rows.map((row) => ({ ...betOf(row), issue: row.issue, numbers: row.numbers })), total: Number(count.count) };
    },

    async drawsByIds(drawIds: string[]): Promise<Map<string, LotteryDraw>> {
      if (drawIds.length === 0) return new Map();
      const rows = await db.selectFrom('lottery_draws').selectAll().where('id', 'in', drawIds).execute();
      return new Map(rows.map((row) => [String(row.id), drawOf(row)]));
    },
  };
}

export type LotteryRepository = ReturnType<typeof lotteryRepository>;
