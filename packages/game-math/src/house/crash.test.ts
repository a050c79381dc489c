import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../provably-fair.ts';
import { formatRatio } from '../ratio.ts';
import { scriptedStream, TEST_SERVER_SEED } from '../test-support/scripted-stream.ts';
import { passesChiSquare99 } from '../test-support/statistics.ts';
import { crashCashOutWins, crashPayoutMinor, crashPoint, crashWinProbability, CRASH_POINT_MAX_HUNDREDTHS } from './crash.ts';

const asNumber = (value: ReturnType<typeof crashWinProbability>) => Number(formatRatio(value, 12));

describe('crash', () => {
  it('maps the lowest draw to an instant crash and the highest to the cap', () => {
    expect(crashPoint(scriptedStream([0, 0, 0, 0, 0, 0, 0, 0]), 100)).toBe(100);
    expect(crashPoint(scriptedStream([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), 100)).toBe(CRASH_POINT_MAX_HUNDREDTHS);
    // r = 2^51 (high half 2^25, low 0): 0.99 × 100 × 2 = 198.
    expect(crashPoint(scriptedStream([0x02, 0x00, 0x00, 0x00, 0, 0, 0, 0]), 100)).toBe(198);
  });

  it('never returns more than 1 − edge at any cash-out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: CRASH_POINT_MAX_HUNDREDTHS }), fc.integer({ min: 0, max: 2000 }), (cashOut, edge) => {
        const probability = crashWinProbability(cashOut, edge);
        // probability × cashOut / 100 ≤ (10000 − edge) / 10000
        expect(probability.numerator * BigInt(cashOut) * 10_000n <= BigInt(10_000 - edge) * 100n * probability.denominator).toBe(true);
      }),
    );
    expect(asNumber(crashWinProbability(200, 100))).toBeCloseTo(0.495, 10);
  });

  it('ends at 1.00× in about 2 % of rounds (1 % instant crashes, 1 % below 1.01×) and follows the exact distribution (chi-square, 99 %)', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'crash', nonce: 0 });
    const rounds = 200_000;
    const bounds = [101, 150, 200, 500, 1000, 10_000];
    const observed = new Array<number>(bounds.length + 1).fill(0);
    for (let round = 0; round < rounds; round++) {
      const point = crashPoint(stream, 100);
      const bucket = bounds.findIndex((bound) => point < bound);
      observed[bucket === -1 ? bounds.length : bucket]!++;
    }
    const reaching = [1, ...bounds.map((bound) => asNumber(crashWinProbability(bound, 100))), 0];
    const expected = observed.map((_, index) => (reaching[index]! - reaching[index + 1]!) * rounds);
    expect(passesChiSquare99(observed, expected)).toBe(true);
    expect(Math.abs(observed[0]! / rounds - (1 - 0.99 / 1.01))).toBeLessThan(0.002);
  });

  it('is deterministic per seed and always between 1.00× and the cap', () => {
    fc.assert(
      fc.property(fc.nat(), (nonce) => {
        const seed = { serverSeed: TEST_SERVER_SEED, clientSeed: 'crash-range', nonce };
        const point = crashPoint(createOutcomeStream(seed));
        expect(point).toBe(crashPoint(createOutcomeStream(seed)));
        expect(point >= 100 && point <= CRASH_POINT_MAX_HUNDREDTHS).toBe(true);
      }),
    );
  });

  it('pays a cash-out at or below the crash point, never on an instant crash', () => {
    expect(crashCashOutWins(250, 250)).toBe(true);
    expect(crashCashOutWins(250, 251)).toBe(false);
    expect(crashCashOutWins(100, 101)).toBe(false);
    expect(crashPayoutMinor(333, 250)).toBe(832);
    expect(() => crashPayoutMinor(333, 100)).toThrow(RangeError);
  });
});
