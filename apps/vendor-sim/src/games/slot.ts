/** A 3 × 3 video slot with five paylines (three rows, two diagonals); the wild stands in for any symbol. */
import { randomInt } from 'node:crypto';
import { z } from 'zod';

export const slotSymbols = ['cherry', 'lemon', 'bell', 'bar', 'seven', 'wild'] as const;
// Stops of one reel: each symbol repeated by its weight; every reel uses the same strip.
const strip = [...Array(14).fill(0), ...Array(11).fill(1), ...Array(8).fill(2), ...Array(5).fill(3), ...Array(3).fill(4), ...Array(2).fill(5)] as number[];
/** Pay of three of a kind on a line, in line bets: a return to player of 94.97 % (exact, by enumerating every stop). */
const pays = [5, 8, 16, 32, 80, 200];
export const slotPaylines = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
] as const;
const wild = 5;

export const slotBetSchema = z.object({ lineBet: z.number().int().min(1).max(100_000) });

function lineSymbol(symbols: readonly number[]): number | undefined {
  const target = symbols.find((symbol) => symbol !== wild) ?? wild;
  return symbols.every((symbol) => symbol === target || symbol === wild) ? target : undefined;
}

/** Spins once: the grid (reel by reel, top row first) and the pay of each winning line. */
export function playSlot(bet: z.infer<typeof slotBetSchema>) {
  const grid = [0, 1, 2].map(() => {
    const stop = randomInt(strip.length);
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!);
  });
  const lines = slotPaylines.flatMap((rows, line) => {
    const symbol = lineSymbol(rows.map((row, reel) => grid[reel]![row]!));
    return symbol === undefined ? [] : [{ line, symbol: slotSymbols[symbol], pay: pays[symbol]! * bet.lineBet }];
  });
  return { stake: bet.lineBet * slotPaylines.length, win: lines.reduce((sum, line) => sum + line.pay, 0), detail: { grid: grid.map((reel) => reel.map((symbol) => slotSymbols[symbol])), lines } };
}
