import { sql, type Generated, type Kysely } from 'kysely';
import type { GameKind, GameType } from '@platform/contract';
import type { Database } from '../../platform/database.ts';
import type { LocalisedNames } from './demo-catalogue.ts';
import type { SearchEntry } from './search-index.ts';

/** The two lists of a member's games. */
export type MemberGameList = 'favourite' | 'recent';

/** Tables owned by the lobby module. */
export type LobbyTables = {
  lobby_vendors: {
    code: string;
    names: LocalisedNames;
    game_types: string[];
    logo_url: string | null;
    status: Generated<number>;
    maintenance: Generated<boolean>;
    is_platform: Generated<boolean>;
    sort: Generated<number>;
    updated_at: Generated<Date>;
  };
  lobby_games: {
    node_id: Generated<number>;
    vendor_code: string;
    game_code: string;
    game_type: GameType;
    game_classify: string;
    is_game: Generated<GameKind>;
    names: LocalisedNames;
    display_name: string;
    search_text: string;
    icon_url: string | null;
    large_icon_url: string | null;
    platforms: Generated<string[]>;
    is_hot: Generated<boolean>;
    popularity: Generated<number>;
    released_on: Generated<Date>;
    sort: Generated<number>;
    status: Generated<number>;
    art_version: Generated<string>;
    updated_at: Generated<Date>;
  };
  lobby_menus: { game_type: GameType; titles: LocalisedNames; sort: number; status: Generated<number> };
  lobby_lanes: { id: Generated<number>; game_type: GameType; platform: string; titles: LocalisedNames; sort: number; status: Generated<number> };
  lobby_member_games: { member_id: string; list: MemberGameList; node_id: number; touched_at: Generated<Date> };
  lobby_winners: {
    id: Generated<string>;
    member_id: string | null;
    account: string;
    node_id: number;
    game_type: GameType;
    win_amount: string | number;
    is_demo: Generated<boolean>;
    won_at: Generated<Date>;
  };
};

export type LobbyDatabase = Kysely<LobbyTables>;

/** A game row with its vendor's names and maintenance flag: everything a game card shows. */
export interface GameCardRow {
  node_id: number;
  names: LocalisedNames;
  display_name: string;
  game_code: string;
  vendor_code: string;
  vendor_names: LocalisedNames;
  game_type: GameType;
  game_classify: string;
  is_game: GameKind;
  icon_url: string | null;
  large_icon_url: string | null;
  is_hot: boolean;
  is_new: boolean;
  maintenance: boolean;
  art_version: string;
}

/** Which games a list shows; every field narrows it. */
export interface GameFilter {
  gameType?: GameType | undefined;
  vendorCode?: string | undefined;
  classify?: string | undefined;
  platforms?: readonly string[] | undefined;
  /** Normalised search text (see normaliseSearchText); matched as a substring. */
  search?: string | undefined;
  hotOnly?: boolean;
  platformVendorsOnly?: boolean;
}

/** A row to insert into the catalogue; search text and art version are computed by the service. */
export interface GameInsert {
  nodeId?: number;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  gameClassify: string;
  isGame: GameKind;
  names: LocalisedNames;
  displayName: string;
  searchText: string;
  platforms: readonly string[];
  isHot: boolean;
  popularity: number;
  releasedDaysAgo: number;
  sort: number;
  artVersion: string;
}

/** Escapes LIKE wildcards so that a search for `%` or `_` matches those characters literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Games joined to their vendors, both shown (status 1). */
function gamesWithVendors(db: LobbyDatabase) {
  return db
    .selectFrom('lobby_games as g')
    .innerJoin('lobby_vendors as v', 'v.code', 'g.vendor_code')
    .where('g.status', '=', 1)
    .where('v.status', '=', 1);
}

type GameQuery = ReturnType<typeof gamesWithVendors>;

/** The launchable games of shown vendors, narrowed by a filter. */
function visibleGames(db: LobbyDatabase, filter: GameFilter): GameQuery {
  let query = gamesWithVendors(db).where('g.is_game', '=', 'GAME');
  if (filter.gameType) query = query.where('g.game_type', '=', filter.gameType);
  if (filter.vendorCode) query = query.where('g.vendor_code', '=', filter.vendorCode);
  if (filter.classify) query = query.where('g.game_classify', '=', filter.classify);
  if (filter.platforms && filter.platforms.length > 0) query = query.where(sql<boolean>`g.platforms && ${sql.val([...filter.platforms])}::text[]`);
  if (filter.search) query = query.where(sql<boolean>`g.search_text like ${`%${escapeLikePattern(filter.search)}%`} escape '\\'`);
  if (filter.hotOnly) query = query.where('g.is_hot', '=', true);
  if (filter.platformVendorsOnly) query = query.where('v.is_platform', '=', true);
  return query;
}

function withCardColumns(query: GameQuery) {
  return query.select([
    'g.node_id',
    'g.names',
    'g.display_name',
    'g.game_code',
    'g.vendor_code',
    'v.names as vendor_names',
    'g.game_type',
    'g.game_classify',
    'g.is_game',
    'g.icon_url',
    'g.large_icon_url',
    'g.is_hot',
    sql<boolean>`g.released_on > current_date - 30`.as('is_new'),
    'v.maintenance',
    'g.art_version',
  ]);
}

