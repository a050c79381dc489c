/**
 * SSC (5D): five digits 0–9 at positions 1 to 5. Number bets: straight, group 3, group 6, sum and
 * span of three digits, single position and digit anywhere. Side bets live in `ssc-two-sides.ts`.
 *
 * Every combination of these bets is one straight or group ticket whose fair payout is 1 / its
 * probability: a 3-star straight wins with probability 1/1000 and pays 1000 per unit at group 2000.
 */
import { binomial } from '../combinatorics.ts';
import { randomInt, type RandomStream } from '../provably-fair.ts';
import { ratio } from '../ratio.ts';
import {
  countAllPicks,
  defineBetType,
  range,
  singleLevel,
  valueRow,
  winsAt,
  type BetType,
  type LotteryFamilyDefinition,
  type LotteryResult,
} from './bet-type.ts';
import { sscSideBetTypes } from './ssc-two-sides.ts';

export const SSC_POSITIONS = 5;
const DIGITS = range(0, 9);

/** Which positions (0-based) each span covers. */
export const SSC_SPANS = {
  '5star': [0, 1, 2, 3, 4],
  front4: [0, 1, 2, 3],
  back4: [1, 2, 3, 4],
  front3: [0, 1, 2],
  middle3: [1, 2, 3],
  back3: [2, 3, 4],
  front2: [0, 1],
  back2: [3, 4],
} as const;

type SpanName = keyof typeof SSC_SPANS;
const THREE_DIGIT_SPANS: readonly SpanName[] = ['front3', 'middle3', 'back3'];

/** Five independent uniform digits. */
export function drawSscResult(stream: RandomStream): number[] {
  return Array.from({ length: SSC_POSITIONS }, () => randomInt(stream, 10));
}

export function isValidSscResult(result: LotteryResult): boolean {
  return result.length === SSC_POSITIONS && result.every((digit) => Number.isInteger(digit) && digit >= 0 && digit <= 9);
}

function digitsAt(result: LotteryResult, positions: readonly number[]): number[] {
  return positions.map((position) => result[position]!);
}

/** How many of the 1000 three-digit straights have each sum (0–27) and each span (0–9). */
function threeDigitStatistics(): { sumWays: number[]; spanWays: number[] } {
  const sumWays = new Array<number>(28).fill(0);
  const spanWays = new Array<number>(10).fill(0);
  for (let value = 0; value < 1000; value++) {
    const digits = [Math.floor(value / 100), Math.floor(value / 10) % 10, value % 10];
    sumWays[digits[0]! + digits[1]! + digits[2]!]!++;
    spanWays[Math.max(...digits) - Math.min(...digits)]!++;
  }
  return { sumWays, spanWays };
}

const { sumWays: SUM_WAYS, spanWays: SPAN_WAYS } = threeDigitStatistics();

function straight(span: SpanName): BetType {
  const positions = SSC_SPANS[span];
  return defineBetType({
    code: `ssc.straight.${span}`,
    family: 'ssc',
    layout: { rows: positions.map((position) => valueRow(`position-${position + 1}`, DIGITS)), picksTotalMin: positions.length },
    prizeLevels: singleLevel(ratio(10 ** positions.length)),
    countCombinations: (selection) => selection.reduce((product, row) => product * row.length, 1),
    settle: (selection, result) =>
      winsAt('win', positions.every((position, row) => selection[row]!.includes(result[position]!)) ? 1 : 0),
  });
}

/** The pair digit and the single digit of a three-digit result with exactly one pair, or null. */
function pairAndSingle(digits: readonly number[]): { pair: number; single: number } | null {
  const [a, b, c] = digits as [number, number, number];
  if (a === b && b !== c) return { pair: a, single: c };
  if (a === c && b !== c) return { pair: a, single: b };
  if (b === c && a !== b) return { pair: b, single: a };
  return null;
}

