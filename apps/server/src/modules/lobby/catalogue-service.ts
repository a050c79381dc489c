import { createHash } from 'node:crypto';
import {
  gameClassifiesByType,
  gameTypes,
  hotListLengthMax,
  normaliseSearchText,
  platformVendors,
  type Game,
  type GameKind,
  type GameListQuery,
  type GameListValue,
  type GameType,
  type HotListQuery,
  type Language,
  type VendorCard,
  type VendorLanesValue,
} from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import type { ChangeBus } from './change-bus.ts';
import type { GameCardRow, GameFilter } from './catalogue-repository.ts';
import { classifyTitle } from './classify-titles.ts';
import type { CatalogueGame, CatalogueVendor, LocalisedNames } from './demo-catalogue.ts';
import { gameArtSvg, vendorArtSvg, type ArtVariant } from './game-art.ts';
import { localisedName, toGameCard, vendorLogoUrl } from './game-cards.ts';
import type { LobbyRepository } from './repository.ts';
import { addBestBrotli, addGzip } from '../../platform/conditional-get.ts';
import { prepareEnvelope, prepareGamePage, prepareRaw, ResponseCache, serialiseItem, type PreparedResponse, type SerialisedItem } from './response-cache.ts';
import { searchIndex } from './search-index.ts';

type DemoCatalogue = { vendors: readonly CatalogueVendor[]; games: readonly CatalogueGame[] };
/** A card of the search index with its serialised forms, filled in as languages ask for it. */
type IndexedCard = { row: GameCardRow; serialised: Partial<Record<Language, SerialisedItem<Game>>> };

/** Lists stay cached this long even without a change message, which bounds staleness on nodes without Redis. */
const listCacheMs = 60_000;
const listCacheEntriesMax = 2_000;
/**
 * New lists (mostly one-off searches) kept until asked for again. Few: under a stream of new searches each
 * is dropped soon, while still young to the garbage collector, which keeps collection pauses short.
 */
const listProbationEntriesMax = 64;
const artCacheEntriesMax = 4_000;
const seedBatchSize = 5_000;
const vietnamGroupOrder = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'VN_FAST'];

/** The searchable text of a game: every distinct name and its code, normalised. */
export function searchTextOf(names: LocalisedNames, displayName: string, gameCode: string): string {
  // Most names repeat across languages: each distinct text is normalised once.
  const parts = [...new Set([...Object.values(names), displayName, gameCode])].map((part) => normaliseSearchText(part)).filter(Boolean);
  return [...new Set(parts)].join(' | ');
}

/** A short hash of the names, part of the artwork address so that a rename refreshes caches. */
export function artVersionOf(names: LocalisedNames, displayName: string): string {
  return createHash('sha256').update(JSON.stringify([names, displayName])).digest('hex').slice(0, 10);
}

/** The game a launch needs: what it is, who serves it, and whether it can start now. */
export interface LaunchableGame {
  nodeId: number;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  gameClassify: string;
  isGame: GameKind;
  names: LocalisedNames;
  /** The game and its vendor are shown; false for hidden ones. */
  available: boolean;
  maintenance: boolean;
}

