/**
 * Lottery bets: a selection (one list of picked values per row of the bet type's layout), unit price,
 * multiplier and, in prize-group play, the prize group. The cost is unit × combinations × multiplier
 * (Vietnamese lô: × the points of the region), counted with game-math in the browser and again on the
 * server; a cost that differs is refused. A chase places the same bet on the next issues.
 */
import { z } from 'zod';
import { issueSchema } from './draws.ts';
import { lotteryGameCodeSchema } from './games.ts';

export const chaseIssuesMax = 30;
/** A selection has at most this many rows and picks per row (Keno has 80 numbers, VN lô 100 picks). */
const selectionRowsMax = 10;
const picksPerRowMax = 100;

export const lotterySelectionSchema = z
  .array(z.array(z.number().int().min(0).max(9_999)).max(picksPerRowMax))
  .min(1)
  .max(selectionRowsMax);

/** A browser-chosen id of one placement, reused on retry: a replay answers the first result. */
export const lotteryRequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, _ or -');

export const placeBetRequestSchema = z.object({
  requestId: lotteryRequestIdSchema,
  gameCode: lotteryGameCodeSchema,
  /** The issue the page shows as open; a closed or past issue is refused. */
  issue: issueSchema,
  betType: z.string().regex(/^[a-z0-9]+(\.[a-z0-9-]+)+$/, 'a bet type code'),
  selection: lotterySelectionSchema,
  unitPrice: z.number().int().positive().max(100_000_000),
  multiplier: z.number().int().min(1).max(100_000),
  /** Prize-group play only; the caller's maximum when left out. */
  prizeGroup: z.number().int().min(0).max(2000).optional(),
  /** The cost the page computed for one issue; the server refuses a bet whose cost differs. */
  cost: z.number().int().positive(),
  chase: z.object({ issues: z.number().int().min(2).max(chaseIssuesMax), stopOnWin: z.boolean() }).optional(),
});
export type PlaceBetRequest = z.infer<typeof placeBetRequestSchema>;

export const betStatuses = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;
export type BetStatus = (typeof betStatuses)[number];

export const lotteryBetSchema = z.object({
  betId: z.string(),
  gameCode: z.string(),
  issue: z.string(),
  betType: z.string(),
  selection: z.array(z.array(z.number().int())),
  unitPrice: z.number().int(),
  multiplier: z.number().int(),
  combinations: z.number().int(),
  prizeGroup: z.number().int().nullable(),
  stake: z.number().int(),
  rebate: z.number().int(),
  winAmount: z.number().int(),
  status: z.enum(betStatuses),
  chaseId: z.string().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The draw's numbers once drawn. */
  numbers: z.array(z.string()),
  /** A trial account's bet of play money, as the betting records mark play-money rounds. */
  playMoney: z.boolean(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const placeBetValueSchema = z.object({
  bets: z.array(lotteryBetSchema),
  chaseId: z.string().nullable(),
  /** Cash after the stakes and the rebate. */
  balance: z.number().int(),
});
export type PlaceBetValue = z.infer<typeof placeBetValueSchema>;

export const myBetsQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema.optional(),
  status: z.enum(betStatuses).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyBetsQuery = z.infer<typeof myBetsQuerySchema>;
export const myBetsValueSchema = z.object({
  list: z.array(lotteryBetSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type MyBetsValue = z.infer<typeof myBetsValueSchema>;

export const cancelBetRequestSchema = z.object({ betId: z.string().regex(/^[1-9]\d{0,17}$/, 'a bet id') });
export const cancelBetValueSchema = z.object({ bet: lotteryBetSchema, balance: z.number().int() });
