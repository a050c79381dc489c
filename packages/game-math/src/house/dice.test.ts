import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../provably-fair.ts';
import { scriptedStream, TEST_SERVER_SEED } from '../test-support/scripted-stream.ts';
import { histogram, passesChiSquare99 } from '../test-support/statistics.ts';
import { diceMultiplierBasisPoints, diceWins, playDice, rollDice, type DiceDirection } from './dice.ts';

const chance = fc.integer({ min: 100, max: 9500 });
const edge = fc.integer({ min: 0, max: 2000 });
const direction = fc.constantFrom<DiceDirection>('under', 'over');

describe('dice', () => {
  it('wins on exactly `chance` of the 10,000 rolls, either direction', () => {
    fc.assert(
      fc.property(chance, direction, (chanceBasisPoints, way) => {
        let winning = 0;
        for (let roll = 0; roll < 10_000; roll++) if (diceWins({ direction: way, chanceBasisPoints }, roll)) winning++;
        expect(winning).toBe(chanceBasisPoints);
      }),
      { numRuns: 60 },
    );
  });

  it('pays 1.98× at 50 % with a 1 % edge, and 99× at 1 %', () => {
    expect(diceMultiplierBasisPoints(5000, 100)).toBe(19_800);
    expect(diceMultiplierBasisPoints(100, 100)).toBe(990_000);
    expect(diceMultiplierBasisPoints(9500, 0)).toBe(10_526);
  });

  it('never returns more than 1 − edge, and less by under a basis point of the multiplier', () => {
    fc.assert(
      fc.property(chance, edge, (chanceBasisPoints, houseEdge) => {
        const multiplier = diceMultiplierBasisPoints(chanceBasisPoints, houseEdge);
        // Return × 10^8 = chance × multiplier, against (10000 − edge) × 10000.
        expect(chanceBasisPoints * multiplier).toBeLessThanOrEqual((10_000 - houseEdge) * 10_000);
        expect(chanceBasisPoints * (multiplier + 1)).toBeGreaterThan((10_000 - houseEdge) * 10_000);
      }),
    );
  });

  it('pays floor(stake × multiplier) on a win and nothing on a loss', () => {
    // Two bytes 0x00 0x2a read as roll 42.
    expect(playDice(scriptedStream([0x00, 0x2a]), { direction: 'under', chanceBasisPoints: 5000 }, 333, 100)).toEqual({
      roll: 42, won: true, multiplierBasisPoints: 19_800, payoutMinor: 659,
    });
    expect(playDice(scriptedStream([0x00, 0x2a]), { direction: 'over', chanceBasisPoints: 5000 }, 333, 100).payoutMinor).toBe(0);
  });

  it('reaches every roll, uniformly (chi-square, 99 %)', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'dice', nonce: 0 });
    const counts = histogram(Array.from({ length: 1_000_000 }, () => rollDice(stream)), 10_000);
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(passesChiSquare99(counts, new Array(10_000).fill(100))).toBe(true);
  });

  it('refuses chances, edges and stakes out of range', () => {
    const stream = scriptedStream([0, 1]);
    expect(() => playDice(stream, { direction: 'under', chanceBasisPoints: 99 }, 100)).toThrow(RangeError);
    expect(() => playDice(stream, { direction: 'under', chanceBasisPoints: 9501 }, 100)).toThrow(RangeError);
    expect(() => playDice(stream, { direction: 'under', chanceBasisPoints: 5000 }, 0)).toThrow(RangeError);
    expect(() => diceMultiplierBasisPoints(5000, 2001)).toThrow(RangeError);
  });
});
