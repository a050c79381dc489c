/**
 * Catalogue navigation calls: GET /lgw/games/game_menus (header and side menu), GET /lgw/games/lanes
 * (home vendor lanes), GET /lgw/games/vassalage_game_types, and the Vietnamese lottery menus
 * GET /lgw/vn/games/game_menu and GET /lgw/vn/games/game_menu/recent.
 */
import { z } from 'zod';
import { gamePlatforms, gameTypes, gameTypeSchema } from './game-types.ts';
import { gameSchema } from './games.ts';

const languageSchema = z.string().trim().max(10).optional();

/** One category of the menus: its vendors' entries (a GAME entry launches, a VASSALAGE entry opens the vendor's list). */
export const gameMenuSchema = z.object({
  gameType: gameTypeSchema,
  title: z.string(),
  sort: z.number().int(),
  vendors: z.array(gameSchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;
export const gameMenusQuerySchema = z.object({ language: languageSchema });
/** Only categories that have vendors are listed (spec §2 Header). */
export const gameMenusValueSchema = z.object({ menus: z.array(gameMenuSchema) });

/** A vendor card of a lane. */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  maintenance: z.boolean(),
  gameCount: z.number().int().nonnegative(),
  /** The entry to open when the card is clicked. */
  entry: gameSchema.nullable(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** A classification of a lane and the vendors that have games in it. */
export const laneClassifySchema = z.object({ name: z.string(), key: z.string(), vendors: z.array(z.string()) });

/** A vendor lane (spec §3): cards keyed by vassalage, in the order of `order`. */
export const vendorLaneSchema = z.object({
  title: z.string(),
  gameType: gameTypeSchema,
  cards: z.record(z.string(), vendorCardSchema),
  order: z.array(z.string()),
  gameClassify: z.array(laneClassifySchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;
export const vendorLanesQuerySchema = z.object({ platform: z.enum(gamePlatforms).default('html5-desktop'), language: languageSchema });
export const vendorLanesValueSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type VendorLanesValue = z.infer<typeof vendorLanesValueSchema>;

/** Which vendors serve each game type; spec §4 reads ELOTT's vendors to choose the prize mode. */
export const vendorSummarySchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  gameTypes: z.array(gameTypeSchema),
  maintenance: z.boolean(),
});
export const vassalageGameTypesValueSchema = z.object({
  gameTypes: z.record(z.enum(gameTypes), z.array(z.string())),
  vendors: z.array(vendorSummarySchema),
});

/** Vietnamese lottery menu: one group per region or speed, each with its games. */
export const vietnamMenuGroupSchema = z.object({ key: z.string(), title: z.string(), games: z.array(gameSchema) });
export const vietnamMenuValueSchema = z.object({ list: z.array(vietnamMenuGroupSchema) });
export const vietnamRecentValueSchema = z.object({ list: z.array(gameSchema) });
export const vietnamMenuQuerySchema = z.object({ language: languageSchema });
