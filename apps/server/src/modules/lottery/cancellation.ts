/**
 * A member cancels a pending bet before its draw closes, in one transaction: the draw's row is locked
 * first (the order settlement locks in), the bet is marked cancelled, taken out of the draw's totals and
 * exposure, and its stake less its rebate is returned by a reversing transfer.
 */
import { inTransaction, type Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { LotteryLedger } from './ports.ts';
import type { LotteryBetRow, LotteryDraw, LotteryRepository } from './repository.ts';
import { refundOf } from './draw-settlement.ts';

export interface CancelBetDependencies {
  database: Database;
  repository: LotteryRepository;
  ledger: LotteryLedger;
}

export async function cancelLotteryBet(
  dependencies: CancelBetDependencies,
  input: { memberId: string; betId: string; gameCode: (gameId: string) => Promise<string>; now: Date },
): Promise<{ bet: LotteryBetRow; draw: LotteryDraw; balance: number }> {
  const { repository, ledger } = dependencies;
  const done = await inTransaction(dependencies.database, async (transaction) => {
    const draw = await repository.lockDrawOfBet(transaction, input.memberId, input.betId);
    const bet = draw && (await repository.lockBet(transaction, input.memberId, input.betId));
    if (!draw || !bet) throw new AppError('not_found');
    const open = (draw.status === 'scheduled' || draw.status === 'open') && draw.closesAt > input.now;
    if (bet.status !== 'pending' || !open) throw new AppError('lottery_bet_not_cancellable', { value: { status: bet.status } });
    const [cancelled] = await repository.closeBets(transaction, [bet.id], 'cancelled', input.now);
    await repository.releaseBets(transaction, [cancelled!]);
    const gameCode = await input.gameCode(bet.gameId);
    const balances = await ledger.postCredits(transaction, [refundOf(cancelled!, `${gameCode}:${draw.issue}:cancelled-by-member`)]);
    return { bet: cancelled!, draw, balance: balances.get(input.memberId) ?? 0 };
  });
  ledger.announce([input.memberId]);
  return done;
}
