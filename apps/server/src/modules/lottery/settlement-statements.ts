/**
 * The lottery's settlement statements: the draw's pending bets read by pricing key, and their outcomes
 * written set-based by two updates that add up, as they write, what the ledger, the agent centre, the
 * chases and the betting record need.
 */
import { sql, type RawBuilder } from 'kysely';
import { minorUnitsFromDatabase } from '@platform/contract';
import type { Executor } from './ports.ts';
import type { DrawSettlement, KeyOutcome, MemberDrawTotals, SettlementKey } from './settlement.ts';

/** The largest wins a settlement answers, for the winner board. */
const topWinsKept = 10;

export function settlementStatements() {
  return {
    /**
     * The distinct pricing keys of a draw's pending bets (see settlement.ts), each with the ids of its
     * bets. Odds are part of a key only for bets priced by odds. The grouping is hashed in memory.
     */
    async settlementKeysOfDraw(executor: Executor, drawId: string): Promise<{ keys: SettlementKey[]; betCount: number }> {
      await sql`set local work_mem = '64MB'`.execute(executor);
      const result = await sql<{ keys: string }>`
        select '[' || coalesce(string_agg(concat_ws(',', '[' || to_json(bet_type)::text, selection, unit_price, multiplier, coalesce(prize_group::text, 'null'),
          coalesce(odds, 'null'), '[' || ids || ']]'), ','), '') || ']' as keys
        from (
          select bet_type, selection::text as selection, unit_price, multiplier, prize_group, (case when prize_group is null then odds end)::text as odds,
            string_agg('"' || id || '"', ',') as ids
          from lottery_bets where draw_id = ${drawId}::bigint and status = 'pending'
          group by 1, 2, 3, 4, 5, 6
        ) grouped
      `.execute(executor);
      const rows = JSON.parse(result.rows[0]?.keys ?? '[]') as [string, number[][], number, number, number | null, Record<string, number> | null, string[]][];
      return {
        keys: rows.map(([betType, selection, unitPrice, multiplier, prizeGroup, odds, betIds]) => ({ betType, selection, unitPrice: minorUnitsFromDatabase(unitPrice), multiplier, prizeGroup, odds, betIds })),
        betCount: rows.reduce((total, row) => total + row[6].length, 0),
      };
    },

    /**
     * Writes the outcome of every pending bet of a draw: the bets of keys that won or pushed from arrays,
     * then every other pending bet of the draw as lost, in a statement that needs no join (most bets lose);
     * both updates are heap-only (settlement changes no indexed column). Each update adds up the bets it
     * wrote (see `settledSummary`), and the two summaries together are what the ledger, the agent centre,
     * the chases and the betting record need. Throws unless every pending bet counted by the key read was
     * settled.
     */
    async settleBets(executor: Executor, drawId: string, outcomes: readonly KeyOutcome[], pendingCount: number, now: Date): Promise<DrawSettlement> {
      const ids: string[] = [];
      const wins: number[] = [];
      const pushRefunds: number[] = [];
      for (const outcome of outcomes) {
        if (outcome.win + outcome.pushRefund === 0) continue;
        for (const betId of outcome.key.betIds) {
          ids.push(betId);
          wins.push(outcome.win);
          pushRefunds.push(outcome.pushRefund);
        }
      }
      const summaries: SettledSummary[] = [];
      if (ids.length > 0) {
        summaries.push(await settledSummary(executor, sql`
          update lottery_bets b set status = case when v.win > 0 then 'won' when v.push_refund = b.stake then 'refunded' else 'lost' end,
            win = v.win, push_refund = v.push_refund, settled_at = ${now}
          from unnest(${ids}::bigint[], ${wins}::bigint[], ${pushRefunds}::bigint[]) as v(id, win, push_refund)
          where b.id = v.id and b.draw_id = ${drawId}::bigint and b.status = 'pending'
          returning ${settledColumns('b')}
        `));
      }
      summaries.push(await settledSummary(executor, sql`
        update lottery_bets set status = 'lost', settled_at = ${now} where draw_id = ${drawId}::bigint and status = 'pending' returning ${settledColumns('lottery_bets')}
      `));
      const settlement = mergedSettlement(summaries);
      if (settlement.betCount !== pendingCount) throw new Error(`settled ${settlement.betCount} of ${pendingCount} bets: another writer moved some`);
      return settlement;
    },
  };
}

/** What one settling update wrote, added up by the database: each member's first bet and last stake by id. */
interface SettledSummary {
  betCount: number;
  members: { totals: Omit<MemberDrawTotals, 'balanceBefore' | 'balanceAfterStakes'>; first: [id: number, balanceBefore: number]; last: [id: number, balanceAfterStakes: number] }[];
  agentRebates: DrawSettlement['agentRebates'];
  wonChaseIds: string[];
  topWins: { memberId: string; win: number; betId: number }[];
  winTotal: number;
}

/** The columns of a settled bet its summary adds up. */
function settledColumns(table: 'b' | 'lottery_bets') {
  return sql.raw(
    ['id', 'member_id', 'chase_id', 'status', 'stake', 'rebate', 'win', 'push_refund', 'agent_ids', 'agent_basis_points', 'balance_before', 'play_money'].map((column) => `${table}.${column}`).join(', '),
  );
}

