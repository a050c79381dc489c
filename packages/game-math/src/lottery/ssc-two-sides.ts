/**
 * SSC side bets: big (5–9) / small / odd / even per position, the same on the total of the five
 * digits (big from 23, so both halves of 0–45 are exactly equally likely), and dragon / tiger / tie
 * comparing position 1 with position 5.
 *
 * Big/small/odd/even are exactly even chances, so they pay 2. Dragon and tiger each win with
 * probability 45/100 and a tie with 10/100; they pay the inverse of those probabilities, so a tie
 * simply loses dragon and tiger bets.
 */
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
  type Settlement,
} from './bet-type.ts';

const DIGIT_BIG_MIN = 5;
const TOTAL_BIG_MIN = 23;

function sidesShown(picks: readonly number[], value: number, bigMin: number): Settlement {
  return winsAt('win', picks.filter((side) => showsSide(side, value, bigMin)).length);
}

const perPosition: BetType = defineBetType({
  code: 'ssc.two-sides.position',
  family: 'ssc',
  layout: { rows: range(1, 5).map((position) => valueRow(`position-${position}`, TWO_SIDES, 0)), picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(2)),
  countCombinations: countAllPicks,
  settle: (selection, result) =>
    mergeSettlements(selection.map((picks, position) => sidesShown(picks, result[position]!, DIGIT_BIG_MIN))),
});

const total: BetType = defineBetType({
  code: 'ssc.two-sides.total',
  family: 'ssc',
  layout: { rows: [valueRow('sides', TWO_SIDES)], picksTotalMin: 1 },
  prizeLevels: singleLevel(ratio(2)),
  countCombinations: countAllPicks,
  settle: (selection, result) =>
    sidesShown(selection[0]!, result.reduce((sum, digit) => sum + digit, 0), TOTAL_BIG_MIN),
});

function dragonTigerOutcome(first: number, last: number): number {
  if (first > last) return SIDE.dragon;
  return first < last ? SIDE.tiger : SIDE.tie;
}

const LEVEL_NAMES: Readonly<Record<number, string>> = { [SIDE.dragon]: 'dragon', [SIDE.tiger]: 'tiger', [SIDE.tie]: 'tie' };

const dragonTiger: BetType = defineBetType({
  code: 'ssc.dragon-tiger',
  family: 'ssc',
  layout: { rows: [valueRow('sides', [SIDE.dragon, SIDE.tiger, SIDE.tie])], picksTotalMin: 1 },
  prizeLevels: [
    { name: 'dragon', fairPayout: ratio(100, 45) },
    { name: 'tiger', fairPayout: ratio(100, 45) },
    { name: 'tie', fairPayout: ratio(100, 10) },
  ],
  countCombinations: countAllPicks,
  settle: (selection, result) => {
    const outcome = dragonTigerOutcome(result[0]!, result[4]!);
    return winsAt(LEVEL_NAMES[outcome]!, selection[0]!.includes(outcome) ? 1 : 0);
  },
});

export const sscSideBetTypes: readonly BetType[] = [perPosition, total, dragonTiger];
