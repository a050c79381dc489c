import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomialBig } from '../combinatorics.ts';
import { createOutcomeStream } from '../provably-fair.ts';
import { compareRatios, multiplyRatios, ratio, ratiosEqual } from '../ratio.ts';
import { TEST_SERVER_SEED } from '../test-support/scripted-stream.ts';
import { histogram, passesChiSquare99 } from '../test-support/statistics.ts';
import { minesMultiplier, minesPayoutMinor, placeMines, revealCell } from './mines.ts';

const mineCount = fc.integer({ min: 1, max: 24 });

describe('mines', () => {
  it('places the asked number of distinct mines on the grid', () => {
    fc.assert(
      fc.property(mineCount, fc.nat(), (mines, nonce) => {
        const placed = placeMines(createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'mines', nonce }), mines);
        expect(new Set(placed).size).toBe(mines);
        for (const cell of placed) expect(cell >= 0 && cell < 25).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('returns exactly 1 − edge at every cash-out: survival chance × multiplier', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let reveals = 1; reveals <= 25 - mines; reveals++) {
        const survival = ratio(binomialBig(25 - mines, reveals), binomialBig(25, reveals));
        expect(ratiosEqual(multiplyRatios(survival, minesMultiplier(mines, reveals, 100)), ratio(99, 100))).toBe(true);
        if (reveals > 1) expect(compareRatios(minesMultiplier(mines, reveals, 100), minesMultiplier(mines, reveals - 1, 100))).toBeGreaterThan(0);
      }
    }
    // One mine, one safe cell: 0.99 × 25/24 = 1.03125.
    expect(minesMultiplier(1, 1, 100)).toEqual(ratio(33, 32));
    // 24 mines, the one safe cell: 0.99 × 25.
    expect(minesMultiplier(24, 1, 100)).toEqual(ratio(2475, 100));
  });

  it('pays floor(stake × multiplier), never more', () => {
    fc.assert(
      fc.property(mineCount, fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), (mines, stake, seed) => {
        const reveals = 1 + (seed % (25 - mines));
        const multiplier = minesMultiplier(mines, reveals, 100);
        const paid = BigInt(minesPayoutMinor(stake, mines, reveals, 100));
        expect(paid * multiplier.denominator <= BigInt(stake) * multiplier.numerator).toBe(true);
        expect((paid + 1n) * multiplier.denominator > BigInt(stake) * multiplier.numerator).toBe(true);
      }),
    );
  });

  it('mines every cell equally often (chi-square, 99 %)', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'mines-uniform', nonce: 0 });
    const rounds = 40_000;
    const counts = histogram(Array.from({ length: rounds }, () => placeMines(stream, 3)).flat(), 25);
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(passesChiSquare99(counts, new Array(25).fill((rounds * 3) / 25))).toBe(true);
  });

  it('reveals cells and refuses impossible moves', () => {
    expect(revealCell([3, 7], [], 3)).toBe('mine');
    expect(revealCell([3, 7], [1], 4)).toBe('safe');
    expect(() => revealCell([3, 7], [4], 4)).toThrow(RangeError);
    expect(() => revealCell([3, 7], [], 25)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 23, 100)).toThrow(RangeError);
    expect(() => minesMultiplier(25, 1, 100)).toThrow(RangeError);
  });
});
