/**
 * The shape every fast-draw bet type shares, so that the server (cost, settlement) and the browser
 * (bet slip, combination count) run the same code for every game.
 *
 * A selection is one list of picked values per row of the bet type's layout: a row is a position
 * (ten-thousands digit, rank 3, ball 1…), a group of digits, or a set of options such as big and
 * small. A bet covers a number of combinations; each combination costs one unit price and, when it
 * wins, pays its prize level's fair payout scaled by the prize group.
 */
import type { RandomStream } from '../provably-fair.ts';
import type { Ratio } from '../ratio.ts';

export type LotteryFamily = 'ssc' | '11x5' | 'k3' | 'pk10' | 'keno';

/** The drawn numbers in draw order: SSC digits, 11x5 balls, K3 dice, PK10 cars by rank, Keno numbers. */
export type LotteryResult = readonly number[];

export type Selection = ReadonlyArray<ReadonlyArray<number>>;

/** Option values for rows that offer sides rather than numbers. */
export const SIDE = {
  big: 0,
  small: 1,
  odd: 2,
  even: 3,
  dragon: 4,
  tiger: 5,
  tie: 6,
  upper: 7,
  lower: 8,
  anyTriple: 9,
  anyStraight: 10,
} as const;

export type Side = (typeof SIDE)[keyof typeof SIDE];

export const SIDE_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(SIDE).map(([name, value]) => [value, name]),
);

export interface SelectionRow {
  /** Stable key of the row for labels: 'position-1', 'rank-3', 'pair', 'digits', 'sides'. */
  readonly name: string;
  /** The values a player may pick in this row, in display order. */
  readonly values: readonly number[];
  readonly picksMin: number;
  readonly picksMax: number;
}

export interface SelectionLayout {
  readonly rows: readonly SelectionRow[];
  /** At least this many picks over all rows (rows of a positional bet may be left empty). */
  readonly picksTotalMin: number;
}

export interface PrizeLevel {
  /** Stable key of the level: 'win', 'sum-10', 'matches-4', 'tie'. */
  readonly name: string;
  /** Amount returned per unit staked on one winning combination at prize group 2000, stake included. */
  readonly fairPayout: Ratio;
}

export interface LevelWins {
  readonly level: string;
  readonly combinations: number;
}

export interface Settlement {
  readonly wins: readonly LevelWins[];
  /** Combinations that neither win nor lose (an 11x5 ball 11 on big/small): their stake is returned. */
  readonly pushedCombinations: number;
}

export interface BetType {
  /** Stable code, never renamed once shipped: 'ssc.straight.5star', 'k3.sum', 'pk10.position'. */
  readonly code: string;
  readonly family: LotteryFamily;
  readonly layout: SelectionLayout;
  readonly prizeLevels: readonly PrizeLevel[];
  /** Combinations a valid selection covers (validate first; see `validateSelection`). */
  countCombinations(selection: Selection): number;
  /** Winning and pushed combinations of a valid selection against a valid result. */
  settle(selection: Selection, result: LotteryResult): Settlement;
}

export type SelectionRejection =
  | 'row_count'
  | 'not_integer'
  | 'value_not_offered'
  | 'duplicate_value'
  | 'too_few_picks'
  | 'too_many_picks'
  | 'no_combination';

export type SelectionCheck =
  | { readonly valid: true; readonly combinations: number }
  | { readonly valid: false; readonly reason: SelectionRejection; readonly row?: number };

/** Checks a selection against the bet type's layout and counts its combinations. */
export function validateSelection(betType: BetType, selection: Selection): SelectionCheck {
  const rows = betType.layout.rows;
  if (!Array.isArray(selection) || selection.length !== rows.length) return { valid: false, reason: 'row_count' };
  let picksTotal = 0;
  for (let index = 0; index < rows.length; index++) {
    const problem = checkRow(rows[index]!, selection[index]!);
    if (problem) return { valid: false, reason: problem, row: index };
    picksTotal += selection[index]!.length;
  }
  if (picksTotal < betType.layout.picksTotalMin) return { valid: false, reason: 'too_few_picks' };
  const combinations = betType.countCombinations(selection);
  if (combinations < 1) return { valid: false, reason: 'no_combination' };
  return { valid: true, combinations };
}

