/**
 * Keno (Happy 8): 20 distinct numbers drawn from 1–80.
 *
 * Pick N (1..10) is paid by the number of matches. Its paying match counts are listed in
 * PAYING_MATCHES, and the fair return is shared equally among them: a level that wins with
 * probability p pays 1 / (levels × p), so the whole table returns exactly 100 % at group 2000.
 *
 * The sum of the 20 numbers (210–1410) is symmetric around 810, as is the split between the lower
 * half 1–40 and the upper half 41–80 and between odd and even numbers. Big (> 810) / small, upper /
 * lower majority and odd / even majority pay 2 and push on the middle outcome (sum exactly 810, a
 * 10–10 split), which is a bet of its own paying the inverse of its probability.
 */
import { binomialBig } from '../combinatorics.ts';
import { sampleWithoutReplacement, type RandomStream } from '../provably-fair.ts';
import { ratio, type Ratio } from '../ratio.ts';
import {
  defineBetType,
  mergeSettlements,
  range,
  SIDE,
  singleLevel,
  valueRow,
  winsAt,
  type BetType,
  type LotteryFamilyDefinition,
  type LotteryResult,
  type PrizeLevel,
  type Settlement,
} from './bet-type.ts';

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
const NUMBERS = range(1, KENO_NUMBERS);
const MIDDLE_SUM = 810;
const HALF = KENO_DRAWN / 2;

/**
 * Of the C(80, 20) possible draws, this many sum to exactly 810; `keno.test.ts` recounts it. It is
 * kept as a constant because recounting takes a dynamic programme too slow for a page load.
 */
export const DRAWS_SUMMING_TO_MIDDLE = 15_542_763_534_960_598n;

/** Match counts that pay for each pick size. */
export const PAYING_MATCHES: Readonly<Record<number, readonly number[]>> = {
  1: [1],
  2: [2],
  3: [2, 3],
  4: [2, 3, 4],
  5: [3, 4, 5],
  6: [3, 4, 5, 6],
  7: [4, 5, 6, 7],
  8: [4, 5, 6, 7, 8],
  9: [5, 6, 7, 8, 9],
  10: [5, 6, 7, 8, 9, 10],
};

/** Twenty distinct numbers of 1–80 in draw order. */
export function drawKenoResult(stream: RandomStream): number[] {
  return sampleWithoutReplacement(stream, KENO_NUMBERS, KENO_DRAWN).map((index) => index + 1);
}

export function isValidKenoResult(result: LotteryResult): boolean {
  return (
    result.length === KENO_DRAWN &&
    new Set(result).size === KENO_DRAWN &&
    result.every((number) => Number.isInteger(number) && number >= 1 && number <= KENO_NUMBERS)
  );
}

/** P(exactly `matches` of `picks` numbers are drawn) = C(20, k) C(60, n − k) / C(80, n), exact. */
export function kenoMatchProbability(picks: number, matches: number): Ratio {
  return ratio(
    binomialBig(KENO_DRAWN, matches) * binomialBig(KENO_NUMBERS - KENO_DRAWN, picks - matches),
    binomialBig(KENO_NUMBERS, picks),
  );
}

function pickLevels(picks: number): PrizeLevel[] {
  const paying = PAYING_MATCHES[picks]!;
  return paying.map((matches) => {
    const probability = kenoMatchProbability(picks, matches);
    return {
      name: `matches-${matches}`,
      fairPayout: ratio(probability.denominator, probability.numerator * BigInt(paying.length)),
    };
  });
}

function pickN(picks: number): BetType {
  const paying = PAYING_MATCHES[picks]!;
  return defineBetType({
    code: `keno.pick.${picks}`,
    family: 'keno',
    layout: { rows: [valueRow('numbers', NUMBERS, picks, picks)], picksTotalMin: picks },
    prizeLevels: pickLevels(picks),
    countCombinations: () => 1,
    settle: (selection, result) => {
      const matches = selection[0]!.filter((number) => result.includes(number)).length;
      return winsAt(`matches-${matches}`, paying.includes(matches) ? 1 : 0);
    },
  });
}

/**
 * A three-way bet: two even sides that push on the middle outcome, and the middle itself.
 * `measure` returns how far the result is above its middle (positive favours `aboveSide`).
 */
function threeWay(code: string, sides: readonly [number, number], middleFairPayout: Ratio, measure: (result: LotteryResult) => number): BetType {
  const [aboveSide, belowSide] = sides;
  return defineBetType({
    code,
    family: 'keno',
    layout: { rows: [valueRow('sides', [aboveSide, belowSide, SIDE.tie])], picksTotalMin: 1 },
    prizeLevels: [...singleLevel(ratio(2)), { name: 'tie', fairPayout: middleFairPayout }],
    countCombinations: (selection) => selection[0]!.length,
    settle: (selection, result) => {
      const difference = measure(result);
      const outcome = difference > 0 ? aboveSide : difference < 0 ? belowSide : SIDE.tie;
      return mergeSettlements(selection[0]!.map((side) => settleSide(side, outcome)));
    },
  });
}

function settleSide(side: number, outcome: number): Settlement {
  if (outcome === SIDE.tie) return side === SIDE.tie ? winsAt('tie', 1) : winsAt('win', 0, 1);
  return winsAt('win', side === outcome ? 1 : 0);
}

/** A 10–10 split between two halves of 40 numbers has probability C(40,10)² / C(80,20). */
const EVEN_SPLIT_FAIR_PAYOUT = ratio(binomialBig(KENO_NUMBERS, KENO_DRAWN), binomialBig(40, HALF) ** 2n);

const countWhere = (result: LotteryResult, test: (number: number) => boolean) => result.filter(test).length;

export const KENO_BET_TYPES: readonly BetType[] = [
  ...range(1, 10).map(pickN),
  threeWay(
    'keno.sum',
    [SIDE.big, SIDE.small],
    ratio(binomialBig(KENO_NUMBERS, KENO_DRAWN), DRAWS_SUMMING_TO_MIDDLE),
    (result) => result.reduce((total, number) => total + number, 0) - MIDDLE_SUM,
  ),
  threeWay('keno.half', [SIDE.upper, SIDE.lower], EVEN_SPLIT_FAIR_PAYOUT, (result) => countWhere(result, (number) => number > 40) - HALF),
  threeWay('keno.parity', [SIDE.odd, SIDE.even], EVEN_SPLIT_FAIR_PAYOUT, (result) => countWhere(result, (number) => number % 2 === 1) - HALF),
];

export const KENO: LotteryFamilyDefinition = {
  family: 'keno',
  drawResult: drawKenoResult,
  isValidResult: isValidKenoResult,
  betTypes: KENO_BET_TYPES,
};
