/**
 * Playing a slot round from a provably fair stream: one base spin and, when enough scatters land,
 * the free spins it awards (retriggers included, up to the round's limit), all from the same
 * stream. Each spin reads one stop per reel, left to right, with `randomInt(stream, strip length)`.
 */
import { randomInt, type RandomStream } from '../provably-fair.ts';
import { countScatters, evaluateLines, scatterPay, type LineWin } from './evaluate.ts';
import { GOLDEN_REELS } from './golden-reels.ts';
import { REELS_MAX, type CompiledSlot } from './slot-definition.ts';

export interface SlotSpin {
  /** Stop drawn on each reel: the strip index shown in the top row. */
  readonly stops: readonly number[];
  /** Symbol indices per reel, top row first. */
  readonly grid: readonly (readonly number[])[];
  readonly lineWins: readonly LineWin[];
  readonly scatters: number;
  /** Scatter pay in line bets, before the free-spin multiplier. */
  readonly scatterPay: number;
  /** Free spins this spin added to the round. */
  readonly freeSpinsAwarded: number;
  /** Everything this spin pays, in line bets, free-spin multiplier included. */
  readonly win: number;
}

export interface SlotRound {
  /** The stake in line bets: one per payline. */
  readonly totalBet: number;
  readonly baseSpin: SlotSpin;
  readonly freeSpins: readonly SlotSpin[];
  /** Total pay of the round in line bets; the prize is this × the line bet. */
  readonly totalWin: number;
}

/** Draws the stops and fills `grid` (reel-major) from them. */
function drawGrid(slot: CompiledSlot, strips: readonly Uint8Array[], stream: RandomStream, stops: Int32Array, grid: Uint8Array): void {
  const { reels, rows } = slot;
  for (let reel = 0; reel < reels; reel++) {
    const strip = strips[reel]!;
    const stop = randomInt(stream, strip.length);
    stops[reel] = stop;
    for (let row = 0; row < rows; row++) grid[reel * rows + row] = strip[(stop + row) % strip.length]!;
  }
}

/** Free spins a spin awards, given how many the round has awarded so far. */
function freeSpinsFor(slot: CompiledSlot, scatters: number, awardedSoFar: number): number {
  const rule = slot.definition.freeSpins;
  if (scatters < rule.scattersToTrigger) return 0;
  return Math.max(0, Math.min(rule.spinsAwarded, rule.spinsPerRoundMax - awardedSoFar));
}

function playSpin(slot: CompiledSlot, stream: RandomStream, freeSpin: boolean, awardedSoFar: number): SlotSpin {
  const stops = new Int32Array(slot.reels);
  const grid = new Uint8Array(slot.reels * slot.rows);
  drawGrid(slot, freeSpin ? slot.freeSpinStrips : slot.baseStrips, stream, stops, grid);
  const lineWins: LineWin[] = [];
  const linePay = evaluateLines(slot, grid, lineWins);
  const scatters = countScatters(slot, grid);
  const scatterWin = scatterPay(slot, scatters);
  const multiplier = freeSpin ? slot.definition.freeSpins.winMultiplier : 1;
  return {
    stops: [...stops],
    grid: Array.from({ length: slot.reels }, (_, reel) => [...grid.subarray(reel * slot.rows, (reel + 1) * slot.rows)]),
    lineWins,
    scatters,
    scatterPay: scatterWin,
    freeSpinsAwarded: freeSpinsFor(slot, scatters, awardedSoFar),
    win: (linePay + scatterWin) * multiplier,
  };
}

/** Plays a full round with every detail a player or an auditor needs to see. */
export function playRound(slot: CompiledSlot, stream: RandomStream): SlotRound {
  const baseSpin = playSpin(slot, stream, false, 0);
  const freeSpins: SlotSpin[] = [];
  let awarded = baseSpin.freeSpinsAwarded;
  let totalWin = baseSpin.win;
  while (freeSpins.length < awarded) {
    const freeSpin = playSpin(slot, stream, true, awarded);
    freeSpins.push(freeSpin);
    awarded += freeSpin.freeSpinsAwarded;
    totalWin += freeSpin.win;
  }
  return { totalBet: slot.paylines.length, baseSpin, freeSpins, totalWin };
}

/** Plays the round a player's bet buys on Golden Reels, or on `slot` when given. */
export function spin(stream: RandomStream, slot: CompiledSlot = GOLDEN_REELS): SlotRound {
  return playRound(slot, stream);
}

export interface RoundSummary {
  totalWin: number;
  freeSpinsPlayed: number;
}

const fastStops = new Int32Array(REELS_MAX);
let fastGrid = new Uint8Array(0);

/** The same round as `playRound`, reduced to its totals and without allocating, for simulation. */
export function playRoundTotals(slot: CompiledSlot, stream: RandomStream): RoundSummary {
  if (fastGrid.length !== slot.reels * slot.rows) fastGrid = new Uint8Array(slot.reels * slot.rows);
  const rule = slot.definition.freeSpins;
  drawGrid(slot, slot.baseStrips, stream, fastStops, fastGrid);
  let scatters = countScatters(slot, fastGrid);
  let totalWin = evaluateLines(slot, fastGrid) + scatterPay(slot, scatters);
  let awarded = freeSpinsFor(slot, scatters, 0);
  let played = 0;
  while (played < awarded) {
    drawGrid(slot, slot.freeSpinStrips, stream, fastStops, fastGrid);
    scatters = countScatters(slot, fastGrid);
    totalWin += (evaluateLines(slot, fastGrid) + scatterPay(slot, scatters)) * rule.winMultiplier;
    awarded += freeSpinsFor(slot, scatters, awarded);
    played++;
  }
  return { totalWin, freeSpinsPlayed: played };
}

/** Prize of a round in minor units: total win in line bets × the line bet. */
export function roundPrizeMinor(round: { totalWin: number }, lineBetMinor: number): number {
  if (!Number.isSafeInteger(lineBetMinor) || lineBetMinor <= 0) throw new RangeError('the line bet is a positive integer of minor units');
  const prize = round.totalWin * lineBetMinor;
  if (!Number.isSafeInteger(prize)) throw new RangeError('the prize overflows a safe integer');
  return prize;
}
