/**
 * Member centre records of games (spec §2 personalHistoryCopy and personalProfit):
 * GET /wps/member/betting-records (every round of every vendor and of the lottery, filtered and paged, with totals),
 * GET /wps/member/betting-records/recall (the last 10 rounds in full detail) and
 * GET /wps/member/profit (stake, valid bet, win and net by category and day in the merchant's time zone).
 * Amounts are integer minor units; `net` is the player's result (win − valid bet).
 */
import { z } from 'zod';
import { gameTypes, gameTypeSchema, platformVendors, vendorCodeSchema, type GameType } from '../lobby/game-types.ts';
import { calendarDateSchema, optionalFilterSchema, orderedDateRangeMeta, wholeNumberSchema } from '../lobby/query-fields.ts';

export const roundStatuses = ['open', 'settled', 'rolled_back', 'cancelled'] as const;
export type RoundStatus = (typeof roundStatuses)[number];

/**
 * The categories the records count rounds under: the lobby's game types, with the platform's own games
 * (vendor HOUSE: slot, dice, mines, crash; the lobby's ORIGINALS classification) in a category of their own
 * rather than among the vendors' slots.
 */
export const recordCategories = [...gameTypes, 'ORIGINALS'] as const;
export type RecordCategory = (typeof recordCategories)[number];
export const recordCategorySchema = z.enum(recordCategories);

/** The records' category of a round of a vendor's game of a game type. */
export function recordCategoryOf(vendorCode: string, gameType: GameType): RecordCategory {
  return vendorCode === platformVendors.house ? 'ORIGINALS' : gameType;
}

export const bettingRecordPageSizeDefault = 20;
export const bettingRecordPageSizeMax = 100;
/** The longest date range one query may span; the date presets use 7 and 30 days. */
export const recordRangeDaysMax = 92;
/** Game recall shows this many of the latest rounds in full. */
export const recallRoundCount = 10;

const isoDate = calendarDateSchema;

/** A date range in the merchant's days, both ends included; the default is the last 7 days. */
const dateRangeFields = {
  from: isoDate.optional(),
  to: isoDate.optional(),
};

function rangeIsOrdered(range: { from?: string | undefined; to?: string | undefined }): boolean {
  return range.from === undefined || range.to === undefined || range.from <= range.to;
}

export const bettingRecordQuerySchema = z
  .object({
    ...dateRangeFields,
    category: optionalFilterSchema(recordCategorySchema),
    vassalage: optionalFilterSchema(vendorCodeSchema),
    status: optionalFilterSchema(z.enum(roundStatuses)),
    pageNo: wholeNumberSchema(1, 10_000).default(1),
    pageSize: wholeNumberSchema(1, bettingRecordPageSizeMax).default(bettingRecordPageSizeDefault),
  })
  .refine(rangeIsOrdered, { message: 'from must not be after to', path: ['from'], params: { rule: 'range' } })
  .meta(orderedDateRangeMeta);
export type BettingRecordQuery = z.infer<typeof bettingRecordQuerySchema>;

export const bettingRecordSchema = z.object({
  roundId: z.string(),
  /** The vendor's own round reference (for the lottery, the bet's reference). */
  round: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  /** The game's name in the language of the request (the catalogue's), else the name the round was opened with. */
  gameName: z.string(),
  gameType: gameTypeSchema,
  /** The category the round counts under in the records and the profit page. */
  category: recordCategorySchema,
  status: z.enum(roundStatuses),
  stake: z.number().int(),
  validBet: z.number().int(),
  winAmount: z.number().int(),
  net: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
  currency: z.string(),
  playMoney: z.boolean(),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BettingRecord = z.infer<typeof bettingRecordSchema>;

export const recordTotalsSchema = z.object({
  count: z.number().int().nonnegative(),
  stake: z.number().int(),
  validBet: z.number().int(),
  winAmount: z.number().int(),
  net: z.number().int(),
});
export type RecordTotals = z.infer<typeof recordTotalsSchema>;

export const bettingRecordValueSchema = z.object({
  list: z.array(bettingRecordSchema),
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  /** Totals of every round matching the filters, not only this page. */
  totals: recordTotalsSchema,
  from: z.string(),
  to: z.string(),
});
export type BettingRecordValue = z.infer<typeof bettingRecordValueSchema>;

/** One money movement of a round as the vendor sent it. */
export const roundMovementSchema = z.object({
  kind: z.enum(['bet', 'win', 'rollback']),
  transactionId: z.string(),
  referenceTransactionId: z.string().nullable(),
  amount: z.number().int(),
  applied: z.boolean(),
  rolledBack: z.boolean(),
  status: z.string(),
  at: z.string(),
});

/** The provably fair data of a house round: everything needed to recompute its outcome. */
export const fairnessDetailSchema = z.object({
  serverSeedHash: z.string(),
  /** Revealed once the seed is rotated (for crash, once the round has crashed); null while it is still in use. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
});
export type FairnessDetail = z.infer<typeof fairnessDetailSchema>;

export const recallRoundSchema = bettingRecordSchema.extend({
  movements: z.array(roundMovementSchema),
  fairness: fairnessDetailSchema.nullable(),
  /** The game's own account of the round (reels, roll, mine positions, crash point), as the game recorded it. */
  outcome: z.record(z.string(), z.unknown()).nullable(),
});
export type RecallRound = z.infer<typeof recallRoundSchema>;
export const recallValueSchema = z.object({ list: z.array(recallRoundSchema) });

export const profitQuerySchema = z
  .object({ ...dateRangeFields, category: optionalFilterSchema(recordCategorySchema) })
  .refine(rangeIsOrdered, { message: 'from must not be after to', path: ['from'], params: { rule: 'range' } })
  .meta(orderedDateRangeMeta);
export type ProfitQuery = z.infer<typeof profitQuerySchema>;

export const profitRowSchema = z.object({
  day: z.string(),
  category: recordCategorySchema,
  rounds: z.number().int().nonnegative(),
  stake: z.number().int(),
  validBet: z.number().int(),
  winAmount: z.number().int(),
  net: z.number().int(),
});
export type ProfitRow = z.infer<typeof profitRowSchema>;

export const profitValueSchema = z.object({
  from: z.string(),
  to: z.string(),
  gmtOffsetMinutes: z.number().int(),
  /** One row per day and category that had settled rounds, newest day first. */
  days: z.array(profitRowSchema),
  byCategory: z.array(profitRowSchema.omit({ day: true })),
  totals: profitRowSchema.omit({ day: true, category: true }),
});
export type ProfitValue = z.infer<typeof profitValueSchema>;