/** Data access for the catalogue: vendors, games, menus and lanes. */
export function catalogueRepository(database: Database) {
  const db = database.withTables<LobbyTables>() as unknown as LobbyDatabase;
  return {
    db,

    /** One page of games in lobby order, and the number of games the filter matches. */
    async listGames(filter: GameFilter, page: { offset: number; limit: number }) {
      const ordered = (query: GameQuery) => query.orderBy('g.sort').orderBy('g.popularity', 'desc').orderBy('g.node_id').limit(page.limit).offset(page.offset);
      const countQuery = () => visibleGames(db, filter).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      if (filter.search) {
        // A substring search reads every candidate anyway, so one narrow scan finds the page's ids and counts
        // the matches (a window over them); the cards are then read by primary key.
        const matches = await ordered(visibleGames(db, filter)).select(['g.node_id', sql<string>`count(*) over ()`.as('total_count')]).execute();
        if (!matches[0]) return { rows: [], total: Number((await countQuery()).count) };
        const cards = await withCardColumns(gamesWithVendors(db).where('g.node_id', 'in', matches.map((match) => match.node_id))).execute();
        const byId = new Map(cards.map((row) => [row.node_id, row]));
        return { rows: matches.flatMap((match) => byId.get(match.node_id) ?? []), total: Number(matches[0].total_count) };
      }
      // Without a search the page walks an index in lobby order, and the count is a separate index scan.
      const [rows, count] = await Promise.all([withCardColumns(ordered(visibleGames(db, filter))).execute(), countQuery()]);
      return { rows, total: Number(count.count) };
    },

    /** The searchable text, filter fields and card of every listed game, in lobby order (for the in-memory search). */
    async searchEntries(): Promise<SearchEntry[]> {
      const rows = await withCardColumns(visibleGames(db, {}))
        .select(['g.search_text', 'g.platforms'])
        .orderBy('g.sort')
        .orderBy('g.popularity', 'desc')
        .orderBy('g.node_id')
        .execute();
      return rows.map(({ search_text: searchText, platforms, ...card }) => ({
        nodeId: card.node_id,
        searchText,
        gameType: card.game_type,
        vendorCode: card.vendor_code,
        classify: card.game_classify,
        platforms,
        card,
      }));
    },

    /** Hot games, most popular first. */
    async listHotGames(filter: GameFilter, limit: number) {
      return withCardColumns(visibleGames(db, { ...filter, hotOnly: true }))
        .orderBy('g.popularity', 'desc')
        .orderBy('g.node_id')
        .limit(limit)
        .execute();
    },

    /** Game cards by node id, whatever their kind, for entries, favourites and recent games. */
    async gameCardsByIds(nodeIds: readonly number[]) {
      if (nodeIds.length === 0) return [];
      return withCardColumns(gamesWithVendors(db).where('g.node_id', 'in', [...nodeIds])).execute();
    },

    /** The vendor entries (a lobby game or a VASSALAGE entry) of every shown vendor and type. */
    async vendorEntries() {
      const query = gamesWithVendors(db).where((eb) => eb.or([eb('g.is_game', '=', 'VASSALAGE'), eb('g.game_classify', '=', 'LOBBY')]));
      return withCardColumns(query).orderBy('v.sort').orderBy('g.node_id').execute();
    },

    /** How many visible games each vendor has per type and classification on a platform. */
    async gameCounts(platform: string | undefined) {
      const rows = await visibleGames(db, { platforms: platform ? [platform] : undefined })
        .select(['g.vendor_code', 'g.game_type', 'g.game_classify', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy(['g.vendor_code', 'g.game_type', 'g.game_classify'])
        .execute();
      return rows.map((row) => ({ vendorCode: row.vendor_code, gameType: row.game_type, classify: row.game_classify, count: Number(row.count) }));
    },

    async listVendors() {
      return db.selectFrom('lobby_vendors').selectAll().where('status', '=', 1).orderBy('sort').orderBy('code').execute();
    },

    async findVendor(code: string) {
      return db.selectFrom('lobby_vendors').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async findGame(nodeId: number) {
      return db.selectFrom('lobby_games').selectAll().where('node_id', '=', nodeId).executeTakeFirst();
    },

    /** A vendor's game by its code; without a type the first by node id when several types share the code. */
    async findGameByCode(vendorCode: string, gameCode: string, gameType: GameType | undefined) {
      let query = db.selectFrom('lobby_games').select('node_id').where('vendor_code', '=', vendorCode).where('game_code', '=', gameCode);
      if (gameType) query = query.where('game_type', '=', gameType);
      return query.orderBy('node_id').limit(1).executeTakeFirst();
    },

    async listMenus() {
      return db.selectFrom('lobby_menus').selectAll().where('status', '=', 1).orderBy('sort').execute();
    },

    async listLanes(platform: string) {
      return db.selectFrom('lobby_lanes').selectAll().where('status', '=', 1).where('platform', '=', platform).orderBy('sort').execute();
    },

    async countVendors(): Promise<number> {
      const row = await db.selectFrom('lobby_vendors').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insertVendors(vendors: readonly { code: string; names: LocalisedNames; gameTypes: readonly string[]; isPlatform: boolean; sort: number }[]): Promise<void> {
      if (vendors.length === 0) return;
      await db
        .insertInto('lobby_vendors')
        .values(vendors.map((vendor) => ({ code: vendor.code, names: JSON.stringify(vendor.names) as unknown as LocalisedNames, game_types: [...vendor.gameTypes], logo_url: null, is_platform: vendor.isPlatform, sort: vendor.sort })))
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
    },

    /** Inserts many games in one statement (arrays unnested by PostgreSQL); existing node ids are kept. */
    async insertGames(games: readonly GameInsert[]): Promise<number> {
      if (games.length === 0) return 0;
      const column = <Value>(read: (game: GameInsert) => Value) => games.map(read);
      const result = await sql`
        insert into lobby_games (node_id, vendor_code, game_code, game_type, game_classify, is_game, names, display_name, search_text,
          platforms, is_hot, popularity, released_on, sort, art_version)
        select node_id, vendor_code, game_code, game_type, game_classify, is_game, names::jsonb, display_name, search_text,
          string_to_array(platforms, ','), is_hot, popularity, current_date - released_days_ago, sort, art_version
        from unnest(${column((game) => game.nodeId ?? null)}::int[], ${column((game) => game.vendorCode)}::text[], ${column((game) => game.gameCode)}::text[],
          ${column((game) => game.gameType)}::text[], ${column((game) => game.gameClassify)}::text[], ${column((game) => game.isGame)}::text[],
          ${column((game) => JSON.stringify(game.names))}::text[], ${column((game) => game.displayName)}::text[], ${column((game) => game.searchText)}::text[],
          ${column((game) => game.platforms.join(','))}::text[], ${column((game) => game.isHot)}::boolean[], ${column((game) => game.popularity)}::int[],
          ${column((game) => game.releasedDaysAgo)}::int[], ${column((game) => game.sort)}::int[], ${column((game) => game.artVersion)}::text[])
          as incoming (node_id, vendor_code, game_code, game_type, game_classify, is_game, names, display_name, search_text,
            platforms, is_hot, popularity, released_days_ago, sort, art_version)
        on conflict do nothing`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },

    /** Refreshes the planner's statistics after a bulk write, so that lists use their indexes from the start. */
    async analyse(): Promise<void> {
      await sql`analyze lobby_vendors, lobby_games`.execute(db);
    },

    /** Inserts one game with the next free node id; a duplicate vendor, type and code is a conflict. */
    async insertGame(game: GameInsert): Promise<number | undefined> {
      const row = await db
        .insertInto('lobby_games')
        .values({
          vendor_code: game.vendorCode,
          game_code: game.gameCode,
          game_type: game.gameType,
          game_classify: game.gameClassify,
          is_game: game.isGame,
          names: JSON.stringify(game.names) as unknown as LocalisedNames,
          display_name: game.displayName,
          search_text: game.searchText,
          platforms: [...game.platforms],
          is_hot: game.isHot,
          popularity: game.popularity,
          released_on: sql<Date>`current_date - ${game.releasedDaysAgo}::int`,
          sort: game.sort,
          art_version: game.artVersion,
        })
        .onConflict((conflict) => conflict.columns(['vendor_code', 'game_type', 'game_code']).doNothing())
        .returning('node_id')
        .executeTakeFirst();
      return row?.node_id;
    },

    async updateGame(
      nodeId: number,
      patch: Partial<{ names: LocalisedNames; displayName: string; searchText: string; artVersion: string; isHot: boolean; status: number; sort: number; popularity: number }>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('lobby_games')
        .set({
          ...(patch.names ? { names: JSON.stringify(patch.names) as unknown as LocalisedNames } : {}),
          ...(patch.displayName !== undefined ? { display_name: patch.displayName } : {}),
          ...(patch.searchText !== undefined ? { search_text: patch.searchText } : {}),
          ...(patch.artVersion !== undefined ? { art_version: patch.artVersion } : {}),
          ...(patch.isHot !== undefined ? { is_hot: patch.isHot } : {}),
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
          ...(patch.popularity !== undefined ? { popularity: patch.popularity } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('node_id', '=', nodeId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async addVendorGameType(code: string, gameType: GameType): Promise<void> {
      await db
        .updateTable('lobby_vendors')
        .set({ game_types: sql<string[]>`array_append(game_types, ${gameType})`, updated_at: sql<Date>`now()` })
        .where('code', '=', code)
        .where(sql<boolean>`not (${gameType} = any(game_types))`)
        .execute();
    },

    async updateVendor(code: string, patch: Partial<{ status: number; maintenance: boolean; sort: number }>): Promise<boolean> {
      const result = await db
        .updateTable('lobby_vendors')
        .set({ ...patch, updated_at: sql<Date>`now()` })
        .where('code', '=', code)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