/** Group 3: a pair and a single in any order; each (pair digit, single digit) choice is one combination. */
function groupThree(span: SpanName): BetType {
  const positions = SSC_SPANS[span];
  return defineBetType({
    code: `ssc.group3.${span}`,
    family: 'ssc',
    layout: { rows: [valueRow('digits', DIGITS, 2)], picksTotalMin: 2 },
    prizeLevels: singleLevel(ratio(1000, 3)),
    countCombinations: (selection) => selection[0]!.length * (selection[0]!.length - 1),
    settle: (selection, result) => {
      const shape = pairAndSingle(digitsAt(result, positions));
      const picks = selection[0]!;
      return winsAt('win', shape && picks.includes(shape.pair) && picks.includes(shape.single) ? 1 : 0);
    },
  });
}

/** Group 6: three different digits in any order; each 3-subset of the picks is one combination. */
function groupSix(span: SpanName): BetType {
  const positions = SSC_SPANS[span];
  return defineBetType({
    code: `ssc.group6.${span}`,
    family: 'ssc',
    layout: { rows: [valueRow('digits', DIGITS, 3)], picksTotalMin: 3 },
    prizeLevels: singleLevel(ratio(1000, 6)),
    countCombinations: (selection) => binomial(selection[0]!.length, 3),
    settle: (selection, result) => {
      const digits = digitsAt(result, positions);
      const distinct = new Set(digits).size === 3;
      return winsAt('win', distinct && digits.every((digit) => selection[0]!.includes(digit)) ? 1 : 0);
    },
  });
}

/**
 * Sum or span of three digits: picking a value buys every straight with that sum (or span), so the
 * combinations are those straights and a win pays the 3-star straight prize.
 */
function threeDigitMeasure(kind: 'sum' | 'span', span: SpanName): BetType {
  const positions = SSC_SPANS[span];
  const ways = kind === 'sum' ? SUM_WAYS : SPAN_WAYS;
  const measure = (digits: number[]) =>
    kind === 'sum' ? digits[0]! + digits[1]! + digits[2]! : Math.max(...digits) - Math.min(...digits);
  return defineBetType({
    code: `ssc.${kind}.${span}`,
    family: 'ssc',
    layout: { rows: [valueRow(kind, range(0, ways.length - 1))], picksTotalMin: 1 },
    prizeLevels: singleLevel(ratio(1000)),
    countCombinations: (selection) => selection[0]!.reduce((total, value) => total + ways[value]!, 0),
    settle: (selection, result) => winsAt('win', selection[0]!.includes(measure(digitsAt(result, positions))) ? 1 : 0),
  });
}

/** Single position: every picked digit at every position is one combination. */
const singlePosition: BetType = defineBetType({
  code: 'ssc.position',
  family: 'ssc',
  layout: { rows: range(1, SSC_POSITIONS).map((position) => valueRow(`position-${position}`, DIGITS, 0)), picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(10)),
  countCombinations: countAllPicks,
  settle: (selection, result) =>
    winsAt('win', selection.filter((row, position) => row.includes(result[position]!)).length),
});

/** Digit anywhere in three positions: a picked digit wins once however many times it shows. */
function anywhere(span: SpanName): BetType {
  const positions = SSC_SPANS[span];
  return defineBetType({
    code: `ssc.anywhere.${span}`,
    family: 'ssc',
    layout: { rows: [valueRow('digits', DIGITS)], picksTotalMin: 1 },
    // A given digit misses one position with probability 9/10, so it shows with probability 271/1000.
    prizeLevels: singleLevel(ratio(1000, 1000 - 729)),
    countCombinations: countAllPicks,
    settle: (selection, result) => {
      const shown = new Set(digitsAt(result, positions));
      return winsAt('win', selection[0]!.filter((digit) => shown.has(digit)).length);
    },
  });
}

export const SSC_BET_TYPES: readonly BetType[] = [
  ...(Object.keys(SSC_SPANS) as SpanName[]).map(straight),
  ...THREE_DIGIT_SPANS.map(groupThree),
  ...THREE_DIGIT_SPANS.map(groupSix),
  ...THREE_DIGIT_SPANS.map((span) => threeDigitMeasure('sum', span)),
  ...THREE_DIGIT_SPANS.map((span) => threeDigitMeasure('span', span)),
  singlePosition,
  ...THREE_DIGIT_SPANS.map(anywhere),
  ...sscSideBetTypes,
];

export const SSC: LotteryFamilyDefinition = {
  family: 'ssc',
  drawResult: drawSscResult,
  isValidResult: isValidSscResult,
  betTypes: SSC_BET_TYPES,
};
