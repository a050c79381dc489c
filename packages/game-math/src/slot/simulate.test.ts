import { describe, expect, it } from 'vitest';
import { formatRatio } from '../ratio.ts';
import { TEST_SERVER_SEED } from '../test-support/scripted-stream.ts';
import { GOLDEN_REELS } from './golden-reels.ts';
import { exactReturnToPlayer } from './rtp.ts';
import { simulateSpins } from './simulate.ts';

describe('simulateSpins', () => {
  const rounds = 300_000;
  const report = simulateSpins(rounds, TEST_SERVER_SEED);
  const exact = exactReturnToPlayer(GOLDEN_REELS);

  it('lands within four standard errors of the exact return to player', () => {
    const meanWin = report.won / rounds;
    const standardDeviation = Math.sqrt(report.sumOfSquaredWins / rounds - meanWin ** 2);
    const standardError = standardDeviation / Math.sqrt(rounds) / GOLDEN_REELS.paylines.length;
    const simulated = Number(formatRatio(report.returnToPlayer, 9));
    expect(Math.abs(simulated - Number(formatRatio(exact.total, 9)))).toBeLessThan(4 * standardError);
    expect(report.wagered).toBe(rounds * 20);
  });

  it('triggers free spins about as often as computed', () => {
    const expected = rounds * Number(formatRatio(exact.triggerProbability, 9));
    expect(Math.abs(report.freeSpinTriggers - expected)).toBeLessThan(4 * Math.sqrt(expected));
    expect(report.freeSpinsPlayed).toBeGreaterThanOrEqual(report.freeSpinTriggers * 10);
  });

  it('is reproducible from its seed and refuses silly round counts', () => {
    expect(simulateSpins(1000, TEST_SERVER_SEED)).toEqual(simulateSpins(1000, TEST_SERVER_SEED));
    expect(() => simulateSpins(0, TEST_SERVER_SEED)).toThrow(RangeError);
    expect(() => simulateSpins(10, 'not a seed')).toThrow(RangeError);
  });
});
