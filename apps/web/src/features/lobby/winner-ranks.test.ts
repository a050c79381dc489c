import { describe, expect, it } from 'vitest';
import type { WinnerEntry } from '@platform/contract';
import { nextScrollOffset, rankWinners, winnerScrollStepPx } from './winner-ranks.ts';

const entry = (customerName: string, winAmount: number): WinnerEntry => ({
  vo: { customerName, winAmount, iconUrl: '', vassalage: 'TIDE', gameCode: 'G', gameName: 'Game', gameType: 'RNG', nodeId: 1 },
});

describe('winner board (spec §2)', () => {
  it('puts the top 3 on the pillars and ranks the rest from 4, largest win first', () => {
    const { podium, rest } = rankWinners([entry('c', 300), entry('a', 900), entry('e', 100), entry('b', 500), entry('d', 200)]);
    expect(podium.map((ranked) => [ranked.rank, ranked.winner.customerName])).toEqual([[1, 'a'], [2, 'b'], [3, 'c']]);
    expect(rest.map((ranked) => [ranked.rank, ranked.winner.customerName])).toEqual([[4, 'd'], [5, 'e']]);
  });

  it('scrolls by 0.5 px a step and wraps after one list height', () => {
    expect(winnerScrollStepPx).toBe(0.5);
    expect(nextScrollOffset(10, winnerScrollStepPx, 400)).toBe(10.5);
    expect(nextScrollOffset(399.75, winnerScrollStepPx, 400)).toBe(0.25);
    expect(nextScrollOffset(5, winnerScrollStepPx, 0)).toBe(0);
  });
});
