/**
 * The house games that settle in one call: the Golden Reels slot and dice. Outcomes come only from the
 * member's provably fair stream; money moves through the shared house round path.
 */
import {
  GOLDEN_REELS,
  createOutcomeStream,
  playDice,
  playRound,
  roundPrizeMinor,
  type SlotSpin,
} from '@platform/game-math';
import { houseGameCodes, type DiceRollValue, type SlotSpinValue } from '@platform/contract';
import type { HousePlayer, HouseRounds } from './house-rounds.ts';
import type { ReservedSeed } from './fair-seeds.ts';

export const slotSymbols = GOLDEN_REELS.definition.symbols.map((symbol) => ({ letter: symbol.letter, name: symbol.name, kind: symbol.kind }));

function fairnessView(seed: ReservedSeed) {
  return { serverSeedHash: seed.serverSeedHash, serverSeed: null, clientSeed: seed.clientSeed, nonce: seed.nonce };
}

function spinView(spin: SlotSpin) {
  return {
    stops: [...spin.stops],
    grid: spin.grid.map((reel) => [...reel]),
    lineWins: spin.lineWins.map((win) => ({ line: win.line, symbol: win.symbol, count: win.count, pay: win.pay })),
    scatters: spin.scatters,
    scatterPay: spin.scatterPay,
    freeSpinsAwarded: spin.freeSpinsAwarded,
    win: spin.win,
  };
}

export function instantGames(rounds: HouseRounds) {
  return {
    /** One round of Golden Reels: a base spin and the free spins it awards; the stake is the line bet × 20. */
    spinSlot(player: HousePlayer, request: { requestId: string; lineBet: number }): Promise<SlotSpinValue> {
      const stake = request.lineBet * GOLDEN_REELS.paylines.length;
      return rounds.playInstant(player, { gameCode: houseGameCodes.slot, gameName: 'Lucky Slot', requestId: request.requestId, stake, content: request }, (seed, limits) => {
        const round = playRound(GOLDEN_REELS, createOutcomeStream(seed));
        const prize = roundPrizeMinor(round, request.lineBet);
        const win = Math.min(prize, limits.winPerRoundMax);
        const baseSpin = spinView(round.baseSpin);
        const freeSpins = round.freeSpins.map(spinView);
        const outcome = { lineBet: request.lineBet, totalWin: round.totalWin, capped: win < prize, baseSpin, freeSpins };
        return {
          win,
          outcome,
          value: (settled, balance) => ({
            roundId: settled.id,
            stake,
            winAmount: win,
            balance,
            fairness: fairnessView(seed),
            lineBet: request.lineBet,
            baseSpin,
            freeSpins,
            totalWin: round.totalWin,
            capped: win < prize,
            symbols: slotSymbols,
          }),
        };
      });
    },

    /** One dice roll: under or over with the chosen win chance. */
    rollDice(player: HousePlayer, request: { requestId: string; stake: number; direction: 'under' | 'over'; chanceBasisPoints: number }): Promise<DiceRollValue> {
      return rounds.playInstant(player, { gameCode: houseGameCodes.dice, gameName: 'Dice', requestId: request.requestId, stake: request.stake, content: request }, (seed, limits) => {
        const bet = { direction: request.direction, chanceBasisPoints: request.chanceBasisPoints };
        const outcome = playDice(createOutcomeStream(seed), bet, request.stake);
        const win = Math.min(outcome.payoutMinor, limits.winPerRoundMax);
        return {
          win,
          outcome: { ...bet, roll: outcome.roll, won: outcome.won, multiplierBasisPoints: outcome.multiplierBasisPoints, capped: win < outcome.payoutMinor },
          value: (settled, balance) => ({
            roundId: settled.id,
            stake: request.stake,
            winAmount: win,
            balance,
            fairness: fairnessView(seed),
            roll: outcome.roll,
            won: outcome.won,
            direction: request.direction,
            chanceBasisPoints: request.chanceBasisPoints,
            multiplierBasisPoints: outcome.multiplierBasisPoints,
          }),
        };
      });
    },
  };
}

export type InstantGames = ReturnType<typeof instantGames>;
