import { describe, expect, it } from 'vitest';
import { compareRatios, formatRatio, ratio } from '../ratio.ts';
import { GOLDEN_REELS, GOLDEN_REELS_DEFINITION } from './golden-reels.ts';
import { exactReturnToPlayer } from './rtp.ts';
import { compileSlot } from './slot-definition.ts';

describe('Golden Reels', () => {
  const exact = exactReturnToPlayer(GOLDEN_REELS);

  it('returns between 95.5 % and 96.5 %, exactly computed', () => {
    expect(compareRatios(exact.total, ratio(955, 1000))).toBeGreaterThan(0);
    expect(compareRatios(exact.total, ratio(965, 1000))).toBeLessThan(0);
    expect(formatRatio(exact.total, 4)).toBe('0.9615');
  });

  it('splits its return between base lines, scatters and free spins as designed', () => {
    expect(formatRatio(exact.baseLines, 3)).toBe('0.731');
    expect(formatRatio(exact.baseScatters, 3)).toBe('0.029');
    expect(formatRatio(exact.freeSpins, 3)).toBe('0.200');
    // Free spins come about once in 86 rounds and last a little over 11 spins.
    expect(formatRatio(exact.triggerProbability, 4)).toBe('0.0116');
    expect(formatRatio(exact.freeSpinsPerTrigger, 2)).toBe('11.31');
  });

  it('has at least ten symbols, one wild, one scatter, 5 reels of 3 rows and 20 distinct paylines', () => {
    expect(GOLDEN_REELS_DEFINITION.symbols.length).toBeGreaterThanOrEqual(10);
    expect(GOLDEN_REELS.reels).toBe(5);
    expect(GOLDEN_REELS.rows).toBe(3);
    expect(new Set(GOLDEN_REELS_DEFINITION.paylines.map((line) => line.join(''))).size).toBe(20);
    for (const strip of GOLDEN_REELS.baseStrips) expect(strip.length).toBe(64);
  });

  it('refuses definitions the game or its RTP calculation cannot handle', () => {
    const strips = [...GOLDEN_REELS_DEFINITION.baseStrips];
    strips[0] = `SS${strips[0]!.slice(2)}`;
    expect(() => compileSlot({ ...GOLDEN_REELS_DEFINITION, baseStrips: strips })).toThrow(/scatters/);
    strips[0] = `X${strips[0]!.slice(1)}`;
    expect(() => compileSlot({ ...GOLDEN_REELS_DEFINITION, baseStrips: strips })).toThrow(/unknown symbol/);
    expect(() => compileSlot({ ...GOLDEN_REELS_DEFINITION, paylines: [[0, 1, 2, 3, 0]] })).toThrow(/payline/);
  });
});
