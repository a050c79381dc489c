/**
 * 11x5: five distinct balls drawn in order from 01–11.
 *
 * Any-N (N = 1..5) wins when all N picks are among the five drawn; any-6/7/8 wins when the N picks
 * contain all five drawn. Front 1/2/3 match the first balls in order (straight) or in any order
 * (group). Side bets: big (6–10) / small (1–5) / odd / even per ball, where a drawn 11 pushes; big
 * (> 30) / small (< 30) on the sum, where 30 pushes; dragon / tiger comparing ball 1 with ball 5.
 */
import { binomial } from '../combinatorics.ts';
import { sampleWithoutReplacement, type RandomStream } from '../provably-fair.ts';
import { ratio } from '../ratio.ts';
import {
  countAllPicks,
  defineBetType,
  mergeSettlements,
  range,
  showsSide,
  SIDE,
  singleLevel,
  TWO_SIDES,
  valueRow,
  winsAt,
  type BetType,
  type LotteryFamilyDefinition,
  type LotteryResult,
  type Selection,
  type Settlement,
} from './bet-type.ts';

export const ELEVEN_FIVE_NUMBERS = 11;
export const ELEVEN_FIVE_BALLS = 5;
const NUMBERS = range(1, ELEVEN_FIVE_NUMBERS);
const BALL_BIG_MIN = 6;
const PUSHING_BALL = 11;
const PUSHING_SUM = 30;

/** Five distinct numbers of 1–11 in draw order. */
export function drawElevenFiveResult(stream: RandomStream): number[] {
  return sampleWithoutReplacement(stream, ELEVEN_FIVE_NUMBERS, ELEVEN_FIVE_BALLS).map((index) => index + 1);
}

export function isValidElevenFiveResult(result: LotteryResult): boolean {
  return (
    result.length === ELEVEN_FIVE_BALLS &&
    new Set(result).size === ELEVEN_FIVE_BALLS &&
    result.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= ELEVEN_FIVE_NUMBERS)
  );
}

/**
 * Any-N: each N-subset of the picks is a combination. For N ≤ 5 a combination wins with
 * probability C(5,N)/C(11,N); for N ≥ 5 it must contain the five drawn, probability C(6,N−5)/C(11,N).
 */
function anyN(size: number): BetType {
  const winningSubsets = size <= ELEVEN_FIVE_BALLS ? binomial(ELEVEN_FIVE_BALLS, size) : binomial(6, size - ELEVEN_FIVE_BALLS);
  return defineBetType({
    code: `11x5.any.${size}`,
    family: '11x5',
    layout: { rows: [valueRow('numbers', NUMBERS, size)], picksTotalMin: size },
    prizeLevels: singleLevel(ratio(binomial(ELEVEN_FIVE_NUMBERS, size), winningSubsets)),
    countCombinations: (selection) => binomial(selection[0]!.length, size),
    settle: (selection, result) => {
      const picks = selection[0]!;
      const hits = picks.filter((number) => result.includes(number)).length;
      if (size <= ELEVEN_FIVE_BALLS) return winsAt('win', binomial(hits, size));
      const coversDraw = hits === ELEVEN_FIVE_BALLS;
      return winsAt('win', coversDraw ? binomial(picks.length - ELEVEN_FIVE_BALLS, size - ELEVEN_FIVE_BALLS) : 0);
    },
  });
}

/** Ordered tuples of distinct numbers, one from each row: the combinations of a front straight. */
function countDistinctTuples(rows: Selection, chosen: readonly number[] = []): number {
  if (chosen.length === rows.length) return 1;
  return rows[chosen.length]!
    .filter((number) => !chosen.includes(number))
    .reduce((total, number) => total + countDistinctTuples(rows, [...chosen, number]), 0);
}

function frontStraight(size: number): BetType {
  return defineBetType({
    code: `11x5.front${size}.straight`,
    family: '11x5',
    layout: { rows: range(1, size).map((ball) => valueRow(`ball-${ball}`, NUMBERS)), picksTotalMin: size },
    // The first `size` balls in order: 11 × 10 × … possibilities, one of which wins.
    prizeLevels: singleLevel(ratio(range(ELEVEN_FIVE_NUMBERS - size + 1, ELEVEN_FIVE_NUMBERS).reduce((product, value) => product * value, 1))),
    countCombinations: (selection) => countDistinctTuples(selection),
    settle: (selection, result) => winsAt('win', selection.every((picks, ball) => picks.includes(result[ball]!)) ? 1 : 0),
  });
}

function frontGroup(size: number): BetType {
  return defineBetType({
    code: `11x5.front${size}.group`,
    family: '11x5',
    layout: { rows: [valueRow('numbers', NUMBERS, size)], picksTotalMin: size },
    prizeLevels: singleLevel(ratio(binomial(ELEVEN_FIVE_NUMBERS, size))),
    countCombinations: (selection) => binomial(selection[0]!.length, size),
    settle: (selection, result) => winsAt('win', result.slice(0, size).every((ball) => selection[0]!.includes(ball)) ? 1 : 0),
  });
}

/** Side picks on one ball: a drawn 11 pushes all of them, leaving 1–10 split evenly both ways. */
function ballSides(picks: readonly number[], ball: number): Settlement {
  if (ball === PUSHING_BALL) return winsAt('win', 0, picks.length);
  return winsAt('win', picks.filter((side) => showsSide(side, ball, BALL_BIG_MIN)).length);
}

const ballTwoSides: BetType = defineBetType({
  code: '11x5.two-sides.ball',
  family: '11x5',
  layout: { rows: range(1, ELEVEN_FIVE_BALLS).map((ball) => valueRow(`ball-${ball}`, TWO_SIDES, 0)), picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(2)),
  countCombinations: countAllPicks,
  settle: (selection, result) => mergeSettlements(selection.map((picks, ball) => ballSides(picks, result[ball]!))),
});

/** The sum (15–45) is symmetric around 30 because replacing every ball b by 12 − b maps S to 60 − S. */
const sumBigSmall: BetType = defineBetType({
  code: '11x5.two-sides.sum',
  family: '11x5',
  layout: { rows: [valueRow('sides', [SIDE.big, SIDE.small])], picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(2)),
  countCombinations: countAllPicks,
  settle: (selection, result) => {
    const sum = result.reduce((total, ball) => total + ball, 0);
    if (sum === PUSHING_SUM) return winsAt('win', 0, selection[0]!.length);
    return winsAt('win', selection[0]!.filter((side) => showsSide(side, sum, PUSHING_SUM + 1)).length);
  },
});

const dragonTiger: BetType = defineBetType({
  code: '11x5.dragon-tiger',
  family: '11x5',
  layout: { rows: [valueRow('sides', [SIDE.dragon, SIDE.tiger])], picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(2)),
  countCombinations: countAllPicks,
  settle: (selection, result) => {
    const outcome = result[0]! > result[ELEVEN_FIVE_BALLS - 1]! ? SIDE.dragon : SIDE.tiger;
    return winsAt('win', selection[0]!.includes(outcome) ? 1 : 0);
  },
});

export const ELEVEN_FIVE_BET_TYPES: readonly BetType[] = [
  ...range(1, 8).map(anyN),
  ...range(1, 3).map(frontStraight),
  frontGroup(2),
  frontGroup(3),
  ballTwoSides,
  sumBigSmall,
  dragonTiger,
];

export const ELEVEN_FIVE: LotteryFamilyDefinition = {
  family: '11x5',
  drawResult: drawElevenFiveResult,
  isValidResult: isValidElevenFiveResult,
  betTypes: ELEVEN_FIVE_BET_TYPES,
};
