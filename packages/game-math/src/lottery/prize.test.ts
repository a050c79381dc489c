import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratio } from '../ratio.ts';
import { findBetType } from './catalogue.ts';
import { betCostMinor, paidPayout, prizeMinor, rebateBasisPoints, rebateMinor, settleBet } from './prize.ts';

/** The default prize table of lottery.md at group 1800, per 2-unit bet, in hundredths. */
const DOCUMENTED_TABLE: Array<[code: string, level: string, hundredths: number]> = [
  ['ssc.straight.5star', 'win', 18_000_000],
  ['ssc.straight.front4', 'win', 1_800_000],
  ['ssc.straight.back4', 'win', 1_800_000],
  ['ssc.straight.front3', 'win', 180_000],
  ['ssc.straight.middle3', 'win', 180_000],
  ['ssc.straight.back3', 'win', 180_000],
  ['ssc.group3.back3', 'win', 60_000],
  ['ssc.group6.back3', 'win', 30_000],
  ['ssc.straight.front2', 'win', 18_000],
  ['ssc.straight.back2', 'win', 18_000],
  ['ssc.position', 'win', 1_800],
  ['11x5.any.1', 'win', 396],
  ['11x5.front3.straight', 'win', 178_200],
  ['k3.sum', 'sum-3', 38_880],
  ['k3.sum', 'sum-18', 38_880],
  ['k3.sum', 'sum-10', 1_440],
  ['k3.sum', 'sum-11', 1_440],
  ['k3.triple.specific', 'win', 38_880],
  ['k3.pair.specific', 'win', 12_960],
  ['k3.different.three', 'win', 6_480],
  ['k3.different.two', 'win', 1_296],
  ['k3.two-sides', 'win', 360],
  ['pk10.position', 'win', 1_800],
];

/**
 * The 11x5 any-2 to any-8 rows of lottery.md are 89/99 of the fair payout rather than 9/10
 * (they scale a top prize of 1,780 instead of 1,782), so they sit about 0.1 % under what
 * fair × 1800 / 2000 gives. We pay the derived value; the test pins the gap.
 */
const ELEVEN_FIVE_ROUNDED_ROWS: Array<[code: string, hundredths: number]> = [
  ['11x5.any.2', 989],
  ['11x5.any.3', 2_967],
  ['11x5.any.4', 11_867],
  ['11x5.any.5', 83_067],
  ['11x5.any.6', 13_844],
  ['11x5.any.7', 3_956],
  ['11x5.any.8', 1_483],
];

function documentedPrize(code: string, level: string): number {
  const betType = findBetType(code);
  const prizeLevel = betType?.prizeLevels.find((candidate) => candidate.name === level);
  if (!prizeLevel) throw new Error(`no level ${level} in ${code}`);
  return prizeMinor(200, 1, prizeLevel.fairPayout, 1800);
}

describe('default prize table of lottery.md at group 1800', () => {
  it.each(DOCUMENTED_TABLE)('%s (%s) pays the documented prize per 2-unit bet', (code, level, hundredths) => {
    expect(documentedPrize(code, level)).toBe(hundredths);
  });

  it.each(ELEVEN_FIVE_ROUNDED_ROWS)('%s pays at least the documented prize and within 0.15 %% of it', (code, hundredths) => {
    const paid = documentedPrize(code, 'win');
    expect(paid).toBeGreaterThanOrEqual(hundredths);
    expect((paid - hundredths) / hundredths).toBeLessThan(0.0015);
  });
});

describe('prizeMinor', () => {
  it('is fair payout × G / 2000 per unit, rounded down once', () => {
    // 3.96 per 2 units for 11x5 any-1: 200 × 11/5 × 1800/2000 = 396 exactly.
    expect(prizeMinor(200, 1, ratio(11, 5), 1800)).toBe(396);
    // 1 × 20/9 × 1950/2000 = 2.1666…, rounded down to 2.
    expect(prizeMinor(1, 1, ratio(20, 9), 1950)).toBe(2);
    expect(prizeMinor(200, 3, ratio(100_000), 2000)).toBe(60_000_000);
  });

  it('never exceeds the exact prize, by less than one minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 2000 }),
        (unit, multiplier, numerator, denominator, group) => {
          const paid = BigInt(prizeMinor(unit, multiplier, ratio(numerator, denominator), group));
          const exactTimesDenominator = BigInt(unit * multiplier) * BigInt(numerator) * BigInt(group);
          const scale = BigInt(denominator) * 2000n;
          expect(paid * scale <= exactTimesDenominator).toBe(true);
          expect((paid + 1n) * scale > exactTimesDenominator).toBe(true);
        },
      ),
    );
  });

  it('refuses prize groups, unit prices and multipliers out of range', () => {
    expect(() => prizeMinor(200, 1, ratio(2), 2001)).toThrow(RangeError);
    expect(() => prizeMinor(0, 1, ratio(2), 1800)).toThrow(RangeError);
    expect(() => prizeMinor(200, 0, ratio(2), 1800)).toThrow(RangeError);
    expect(() => paidPayout(ratio(2), 1800.5)).toThrow(RangeError);
  });
});

describe('cost and rebate', () => {
  it('costs unit price × combinations × multiplier', () => {
    expect(betCostMinor(200, 6, 3)).toBe(3600);
    expect(() => betCostMinor(2 ** 40, 2 ** 14, 1000)).toThrow(RangeError);
  });

  it('gives (max − chosen) / 20 % as basis points', () => {
    expect(rebateBasisPoints(1950, 1800)).toBe(750);
    expect(rebateBasisPoints(1800, 1800)).toBe(0);
    expect(rebateBasisPoints(2000, 0)).toBe(10_000);
    expect(() => rebateBasisPoints(1800, 1900)).toThrow(RangeError);
    expect(rebateMinor(12_345, 750)).toBe(925);
  });
});

describe('settleBet', () => {
  it('pays every winning combination at the same rounded prize', () => {
    const betType = findBetType('ssc.position')!;
    const amounts = settleBet({
      betType,
      selection: [[1, 2], [3], [], [], [9]],
      result: [1, 3, 0, 0, 9],
      unitPriceMinor: 2,
      multiplier: 1,
      prizeGroup: 1950,
    });
    // One combination pays floor(2 × 10 × 1950 / 2000) = 19.
    expect(amounts).toEqual({ winningCombinations: 3, pushedCombinations: 0, prizeMinor: 57, refundMinor: 0 });
  });

  it('refunds the stake of pushed combinations (an 11x5 ball 11 on big/small)', () => {
    const amounts = settleBet({
      betType: findBetType('11x5.two-sides.ball')!,
      selection: [[0, 2], [1], [], [], []],
      result: [11, 3, 5, 7, 9],
      unitPriceMinor: 200,
      multiplier: 2,
      prizeGroup: 1800,
    });
    expect(amounts).toEqual({ winningCombinations: 1, pushedCombinations: 2, prizeMinor: 720, refundMinor: 800 });
  });
});
