/**
 * Verification from seeds alone: anyone holding a revealed server seed, the client seed and the nonce
 * recomputes what a house round drew. The browser's verify page runs the same game-math code.
 */
import { GOLDEN_REELS, createOutcomeStream, diceMultiplierBasisPoints, diceWins, hashSeed, placeMines, playRound, rollDice } from '@platform/game-math';
import type { VerifyRequest, VerifyValue } from '@platform/contract';
import { crashPointOf } from './crash-rounds.ts';

/** Recomputes the outcome of a round from its seeds. */
export function verifyOutcome(request: VerifyRequest): VerifyValue {
  const serverSeedHash = hashSeed(request.serverSeed);
  switch (request.game) {
    case 'SLOT': {
      const round = playRound(GOLDEN_REELS, createOutcomeStream(request));
      return { game: 'SLOT', serverSeedHash, outcome: { totalWin: round.totalWin, baseSpin: round.baseSpin, freeSpins: round.freeSpins } };
    }
    case 'DICE': {
      const roll = rollDice(createOutcomeStream(request));
      const bet = { direction: request.direction, chanceBasisPoints: request.chanceBasisPoints };
      return {
        game: 'DICE',
        serverSeedHash,
        outcome: { roll, ...bet, won: diceWins(bet, roll), multiplierBasisPoints: diceMultiplierBasisPoints(request.chanceBasisPoints) },
      };
    }
    case 'MINES': {
      const minePositions = placeMines(createOutcomeStream(request), request.mines);
      return { game: 'MINES', serverSeedHash, outcome: { mines: request.mines, minePositions: [...minePositions].sort((left, right) => left - right) } };
    }
    case 'CRASH':
      return { game: 'CRASH', serverSeedHash, outcome: { crashRoundId: request.crashRoundId, crashPoint: crashPointOf(request.serverSeed, request.crashRoundId) } };
  }
}
