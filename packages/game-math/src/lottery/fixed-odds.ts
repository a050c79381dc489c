/**
 * Fixed-odds lottery money (the Vietnamese and SEA pages): odds are integers in thousandths of the
 * unit stake (98.5 is 98_500), so no fraction ever passes through floating point.
 */
import { multiplyMinorFloor, ratio } from '../ratio.ts';
import { MULTIPLIER_MAX } from './prize.ts';

/** Odds and payouts are stored as thousandths of a unit stake. */
export const ODDS_SCALE = 1000;

export interface PickRule {
  /** Picks are integers from 0 to valueMax. */
  readonly valueMax: number;
  readonly picksMin: number;
  readonly picksMax: number;
}

export type PickRejection = 'not_integer' | 'value_not_offered' | 'duplicate_value' | 'too_few_picks' | 'too_many_picks';

/** The first problem with a list of picked numbers, or null when it follows the rule. */
export function checkPicks(picks: readonly number[], rule: PickRule): PickRejection | null {
  if (!Array.isArray(picks) || picks.length < rule.picksMin) return 'too_few_picks';
  if (picks.length > rule.picksMax) return 'too_many_picks';
  const seen = new Set<number>();
  for (const value of picks) {
    if (!Number.isInteger(value)) return 'not_integer';
    if (value < 0 || value > rule.valueMax) return 'value_not_offered';
    if (seen.has(value)) return 'duplicate_value';
    seen.add(value);
  }
  return null;
}

export type PicksCheck =
  | { readonly valid: true; readonly combinations: number }
  | { readonly valid: false; readonly reason: PickRejection };

/** Checks picks against a fixed-odds bet type's rule and counts their combinations. */
export function validatePicks(
  betType: { readonly rule: PickRule; countCombinations(picks: readonly number[]): number },
  picks: readonly number[],
): PicksCheck {
  const problem = checkPicks(picks, betType.rule);
  return problem ? { valid: false, reason: problem } : { valid: true, combinations: betType.countCombinations(picks) };
}

export interface FixedOddsSettlement {
  /** Winning hits (lô counts every occurrence; xiên counts winning combinations). */
  readonly hits: number;
  /** Total return per unit stake, stake included, in thousandths. */
  readonly payoutMilli: number;
}

function assertStake(unitPriceMinor: number, multiplier: number): void {
  if (!Number.isSafeInteger(unitPriceMinor) || unitPriceMinor <= 0) throw new RangeError('the unit price is a positive integer of minor units');
  if (!Number.isSafeInteger(multiplier) || multiplier < 1 || multiplier > MULTIPLIER_MAX) {
    throw new RangeError(`the multiplier is an integer from 1 to ${MULTIPLIER_MAX}`);
  }
}

/** Cost of a fixed-odds bet: unit price × multiplier × cost units per combination × combinations. */
export function fixedOddsCostMinor(unitPriceMinor: number, multiplier: number, costUnits: number, combinations: number): number {
  assertStake(unitPriceMinor, multiplier);
  const cost = unitPriceMinor * multiplier * costUnits * combinations;
  if (!Number.isSafeInteger(cost)) throw new RangeError('the bet cost overflows a safe integer');
  return cost;
}

/** Prize of a fixed-odds bet: floor(unit price × multiplier × payoutMilli / 1000). */
export function fixedOddsPrizeMinor(unitPriceMinor: number, multiplier: number, payoutMilli: number): number {
  assertStake(unitPriceMinor, multiplier);
  if (!Number.isSafeInteger(payoutMilli) || payoutMilli < 0) throw new RangeError('the payout is a non-negative integer of thousandths');
  return multiplyMinorFloor(unitPriceMinor * multiplier, ratio(payoutMilli, ODDS_SCALE));
}

/** Writes `value` with leading zeros to `digits` places: 7 → "07". */
export function padNumber(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}
