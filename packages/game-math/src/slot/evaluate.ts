/**
 * Evaluation of a slot grid: line wins (left to right, wild substitutes for every symbol but the
 * scatter) and scatters anywhere. The simulator, the detailed spin and the exact RTP calculation
 * all go through `evaluateLineSymbols`, so they cannot disagree about what pays.
 */
import { REELS_MAX, type CompiledSlot } from './slot-definition.ts';

export interface LineWin {
  /** Index of the payline, 0-based. */
  readonly line: number;
  /** Index of the paying symbol (the wild when wilds alone pay more). */
  readonly symbol: number;
  /** How many symbols from the left reel pay. */
  readonly count: number;
  /** Pay in line bets. */
  readonly pay: number;
}

/** The symbol and count of the last evaluation; reused so that the hot path allocates nothing. */
const lastMatch = { symbol: 0, count: 0 };
const lineScratch = new Uint8Array(REELS_MAX);

/**
 * Pay in line bets of the symbols along one line, left to right. A run of leading wilds may pay as
 * wilds or stand in for the first regular symbol after them; the higher pay is taken. A scatter
 * ends any run.
 */
export function evaluateLineSymbols(slot: CompiledSlot, symbols: ArrayLike<number>, length: number): number {
  const { wild, scatter, linePays } = slot;
  const stride = slot.reels + 1;
  let wildRun = 0;
  while (wildRun < length && symbols[wildRun] === wild) wildRun++;
  const wildPay = linePays[wild * stride + wildRun]!;
  const target = wildRun < length ? symbols[wildRun]! : wild;
  if (target === wild || target === scatter) return remember(wild, wildRun, wildPay);
  let run = wildRun + 1;
  while (run < length && (symbols[run] === target || symbols[run] === wild)) run++;
  const targetPay = linePays[target * stride + run]!;
  return targetPay >= wildPay ? remember(target, run, targetPay) : remember(wild, wildRun, wildPay);
}

function remember(symbol: number, count: number, pay: number): number {
  lastMatch.symbol = symbol;
  lastMatch.count = count;
  return pay;
}

/**
 * Total line pay of a grid (reel-major: grid[reel × rows + row]) in line bets. When `wins` is
 * given, each paying line is appended to it.
 */
export function evaluateLines(slot: CompiledSlot, grid: Uint8Array, wins?: LineWin[]): number {
  let total = 0;
  const { paylines, reels, rows } = slot;
  for (let line = 0; line < paylines.length; line++) {
    const rowsOfLine = paylines[line]!;
    for (let reel = 0; reel < reels; reel++) lineScratch[reel] = grid[reel * rows + rowsOfLine[reel]!]!;
    const pay = evaluateLineSymbols(slot, lineScratch, reels);
    if (pay === 0) continue;
    total += pay;
    wins?.push({ line, symbol: lastMatch.symbol, count: lastMatch.count, pay });
  }
  return total;
}

/** Scatters visible anywhere on the grid. */
export function countScatters(slot: CompiledSlot, grid: Uint8Array): number {
  let count = 0;
  for (let cell = 0; cell < grid.length; cell++) if (grid[cell] === slot.scatter) count++;
  return count;
}

/** Scatter pay in line bets for a number of scatters. */
export function scatterPay(slot: CompiledSlot, scatters: number): number {
  return slot.scatterPays[Math.min(scatters, slot.reels)]!;
}
