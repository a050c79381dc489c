import { describe, expect, it } from 'vitest';
import { addRatios, formatRatio, ratio, ratiosEqual } from '../ratio.ts';
import { SMALL_SLOT } from '../test-support/small-slot.ts';
import { countScatters, evaluateLines, scatterPay } from './evaluate.ts';
import { exactReturnToPlayer, expectedFreeSpinsPlayed, scatterDistribution } from './rtp.ts';

/** Sums line and scatter pays over every combination of stops: 5^5 grids. */
function enumerateBaseGame(strips: readonly Uint8Array[]) {
  const slot = SMALL_SLOT;
  let linePays = 0;
  let scatterPays = 0;
  let triggers = 0;
  let outcomes = 0;
  const grid = new Uint8Array(15);
  const visit = (reel: number): void => {
    if (reel === 5) {
      outcomes++;
      linePays += evaluateLines(slot, grid);
      const scatters = countScatters(slot, grid);
      scatterPays += scatterPay(slot, scatters);
      if (scatters >= 3) triggers++;
      return;
    }
    const strip = strips[reel]!;
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < 3; row++) grid[reel * 3 + row] = strip[(stop + row) % strip.length]!;
      visit(reel + 1);
    }
  };
  visit(0);
  return { linePays, scatterPays, triggers, outcomes };
}

describe('exact return to player', () => {
  it('matches a brute-force enumeration of every stop combination', () => {
    const enumerated = enumerateBaseGame(SMALL_SLOT.baseStrips);
    const totalBet = SMALL_SLOT.paylines.length;
    const exact = exactReturnToPlayer(SMALL_SLOT);
    expect(ratiosEqual(exact.baseLines, ratio(enumerated.linePays, enumerated.outcomes * totalBet))).toBe(true);
    expect(ratiosEqual(exact.baseScatters, ratio(enumerated.scatterPays, enumerated.outcomes * totalBet))).toBe(true);
    expect(ratiosEqual(exact.triggerProbability, ratio(enumerated.triggers, enumerated.outcomes))).toBe(true);
  });

  it('values free spins as trigger chance × spins played × free-spin win', () => {
    const exact = exactReturnToPlayer(SMALL_SLOT);
    const free = enumerateBaseGame(SMALL_SLOT.freeSpinStrips);
    const totalBet = SMALL_SLOT.paylines.length;
    const perFreeSpin = ratio((free.linePays + free.scatterPays) * 3, free.outcomes * totalBet);
    const retrigger = ratio(free.triggers, free.outcomes);
    const played = expectedFreeSpinsPlayed(retrigger, 3, 9);
    const expected = ratio(
      exact.triggerProbability.numerator * played.numerator * perFreeSpin.numerator,
      exact.triggerProbability.denominator * played.denominator * perFreeSpin.denominator,
    );
    expect(ratiosEqual(exact.freeSpins, expected)).toBe(true);
    expect(ratiosEqual(exact.total, addRatios(addRatios(exact.baseLines, exact.baseScatters), exact.freeSpins))).toBe(true);
  });

  it('gives scatter count probabilities that add up to one', () => {
    const distribution = scatterDistribution(SMALL_SLOT, SMALL_SLOT.baseStrips);
    expect(distribution).toHaveLength(6);
    expect(ratiosEqual(distribution.reduce((total, probability) => addRatios(total, probability), ratio(0)), ratio(1))).toBe(true);
  });
});

describe('expected free spins played', () => {
  it('counts retriggers up to the round limit', () => {
    // One spin; a retrigger (probability 1/2) adds one more, up to three in all: 1 + 1/2 × (1 + 1/2) = 7/4.
    expect(expectedFreeSpinsPlayed(ratio(1, 2), 1, 3)).toEqual(ratio(7, 4));
    expect(expectedFreeSpinsPlayed(ratio(0), 10, 100)).toEqual(ratio(10));
    expect(expectedFreeSpinsPlayed(ratio(1), 10, 100)).toEqual(ratio(100));
  });

  it('grows with the round limit towards 10 / (1 − 10 q) = 20 for q = 1/20', () => {
    const asNumber = (value: ReturnType<typeof ratio>) => Number(formatRatio(value, 9));
    const limited = asNumber(expectedFreeSpinsPlayed(ratio(1, 20), 10, 60));
    const generous = asNumber(expectedFreeSpinsPlayed(ratio(1, 20), 10, 200));
    expect(limited).toBeLessThan(generous);
    expect(generous).toBeLessThan(20);
    expect(20 - generous).toBeLessThan(0.05);
  });
});
