import type { WinnerEntry } from '@platform/contract';

export interface RankedWinner {
  rank: number;
  winner: WinnerEntry['vo'];
}

/** How many winners stand on the pillars (spec §2 Winner board). */
export const podiumSize = 3;
/** The winner list scrolls by half a pixel a frame (spec §9). */
export const winnerScrollStepPx = 0.5;
/** The winner carousel shows eight slides (spec §9). */
export const winnerCarouselSlides = 8;

/** The top three for the pillars and the rest, ranked from 4, largest win first. */
export function rankWinners(entries: readonly WinnerEntry[]): { podium: RankedWinner[]; rest: RankedWinner[] } {
  const ranked = [...entries]
    .sort((first, second) => second.vo.winAmount - first.vo.winAmount)
    .map((entry, index) => ({ rank: index + 1, winner: entry.vo }));
  return { podium: ranked.slice(0, podiumSize), rest: ranked.slice(podiumSize) };
}

/** The next offset of an endless scroll over a list shown twice: it wraps after one list height. */
export function nextScrollOffset(offset: number, stepPx: number, listHeightPx: number): number {
  if (listHeightPx <= 0) return 0;
  const next = offset + stepPx;
  return next >= listHeightPx ? next - listHeightPx : next;
}
