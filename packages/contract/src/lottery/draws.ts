/**
 * Draws of a lottery game: the current issue with its countdown, results history (spec §7 opened
 * numbers), trend data and the provably fair proof. A draw's seed hash is published when it opens;
 * its seed is revealed with the result, so anyone can recompute the result (domain/wallet.md).
 */
import { z } from 'zod';
import { lotteryGameCodeSchema, lotteryLanguageSchema } from './games.ts';

/** An issue number: the draw's local date and its sequence in the day, e.g. 20261122-0481. */
export const issuePattern = /^\d{8}-\d{4}$/;
export const issueSchema = z.string().regex(issuePattern, 'an issue: yyyyMMdd-nnnn');

/**
 * scheduled: created ahead, not open yet; open: taking bets; closed: betting over, waiting for the draw;
 * settled: drawn and every bet settled; cancelled: not drawn in time, every bet refunded.
 */
export const drawStatuses = ['scheduled', 'open', 'closed', 'settled', 'cancelled'] as const;
export type DrawStatus = (typeof drawStatuses)[number];

/**
 * A result as its family writes it: fast draws a list of numbers; the Vietnamese lottery its prize tiers;
 * Thai its first prize and bottom two; 4D its 23 numbers. `numbers` lists them as text for display.
 */
export const drawResultSchema = z.union([
  z.array(z.number().int()),
  z.object({ region: z.string(), prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })) }),
  z.object({ firstPrize: z.string(), bottomTwo: z.string() }),
  z.object({ first: z.string(), second: z.string(), third: z.string(), starters: z.array(z.string()), consolations: z.array(z.string()) }),
]);
export type DrawResultValue = z.infer<typeof drawResultSchema>;

export const drawSchema = z.object({
  gameCode: z.string(),
  issue: z.string(),
  status: z.enum(drawStatuses),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  seedHash: z.string(),
  /** Revealed with the result; null before. */
  seed: z.string().nullable(),
  result: drawResultSchema.nullable(),
  /** The result's numbers as text, in draw order (VN: every prize number, special first). */
  numbers: z.array(z.string()),
});
export type Draw = z.infer<typeof drawSchema>;

/** The current draw of a game with the server's clock (for the countdown) and the last results. */
export const currentDrawValueSchema = z.object({
  serverTime: z.string(),
  current: drawSchema.nullable(),
  next: drawSchema.nullable(),
  recent: z.array(drawSchema),
});
export type CurrentDrawValue = z.infer<typeof currentDrawValueSchema>;

/** Results history of a game, latest first (GET /lgw/vn/numeros/opened/game and /lotto/lgw/games/opened/numero). */
export const openedNumbersQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: lotteryLanguageSchema,
});
export type OpenedNumbersQuery = z.infer<typeof openedNumbersQuerySchema>;
export const openedNumbersValueSchema = z.object({
  list: z.array(drawSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type OpenedNumbersValue = z.infer<typeof openedNumbersValueSchema>;

/** Trend chart data: the numbers of the last issues, oldest first, and per position how long each value has been missing. */
export const trendQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema,
  issues: z.coerce.number().int().min(5).max(200).default(30),
});
export const trendValueSchema = z.object({
  gameCode: z.string(),
  issues: z.array(z.object({ issue: z.string(), numbers: z.array(z.number().int()) })),
  /** For each position, for each value, the issues since it last showed (the chart's missing counts). */
  missing: z.array(z.record(z.string(), z.number().int())),
});
export type TrendValue = z.infer<typeof trendValueSchema>;

/** The provably fair proof of one draw. */
export const drawProofQuerySchema = z.object({ gameCode: lotteryGameCodeSchema, issue: issueSchema });
export const drawProofValueSchema = z.object({
  gameCode: z.string(),
  family: z.string(),
  region: z.string().nullable(),
  issue: z.string(),
  status: z.enum(drawStatuses),
  seedHash: z.string(),
  seed: z.string().nullable(),
  /** The HMAC stream's client seed and nonce: `<gameCode>:<issue>` and 0. */
  clientSeed: z.string(),
  nonce: z.number().int(),
  result: drawResultSchema.nullable(),
});
export type DrawProofValue = z.infer<typeof drawProofValueSchema>;

/** Pushed on the game's topic: a draw opened, closed, drawn or was cancelled. */
export const drawEventTypes = ['lottery.open', 'lottery.closed', 'lottery.result', 'lottery.cancelled'] as const;
export type DrawEventType = (typeof drawEventTypes)[number];