function checkRow(row: SelectionRow, picks: readonly number[]): SelectionRejection | null {
  if (!Array.isArray(picks)) return 'row_count';
  if (picks.length < row.picksMin) return 'too_few_picks';
  if (picks.length > row.picksMax) return 'too_many_picks';
  const seen = new Set<number>();
  for (const value of picks) {
    if (!Number.isInteger(value)) return 'not_integer';
    if (!row.values.includes(value)) return 'value_not_offered';
    if (seen.has(value)) return 'duplicate_value';
    seen.add(value);
  }
  return null;
}

/** A settlement with one prize level. */
export function winsAt(level: string, combinations: number, pushedCombinations = 0): Settlement {
  return { wins: combinations > 0 ? [{ level, combinations }] : [], pushedCombinations };
}

/** Adds up per-level wins of several independent parts of a bet (positions, options). */
export function mergeSettlements(parts: readonly Settlement[]): Settlement {
  const byLevel = new Map<string, number>();
  let pushedCombinations = 0;
  for (const part of parts) {
    pushedCombinations += part.pushedCombinations;
    for (const win of part.wins) byLevel.set(win.level, (byLevel.get(win.level) ?? 0) + win.combinations);
  }
  const wins = [...byLevel].map(([level, combinations]) => ({ level, combinations }));
  return { wins, pushedCombinations };
}

/** The number of winning combinations over all prize levels. */
export function winningCombinations(settlement: Settlement): number {
  return settlement.wins.reduce((total, win) => total + win.combinations, 0);
}

/** The combinations of a bet where every pick is its own combination. */
export function countAllPicks(selection: Selection): number {
  return selection.reduce((total, row) => total + row.length, 0);
}

/** Integers from `first` to `last` inclusive. */
export function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** A row of plain values. */
export function valueRow(name: string, values: readonly number[], picksMin = 1, picksMax = values.length): SelectionRow {
  return { name, values, picksMin, picksMax };
}

/** The only prize level of a bet type that pays one amount. */
export function singleLevel(fairPayout: Ratio): PrizeLevel[] {
  return [{ name: 'win', fairPayout }];
}

/** Checks a bet type's own consistency when it is defined, so a typo fails at start-up, not at settlement. */
export function defineBetType(betType: BetType): BetType {
  if (betType.layout.rows.length === 0) throw new Error(`${betType.code} has no selection rows`);
  if (betType.prizeLevels.length === 0) throw new Error(`${betType.code} has no prize levels`);
  for (const row of betType.layout.rows) {
    if (row.picksMin < 0 || row.picksMax < row.picksMin || row.picksMax > row.values.length) {
      throw new Error(`${betType.code} row ${row.name} has inconsistent pick limits`);
    }
  }
  return betType;
}

/** A fast-draw family: how to draw its result from a provably fair stream and what can be bet on it. */
export interface LotteryFamilyDefinition {
  readonly family: LotteryFamily;
  drawResult(stream: RandomStream): number[];
  isValidResult(result: LotteryResult): boolean;
  readonly betTypes: readonly BetType[];
}

/** Whether `value` shows `side`: big from `bigMin` up, small below it, and parity. */
export function showsSide(side: number, value: number, bigMin: number): boolean {
  switch (side) {
    case SIDE.big: return value >= bigMin;
    case SIDE.small: return value < bigMin;
    case SIDE.odd: return value % 2 === 1;
    case SIDE.even: return value % 2 === 0;
    default: return false;
  }
}

export const TWO_SIDES: readonly number[] = [SIDE.big, SIDE.small, SIDE.odd, SIDE.even];
