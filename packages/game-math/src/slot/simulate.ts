/**
 * A fast simulator of Golden Reels (or any compiled slot) for benchmarks and statistical checks:
 * round i is played from the stream (server seed, client seed "simulation", nonce i), exactly as a
 * player's i-th round would be, but only its totals are kept.
 */
import { createServerSeedKey, OutcomeStream } from '../provably-fair.ts';
import { ratio, type Ratio } from '../ratio.ts';
import { GOLDEN_REELS } from './golden-reels.ts';
import type { CompiledSlot } from './slot-definition.ts';
import { playRoundTotals } from './spin.ts';

export const SIMULATION_CLIENT_SEED = 'simulation';
/** A limit on one call, so a typo cannot run for hours. */
export const SIMULATION_ROUNDS_MAX = 1_000_000_000;

export interface SimulationReport {
  readonly rounds: number;
  /** Total staked, in line bets. */
  readonly wagered: number;
  /** Total won, in line bets. */
  readonly won: number;
  /** Rounds that paid anything. */
  readonly winningRounds: number;
  readonly freeSpinTriggers: number;
  readonly freeSpinsPlayed: number;
  /** Largest round win, in line bets. */
  readonly biggestWin: number;
  /** won / wagered, exact. */
  readonly returnToPlayer: Ratio;
  /** Sum of squared round wins, for the standard error of the return. */
  readonly sumOfSquaredWins: number;
}

/** Plays `rounds` rounds under the server seed `serverSeedHex` (64 hexadecimal characters). */
export function simulateSpins(rounds: number, serverSeedHex: string, slot: CompiledSlot = GOLDEN_REELS): SimulationReport {
  if (!Number.isSafeInteger(rounds) || rounds < 1 || rounds > SIMULATION_ROUNDS_MAX) {
    throw new RangeError(`rounds is an integer from 1 to ${SIMULATION_ROUNDS_MAX}`);
  }
  const serverSeed = createServerSeedKey(serverSeedHex);
  let won = 0;
  let winningRounds = 0;
  let freeSpinTriggers = 0;
  let freeSpinsPlayed = 0;
  let biggestWin = 0;
  let sumOfSquaredWins = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const stream = new OutcomeStream({ serverSeed, clientSeed: SIMULATION_CLIENT_SEED, nonce });
    const round = playRoundTotals(slot, stream);
    won += round.totalWin;
    sumOfSquaredWins += round.totalWin * round.totalWin;
    if (round.totalWin > 0) winningRounds++;
    if (round.freeSpinsPlayed > 0) freeSpinTriggers++;
    freeSpinsPlayed += round.freeSpinsPlayed;
    if (round.totalWin > biggestWin) biggestWin = round.totalWin;
  }
  const wagered = rounds * slot.paylines.length;
  return {
    rounds,
    wagered,
    won,
    winningRounds,
    freeSpinTriggers,
    freeSpinsPlayed,
    biggestWin,
    returnToPlayer: ratio(won, wagered),
    sumOfSquaredWins,
  };
}
