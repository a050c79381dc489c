/**
 * Crash: the multiplier climbs from 1.00× until the crash point; a cash-out at or below it wins
 * stake × cash-out. Multipliers are integers in hundredths (250 is 2.50×).
 *
 * The crash point is floor((1 − edge) × 100 × 2^52 / (2^52 − r)) hundredths for r uniform in
 * [0, 2^52), read as two 26-bit integers (high then low) from the stream. So the chance of reaching
 * a cash-out of t hundredths is floor((1 − edge) × 100 × 2^52 / t) / 2^52 ≤ (1 − edge) × 100 / t,
 * and every cash-out returns at most 1 − edge. Points below 100 are instant crashes (about `edge`
 * of all rounds) and show as 1.00× like the rounds that crash before 1.01×; since the lowest
 * cash-out is 1.01×, every bet loses on either. Points are capped at 1,000,000×.
 */
import { randomInt, type RandomStream } from '../provably-fair.ts';
import { multiplyMinorFloor, ratio, type Ratio } from '../ratio.ts';
import { assertHouseEdge, assertStake, BASIS_POINTS, HOUSE_EDGE_DEFAULT_BASIS_POINTS } from './house-edge.ts';

export const CRASH_INSTANT_HUNDREDTHS = 100;
export const CRASH_POINT_MAX_HUNDREDTHS = 100_000_000;
const HALF_BITS = 2 ** 26;
const SPAN = 2n ** 52n;

/** The crash point of a round, in hundredths (100 = an instant crash). */
export function crashPoint(stream: RandomStream, houseEdgeBasisPoints = HOUSE_EDGE_DEFAULT_BASIS_POINTS): number {
  assertHouseEdge(houseEdgeBasisPoints);
  const high = randomInt(stream, HALF_BITS);
  const low = randomInt(stream, HALF_BITS);
  const uniform = BigInt(high) * BigInt(HALF_BITS) + BigInt(low);
  const point = (BigInt(BASIS_POINTS - houseEdgeBasisPoints) * 100n * SPAN) / (BigInt(BASIS_POINTS) * (SPAN - uniform));
  if (point < BigInt(CRASH_INSTANT_HUNDREDTHS)) return CRASH_INSTANT_HUNDREDTHS;
  return point > BigInt(CRASH_POINT_MAX_HUNDREDTHS) ? CRASH_POINT_MAX_HUNDREDTHS : Number(point);
}

function assertCashOut(cashOutHundredths: number): void {
  if (!Number.isSafeInteger(cashOutHundredths) || cashOutHundredths <= CRASH_INSTANT_HUNDREDTHS || cashOutHundredths > CRASH_POINT_MAX_HUNDREDTHS) {
    throw new RangeError(`a cash-out runs from ${CRASH_INSTANT_HUNDREDTHS + 1} to ${CRASH_POINT_MAX_HUNDREDTHS} hundredths`);
  }
}

/** Whether a cash-out at `cashOutHundredths` beats the crash; an instant crash beats every cash-out. */
export function crashCashOutWins(crashPointHundredths: number, cashOutHundredths: number): boolean {
  assertCashOut(cashOutHundredths);
  return crashPointHundredths > CRASH_INSTANT_HUNDREDTHS && cashOutHundredths <= crashPointHundredths;
}

/** The exact chance that a round reaches `cashOutHundredths`. */
export function crashWinProbability(cashOutHundredths: number, houseEdgeBasisPoints = HOUSE_EDGE_DEFAULT_BASIS_POINTS): Ratio {
  assertCashOut(cashOutHundredths);
  assertHouseEdge(houseEdgeBasisPoints);
  // point ≥ t exactly when 2^52 − r ≤ floor((1 − edge) × 100 × 2^52 / t), and 2^52 − r is uniform on 1..2^52.
  const reaching = (BigInt(BASIS_POINTS - houseEdgeBasisPoints) * 100n * SPAN) / (BigInt(BASIS_POINTS) * BigInt(cashOutHundredths));
  return ratio(reaching < SPAN ? reaching : SPAN, SPAN);
}

/** Payout of a winning cash-out: floor(stake × cash-out / 100). */
export function crashPayoutMinor(stakeMinor: number, cashOutHundredths: number): number {
  assertStake(stakeMinor);
  assertCashOut(cashOutHundredths);
  return multiplyMinorFloor(stakeMinor, ratio(cashOutHundredths, 100));
}
