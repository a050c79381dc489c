/**
 * K3 (fast 3): three dice. Of the 216 equally likely ordered results, a bet's fair payout is
 * 216 / (results that win it).
 *
 * Big (11–17) / small (4–10) / odd / even pay 2: among the 210 results that are not triples each
 * side holds exactly 105, and a triple loses all four (the rule's built-in edge).
 */
import { binomial } from '../combinatorics.ts';
import { randomInt, type RandomStream } from '../provably-fair.ts';
import { ratio } from '../ratio.ts';
import {
  countAllPicks,
  defineBetType,
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
} from './bet-type.ts';

export const K3_DICE = 3;
const FACES = range(1, 6);
const RESULTS = 216;
const SUM_BIG_MIN = 11;

/** Three independent dice. */
export function drawK3Result(stream: RandomStream): number[] {
  return Array.from({ length: K3_DICE }, () => randomInt(stream, 6) + 1);
}

export function isValidK3Result(result: LotteryResult): boolean {
  return result.length === K3_DICE && result.every((face) => Number.isInteger(face) && face >= 1 && face <= 6);
}

const sumOf = (dice: LotteryResult) => dice[0]! + dice[1]! + dice[2]!;
const isTriple = (dice: LotteryResult) => dice[0] === dice[1] && dice[1] === dice[2];
const countFace = (dice: LotteryResult, face: number) => dice.filter((die) => die === face).length;

function allResults(): number[][] {
  const results: number[][] = [];
  for (const first of FACES) for (const second of FACES) for (const third of FACES) results.push([first, second, third]);
  return results;
}

/** Ordered results with each sum 3–18 (1, 3, 6, 10, 15, 21, 25, 27, 27, 25, …). */
const SUM_WAYS = allResults().reduce((ways, dice) => {
  ways.set(sumOf(dice), (ways.get(sumOf(dice)) ?? 0) + 1);
  return ways;
}, new Map<number, number>());

const sum: BetType = defineBetType({
  code: 'k3.sum',
  family: 'k3',
  layout: { rows: [valueRow('sum', range(3, 18))], picksTotalMin: 1 },
  prizeLevels: range(3, 18).map((value) => ({ name: `sum-${value}`, fairPayout: ratio(RESULTS, SUM_WAYS.get(value)!) })),
  countCombinations: countAllPicks,
  settle: (selection, result) => winsAt(`sum-${sumOf(result)}`, selection[0]!.includes(sumOf(result)) ? 1 : 0),
});

const twoSides: BetType = defineBetType({
  code: 'k3.two-sides',
  family: 'k3',
  layout: { rows: [valueRow('sides', TWO_SIDES)], picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(2)),
  countCombinations: countAllPicks,
  settle: (selection, result) =>
    winsAt('win', isTriple(result) ? 0 : selection[0]!.filter((side) => showsSide(side, sumOf(result), SUM_BIG_MIN)).length),
});

const specificTriple: BetType = defineBetType({
  code: 'k3.triple.specific',
  family: 'k3',
  layout: { rows: [valueRow('faces', FACES)], picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(RESULTS)),
  countCombinations: countAllPicks,
  settle: (selection, result) => winsAt('win', isTriple(result) && selection[0]!.includes(result[0]!) ? 1 : 0),
});

const anyTriple: BetType = defineBetType({
  code: 'k3.triple.any',
  family: 'k3',
  layout: { rows: [valueRow('sides', [SIDE.anyTriple])], picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(RESULTS, 6)),
  countCombinations: countAllPicks,
  settle: (_selection, result) => winsAt('win', isTriple(result) ? 1 : 0),
});

/** A pair of one face with a single of another, in any order: (pair face, single face) per combination. */
const specificPair: BetType = defineBetType({
  code: 'k3.pair.specific',
  family: 'k3',
  layout: { rows: [valueRow('pair', FACES), valueRow('single', FACES)], picksTotalMin: 2 },
  prizeLevels: singleLevel(ratio(RESULTS, 3)),
  countCombinations: (selection) =>
    selection[0]!.reduce((total, pair) => total + selection[1]!.filter((single) => single !== pair).length, 0),
  settle: (selection, result) => {
    const pair = FACES.find((face) => countFace(result, face) === 2);
    const single = FACES.find((face) => countFace(result, face) === 1);
    const won = pair !== undefined && single !== undefined && selection[0]!.includes(pair) && selection[1]!.includes(single);
    return winsAt('win', won ? 1 : 0);
  },
});

/** A pair of a chosen face with any other third die; as in the official rule a triple is not a pair. */
const anyPair: BetType = defineBetType({
  code: 'k3.pair.any',
  family: 'k3',
  layout: { rows: [valueRow('faces', FACES)], picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(RESULTS, 15)),
  countCombinations: countAllPicks,
  settle: (selection, result) => winsAt('win', selection[0]!.filter((face) => countFace(result, face) === 2).length),
});

/** Three different faces: each 3-subset of the picks is a combination, won by its 6 orders. */
const threeDifferent: BetType = defineBetType({
  code: 'k3.different.three',
  family: 'k3',
  layout: { rows: [valueRow('faces', FACES, 3)], picksTotalMin: 3 },
  prizeLevels: singleLevel(ratio(RESULTS, 6)),
  countCombinations: (selection) => binomial(selection[0]!.length, 3),
  settle: (selection, result) =>
    winsAt('win', new Set(result).size === 3 && result.every((face) => selection[0]!.includes(face)) ? 1 : 0),
});

/** Two different faces both shown: 216 − 2 × 125 + 64 = 30 results win each 2-subset of the picks. */
const twoDifferent: BetType = defineBetType({
  code: 'k3.different.two',
  family: 'k3',
  layout: { rows: [valueRow('faces', FACES, 2)], picksTotalMin: 2 },
  prizeLevels: singleLevel(ratio(RESULTS, 30)),
  countCombinations: (selection) => binomial(selection[0]!.length, 2),
  settle: (selection, result) => winsAt('win', binomial(selection[0]!.filter((face) => result.includes(face)).length, 2)),
});

/** Any straight: 123, 234, 345 or 456 in any order, 24 results. */
const anyStraight: BetType = defineBetType({
  code: 'k3.straight.any',
  family: 'k3',
  layout: { rows: [valueRow('sides', [SIDE.anyStraight])], picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(RESULTS, 24)),
  countCombinations: countAllPicks,
  settle: (_selection, result) => {
    const sorted = [...result].sort((a, b) => a - b);
    return winsAt('win', sorted[1] === sorted[0]! + 1 && sorted[2] === sorted[1]! + 1 ? 1 : 0);
  },
});

/** A single face pays once however many dice show it: 216 − 125 = 91 results show a given face. */
const singleFace: BetType = defineBetType({
  code: 'k3.single-face',
  family: 'k3',
  layout: { rows: [valueRow('faces', FACES)], picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(RESULTS, 91)),
  countCombinations: countAllPicks,
  settle: (selection, result) => winsAt('win', selection[0]!.filter((face) => result.includes(face)).length),
});

export const K3_BET_TYPES: readonly BetType[] = [
  sum,
  twoSides,
  specificTriple,
  anyTriple,
  specificPair,
  anyPair,
  threeDifferent,
  twoDifferent,
  anyStraight,
  singleFace,
];

export const K3: LotteryFamilyDefinition = {
  family: 'k3',
  drawResult: drawK3Result,
  isValidResult: isValidK3Result,
  betTypes: K3_BET_TYPES,
};
