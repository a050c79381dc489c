/**
 * The lobby's stable codes: game types (the categories of spec §3), their classifications,
 * the platforms a game runs on and the platform's own vendors. Codes are never renamed once shipped.
 */
import { z } from 'zod';

/**
 * Game types, one per lobby category of spec §3:
 * LIVE live dealer, RNG slots and other random-number games, SPORTS sportsbooks, ESPORTS esports books,
 * PVP peer-to-peer card and board games, FISH fishing and arcade shooters, LOTT lottery, ELOTT e-lottery
 * (fast draws and Vietnamese lotteries), COCK cockfight.
 */
export const gameTypes = ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'PVP', 'FISH', 'LOTT', 'ELOTT', 'COCK'] as const;
export type GameType = (typeof gameTypes)[number];
export const gameTypeSchema = z.enum(gameTypes);

/**
 * Classifications inside a game type, shown as the lobby's classification swiper and as a lane's
 * gameClassify list. ORIGINALS are the house games (slot, dice, mines, crash); LOBBY is a vendor's own lobby.
 */
export const gameClassifiesByType = {
  LIVE: ['BACCARAT', 'ROULETTE', 'BLACKJACK', 'SICBO', 'DRAGON_TIGER', 'GAME_SHOW', 'LOBBY'],
  RNG: ['SLOT', 'MEGAWAYS', 'JACKPOT', 'TABLE', 'ORIGINALS'],
  SPORTS: ['LOBBY', 'VIRTUAL'],
  ESPORTS: ['LOBBY', 'VIRTUAL'],
  PVP: ['POKER', 'MAHJONG', 'CARD'],
  FISH: ['FISHING', 'ARCADE'],
  LOTT: ['SSC', 'ELEVEN_FIVE', 'K3', 'PK10', 'KENO', 'LOTTO'],
  ELOTT: ['SSC', 'ELEVEN_FIVE', 'K3', 'PK10', 'KENO', 'VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'VN_FAST'],
  COCK: ['LOBBY', 'DERBY'],
} as const satisfies Record<GameType, readonly string[]>;
export type GameClassify = (typeof gameClassifiesByType)[GameType][number];

/** A classification key as it travels in a query: upper-case letters, digits and `_`. */
export const gameClassifyPattern = /^[A-Z0-9_]{1,32}$/;

/**
 * How a catalogue entry opens (spec §3 Game, isGame): GAME launches, VASSALAGE opens the popup list
 * of that vendor's games in its game type.
 */
export const gameKinds = ['GAME', 'VASSALAGE'] as const;
export type GameKind = (typeof gameKinds)[number];

/** Platforms a game runs on; a query may name several, comma-separated (hot games use `flash,html5-desktop`). */
export const gamePlatforms = ['html5-desktop', 'html5', 'flash'] as const;
export type GamePlatform = (typeof gamePlatforms)[number];

/** A vendor code (vassalage): upper-case letters, digits and `_`. */
export const vendorCodePattern = /^[A-Z0-9_]{2,32}$/;
export const vendorCodeSchema = z.string().trim().regex(vendorCodePattern, 'vendor code: 2–32 upper-case letters, digits or _');

/** The platform's own vendors; games of these run inside the platform (spec §4 Start game). */
export const platformVendors = {
  house: 'HOUSE',
  lottery: 'LOTT',
  eLottery: 'ELOTT',
  vietnamLottery: 'TCG_LOTTO_VN',
  southEastAsiaLottery: 'TCG_SEA',
} as const;
export const platformVendorCodes: readonly string[] = Object.values(platformVendors);

/** House game codes of vendor HOUSE; the games module launches them by these codes. */
export const houseGameCodes = { slot: 'SLOT', dice: 'DICE', mines: 'MINES', crash: 'CRASH' } as const;

/** Client type of the web site (spec §9). */
export const webClientType = 3;
