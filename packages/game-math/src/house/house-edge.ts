/** Settings shared by the house games. */

export const BASIS_POINTS = 10_000;
/** The default house edge of the house games: 1 %. */
export const HOUSE_EDGE_DEFAULT_BASIS_POINTS = 100;
/** No configuration may keep more than 20 % of every stake. */
export const HOUSE_EDGE_MAX_BASIS_POINTS = 2_000;

/** Throws unless `houseEdgeBasisPoints` is an integer from 0 to 2000 (0–20 %). */
export function assertHouseEdge(houseEdgeBasisPoints: number): void {
  if (!Number.isSafeInteger(houseEdgeBasisPoints) || houseEdgeBasisPoints < 0 || houseEdgeBasisPoints > HOUSE_EDGE_MAX_BASIS_POINTS) {
    throw new RangeError(`the house edge is an integer from 0 to ${HOUSE_EDGE_MAX_BASIS_POINTS} basis points`);
  }
}

/** Throws unless `stakeMinor` is a positive safe integer. */
export function assertStake(stakeMinor: number): void {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) throw new RangeError('the stake is a positive integer of minor units');
}
