import { sql } from 'kysely';
import { minorUnitsFromDatabase, type GameType } from '@platform/contract';
import type { LobbyDatabase } from './catalogue-repository.ts';

export interface WinnerRow {
  account: string;
  nodeId: number;
  winAmount: number;
}

/** Real wins count on the board for this long; demo wins have no age limit. */
const realWinWindowDays = 30;

/** Data access for the winner board. */
export function winnersRepository(db: LobbyDatabase) {
  return {
    async insertWin(win: { memberId: string; account: string; nodeId: number; gameType: GameType; winAmount: number }): Promise<void> {
      await db
        .insertInto('lobby_winners')
        .values({ member_id: win.memberId, account: win.account, node_id: win.nodeId, game_type: win.gameType, win_amount: win.winAmount })
        .execute();
    },

    async insertDemoWins(wins: readonly { account: string; nodeId: number; gameType: GameType; winAmount: number; minutesAgo: number }[]): Promise<void> {
      if (wins.length === 0) return;
      await db
        .insertInto('lobby_winners')
        .values(
          wins.map((win) => ({
            member_id: null,
            account: win.account,
            node_id: win.nodeId,
            game_type: win.gameType,
            win_amount: win.winAmount,
            is_demo: true,
            won_at: sql<Date>`now() - make_interval(mins => ${win.minutesAgo}::int)`,
          })),
        )
        .execute();
    },

    async countDemoWins(): Promise<number> {
      const row = await db.selectFrom('lobby_winners').select((eb) => eb.fn.countAll<string>().as('count')).where('is_demo', '=', true).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The largest wins of a kind (real ones from the last 30 days, or demo ones), largest first. */
    async largestWins(options: { demo: boolean; gameType: GameType | undefined; limit: number }): Promise<WinnerRow[]> {
      let query = db
        .selectFrom('lobby_winners')
        .select(['account', 'node_id', 'win_amount'])
        .where('is_demo', '=', options.demo)
        .orderBy('win_amount', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit);
      if (options.gameType) query = query.where('game_type', '=', options.gameType);
      if (!options.demo) query = query.where('won_at', '>', sql<Date>`now() - make_interval(days => ${realWinWindowDays})`);
      const rows = await query.execute();
      return rows.map((row) => ({ account: row.account, nodeId: row.node_id, winAmount: minorUnitsFromDatabase(row.win_amount) }));
    },
  };
}

export type WinnersRepository = ReturnType<typeof winnersRepository>;
