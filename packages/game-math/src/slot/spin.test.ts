import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutcomeStream, type RandomStream } from '../provably-fair.ts';
import { TEST_SERVER_SEED } from '../test-support/scripted-stream.ts';
import { GOLDEN_REELS } from './golden-reels.ts';
import { playRound, playRoundTotals, roundPrizeMinor } from './spin.ts';

const slot = GOLDEN_REELS;
const letterAt = (reel: number, stop: number) => slot.definition.baseStrips[reel]![stop % 64]!;

/** Replays `bytes` first, then continues with a real stream. */
function streamStartingWith(bytes: readonly number[], nonce: number): RandomStream {
  const rest = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'forced', nonce });
  let position = 0;
  return { nextByte: () => (position < bytes.length ? bytes[position++]! : rest.nextByte()) };
}

/** The first stop on `reel` whose top row shows `letter`. */
function stopShowing(reel: number, letter: string): number {
  const stop = [...slot.definition.baseStrips[reel]!].indexOf(letter);
  if (stop < 0) throw new Error(`reel ${reel + 1} has no ${letter}`);
  return stop;
}

describe('slot round', () => {
  it('shows each reel from its drawn stop down, top row first', () => {
    const round = playRound(slot, streamStartingWith([5, 64 + 6, 7, 8, 255], 1));
    expect(round.baseSpin.stops).toEqual([5, 6, 7, 8, 63]);
    const names = slot.definition.symbols.map((symbol) => symbol.letter);
    expect(round.baseSpin.grid.map((reel) => reel.map((symbol) => names[symbol]).join(''))).toEqual([
      letterAt(0, 5) + letterAt(0, 6) + letterAt(0, 7),
      letterAt(1, 6) + letterAt(1, 7) + letterAt(1, 8),
      letterAt(2, 7) + letterAt(2, 8) + letterAt(2, 9),
      letterAt(3, 8) + letterAt(3, 9) + letterAt(3, 10),
      letterAt(4, 63) + letterAt(4, 64) + letterAt(4, 65),
    ]);
  });

  it('awards 10 free spins on three scatters, plays them from the same stream and pays them double', () => {
    const stops = [stopShowing(0, 'S'), stopShowing(1, 'S'), stopShowing(2, 'S'), 1, 1];
    const round = playRound(slot, streamStartingWith(stops, 2));
    expect(round.baseSpin.scatters).toBeGreaterThanOrEqual(3);
    expect(round.baseSpin.freeSpinsAwarded).toBe(10);
    const retriggers = round.freeSpins.filter((spin) => spin.freeSpinsAwarded > 0).length;
    expect(round.freeSpins).toHaveLength(10 + 10 * retriggers);
    for (const spin of round.freeSpins) {
      const linePay = spin.lineWins.reduce((total, win) => total + win.pay, 0);
      expect(spin.win).toBe((linePay + spin.scatterPay) * 2);
    }
    expect(round.totalWin).toBe(round.baseSpin.win + round.freeSpins.reduce((total, spin) => total + spin.win, 0));
  });

  it('pays the scatter anywhere: 2× the total bet for three', () => {
    const stops = [stopShowing(0, 'S'), stopShowing(1, 'S'), stopShowing(2, 'S'), 1, 1];
    const round = playRound(slot, streamStartingWith(stops, 3));
    expect(round.baseSpin.scatters).toBe(3);
    expect(round.baseSpin.scatterPay).toBe(40);
  });

  it('never plays more than 100 free spins in a round', () => {
    // A stream that always lands scatters on reels 1–3 retriggers on every spin.
    const stops = [stopShowing(0, 'S'), stopShowing(1, 'S'), stopShowing(2, 'S'), 1, 1];
    let position = 0;
    const round = playRound(slot, { nextByte: () => stops[position++ % stops.length]! });
    expect(round.freeSpins).toHaveLength(100);
    expect(round.freeSpins.reduce((total, spin) => total + spin.freeSpinsAwarded, round.baseSpin.freeSpinsAwarded)).toBe(100);
  });

  it('is deterministic and agrees with the fast totals used by the simulator', () => {
    fc.assert(
      fc.property(fc.nat(), (nonce) => {
        const seed = { serverSeed: TEST_SERVER_SEED, clientSeed: 'round', nonce };
        const round = playRound(slot, createOutcomeStream(seed));
        expect(playRound(slot, createOutcomeStream(seed))).toEqual(round);
        const totals = playRoundTotals(slot, createOutcomeStream(seed));
        expect(totals).toEqual({ totalWin: round.totalWin, freeSpinsPlayed: round.freeSpins.length });
        expect(round.totalBet).toBe(20);
        const lineWinTotal = round.baseSpin.lineWins.reduce((total, win) => total + win.pay, 0);
        expect(round.baseSpin.win).toBe(lineWinTotal + round.baseSpin.scatterPay);
      }),
      { numRuns: 2000 },
    );
  });

  it('prices a round at total win × line bet', () => {
    expect(roundPrizeMinor({ totalWin: 140 }, 5)).toBe(700);
    expect(() => roundPrizeMinor({ totalWin: 1 }, 0)).toThrow(RangeError);
  });
});
