/**
 * Lobby game calls of spec §7 Games: the game list, favourites, recent and hot games.
 * Paths: GET /lgw/games/list, GET /lgw/games/favorite/list, GET /lgw/games/favorite/ids,
 * POST /lgw/games/favorite, DELETE /lgw/games/favorite?nodeId=, GET /lgw/games/recent/list, GET /lgw/games/hot/list.
 */
import { z } from 'zod';
import { gameClassifyPattern, gameKinds, gamePlatforms, gameTypeSchema, vendorCodeSchema, webClientType, type GamePlatform } from './game-types.ts';
import {
  favouritePageSizeMax,
  gameListPageSizeDefault,
  gameListPageSizeMax,
  optionalFilterSchema,
  pageNoMax,
  searchTextSchema,
  wholeNumberSchema,
} from './query-fields.ts';

/** A game card as every lobby list returns it (spec §3 Game). */
export const gameSchema = z.object({
  nodeId: z.number().int().positive(),
  /** The name in the asked language; `gameName` repeats it under the other name the spec uses. */
  nodeName: z.string(),
  gameName: z.string(),
  /** The vendor's own name of the game. */
  displayName: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: gameTypeSchema,
  gameClassify: z.string(),
  iconUrl: z.string(),
  showIcon: z.string(),
  lagerIcon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** 1 when released in the last 30 days (selection mode NEW). */
  isNew: z.union([z.literal(0), z.literal(1)]),
  isGame: z.enum(gameKinds),
  /** The vendor is under maintenance: the card shows, the launch answers game_maintenance. */
  maintenance: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

const clientTypeSchema = wholeNumberSchema(1, 9).default(webClientType);
const languageSchema = z.string().trim().max(10).optional();
const merchantSchema = z.string().trim().regex(/^[A-Z0-9_]{2,32}$/).optional();

/** A comma-separated platform list such as `flash,html5-desktop`; each entry must be a known platform. */
export const platformListSchema = z.preprocess(
  (input) => (typeof input === 'string' ? input.split(',').map((part) => part.trim()).filter((part) => part.length > 0) : input),
  z.array(z.enum(gamePlatforms)).min(1).max(gamePlatforms.length),
);

const gameTypeFilterSchema = optionalFilterSchema(gameTypeSchema);
const vendorFilterSchema = optionalFilterSchema(vendorCodeSchema);
const classifyFilterSchema = optionalFilterSchema(z.string().trim().regex(gameClassifyPattern, 'classification key: upper-case letters, digits or _'));

/**
 * Game list query. A well-formed vendor or classification that matches nothing gives an empty page;
 * a malformed one, an unknown game type or platform, or a page out of bounds is a 400.
 */
export const gameListQuerySchema = z.object({
  clientType: clientTypeSchema,
  platform: platformListSchema.optional(),
  merchant: merchantSchema,
  gameType: gameTypeFilterSchema,
  vassalage: vendorFilterSchema,
  gameClassify: classifyFilterSchema,
  gameName: searchTextSchema,
  pageNo: wholeNumberSchema(1, pageNoMax).default(1),
  pageSize: wholeNumberSchema(1, gameListPageSizeMax).default(gameListPageSizeDefault),
  language: languageSchema,
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;
export const gameListValueSchema = z.object({ games: z.array(gameSchema), totalPages: z.number().int().nonnegative(), total: z.number().int().nonnegative() });
export type GameListValue = z.infer<typeof gameListValueSchema>;

/** Favourite list query (spec §9: the site fetches pageSize 999). */
export const favouriteListQuerySchema = z.object({
  clientType: clientTypeSchema,
  platform: platformListSchema.optional(),
  gameType: gameTypeFilterSchema,
  vassalage: vendorFilterSchema,
  pageNo: wholeNumberSchema(1, pageNoMax).default(1),
  pageSize: wholeNumberSchema(1, favouritePageSizeMax).default(favouritePageSizeMax),
  language: languageSchema,
});
export type FavouriteListQuery = z.infer<typeof favouriteListQuerySchema>;
export const favouriteListValueSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  totalElements: z.number().int().nonnegative(),
});
export type FavouriteListValue = z.infer<typeof favouriteListValueSchema>;

export const favouriteIdsValueSchema = z.object({ nodeIds: z.array(z.number().int().positive()) });

/** Add favourite (spec §3 Favourite payload): vendor and game type must be those of the game. */
export const favouriteAddSchema = z.object({
  nodeId: wholeNumberSchema(1, 2_147_483_647),
  vendor: vendorCodeSchema,
  gameType: gameTypeSchema,
});
export type FavouriteAdd = z.infer<typeof favouriteAddSchema>;
export const favouriteRemoveQuerySchema = z.object({ nodeId: wholeNumberSchema(1, 2_147_483_647) });
/** `added`/`removed` say whether the call changed anything: repeating it is harmless. */
export const favouriteChangeValueSchema = z.object({ nodeId: z.number().int(), favourite: z.boolean(), changed: z.boolean() });

/** Recent list query; the home page shows up to 24 (spec §9). */
export const recentPageSizeDefault = 24;
export const recentListQuerySchema = z.object({
  page: wholeNumberSchema(1, pageNoMax).default(1),
  pageSize: wholeNumberSchema(1, gameListPageSizeMax).default(recentPageSizeDefault),
  gameType: gameTypeFilterSchema,
  vassalage: vendorFilterSchema,
  language: languageSchema,
  clientType: clientTypeSchema,
});
export type RecentListQuery = z.infer<typeof recentListQuerySchema>;
export const recentListValueSchema = z.object({ list: z.array(gameSchema), totalPages: z.number().int().nonnegative() });

/** Hot games: isPlatform 1 keeps the platform's own vendors, 2 (the site's value) every vendor. */
export const hotPlatformDefault: GamePlatform[] = ['flash', 'html5-desktop'];
export const hotListLengthMax = 96;
export const hotListQuerySchema = z.object({
  merchantCode: merchantSchema,
  isPlatform: z.preprocess((input) => (typeof input === 'string' ? Number(input) : input), z.union([z.literal(1), z.literal(2)])).default(2),
  vassalage: vendorFilterSchema,
  gameType: gameTypeFilterSchema,
  platform: platformListSchema.default(hotPlatformDefault),
  language: languageSchema,
});
export type HotListQuery = z.infer<typeof hotListQuerySchema>;
export const hotListValueSchema = z.object({ list: z.array(gameSchema) });
