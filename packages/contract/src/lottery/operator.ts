/**
 * Operator calls of the lottery: a game's configuration and the book's exposure per number.
 */
import { z } from 'zod';
import { issueSchema } from './draws.ts';
import { lotteryBetTypeOfferSchema, lotteryGameCodeSchema, lotteryLimitsSchema, lotteryScheduleSchema } from './games.ts';

/** The parts of a game the operator may change; each is optional. A schedule change applies to draws not yet created. */
export const lotteryGameUpdateSchema = z
  .object({
    enabled: z.boolean(),
    schedule: lotteryScheduleSchema,
    closeSeconds: z.number().int().min(0).max(3_600),
    unitPrices: z.array(z.number().int().positive()).min(1).max(6),
    betTypes: z.array(lotteryBetTypeOfferSchema).min(1),
    limits: lotteryLimitsSchema,
    closedNumbers: z.array(z.string().regex(/^[a-z0-9.-]+:\d{1,2}:\d{1,4}$/)).max(1_000),
  })
  .partial()
  .strict();
export type LotteryGameUpdate = z.infer<typeof lotteryGameUpdateSchema>;

export const exposureQuerySchema = z.object({ gameCode: lotteryGameCodeSchema, issue: issueSchema.optional() });
export const exposureValueSchema = z.object({
  gameCode: z.string(),
  issue: z.string(),
  stakeTotal: z.number().int(),
  betCount: z.number().int(),
  /** The book's worst case over the whole draw. */
  potentialPayout: z.number().int(),
  /** Per number, largest payout first: what the book pays if that number comes. */
  numbers: z.array(z.object({ number: z.string(), stake: z.number().int(), payout: z.number().int() })),
});
export type ExposureValue = z.infer<typeof exposureValueSchema>;
