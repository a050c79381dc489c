/**
 * Lottery games (spec §3 game categories and prize modes, §7 lottery games with query prizeMode):
 * each game is one draw series of a family (fast draws, the Vietnamese and the SEA lotteries), paid
 * either by prize group (LOTT) or by fixed decimal odds (ELOTT, SEA). Amounts are integer minor units;
 * odds are integer thousandths of a unit staked, stake included (1.98 is 1980).
 */
import { z } from 'zod';

/** The language of names in an answer (lang or language in the query; the header otherwise). */
export const lotteryLanguageSchema = z.string().trim().max(10).optional();

/** Prize modes of spec §9: LOTT prize groups; ZY the same table under its own name; ELOTT and SEA fixed odds. */
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];
export const prizeModeSchema = z.enum(prizeModes);

/** Whether a prize mode pays by prize group (true) or by fixed odds (false). */
export function paysByPrizeGroup(prizeMode: PrizeMode): boolean {
  return prizeMode === 'LOTT' || prizeMode === 'ZY';
}

/** Families of draws: the fast draws of game-math, the Vietnamese lottery, Thai-style and 4D. */
export const lotteryFamilies = ['ssc', '11x5', 'k3', 'pk10', 'keno', 'vietnam', 'thai', '4d'] as const;
export type LotteryFamilyCode = (typeof lotteryFamilies)[number];

export const vietnamRegions = ['north', 'south', 'central'] as const;
export type VietnamRegionCode = (typeof vietnamRegions)[number];

/** A lottery game code: upper-case letters, digits and `_`, as in the catalogue (SSC_1M, VN_MIEN_BAC). */
export const lotteryGameCodePattern = /^[A-Z0-9_]{2,32}$/;
export const lotteryGameCodeSchema = z.string().trim().regex(lotteryGameCodePattern, 'a game code: 2–32 upper-case letters, digits or _');

/** A time of day in the game's time zone, 24 h. */
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** Draw intervals a day divides into evenly, from 10 seconds to a day (listed, so the API document states them). */
const drawIntervals = Array.from({ length: 86_400 - 9 }, (_, index) => index + 10).filter((seconds) => 86_400 % seconds === 0) as [number, ...number[]];

/**
 * When a game draws: every `seconds` (a divisor of a day, counted from local midnight), on weekdays
 * (0 Sunday … 6 Saturday) or on days of the month, at a local time.
 */
export const lotteryScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interval'), seconds: z.literal(drawIntervals, 'a number of seconds that divides a day, from 10') }),
  z.object({ kind: z.literal('weekly'), time: timeOfDaySchema, weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7) }),
  z.object({ kind: z.literal('monthly'), time: timeOfDaySchema, days: z.array(z.number().int().min(1).max(28)).min(1).max(28) }),
]);
export type LotterySchedule = z.infer<typeof lotteryScheduleSchema>;

/** The operator's limits of a game. Zero means no limit for the payout and stake caps. */
export const lotteryLimitsSchema = z.object({
  /** The largest multiplier of one bet. */
  multiplierMax: z.number().int().min(1).max(100_000),
  /** Smallest and largest cost of one bet. */
  stakeMin: z.number().int().min(1),
  stakeMax: z.number().int().min(1),
  /** Stake on one number (a picked number of a bet that covers one combination per pick) in one draw, all members together. */
  stakePerNumberMax: z.number().int().min(0),
  /** Stake of all bets of one draw. */
  stakePerDrawMax: z.number().int().min(0),
  /** A bet never pays more than this; the excess is not paid. */
  payoutPerBetMax: z.number().int().min(0),
  /** The book's worst case over the bets of one draw. */
  payoutPerDrawMax: z.number().int().min(0),
});
export type LotteryLimits = z.infer<typeof lotteryLimitsSchema>;

/** One bet type as a game offers it: its code (game-math), and for fixed odds the odds of each prize level. */
export const lotteryBetTypeOfferSchema = z.object({
  code: z.string(),
  /** Fixed odds per prize level in thousandths (ELOTT and SEA, and every Vietnamese type); empty for prize-group play. */
  oddsMilli: z.record(z.string(), z.number().int().nonnegative()),
});
export type LotteryBetTypeOffer = z.infer<typeof lotteryBetTypeOfferSchema>;

/** The next draw a list shows beside each game. */
export const nextDrawSchema = z.object({ issue: z.string(), closesAt: z.string(), drawAt: z.string() });

export const lotteryGameSummarySchema = z.object({
  gameCode: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
  family: z.enum(lotteryFamilies),
  region: z.enum(vietnamRegions).nullable(),
  prizeMode: prizeModeSchema,
  schedule: lotteryScheduleSchema,
  timeZone: z.string(),
  closeSeconds: z.number().int(),
  nextDraw: nextDrawSchema.nullable(),
});
export type LotteryGameSummary = z.infer<typeof lotteryGameSummarySchema>;

export const lotteryGameListQuerySchema = z.object({
  prizeMode: prizeModeSchema.optional(),
  /** One vendor's games only (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT). */
  vassalage: z.string().regex(/^[A-Z0-9_]{2,32}$/).optional(),
  language: lotteryLanguageSchema,
});
export type LotteryGameListQuery = z.infer<typeof lotteryGameListQuerySchema>;
export const lotteryGameListValueSchema = z.object({ list: z.array(lotteryGameSummarySchema), serverTime: z.string() });
export type LotteryGameListValue = z.infer<typeof lotteryGameListValueSchema>;

export const lotteryGameQuerySchema = z.object({ gameCode: lotteryGameCodeSchema, language: lotteryLanguageSchema });

/** The prize groups a caller may bet at (prize-group play): up to `max`, with the rebate of each step shown by the page. */
export const prizeGroupRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });

export const lotteryGameDetailSchema = lotteryGameSummarySchema.extend({
  betTypes: z.array(lotteryBetTypeOfferSchema),
  /** Unit prices a bet may use, largest first (e.g. 2.00, 0.20, 0.02). */
  unitPrices: z.array(z.number().int().positive()),
  limits: lotteryLimitsSchema,
  /** Numbers the operator closed for betting, as `betType:row:value` keys. */
  closedNumbers: z.array(z.string()),
  /** The caller's prize groups; null for guests and fixed-odds games. */
  prizeGroups: prizeGroupRangeSchema.nullable(),
  chaseIssuesMax: z.number().int(),
});
export type LotteryGameDetail = z.infer<typeof lotteryGameDetailSchema>;

/** Lottery lobby launch: where the game opens and the prize mode its page uses. */
export const lotteryLaunchRequestSchema = z.object({ gameCode: lotteryGameCodeSchema });
export const lotteryLaunchValueSchema = z.object({
  route: z.enum(['/lottery', '/vnLottery', '/seaLottery']),
  gameCode: z.string(),
  vassalage: z.string(),
  prizeMode: prizeModeSchema,
});
export type LotteryLaunchValue = z.infer<typeof lotteryLaunchValueSchema>;

/** The realtime topic of one game's countdown and results; browsers subscribe to it. */
export const lotteryTopicPrefix = 'lottery:';
export const lotteryTopic = (gameCode: string) => `${lotteryTopicPrefix}${gameCode}`;
