/**
 * Vietnamese lottery bets (VN page): lô, đề, đầu/đuôi, 3 càng, 4 càng, xiên and trượt.
 *
 * Odds are the returned amount per unit staked, in thousandths, and are defaults for merchant
 * configuration. Lô buys one unit per prize number that can hit (27 in the North, 18 in the South
 * for two digits) and pays every occurrence, so lô 2 số returns 98.5 % in the North and 99 % in
 * the South. Trượt (every pick misses) has no customary table: its odds are derived from the exact
 * probability (each prize number ends in any two digits with probability 1/100, independently) at a
 * 95 % return, rounded down to a thousandth.
 */
import { binomial } from '../combinatorics.ts';
import { fixedOddsCostMinor, fixedOddsPrizeMinor, validatePicks, type PickRule, type PicksCheck } from './fixed-odds.ts';
import { endings, numbersWithDigits, specialPrize, type VietnamRegion, type VietnamResult } from './vietnam-results.ts';

export * from './vietnam-results.ts';

export interface VietnamBetType {
  /** Stable code: 'vn.lo2', 'vn.de', 'vn.xien3', 'vn.truot8'. */
  readonly code: string;
  readonly rule: PickRule;
  /** Units staked per combination in a region. */
  costUnits(region: VietnamRegion): number;
  countCombinations(picks: readonly number[]): number;
  /** Winning hits of valid picks: lô counts each occurrence, xiên and trượt count winning combinations. */
  hits(picks: readonly number[], result: VietnamResult): number;
  /** Default odds per region, per unit staked, in thousandths. */
  readonly defaultOddsMilli: Readonly<Record<VietnamRegion, number>>;
}

/** Return of trượt at the derived odds, in thousandths. */
export const TRUOT_RETURN_MILLI = 950;
const PICKS_MAX = 100;

const sameOdds = (oddsMilli: number) => regional(oddsMilli, oddsMilli);
/** Odds for the North and for the South and Central, which share one table. */
const regional = (north: number, southern: number) => ({ north, south: southern, central: southern });
const onePerCombination = () => 1;
const onePerPick = (picks: readonly number[]) => picks.length;

function countOccurrences(picks: readonly number[], values: readonly number[]): number {
  return picks.reduce((total, pick) => total + values.filter((value) => value === pick).length, 0);
}

function lo(digits: number, defaultOddsMilli: Readonly<Record<VietnamRegion, number>>): VietnamBetType {
  return {
    code: `vn.lo${digits}`,
    rule: { valueMax: 10 ** digits - 1, picksMin: 1, picksMax: PICKS_MAX },
    costUnits: (region) => numbersWithDigits(region, digits),
    countCombinations: onePerPick,
    hits: (picks, result) => countOccurrences(picks, endings(result, digits)),
    defaultOddsMilli,
  };
}

/** A bet on the special prize: its last `digits` digits, or one digit of its last two. */
function onSpecial(code: string, valueMax: number, defaultOddsMilli: number, read: (special: string) => number): VietnamBetType {
  return {
    code,
    rule: { valueMax, picksMin: 1, picksMax: Math.min(PICKS_MAX, valueMax + 1) },
    costUnits: onePerCombination,
    countCombinations: onePerPick,
    hits: (picks, result) => (picks.includes(read(specialPrize(result))) ? 1 : 0),
    defaultOddsMilli: sameOdds(defaultOddsMilli),
  };
}

const lastDigits = (digits: number) => (special: string) => Number(special.slice(-digits));

/** Distinct picks that do (or do not) appear among the two-digit endings. */
function picksAppearing(picks: readonly number[], result: VietnamResult, appearing: boolean): number {
  const shown = new Set(endings(result, 2));
  return picks.filter((pick) => shown.has(pick) === appearing).length;
}

