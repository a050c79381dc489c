import { sql } from 'kysely';
import type { GameType } from '@platform/contract';
import type { LobbyDatabase, MemberGameList } from './catalogue-repository.ts';

/** Narrows a member's list to a game type, a vendor and platforms. */
export interface MemberListFilter {
  gameType?: GameType | undefined;
  vendorCode?: string | undefined;
  platforms?: readonly string[] | undefined;
}

/** A member's list joined to its shown games, narrowed by the filter. */
function memberList(db: LobbyDatabase, list: MemberGameList, memberId: string, filter: MemberListFilter) {
  let query = db
    .selectFrom('lobby_member_games as entry')
    .innerJoin('lobby_games as g', 'g.node_id', 'entry.node_id')
    .innerJoin('lobby_vendors as v', 'v.code', 'g.vendor_code')
    .where('entry.member_id', '=', memberId)
    .where('entry.list', '=', list)
    .where('g.status', '=', 1)
    .where('v.status', '=', 1);
  if (filter.gameType) query = query.where('g.game_type', '=', filter.gameType);
  if (filter.vendorCode) query = query.where('g.vendor_code', '=', filter.vendorCode);
  if (filter.platforms && filter.platforms.length > 0) query = query.where(sql<boolean>`g.platforms && ${sql.val([...filter.platforms])}::text[]`);
  return query;
}

/** Data access for each member's favourite and recent games; every query is scoped to one member. */
export function memberGamesRepository(db: LobbyDatabase) {
  /** One page of a list, latest first, and how many entries the filter matches. */
  async function page(list: MemberGameList, memberId: string, filter: MemberListFilter, paging: { offset: number; limit: number }) {
    const pageQuery = memberList(db, list, memberId, filter)
      .select('g.node_id')
      .orderBy('entry.touched_at', 'desc')
      .orderBy('g.node_id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset);
    const countQuery = memberList(db, list, memberId, filter).select((eb) => eb.fn.countAll<string>().as('count'));
    const [rows, count] = await Promise.all([pageQuery.execute(), countQuery.executeTakeFirstOrThrow()]);
    return { nodeIds: rows.map((row) => row.node_id), total: Number(count.count) };
  }

  return {
    /** Adds a favourite; false when it was already there. */
    async addFavourite(memberId: string, nodeId: number): Promise<boolean> {
      const result = await db
        .insertInto('lobby_member_games')
        .values({ member_id: memberId, list: 'favourite', node_id: nodeId })
        .onConflict((conflict) => conflict.columns(['member_id', 'list', 'node_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Removes one of the member's own favourites; false when the member had no such favourite. */
    async removeFavourite(memberId: string, nodeId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('lobby_member_games')
        .where('member_id', '=', memberId)
        .where('list', '=', 'favourite')
        .where('node_id', '=', nodeId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async favouriteIds(memberId: string): Promise<number[]> {
      const rows = await memberList(db, 'favourite', memberId, {}).select('g.node_id').orderBy('entry.touched_at', 'desc').orderBy('g.node_id', 'desc').execute();
      return rows.map((row) => row.node_id);
    },

    favouritePage: (memberId: string, filter: MemberListFilter, paging: { offset: number; limit: number }) => page('favourite', memberId, filter, paging),
    recentPage: (memberId: string, filter: MemberListFilter, paging: { offset: number; limit: number }) => page('recent', memberId, filter, paging),

    /** Records a start (the latest time wins) and keeps only the member's most recent `keep` games. */
    async touchRecent(memberId: string, nodeId: number, keep: number): Promise<void> {
      await db
        .insertInto('lobby_member_games')
        .values({ member_id: memberId, list: 'recent', node_id: nodeId })
        .onConflict((conflict) => conflict.columns(['member_id', 'list', 'node_id']).doUpdateSet({ touched_at: sql<Date>`now()` }))
        .execute();
      await sql`
        delete from lobby_member_games
        where member_id = ${memberId} and list = 'recent'
          and node_id in (
            select node_id from lobby_member_games where member_id = ${memberId} and list = 'recent'
            order by touched_at desc, node_id desc offset ${keep})`.execute(db);
    },
  };
}

export type MemberGamesRepository = ReturnType<typeof memberGamesRepository>;