/** The catalogue: lists, navigation and artwork, with per-language caches that every catalogue change clears. */
export function catalogueService(options: { repository: LobbyRepository; bus: ChangeBus }) {
  const catalogue = options.repository.catalogue;
  // A list asked for again is worth compressing for gzip clients; one asked for often, worth the best Brotli.
  const lists = new ResponseCache({
    name: 'lobby_lists',
    maxEntries: listCacheEntriesMax,
    probationEntriesMax: listProbationEntriesMax,
    ttlMs: listCacheMs,
    onProven: addGzip,
    onPopular: (response) => void addBestBrotli(response),
  });
  const art = new ResponseCache({ name: 'lobby_art', maxEntries: artCacheEntriesMax, ttlMs: 24 * 60 * 60 * 1000 });
  const search = searchIndex<IndexedCard>(async () => (await catalogue.searchEntries()).map((entry) => ({ ...entry, card: { row: entry.card, serialised: {} } })), {
    ttlMs: listCacheMs,
  });
  options.bus.onChange(() => {
    lists.clear();
    art.clear();
    search.clear();
  });

  /** An indexed card as the game card of a language with its JSON, made once per card, language and index load. */
  function serialisedCard(card: IndexedCard, language: Language): SerialisedItem<Game> {
    return (card.serialised[language] ??= serialiseItem(toGameCard(card.row, language)));
  }

  /**
   * One page of the list: a name search is answered from the in-memory index with the cards' JSON made
   * once, the rest by the database (an index walk).
   */
  async function gamePage(filter: GameFilter, query: GameListQuery, language: Language): Promise<PreparedResponse<GameListValue>> {
    const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
    if (filter.search) {
      const found = await search.page({ ...filter, search: filter.search }, page);
      return prepareGamePage(found.cards.map((card) => serialisedCard(card, language)), Math.ceil(found.total / query.pageSize), found.total);
    }
    const { rows, total } = await catalogue.listGames(filter, page);
    return prepareEnvelope({ games: rows.map((row) => toGameCard(row, language)), totalPages: Math.ceil(total / query.pageSize), total });
  }

  async function visibleCounts(platform: string | undefined) {
    const [counts, vendors] = await Promise.all([catalogue.gameCounts(platform), catalogue.listVendors()]);
    return { counts, vendors };
  }

  /** The entry of each vendor and type, a lobby game preferred over a VASSALAGE entry. */
  async function entriesByVendorAndType(): Promise<Map<string, GameCardRow>> {
    const entries = new Map<string, GameCardRow>();
    for (const row of await catalogue.vendorEntries()) {
      const key = `${row.vendor_code}:${row.game_type}`;
      if (!entries.has(key) || row.game_classify === 'LOBBY') entries.set(key, row);
    }
    return entries;
  }

  /** What the games module needs to launch a game; undefined for an unknown node id. */
  async function launchableGame(nodeId: number): Promise<LaunchableGame | undefined> {
    const game = await catalogue.findGame(nodeId);
    if (!game) return undefined;
    const vendor = await catalogue.findVendor(game.vendor_code);
    return {
      nodeId: game.node_id,
      vendorCode: game.vendor_code,
      gameCode: game.game_code,
      gameType: game.game_type,
      gameClassify: game.game_classify,
      isGame: game.is_game,
      names: game.names,
      available: game.status === 1 && vendor?.status === 1,
      maintenance: vendor?.maintenance ?? false,
    };
  }

  async function buildLanes(platform: string, language: Language): Promise<VendorLanesValue> {
    const [laneRows, { counts, vendors }, entries] = await Promise.all([catalogue.listLanes(platform), visibleCounts(platform), entriesByVendorAndType()]);
    const lanes: VendorLanesValue['data']['lanes'] = [];
    for (const lane of laneRows) {
      const typeCounts = counts.filter((count) => count.gameType === lane.game_type);
      const gamesPerVendor = new Map<string, number>();
      for (const count of typeCounts) gamesPerVendor.set(count.vendorCode, (gamesPerVendor.get(count.vendorCode) ?? 0) + count.count);
      const laneVendors = vendors.filter((vendor) => gamesPerVendor.has(vendor.code));
      if (laneVendors.length === 0) continue;
      const cards: Record<string, VendorCard> = {};
      for (const vendor of laneVendors) {
        const entry = entries.get(`${vendor.code}:${lane.game_type}`);
        cards[vendor.code] = {
          vassalage: vendor.code,
          name: localisedName(vendor.names, language),
          logoUrl: vendorLogoUrl(vendor.code, vendor.logo_url),
          maintenance: vendor.maintenance,
          gameCount: gamesPerVendor.get(vendor.code) ?? 0,
          entry: entry ? toGameCard(entry, language) : null,
        };
      }
      const known: readonly string[] = gameClassifiesByType[lane.game_type];
      const keys = [...known, ...new Set(typeCounts.map((count) => count.classify).filter((key) => !known.includes(key)))];
      const gameClassify = keys
        .map((key) => ({ key, name: classifyTitle(key, language), vendors: laneVendors.filter((vendor) => typeCounts.some((count) => count.vendorCode === vendor.code && count.classify === key)).map((vendor) => vendor.code) }))
        .filter((classify) => classify.vendors.length > 0);
      lanes.push({ title: localisedName(lane.titles, language), gameType: lane.game_type, cards, order: laneVendors.map((vendor) => vendor.code), gameClassify });
    }
    return { data: { lanes } };
  }

  async function buildMenus(language: Language) {
    const [menus, { counts, vendors }, entries] = await Promise.all([catalogue.listMenus(), visibleCounts(undefined), entriesByVendorAndType()]);
    return {
      menus: menus
        .map((menu) => ({
          gameType: menu.game_type,
          title: localisedName(menu.titles, language),
          sort: menu.sort,
          vendors: vendors
            .filter((vendor) => counts.some((count) => count.vendorCode === vendor.code && count.gameType === menu.game_type))
            .map((vendor) => entries.get(`${vendor.code}:${menu.game_type}`))
            .filter((entry): entry is GameCardRow => entry !== undefined)
            .map((entry) => toGameCard(entry, language)),
        }))
        .filter((menu) => menu.vendors.length > 0),
    };
  }

  async function buildVassalageGameTypes(language: Language) {
    const vendors = await catalogue.listVendors();
    const byType = Object.fromEntries(gameTypes.map((type) => [type, [] as string[]])) as Record<GameType, string[]>;
    for (const vendor of vendors) for (const type of vendor.game_types) byType[type as GameType]?.push(vendor.code);
    return {
      gameTypes: byType,
      vendors: vendors.map((vendor) => ({
        vassalage: vendor.code,
        name: localisedName(vendor.names, language),
        logoUrl: vendorLogoUrl(vendor.code, vendor.logo_url),
        gameTypes: vendor.game_types.filter((type): type is GameType => (gameTypes as readonly string[]).includes(type)),
        maintenance: vendor.maintenance,
      })),
    };
  }

  async function buildVietnamMenu(language: Language) {
    const { rows } = await catalogue.listGames({ vendorCode: platformVendors.vietnamLottery }, { offset: 0, limit: 500 });
    const keys = [...vietnamGroupOrder, ...new Set(rows.map((row) => row.game_classify).filter((key) => !vietnamGroupOrder.includes(key)))];
    return {
      list: keys
        .map((key) => ({ key, title: classifyTitle(key, language), games: rows.filter((row) => row.game_classify === key).map((row) => toGameCard(row, language)) }))
        .filter((group) => group.games.length > 0),
    };
  }

  return {
    /** One page of the lobby, cached per language and query; the search is trimmed, case- and accent-insensitive. */
    listGames(query: GameListQuery, language: Language): Promise<PreparedResponse<GameListValue>> {
      const search = query.gameName ? normaliseSearchText(query.gameName) || undefined : undefined;
      const filter: GameFilter = { gameType: query.gameType, vendorCode: query.vassalage, classify: query.gameClassify, platforms: query.platform, search };
      const key = `list:${language}:${JSON.stringify([filter.gameType, filter.vendorCode, filter.classify, filter.platforms, search, query.pageNo, query.pageSize])}`;
      return lists.get(key, () => gamePage(filter, query, language));
    },

    hotGames(query: HotListQuery, language: Language) {
      const filter: GameFilter = { gameType: query.gameType, vendorCode: query.vassalage, platforms: query.platform, platformVendorsOnly: query.isPlatform === 1 };
      const key = `hot:${language}:${JSON.stringify([filter.gameType, filter.vendorCode, filter.platforms, filter.platformVendorsOnly])}`;
      return lists.get(key, async () => {
        const rows = await catalogue.listHotGames(filter, hotListLengthMax);
        return prepareEnvelope({ list: rows.map((row) => toGameCard(row, language)) });
      });
    },

    menus: (language: Language) => lists.get(`menus:${language}`, async () => prepareEnvelope(await buildMenus(language))),
    lanes: (platform: string, language: Language) => lists.get(`lanes:${platform}:${language}`, async () => prepareEnvelope(await buildLanes(platform, language))),
    vassalageGameTypes: (language: Language) => lists.get(`vassalage:${language}`, async () => prepareEnvelope(await buildVassalageGameTypes(language))),
    vietnamMenu: (language: Language) => lists.get(`vietnam:${language}`, async () => prepareEnvelope(await buildVietnamMenu(language))),

    /** Game cards by node id in the given order; ids of hidden or unknown games are left out. */
    async gameCards(nodeIds: readonly number[], language: Language) {
      const rows = new Map((await catalogue.gameCardsByIds(nodeIds)).map((row) => [row.node_id, row]));
      return nodeIds.flatMap((nodeId) => {
        const row = rows.get(nodeId);
        return row ? [toGameCard(row, language)] : [];
      });
    },

    launchableGame,

    /** The same for a vendor's game code (vendors name games by code in their wallet calls). */
    async launchableGameByCode(vendorCode: string, gameCode: string, gameType?: GameType): Promise<LaunchableGame | undefined> {
      const found = await catalogue.findGameByCode(vendorCode, gameCode, gameType);
      return found ? launchableGame(found.node_id) : undefined;
    },

    /** A game's artwork and its current version (the address carries it, so a matching one may be cached for good). */
    async gameArt(nodeId: number, variant: ArtVariant, language?: Language): Promise<{ art: PreparedResponse<string>; version: string }> {
      const game = await catalogue.findGame(nodeId);
      if (!game) throw new AppError('game_not_found');
      // Titled with the card's own name in the card's language, so picture and name never disagree.
      const title = language ? localisedName(game.names, language) : game.display_name;
      const response = await art.get(`game:${nodeId}:${game.art_version}:${variant}:${language ?? ''}`, async () =>
        prepareRaw(gameArtSvg({ key: `${game.vendor_code}:${game.game_code}`, title, gameType: game.game_type }, variant)),
      );
      return { art: response, version: game.art_version };
    },

    async vendorArt(code: string): Promise<PreparedResponse<string>> {
      const vendor = await catalogue.findVendor(code);
      if (!vendor) throw new AppError('vendor_not_found');
      return art.get(`vendor:${code}:${vendor.names.en}`, async () => prepareRaw(vendorArtSvg({ code, name: vendor.names.en })));
    },

    isEmpty: async () => (await catalogue.countVendors()) === 0,

    /** Writes a generated catalogue; games whose node ids exist are left as they are, so a repeated seed changes nothing. */
    async seedCatalogue(demo: DemoCatalogue): Promise<{ vendors: number; games: number }> {
      await catalogue.insertVendors(demo.vendors);
      let inserted = 0;
      for (let start = 0; start < demo.games.length; start += seedBatchSize) {
        const batch = demo.games.slice(start, start + seedBatchSize).map((game) => ({
          ...game,
          searchText: searchTextOf(game.names, game.displayName, game.gameCode),
          artVersion: artVersionOf(game.names, game.displayName),
        }));
        inserted += await catalogue.insertGames(batch);
      }
      await catalogue.analyse();
      await options.bus.publish();
      return { vendors: demo.vendors.length, games: inserted };
    },

    /** Drops this node's cached lists and tells the other nodes to do the same. */
    catalogueChanged: () => options.bus.publish(),
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