/** Runs a settling update of lottery bets (returning the rows it wrote) and answers its summary. */
async function settledSummary(executor: Executor, update: RawBuilder<unknown>): Promise<SettledSummary> {
  const result = await sql<{ summary: string }>`
    with settled as (${update}),
    members as (
      select member_id, count(*) as bets, sum(stake) as stake, sum(win) as win, sum(push_refund) as refunded, count(*) filter (where win + push_refund > 0) as paid_bets,
        min(array[id, balance_before]) as first, max(array[id, balance_before - stake + rebate]) as last, bool_or(play_money) as play_money
      from settled group by member_id
    ),
    -- Bets of one member with the same uplines and the same valid turnover earn the same rebate each (it is
    -- floored per bet), so the uplines are unnested once per such group, not once per bet.
    agents as (
      select a.agent_id, g.member_id, sum(g.turnover * g.bets) as turnover, sum((g.turnover * a.basis_points / 10000) * g.bets) as rebate
      from (
        select member_id, agent_ids, agent_basis_points, stake - push_refund as turnover, count(*) as bets
        from settled where stake > push_refund and cardinality(agent_ids) > 0 and not play_money
        group by 1, 2, 3, 4
      ) g cross join lateral unnest(g.agent_ids, g.agent_basis_points) as a(agent_id, basis_points)
      group by a.agent_id, g.member_id
    )
    select json_build_array(
      (select coalesce(json_agg(json_build_array(member_id::text, bets, stake, win, refunded, paid_bets, first, last, play_money)), '[]') from members),
      (select coalesce(json_agg(json_build_array(agent_id::text, member_id::text, turnover, rebate)), '[]') from agents),
      (select coalesce(json_agg(distinct chase_id::text), '[]') from settled where status = 'won' and chase_id is not null),
      (select coalesce(json_agg(json_build_array(member_id::text, win, id)), '[]') from (select * from settled where win > 0 and not play_money order by win desc, id limit ${topWinsKept}) top)
    )::text as summary
  `.execute(executor);
  type Row = [[string, number, number, number, number, number, [number, number], [number, number], boolean][], [string, string, number, number][], string[], [string, number, number][]];
  const [members, agents, wonChaseIds, topWins] = JSON.parse(result.rows[0]!.summary) as Row;
  return {
    betCount: members.reduce((total, member) => total + member[1], 0),
    members: members.map(([memberId, bets, stake, win, refunded, paidBets, first, last, playMoney]) => ({
      totals: { memberId, bets, stake: minorUnitsFromDatabase(stake), win: minorUnitsFromDatabase(win), refunded: minorUnitsFromDatabase(refunded), paidBets, playMoney },
      first: [first[0], minorUnitsFromDatabase(first[1])],
      last: [last[0], minorUnitsFromDatabase(last[1])],
    })),
    agentRebates: agents.map(([agentId, memberId, turnover, rebate]) => ({ agentId, memberId, turnover: minorUnitsFromDatabase(turnover), rebate: minorUnitsFromDatabase(rebate) })),
    wonChaseIds,
    topWins: topWins.map(([memberId, win, betId]) => ({ memberId, win: minorUnitsFromDatabase(win), betId })),
    // Play money is no figure of the draw: the total counts real money's wins only.
    winTotal: members.reduce((total, member) => total + (member[8] ? 0 : minorUnitsFromDatabase(member[3])), 0),
  };
}

/** The summaries of a draw's settling updates, which wrote disjoint bets, as one settlement. */
function mergedSettlement(summaries: readonly SettledSummary[]): DrawSettlement {
  const members = new Map<string, { totals: MemberDrawTotals; firstId: number; lastId: number }>();
  const agents = new Map<string, DrawSettlement['agentRebates'][number]>();
  for (const summary of summaries) {
    for (const { totals, first, last } of summary.members) {
      const entry = members.get(totals.memberId);
      if (!entry) {
        members.set(totals.memberId, { totals: { ...totals, balanceBefore: first[1], balanceAfterStakes: last[1] }, firstId: first[0], lastId: last[0] });
        continue;
      }
      entry.totals.bets += totals.bets;
      entry.totals.stake += totals.stake;
      entry.totals.win += totals.win;
      entry.totals.refunded += totals.refunded;
      entry.totals.paidBets += totals.paidBets;
      if (first[0] < entry.firstId) [entry.firstId, entry.totals.balanceBefore] = first;
      if (last[0] > entry.lastId) [entry.lastId, entry.totals.balanceAfterStakes] = last;
    }
    for (const row of summary.agentRebates) {
      const key = `${row.agentId}:${row.memberId}`;
      const entry = agents.get(key);
      if (entry) {
        entry.turnover += row.turnover;
        entry.rebate += row.rebate;
      } else agents.set(key, { ...row });
    }
  }
  const topWins = summaries
    .flatMap((summary) => summary.topWins)
    .sort((left, right) => right.win - left.win || left.betId - right.betId)
    .slice(0, topWinsKept)
    .map(({ memberId, win }) => ({ memberId, win }));
  return {
    betCount: summaries.reduce((total, summary) => total + summary.betCount, 0),
    members: [...members.values()].map((entry) => entry.totals),
    agentRebates: [...agents.values()],
    wonChaseIds: [...new Set(summaries.flatMap((summary) => summary.wonChaseIds))],
    topWins,
    winTotal: summaries.reduce((total, summary) => total + summary.winTotal, 0),
  };
}