/** Xiên N: every N-subset of the picks is a combination that wins when all N appear in lô 2 số. */
function xien(size: number, defaultOddsMilli: Readonly<Record<VietnamRegion, number>>): VietnamBetType {
  return {
    code: `vn.xien${size}`,
    rule: { valueMax: 99, picksMin: size, picksMax: 10 },
    costUnits: onePerCombination,
    countCombinations: (picks) => binomial(picks.length, size),
    hits: (picks, result) => binomial(picksAppearing(picks, result, true), size),
    defaultOddsMilli,
  };
}

/** floor(950 × (100 / (100 − size))^numbers): 95 % of the fair odds of `size` picks all missing. */
function truotOddsMilli(size: number, numbers: number): number {
  const fairNumerator = 100n ** BigInt(numbers);
  const fairDenominator = BigInt(100 - size) ** BigInt(numbers);
  return Number((BigInt(TRUOT_RETURN_MILLI) * fairNumerator) / fairDenominator);
}

/** Trượt K: every K-subset of the picks is a combination that wins when none of the K appears in lô 2 số. */
function truot(size: number): VietnamBetType {
  return {
    code: `vn.truot${size}`,
    rule: { valueMax: 99, picksMin: size, picksMax: size + 5 },
    costUnits: onePerCombination,
    countCombinations: (picks) => binomial(picks.length, size),
    hits: (picks, result) => binomial(picksAppearing(picks, result, false), size),
    defaultOddsMilli: regional(truotOddsMilli(size, numbersWithDigits('north', 2)), truotOddsMilli(size, numbersWithDigits('south', 2))),
  };
}

export const VIETNAM_BET_TYPES: readonly VietnamBetType[] = [
  lo(2, regional(98_500, 99_000)),
  lo(3, sameOdds(900_000)),
  lo(4, sameOdds(8_880_000)),
  onSpecial('vn.de', 99, 99_000, lastDigits(2)),
  onSpecial('vn.de.head', 9, 9_800, (special) => Number(special.at(-2))),
  onSpecial('vn.de.tail', 9, 9_800, (special) => Number(special.at(-1))),
  onSpecial('vn.3cang', 999, 960_000, lastDigits(3)),
  onSpecial('vn.4cang', 9999, 8_880_000, lastDigits(4)),
  xien(2, regional(16_000, 28_000)),
  xien(3, regional(65_000, 150_000)),
  xien(4, regional(180_000, 750_000)),
  truot(4),
  truot(8),
  truot(10),
];

/** The Vietnamese bet type with `code`, or undefined. */
export function findVietnamBetType(code: string): VietnamBetType | undefined {
  return VIETNAM_BET_TYPES.find((betType) => betType.code === code);
}

/** Checks picks for a Vietnamese bet type and counts their combinations. */
export function validateVietnamPicks(betType: VietnamBetType, picks: readonly number[]): PicksCheck {
  return validatePicks(betType, picks);
}

/** Cost of valid picks in a region. */
export function vietnamBetCostMinor(betType: VietnamBetType, picks: readonly number[], region: VietnamRegion, unitPriceMinor: number, multiplier: number): number {
  return fixedOddsCostMinor(unitPriceMinor, multiplier, betType.costUnits(region), betType.countCombinations(picks));
}

export interface VietnamSettlementInput {
  betType: VietnamBetType;
  picks: readonly number[];
  result: VietnamResult;
  unitPriceMinor: number;
  multiplier: number;
  /** The merchant's odds in thousandths; the bet type's default for the result's region otherwise. */
  oddsMilli?: number;
}

/** Hits and prize of valid picks: floor(unit price × multiplier × hits × odds / 1000). */
export function settleVietnamBet(input: VietnamSettlementInput): { hits: number; prizeMinor: number } {
  const hits = input.betType.hits(input.picks, input.result);
  const oddsMilli = input.oddsMilli ?? input.betType.defaultOddsMilli[input.result.region];
  return { hits, prizeMinor: fixedOddsPrizeMinor(input.unitPriceMinor, input.multiplier, hits * oddsMilli) };
}
