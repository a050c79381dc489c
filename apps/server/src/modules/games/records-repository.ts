import { sql } from 'kysely';
import { minorUnitsFromDatabase, platformVendors, type RecordCategory, type RoundStatus } from '@platform/contract';
import type { Database } from '../../platform/database.ts';
import { roundOf, type GamesTables, type Round } from './repository.ts';

export interface RoundFilter {
  memberId: string;
  /** UTC instants bounding the merchant days asked for: [start, end). */
  start: Date;
  end: Date;
  category?: RecordCategory | undefined;
  vendorCode?: string | undefined;
  status?: RoundStatus | undefined;
}

export interface RoundTotals {
  count: number;
  stake: number;
  validBet: number;
  win: number;
}

export interface FigureRow {
  day: string;
  /** The figures' category: the game type, or ORIGINALS for the house games. */
  category: RecordCategory;
  rounds: number;
  stake: number;
  validBet: number;
  win: number;
}

/** Read queries of the betting record, recall and profit; the same tables the rounds are written to. */
export function recordsRepository(database: Database) {
  const db = database.withTables<
    GamesTables & { game_fair_seeds: { id: string; server_seed_revealed: string | null }; game_crash_rounds: { id: string; seed_revealed: string | null } }
  >();

  function filtered(filter: RoundFilter) {
    let query = db
      .selectFrom('game_rounds')
      .where('member_id', '=', filter.memberId)
      .where('opened_at', '>=', filter.start)
      .where('opened_at', '<', filter.end);
    // The house games count under ORIGINALS, not under their game type (spec §3 categories; the lobby's ORIGINALS).
    if (filter.category === 'ORIGINALS') query = query.where('vendor_code', '=', platformVendors.house);
    else if (filter.category) query = query.where('game_type', '=', filter.category).where('vendor_code', '<>', platformVendors.house);
    if (filter.vendorCode) query = query.where('vendor_code', '=', filter.vendorCode);
    if (filter.status) query = query.where('status', '=', filter.status);
    return query;
  }

  return {
    async listRounds(filter: RoundFilter, page: { limit: number; offset: number }): Promise<Round[]> {
      const rows = await filtered(filter).selectAll().orderBy('opened_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
      return rows.map(roundOf);
    },

    async totals(filter: RoundFilter): Promise<RoundTotals> {
      const row = await filtered(filter)
        .select([
          sql<string>`count(*)`.as('count'),
          sql<string>`coalesce(sum(stake), 0)`.as('stake'),
          sql<string>`coalesce(sum(stake - stake_refunded), 0)`.as('valid_bet'),
          sql<string>`coalesce(sum(win), 0)`.as('win'),
        ])
        .executeTakeFirstOrThrow();
      return {
        count: Number(row.count),
        stake: minorUnitsFromDatabase(row.stake),
        validBet: minorUnitsFromDatabase(row.valid_bet),
        win: minorUnitsFromDatabase(row.win),
      };
    },

    async latestRounds(memberId: string, count: number): Promise<Round[]> {
      const rows = await db.selectFrom('game_rounds').selectAll().where('member_id', '=', memberId).orderBy('opened_at', 'desc').orderBy('id', 'desc').limit(count).execute();
      return rows.map(roundOf);
    },

    async revealedSeeds(seedIds: string[]): Promise<Map<string, string>> {
      if (seedIds.length === 0) return new Map();
      const rows = await db.selectFrom('game_fair_seeds').select(['id', 'server_seed_revealed']).where('id', 'in', seedIds).execute();
      return new Map(rows.flatMap((row) => (row.server_seed_revealed ? [[String(row.id), row.server_seed_revealed] as [string, string]] : [])));
    },

    async revealedCrashSeeds(crashRoundIds: string[]): Promise<Map<string, string>> {
      if (crashRoundIds.length === 0) return new Map();
      const rows = await db.selectFrom('game_crash_rounds').select(['id', 'seed_revealed']).where('id', 'in', crashRoundIds).execute();
      return new Map(rows.flatMap((row) => (row.seed_revealed ? [[String(row.id), row.seed_revealed] as [string, string]] : [])));
    },

    async figures(memberIds: string[], from: string, to: string, category?: RecordCategory): Promise<FigureRow[]> {
      if (memberIds.length === 0) return [];
      let query = db
        .selectFrom('game_member_daily_figures')
        .select([
          sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
          'game_type',
          sql<string>`sum(rounds)`.as('rounds'),
          sql<string>`sum(stake)`.as('stake'),
          sql<string>`sum(valid_bet)`.as('valid_bet'),
          sql<string>`sum(win)`.as('win'),
        ])
        .where('member_id', 'in', memberIds)
        .where(sql<boolean>`day between ${from}::date and ${to}::date`)
        .groupBy(['day', 'game_type'])
        .orderBy('day', 'desc')
        .orderBy('game_type');
      if (category) query = query.where('game_type', '=', category);
      const rows = await query.execute();
      return rows.map((row) => ({
        day: row.day,
        category: row.game_type as RecordCategory,
        rounds: Number(row.rounds),
        stake: minorUnitsFromDatabase(row.stake),
        validBet: minorUnitsFromDatabase(row.valid_bet),
        win: minorUnitsFromDatabase(row.win),
      }));
    },
  };
}

export type RecordsRepository = ReturnType<typeof recordsRepository>;
