/**
 * House games (vendor HOUSE): the Golden Reels slot, dice, mines and crash, all provably fair
 * (domain/wallet.md). Calls under /wps/house; amounts are integer minor units, multipliers integers
 * (dice and mines in basis points, crash in hundredths). Each bet carries a `requestId` chosen by the
 * browser: a retry with the same id answers the first result and moves no money again.
 */
import { z } from 'zod';
import { fairnessDetailSchema } from './records.ts';

const minorUnits = z.number().int().refine(Number.isSafeInteger, 'a safe integer of minor units');
const positiveMinorUnits = z.number().int().positive().max(1_000_000_000_000);
/** A browser-chosen id of one bet, reused on retry. */
export const houseRequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, _ or -');

export const clientSeedSchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 visible characters without spaces');

/** The member's seeds: the hash of the server seed in use, the client seed and the next nonce; the last revealed pair. */
export const seedsValueSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  previous: z
    .object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonceUsed: z.number().int().nonnegative() })
    .nullable(),
});
export type SeedsValue = z.infer<typeof seedsValueSchema>;
export const setClientSeedRequestSchema = z.object({ clientSeed: clientSeedSchema });
export const rotateSeedRequestSchema = z.object({ clientSeed: clientSeedSchema.optional() });

/** What every settled house bet answers besides its game's own fields. */
const settledFields = {
  roundId: z.string(),
  stake: minorUnits,
  winAmount: minorUnits,
  balance: minorUnits,
  fairness: fairnessDetailSchema,
};

// Slot (Golden Reels, 5 × 3, 20 paylines): the stake is the line bet × 20.
export const slotSpinRequestSchema = z.object({ requestId: houseRequestIdSchema, lineBet: positiveMinorUnits });
export const slotSpinSchema = z.object({
  stops: z.array(z.number().int()),
  /** Symbol indices per reel, top row first. */
  grid: z.array(z.array(z.number().int())),
  lineWins: z.array(z.object({ line: z.number().int(), symbol: z.number().int(), count: z.number().int(), pay: z.number().int() })),
  scatters: z.number().int(),
  scatterPay: z.number().int(),
  freeSpinsAwarded: z.number().int(),
  /** In line bets, free-spin multiplier included. */
  win: z.number().int(),
});
export const slotSpinValueSchema = z.object({
  ...settledFields,
  lineBet: minorUnits,
  baseSpin: slotSpinSchema,
  freeSpins: z.array(slotSpinSchema),
  /** The round's pay in line bets; winAmount is this × the line bet (capped by the game's maximum win). */
  totalWin: z.number().int(),
  capped: z.boolean(),
  symbols: z.array(z.object({ letter: z.string(), name: z.string(), kind: z.string() })),
});
export type SlotSpinValue = z.infer<typeof slotSpinValueSchema>;

// Dice: win chance 100–9500 basis points, roll 0–9999 (0.00–99.99).
export const diceRollRequestSchema = z.object({
  requestId: houseRequestIdSchema,
  stake: positiveMinorUnits,
  direction: z.enum(['under', 'over']),
  chanceBasisPoints: z.number().int().min(100).max(9500),
});
export const diceRollValueSchema = z.object({
  ...settledFields,
  roll: z.number().int(),
  won: z.boolean(),
  direction: z.enum(['under', 'over']),
  chanceBasisPoints: z.number().int(),
  multiplierBasisPoints: z.number().int(),
});
export type DiceRollValue = z.infer<typeof diceRollValueSchema>;

// Mines: a 5 × 5 grid, 1–24 mines; reveal cells 0–24 one at a time, cash out after at least one.
export const minesStartRequestSchema = z.object({ requestId: houseRequestIdSchema, stake: positiveMinorUnits, mines: z.number().int().min(1).max(24) });
export const minesRevealRequestSchema = z.object({ roundId: z.string().regex(/^\d{1,19}$/), cell: z.number().int().min(0).max(24) });
export const minesCashOutRequestSchema = z.object({ roundId: z.string().regex(/^\d{1,19}$/) });
export const minesStateValueSchema = z.object({
  roundId: z.string(),
  status: z.enum(['playing', 'cashed_out', 'busted']),
  stake: minorUnits,
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  /** The mine positions, shown once the round has ended. */
  minePositions: z.array(z.number().int()).nullable(),
  /** Cash-out multiplier now (basis points, stake included); 0 before the first reveal. */
  multiplierBasisPoints: z.number().int(),
  /** What cashing out now would pay; the paid win once the round has ended. */
  winAmount: minorUnits,
  nextMultiplierBasisPoints: z.number().int().nullable(),
  balance: minorUnits,
  fairness: fairnessDetailSchema,
});
export type MinesStateValue = z.infer<typeof minesStateValueSchema>;

