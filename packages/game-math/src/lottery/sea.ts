/**
 * SEA lottery (SEA page): Thai-style and 4D (Malaysia / Singapore style), fixed odds.
 *
 * Thai: a six-digit first prize and a two-digit bottom prize. Top 3 (last three of the first
 * prize) pays 900, 3 any order pays 150 when the pick's digits are a rearrangement of the top 3
 * (a pick with a repeated digit has only 3 orders and a triple only 1, at the same odds), top 2 and
 * bottom 2 pay 90, a running digit pays 3 on the top 3 and 4 on the bottom 2, once however often
 * it shows.
 *
 * 4D: 23 distinct four-digit numbers (first, second, third, 10 starters, 10 consolations). A big
 * bet wins on any of them, a small bet only on the first three, at the Magnum-like table below
 * (amount per unit staked).
 */
import { randomInt, sampleWithoutReplacement, type RandomStream } from '../provably-fair.ts';
import { ODDS_SCALE, padNumber, type FixedOddsSettlement, type PickRule } from './fixed-odds.ts';

export interface SeaBetType<Result> {
  /** Stable code: 'thai.top3', '4d.big'. */
  readonly code: string;
  readonly rule: PickRule;
  /** Every pick is one combination costing one unit. */
  countCombinations(picks: readonly number[]): number;
  settle(picks: readonly number[], result: Result): FixedOddsSettlement;
}

const PICKS_MAX = 100;
const onePerPick = (picks: readonly number[]) => picks.length;

export interface ThaiResult {
  /** Six digits. */
  readonly firstPrize: string;
  /** Two digits, drawn separately. */
  readonly bottomTwo: string;
}

export function drawThaiResult(stream: RandomStream): ThaiResult {
  return { firstPrize: padNumber(randomInt(stream, 1_000_000), 6), bottomTwo: padNumber(randomInt(stream, 100), 2) };
}

export function isValidThaiResult(result: ThaiResult): boolean {
  return /^[0-9]{6}$/.test(result.firstPrize) && /^[0-9]{2}$/.test(result.bottomTwo);
}

const sortedDigits = (text: string) => [...text].sort().join('');

/** Distinct orders of a three-digit pick: 6, 3 with a repeated digit, 1 for a triple. */
export function orderingsOf(pick: number): number {
  const distinct = new Set(padNumber(pick, 3)).size;
  return distinct === 3 ? 6 : distinct === 2 ? 3 : 1;
}

/** A Thai bet whose picks each win `oddsMilli` when `wins` holds for the pick. */
function thaiBet(code: string, valueMax: number, oddsMilli: number, wins: (pick: number, result: ThaiResult) => boolean): SeaBetType<ThaiResult> {
  return {
    code,
    rule: { valueMax, picksMin: 1, picksMax: Math.min(PICKS_MAX, valueMax + 1) },
    countCombinations: onePerPick,
    settle: (picks, result) => {
      const hits = picks.filter((pick) => wins(pick, result)).length;
      return { hits, payoutMilli: hits * oddsMilli };
    },
  };
}

const topThree = (result: ThaiResult) => result.firstPrize.slice(-3);

export const THAI_BET_TYPES: readonly SeaBetType<ThaiResult>[] = [
  thaiBet('thai.top3', 999, 900_000, (pick, result) => padNumber(pick, 3) === topThree(result)),
  thaiBet('thai.top3.any-order', 999, 150_000, (pick, result) => sortedDigits(padNumber(pick, 3)) === sortedDigits(topThree(result))),
  thaiBet('thai.top2', 99, 90_000, (pick, result) => padNumber(pick, 2) === result.firstPrize.slice(-2)),
  thaiBet('thai.bottom2', 99, 90_000, (pick, result) => padNumber(pick, 2) === result.bottomTwo),
  thaiBet('thai.run.top', 9, 3_000, (pick, result) => topThree(result).includes(String(pick))),
  thaiBet('thai.run.bottom', 9, 4_000, (pick, result) => result.bottomTwo.includes(String(pick))),
];

export interface FourDResult {
  readonly first: string;
  readonly second: string;
  readonly third: string;
  readonly starters: readonly string[];
  readonly consolations: readonly string[];
}

export type FourDTier = 'first' | 'second' | 'third' | 'starter' | 'consolation';

/** Prize per unit staked on a number, by tier. */
export const FOUR_D_PRIZES: Readonly<Record<'big' | 'small', Partial<Record<FourDTier, number>>>> = {
  big: { first: 2500, second: 1000, third: 490, starter: 250, consolation: 60 },
  small: { first: 3500, second: 2000, third: 990 },
};

export const FOUR_D_WINNING_NUMBERS = 23;
const FOUR_D_GROUP = 10;

/** 23 distinct numbers: first, second, third, then 10 starters and 10 consolations. */
export function drawFourDResult(stream: RandomStream): FourDResult {
  const numbers = sampleWithoutReplacement(stream, 10_000, FOUR_D_WINNING_NUMBERS).map((value) => padNumber(value, 4));
  return {
    first: numbers[0]!,
    second: numbers[1]!,
    third: numbers[2]!,
    starters: numbers.slice(3, 3 + FOUR_D_GROUP),
    consolations: numbers.slice(3 + FOUR_D_GROUP),
  };
}

function fourDNumbers(result: FourDResult): string[] {
  return [result.first, result.second, result.third, ...result.starters, ...result.consolations];
}

export function isValidFourDResult(result: FourDResult): boolean {
  const numbers = fourDNumbers(result);
  return (
    result.starters.length === FOUR_D_GROUP &&
    result.consolations.length === FOUR_D_GROUP &&
    numbers.every((number) => /^[0-9]{4}$/.test(number)) &&
    new Set(numbers).size === FOUR_D_WINNING_NUMBERS
  );
}

/** The tier a four-digit number won in, or null. */
export function fourDTierOf(result: FourDResult, number: string): FourDTier | null {
  if (number === result.first) return 'first';
  if (number === result.second) return 'second';
  if (number === result.third) return 'third';
  if (result.starters.includes(number)) return 'starter';
  return result.consolations.includes(number) ? 'consolation' : null;
}

function fourDBet(size: 'big' | 'small'): SeaBetType<FourDResult> {
  return {
    code: `4d.${size}`,
    rule: { valueMax: 9999, picksMin: 1, picksMax: PICKS_MAX },
    countCombinations: onePerPick,
    settle: (picks, result) => {
      let hits = 0;
      let payoutMilli = 0;
      for (const pick of picks) {
        const tier = fourDTierOf(result, padNumber(pick, 4));
        const prize = tier ? FOUR_D_PRIZES[size][tier] : undefined;
        if (prize === undefined) continue;
        hits++;
        payoutMilli += prize * ODDS_SCALE;
      }
      return { hits, payoutMilli };
    },
  };
}

export const FOUR_D_BET_TYPES: readonly SeaBetType<FourDResult>[] = [fourDBet('big'), fourDBet('small')];
