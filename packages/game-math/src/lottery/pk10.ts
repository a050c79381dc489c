/**
 * PK10 (racing): the finishing order of cars 1–10; the result lists the car at rank 1, 2, … 10.
 *
 * Car at a rank pays 10. Per rank big (6–10) / small / odd / even and dragon / tiger (the car at
 * rank i against the car at rank 11 − i, i = 1..5) are exact even chances and pay 2. The sum of the
 * first two cars (3–19) pays 90 / (ordered pairs with that sum); its big (> 11) / small / odd / even
 * pay 90 / 40 or 90 / 50 as their probabilities are 40/90 and 50/90.
 */
import { shuffle, type RandomStream } from '../provably-fair.ts';
import { ratio } from '../ratio.ts';
import {
  countAllPicks,
  defineBetType,
  mergeSettlements,
  range,
  SIDE,
  SIDE_NAMES,
  singleLevel,
  TWO_SIDES,
  valueRow,
  winsAt,
  showsSide,
  type BetType,
  type LotteryFamilyDefinition,
  type LotteryResult,
} from './bet-type.ts';

export const PK10_CARS = 10;
const CARS = range(1, PK10_CARS);
const RANK_BIG_MIN = 6;
const SUM_BIG_MIN = 12;
const ORDERED_PAIRS = PK10_CARS * (PK10_CARS - 1);

/** A uniformly random finishing order. */
export function drawPk10Result(stream: RandomStream): number[] {
  return shuffle(stream, CARS);
}

export function isValidPk10Result(result: LotteryResult): boolean {
  return result.length === PK10_CARS && CARS.every((car) => result.includes(car));
}

const carAtRank: BetType = defineBetType({
  code: 'pk10.position',
  family: 'pk10',
  layout: { rows: range(1, PK10_CARS).map((rank) => valueRow(`rank-${rank}`, CARS, 0)), picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(PK10_CARS)),
  countCombinations: countAllPicks,
  settle: (selection, result) => winsAt('win', selection.filter((picks, rank) => picks.includes(result[rank]!)).length),
});

const rankTwoSides: BetType = defineBetType({
  code: 'pk10.two-sides.rank',
  family: 'pk10',
  layout: { rows: range(1, PK10_CARS).map((rank) => valueRow(`rank-${rank}`, TWO_SIDES, 0)), picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(2)),
  countCombinations: countAllPicks,
  settle: (selection, result) =>
    mergeSettlements(
      selection.map((picks, rank) => winsAt('win', picks.filter((side) => showsSide(side, result[rank]!, RANK_BIG_MIN)).length)),
    ),
});

const dragonTiger: BetType = defineBetType({
  code: 'pk10.dragon-tiger',
  family: 'pk10',
  layout: { rows: range(1, 5).map((rank) => valueRow(`rank-${rank}`, [SIDE.dragon, SIDE.tiger], 0)), picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(2)),
  countCombinations: countAllPicks,
  settle: (selection, result) =>
    winsAt(
      'win',
      selection.filter((picks, rank) => {
        const outcome = result[rank]! > result[PK10_CARS - 1 - rank]! ? SIDE.dragon : SIDE.tiger;
        return picks.includes(outcome);
      }).length,
    ),
});

const firstTwoSum = (result: LotteryResult) => result[0]! + result[1]!;

/** Ordered pairs of different cars with each sum 3–19. */
const SUM_WAYS = range(3, 19).map((sum) => CARS.filter((first) => sum - first !== first && CARS.includes(sum - first)).length);

const sum: BetType = defineBetType({
  code: 'pk10.first-two.sum',
  family: 'pk10',
  layout: { rows: [valueRow('sum', range(3, 19))], picksTotalMin: 1 },
  prizeLevels: range(3, 19).map((value, index) => ({ name: `sum-${value}`, fairPayout: ratio(ORDERED_PAIRS, SUM_WAYS[index]!) })),
  countCombinations: countAllPicks,
  settle: (selection, result) => winsAt(`sum-${firstTwoSum(result)}`, selection[0]!.includes(firstTwoSum(result)) ? 1 : 0),
});

/** Ordered pairs whose sum shows each side: big 40, small 50 (11 is small), odd 50, even 40. */
function pairsShowing(side: number): number {
  return range(3, 19).reduce((total, value, index) => total + (showsSide(side, value, SUM_BIG_MIN) ? SUM_WAYS[index]! : 0), 0);
}

const sumTwoSides: BetType = defineBetType({
  code: 'pk10.first-two.two-sides',
  family: 'pk10',
  layout: { rows: [valueRow('sides', TWO_SIDES)], picksTotalMin: 1 },
  prizeLevels: TWO_SIDES.map((side) => ({ name: SIDE_NAMES[side]!, fairPayout: ratio(ORDERED_PAIRS, pairsShowing(side)) })),
  countCombinations: countAllPicks,
  settle: (selection, result) =>
    mergeSettlements(
      selection[0]!.map((side) => winsAt(SIDE_NAMES[side]!, showsSide(side, firstTwoSum(result), SUM_BIG_MIN) ? 1 : 0)),
    ),
});

export const PK10_BET_TYPES: readonly BetType[] = [carAtRank, rankTwoSides, dragonTiger, sum, sumTwoSides];

export const PK10: LotteryFamilyDefinition = {
  family: 'pk10',
  drawResult: drawPk10Result,
  isValidResult: isValidPk10Result,
  betTypes: PK10_BET_TYPES,
};