// Crash: one shared round every few seconds. Multipliers in hundredths; the curve is `crashMultiplierAt`.
export const crashBetRequestSchema = z.object({
  requestId: houseRequestIdSchema,
  stake: positiveMinorUnits,
  /** Cash out automatically at this multiplier (hundredths, ≥ 101) when reached. */
  autoCashOut: z.number().int().min(101).max(100_000_000).optional(),
});
export const crashCashOutRequestSchema = z.object({ crashRoundId: z.string().regex(/^\d{1,19}$/) });
export const crashBetSchema = z.object({
  stake: minorUnits,
  autoCashOut: z.number().int().nullable(),
  cashOutMultiplier: z.number().int().nullable(),
  winAmount: minorUnits,
  /** refunded: the round was cancelled (it could not be finished) and the stake came back. */
  status: z.enum(['active', 'cashed_out', 'lost', 'refunded']),
});
export const crashStateValueSchema = z.object({
  crashRoundId: z.string(),
  /** cancelled: the round could not be finished; every bet still riding was refunded. */
  phase: z.enum(['betting', 'running', 'crashed', 'cancelled']),
  seedHash: z.string(),
  /** Revealed once the round has crashed. */
  seed: z.string().nullable(),
  crashPoint: z.number().int().nullable(),
  bettingEndsAt: z.string(),
  startedAt: z.string().nullable(),
  /** Milliseconds since the multiplier started rising, by the server's clock. */
  elapsedMs: z.number().int().nullable(),
  multiplier: z.number().int().nullable(),
  myBet: crashBetSchema.nullable(),
  /** The latest crash points, newest first. */
  history: z.array(z.object({ crashRoundId: z.string(), crashPoint: z.number().int() })),
});
export type CrashStateValue = z.infer<typeof crashStateValueSchema>;
export const crashBetValueSchema = z.object({ crashRoundId: z.string(), roundId: z.string(), bet: crashBetSchema, balance: minorUnits });
export type CrashBetValue = z.infer<typeof crashBetValueSchema>;

// Limits: what a house game takes per bet and pays at most per round, shown before the first bet.
export const houseLimitsQuerySchema = z.object({ game: z.enum(['SLOT', 'DICE', 'MINES', 'CRASH']) });
export type HouseLimitsQuery = z.infer<typeof houseLimitsQuerySchema>;
export const houseLimitsValueSchema = z.object({
  game: z.enum(['SLOT', 'DICE', 'MINES', 'CRASH']),
  stakeMin: minorUnits,
  stakeMax: minorUnits,
  winPerRoundMax: minorUnits,
});
export type HouseLimitsValue = z.infer<typeof houseLimitsValueSchema>;

// Verify (public): recompute an outcome from seeds alone.
export const verifyRequestSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('SLOT'), serverSeed: z.string().regex(/^[0-9a-f]{64}$/), clientSeed: clientSeedSchema, nonce: z.number().int().nonnegative() }),
  z.object({
    game: z.literal('DICE'),
    serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
    clientSeed: clientSeedSchema,
    nonce: z.number().int().nonnegative(),
    direction: z.enum(['under', 'over']).default('under'),
    chanceBasisPoints: z.number().int().min(100).max(9500).default(4950),
  }),
  z.object({ game: z.literal('MINES'), serverSeed: z.string().regex(/^[0-9a-f]{64}$/), clientSeed: clientSeedSchema, nonce: z.number().int().nonnegative(), mines: z.number().int().min(1).max(24) }),
  z.object({ game: z.literal('CRASH'), serverSeed: z.string().regex(/^[0-9a-f]{64}$/), crashRoundId: z.string().regex(/^\d{1,19}$/) }),
]);
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;
export const verifyValueSchema = z.object({
  game: z.enum(['SLOT', 'DICE', 'MINES', 'CRASH']),
  serverSeedHash: z.string(),
  outcome: z.record(z.string(), z.unknown()),
});
export type VerifyValue = z.infer<typeof verifyValueSchema>;

/** The client seed and nonce a crash round's outcome stream uses: the round's own seed is the server seed. */
export const crashClientSeed = 'crash';

/** How long bets stay open before a crash round starts rising, and the pause after a crash. */
export const crashBettingMs = 6_000;
export const crashPauseMs = 3_000;
/** The multiplier steps every this many milliseconds. */
export const crashTickMs = 100;

/**
 * The crash multiplier (hundredths) `elapsedMs` after the start: it grows by 0.6 % a tick in integer
 * steps (kept in ten-thousandths), doubling in about 11.6 s. Integer arithmetic only, so the server and
 * every browser agree to the hundredth.
 */
export function crashMultiplierAt(elapsedMs: number): number {
  const ticks = Math.max(0, Math.floor(elapsedMs / crashTickMs));
  let tenThousandths = 1_000_000;
  for (let tick = 0; tick < ticks && tenThousandths < 10_000_000_000_000; tick++) tenThousandths += Math.floor((tenThousandths * 6) / 1000);
  return Math.floor(tenThousandths / 10_000);
}

/** The first elapsed time (ms) at which the multiplier reaches `hundredths`: when a round with that crash point crashes. */
export function crashTimeOf(hundredths: number): number {
  let tenThousandths = 1_000_000;
  let ticks = 0;
  while (Math.floor(tenThousandths / 10_000) < hundredths) {
    tenThousandths += Math.floor((tenThousandths * 6) / 1000);
    ticks++;
  }
  return ticks * crashTickMs;
}
