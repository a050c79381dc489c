import { describe, expect, it } from 'vitest';
import { binomialBig } from '../combinatorics.ts';
import { addRatios, multiplyRatios, ratio, ratiosEqual } from '../ratio.ts';
import { settleCode } from '../test-support/settle-code.ts';
import { SIDE } from './bet-type.ts';
import { findBetType } from './catalogue.ts';
import { DRAWS_SUMMING_TO_MIDDLE, kenoMatchProbability, PAYING_MATCHES } from './keno.ts';

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);
/** 1–10 and 41–50: ten lower and ten upper numbers, ten odd and ten even, summing to 110 + 455 = 565. */
const SPLIT_DRAW = [...range(1, 10), ...range(41, 50)];

describe('Keno pick N', () => {
  it('returns exactly 100 % at group 2000 over its paying levels', () => {
    for (let picks = 1; picks <= 10; picks++) {
      let expected = ratio(0);
      for (const level of findBetType(`keno.pick.${picks}`)!.prizeLevels) {
        const matches = Number(level.name.replace('matches-', ''));
        expected = addRatios(expected, multiplyRatios(kenoMatchProbability(picks, matches), level.fairPayout));
      }
      expect(ratiosEqual(expected, ratio(1))).toBe(true);
      expect(findBetType(`keno.pick.${picks}`)!.prizeLevels.map((level) => level.name)).toEqual(
        PAYING_MATCHES[picks]!.map((matches) => `matches-${matches}`),
      );
    }
  });

  it('has match probabilities that add up to one', () => {
    for (let picks = 1; picks <= 10; picks++) {
      const total = range(0, picks).reduce((sum, matches) => addRatios(sum, kenoMatchProbability(picks, matches)), ratio(0));
      expect(ratiosEqual(total, ratio(1))).toBe(true);
    }
  });

  it('pays the level of the number of matches, and nothing below the paying levels', () => {
    expect(settleCode('keno.pick.4', [[1, 2, 41, 80]], SPLIT_DRAW).levels).toEqual({ 'matches-3': 1 });
    expect(settleCode('keno.pick.4', [[1, 60, 70, 80]], SPLIT_DRAW).won).toBe(0);
    expect(settleCode('keno.pick.1', [[80]], SPLIT_DRAW).won).toBe(0);
  });
});

describe('Keno sum, halves and parity', () => {
  it('counts the draws summing to 810 exactly (dynamic programme over 1–80)', () => {
    // ways[k][s]: subsets of the numbers seen so far with k elements summing to s.
    const ways = Array.from({ length: 21 }, () => new Array<bigint>(811).fill(0n));
    ways[0]![0] = 1n;
    for (let number = 1; number <= 80; number++) {
      for (let size = Math.min(20, number); size >= 1; size--) {
        const smaller = ways[size - 1]!;
        const current = ways[size]!;
        for (let sum = 810; sum >= number; sum--) if (smaller[sum - number]) current[sum]! += smaller[sum - number]!;
      }
    }
    expect(ways[20]![810]).toBe(DRAWS_SUMMING_TO_MIDDLE);
  });

  it('pays the tie bets the inverse of their exact probabilities', () => {
    const sumTie = findBetType('keno.sum')!.prizeLevels.find((level) => level.name === 'tie')!;
    expect(ratiosEqual(sumTie.fairPayout, ratio(binomialBig(80, 20), DRAWS_SUMMING_TO_MIDDLE))).toBe(true);
    const halfTie = findBetType('keno.half')!.prizeLevels.find((level) => level.name === 'tie')!;
    expect(ratiosEqual(halfTie.fairPayout, ratio(binomialBig(80, 20), binomialBig(40, 10) ** 2n))).toBe(true);
  });

  it('calls a sum over 810 big, under 810 small, and pushes both on exactly 810', () => {
    expect(settleCode('keno.sum', [[SIDE.big, SIDE.small]], SPLIT_DRAW)).toMatchObject({ won: 1, pushed: 0, levels: { win: 1 } });
    const middle = [...range(1, 10), ...range(71, 80)];
    expect(middle.reduce((a, b) => a + b, 0)).toBe(810);
    expect(settleCode('keno.sum', [[SIDE.big, SIDE.small, SIDE.tie]], middle)).toMatchObject({ pushed: 2, levels: { tie: 1 } });
  });

  it('pushes upper/lower and odd/even on a 10–10 split, which the tie bet wins', () => {
    expect(settleCode('keno.half', [[SIDE.upper, SIDE.lower, SIDE.tie]], SPLIT_DRAW)).toMatchObject({ pushed: 2, levels: { tie: 1 } });
    expect(settleCode('keno.parity', [[SIDE.odd, SIDE.tie]], SPLIT_DRAW)).toMatchObject({ pushed: 1, levels: { tie: 1 } });
    const lowHeavy = [...range(1, 11), ...range(41, 49)];
    expect(settleCode('keno.half', [[SIDE.lower, SIDE.upper, SIDE.tie]], lowHeavy)).toMatchObject({ won: 1, pushed: 0, levels: { win: 1 } });
    const oddHeavy = [...range(1, 19).filter((n) => n % 2 === 1), ...range(61, 71).filter((n) => n % 2 === 1), 80, 78, 76, 74];
    expect(oddHeavy).toHaveLength(20);
    expect(settleCode('keno.parity', [[SIDE.odd]], oddHeavy).won).toBe(1);
  });
});
