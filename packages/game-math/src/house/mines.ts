/**
 * Mines: a 5 × 5 grid hiding 1–24 mines at uniformly random cells. After k safe reveals the
 * player may cash out at (1 − edge) × C(25, k) / C(25 − mines, k), the inverse of the chance of
 * surviving k reveals scaled by the edge, kept as an exact ratio. The payout rounds down.
 */
import { binomialBig } from '../combinatorics.ts';
import { sampleWithoutReplacement, type RandomStream } from '../provably-fair.ts';
import { multiplyMinorFloor, ratio, type Ratio } from '../ratio.ts';
import { assertHouseEdge, assertStake, BASIS_POINTS, HOUSE_EDGE_DEFAULT_BASIS_POINTS } from './house-edge.ts';

export const MINES_CELLS = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

function assertMineCount(mineCount: number): void {
  if (!Number.isSafeInteger(mineCount) || mineCount < MINES_MIN || mineCount > MINES_MAX) {
    throw new RangeError(`mines run from ${MINES_MIN} to ${MINES_MAX}`);
  }
}

/** The mined cells (0–24, row by row), in draw order. */
export function placeMines(stream: RandomStream, mineCount: number): number[] {
  assertMineCount(mineCount);
  return sampleWithoutReplacement(stream, MINES_CELLS, mineCount);
}

/** Cash-out multiplier after `safeReveals` safe cells (1 to 25 − mines), stake included. */
export function minesMultiplier(mineCount: number, safeReveals: number, houseEdgeBasisPoints = HOUSE_EDGE_DEFAULT_BASIS_POINTS): Ratio {
  assertMineCount(mineCount);
  assertHouseEdge(houseEdgeBasisPoints);
  if (!Number.isSafeInteger(safeReveals) || safeReveals < 1 || safeReveals > MINES_CELLS - mineCount) {
    throw new RangeError(`safe reveals run from 1 to ${MINES_CELLS - mineCount} with ${mineCount} mines`);
  }
  return ratio(
    BigInt(BASIS_POINTS - houseEdgeBasisPoints) * binomialBig(MINES_CELLS, safeReveals),
    BigInt(BASIS_POINTS) * binomialBig(MINES_CELLS - mineCount, safeReveals),
  );
}

/** Payout when cashing out after `safeReveals` safe cells: floor(stake × multiplier). */
export function minesPayoutMinor(stakeMinor: number, mineCount: number, safeReveals: number, houseEdgeBasisPoints = HOUSE_EDGE_DEFAULT_BASIS_POINTS): number {
  assertStake(stakeMinor);
  return multiplyMinorFloor(stakeMinor, minesMultiplier(mineCount, safeReveals, houseEdgeBasisPoints));
}

export type RevealOutcome = 'safe' | 'mine';

/** The outcome of revealing `cell` given the mined cells and the cells already revealed. */
export function revealCell(mines: readonly number[], revealed: readonly number[], cell: number): RevealOutcome {
  if (!Number.isSafeInteger(cell) || cell < 0 || cell >= MINES_CELLS) throw new RangeError(`cells run from 0 to ${MINES_CELLS - 1}`);
  if (revealed.includes(cell)) throw new RangeError('that cell is already revealed');
  return mines.includes(cell) ? 'mine' : 'safe';
}
