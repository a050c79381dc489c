import fc from 'fast-check';
import { validateSelection, type BetType, type Selection } from '../lottery/bet-type.ts';

/**
 * Valid selections of a bet type: each row a random subset of its values within the row's pick
 * limits, restricted to `rowsAllowed` (other rows left empty) when given.
 */
export function selectionArbitrary(betType: BetType, rowsAllowed?: readonly number[]): fc.Arbitrary<Selection> {
  const rows = betType.layout.rows.map((row, index) => {
    const allowed = rowsAllowed === undefined || rowsAllowed.includes(index);
    const picksMax = allowed ? row.picksMax : 0;
    return fc.subarray([...row.values], { minLength: row.picksMin, maxLength: Math.max(row.picksMin, picksMax) });
  });
  return fc.tuple(...rows).filter((selection) => validateSelection(betType, selection).valid);
}
