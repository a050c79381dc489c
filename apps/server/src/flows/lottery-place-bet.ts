/**
 * Place a lottery bet (and a chase: the same bet on the next issues) in one database transaction:
 * for each issue, the stake leaves the member's cash for the house, the prize-group rebate comes back,
 * the bet is written, and it is added to its draw's totals and to the numbers it covers under their
 * limits, in one statement that also refuses a draw closed meanwhile and orders the bet before or after
 * the scheduler drawing it. Anything refused rolls everything back.
 */
import { chaseIssuesMax } from '@platform/contract';
import { inTransaction, type Database } from '../platform/database.ts';
import { AppError } from '../platform/errors.ts';
import type { PreparedBet } from '../modules/lottery/bet-preparation.ts';
import type { LotteryLedger } from '../modules/lottery/ports.ts';
import type { LotteryBetRow, LotteryDraw, LotteryGame, LotteryRepository } from '../modules/lottery/repository.ts';

export interface PlaceBetInput {
  memberId: string;
  /** The browser's id of this placement: a retry answers the first result. */
  requestId: string;
  game: LotteryGame;
  /** The issue bet on, then the chased ones, in draw order. */
  draws: LotteryDraw[];
  bet: PreparedBet;
  chase: { issues: number; stopOnWin: boolean } | null;
  now: Date;
}

export interface PlacedBets {
  bets: LotteryBetRow[];
  chaseId: string | null;
  balance: number;
  replayed: boolean;
}

export interface PlaceBetDependencies {
  database: Database;
  repository: LotteryRepository;
  ledger: LotteryLedger;
}

function requestKeyOf(input: Pick<PlaceBetInput, 'memberId' | 'requestId'>, index: number): string {
  return `${input.memberId}:${input.requestId}:${index}`;
}

/** Every key a placement may have written: one per issue of the longest chase. */
export function requestKeysOf(input: Pick<PlaceBetInput, 'memberId' | 'requestId'>): string[] {
  return Array.from({ length: chaseIssuesMax }, (_, index) => requestKeyOf(input, index));
}

/** Places the bet on every draw of the input, or nothing. */
export async function placeLotteryBet(dependencies: PlaceBetDependencies, input: PlaceBetInput): Promise<PlacedBets> {
  const { repository, ledger } = dependencies;
  const placed = await inTransaction(dependencies.database, async (transaction): Promise<PlacedBets> => {
    // A retry finds its first placement through the ledger: the stake's transfer key replays.
    if (input.draws.length === 0) return replay(dependencies, transaction, input, await repository.betsOfRequest(transaction, requestKeysOf(input)));
    const chaseId = input.chase ? await repository.insertChase(transaction, { memberId: input.memberId, gameId: input.game.id, ...input.chase }) : null;
    const bets: LotteryBetRow[] = [];
    let balance = 0;
    for (const [index, draw] of input.draws.entries()) {
      const stake = await moveStake(ledger, transaction, input, draw, index);
      if (stake.replayed) return replay(dependencies, transaction, input, await repository.betsOfRequest(transaction, requestKeysOf(input)));
      balance = stake.balanceAfter;
      const bet = await repository.insertBet(transaction, newBet(input, draw, chaseId, index, stake.balanceBefore));
      await addToBook(repository, transaction, input, draw, index);
      bets.push(bet);
    }
    return { bets, chaseId, balance, replayed: false };
  });
  if (!placed.replayed) ledger.announce([input.memberId]);
  return placed;
}

async function replay(dependencies: PlaceBetDependencies, transaction: Parameters<LotteryLedger['post']>[0], input: PlaceBetInput, bets: LotteryBetRow[]): Promise<PlacedBets> {
  const balances = await dependencies.ledger.cashBalances(transaction, [input.memberId]);
  return { bets, chaseId: bets[0]?.chaseId ?? null, balance: balances.get(input.memberId) ?? 0, replayed: true };
}

/** Debits the stake and credits the rebate; answers the balance before the stake and after both. */
async function moveStake(ledger: LotteryLedger, transaction: Parameters<LotteryLedger['post']>[0], input: PlaceBetInput, draw: LotteryDraw, index: number) {
  const key = `${input.memberId}:${input.requestId}:${index}`;
  const reference = `${input.game.gameCode}:${draw.issue}`;
  const debit = await ledger.post(transaction, {
    idempotencyKey: `lottery:bet:${key}`,
    memberId: input.memberId,
    direction: 'debit',
    amount: input.bet.cost,
    kind: 'lottery_bet',
    reference,
    metadata: { betType: input.bet.betType, combinations: input.bet.combinations },
  });
  if (debit.replayed) return { replayed: true, balanceBefore: 0, balanceAfter: 0 };
  let balanceAfter = debit.memberBalanceAfter;
  if (input.bet.rebate > 0) {
    const rebate = await ledger.post(transaction, {
      idempotencyKey: `lottery:rebate:${key}`,
      memberId: input.memberId,
      direction: 'credit',
      amount: input.bet.rebate,
      kind: 'lottery_rebate',
      reference,
      metadata: { prizeGroup: input.bet.prizeGroup },
    });
    balanceAfter = rebate.memberBalanceAfter;
  }
  return { replayed: false, balanceBefore: debit.memberBalanceAfter + input.bet.cost, balanceAfter };
}

function newBet(input: PlaceBetInput, draw: LotteryDraw, chaseId: string | null, index: number, balanceBefore: number) {
  const { bet } = input;
  return {
    requestKey: requestKeyOf(input, index),
    memberId: input.memberId,
    gameId: input.game.id,
    drawId: draw.id,
    chaseId,
    betType: bet.betType,
    selection: bet.selection,
    unitPrice: bet.unitPrice,
    multiplier: bet.multiplier,
    combinations: bet.combinations,
    prizeGroup: bet.prizeGroup,
    odds: bet.odds,
    stake: bet.cost,
    rebate: bet.rebate,
    agentIds: bet.agentIds,
    agentBasisPoints: bet.agentBasisPoints,
    exposureKeys: bet.exposureKeys,
    exposureStake: bet.exposureStake,
    exposurePayout: bet.exposurePayout,
    potentialPayout: bet.potentialPayout,
    balanceBefore,
    placedAt: input.now,
  };
}

/** Adds the bet to its draw and to the numbers it covers, under the game's limits. */
async function addToBook(repository: LotteryRepository, transaction: Parameters<LotteryLedger['post']>[0], input: PlaceBetInput, draw: LotteryDraw, index: number): Promise<void> {
  const { bet, game } = input;
  const book = await repository.addToBook(transaction, draw.id, {
    memberId: input.memberId,
    stake: bet.cost,
    potentialPayout: bet.potentialPayout,
    keys: bet.exposureKeys,
    stakePerKey: bet.exposureStake,
    payoutPerKey: bet.exposurePayout,
    now: input.now,
    first: index === 0,
  });
  if (!book.open) throw new AppError(index === 0 ? 'lottery_issue_closed' : 'lottery_issue_not_open', { value: { issue: draw.issue } });
  if (game.limits.stakePerNumberMax > 0 && book.numberStakeMax > game.limits.stakePerNumberMax) {
    throw new AppError('lottery_limit_reached', { value: { limit: 'stakePerNumberMax', issue: draw.issue } });
  }
  const limited = game.limits.stakePerDrawMax > 0 || game.limits.payoutPerDrawMax > 0;
  if (limited && !(await repository.drawWithinLimits(transaction, draw.id, game.limits))) {
    throw new AppError('lottery_limit_reached', { value: { limit: 'perDraw', issue: draw.issue } });
  }
}
