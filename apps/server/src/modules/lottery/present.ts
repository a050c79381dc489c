import type { Draw, DrawResultValue, LotteryBet } from '@platform/contract';
import type { LotteryBetRow, LotteryDraw } from './repository.ts';

/** A draw as the calls answer it; the seed only once revealed. */
export function drawValue(gameCode: string, draw: LotteryDraw): Draw {
  return {
    gameCode,
    issue: draw.issue,
    status: draw.status,
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    seedHash: draw.seedHash,
    seed: draw.seedRevealed,
    result: (draw.result ?? null) as DrawResultValue | null,
    numbers: draw.numbers,
  };
}

/** A bet as the member sees it, with its draw's numbers once drawn. */
export function betValue(gameCode: string, bet: LotteryBetRow, draw: { issue: string; numbers: string[] }): LotteryBet {
  return {
    betId: bet.id,
    gameCode,
    issue: draw.issue,
    betType: bet.betType,
    selection: bet.selection,
    unitPrice: bet.unitPrice,
    multiplier: bet.multiplier,
    combinations: bet.combinations,
    prizeGroup: bet.prizeGroup,
    stake: bet.stake,
    rebate: bet.rebate,
    winAmount: bet.win + bet.pushRefund,
    status: bet.status,
    chaseId: bet.chaseId,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt ? bet.settledAt.toISOString() : null,
    numbers: draw.numbers,
    playMoney: bet.playMoney,
  };
}
