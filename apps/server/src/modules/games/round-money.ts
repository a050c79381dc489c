/**
 * The money of a game round: every stake, win, refund and reversal of every vendor (external vendors and
 * the house games alike) moves through here, inside the caller's database transaction, so the wallet's
 * ledger, the round record and the member's daily figures change together or not at all.
 */
import type { GameType } from '@platform/contract';
import type { Executor, GamesCatalogue, GamesWallet, MovementDirection } from './ports.ts';
import type { GamesRepository, Round, RoundOpening, RoundState } from './repository.ts';
import { saveRound, stateOf } from './round-figures.ts';
import { MovementRace } from './games-transaction.ts';

/** Work to do once the transaction has committed: pushes and the winner board, never money. */
export type AfterCommit = () => Promise<void> | void;

export interface MovementRequest {
  idempotencyKey: string;
  amount: number;
  counterparty: 'house' | 'vendor_clearing';
  /** Closes (settles) the round with this movement. */
  closeRound: boolean;
  metadata: Record<string, unknown>;
  /** The game's account of the round, stored with it (house games). */
  outcome?: unknown;
  fairness?: unknown;
}

export type MovementResult =
  | { status: 'posted'; round: Round; balanceAfter: number; afterCommit: AfterCommit[] }
  | { status: 'insufficient_funds'; balance: number };

/** What a committed movement's effects need to know of its round. */
export type RoundAfterMovement = Pick<Round, 'memberId' | 'status' | 'win' | 'stake' | 'playMoney' | 'nodeId' | 'gameType'>;

/** The winner board shows wins worth telling: at least 10.00 and at least five times the stake. */
export const boardWinMinimum = 1_000;
export const boardWinStakeMultiple = 5;

function isBoardWin(round: Pick<Round, 'win' | 'stake'>): boolean {
  return round.win >= boardWinMinimum && round.win >= round.stake * boardWinStakeMultiple;
}

export interface GameRoundMoneyDependencies {
  repository: GamesRepository;
  wallet: GamesWallet;
  catalogue: Pick<GamesCatalogue, 'recordWin'>;
  /** The member's account name for the winner board, read after commit. */
  accountOf(memberId: string): Promise<string | undefined>;
  gmtOffsetMinutes(): Promise<number>;
}

/** The round money flow; each function runs inside the transaction it is given. */
export function gameRoundMoney(dependencies: GameRoundMoneyDependencies) {
  const { repository, wallet } = dependencies;

  async function move(executor: Executor, round: Pick<Round, 'memberId' | 'vendorCode' | 'gameCode' | 'roundRef' | 'id'> | RoundOpening, direction: MovementDirection, kind: 'game_bet' | 'game_win' | 'game_bet_refund' | 'game_win_reversal', request: MovementRequest) {
    if (request.amount === 0) return { status: 'posted' as const, memberBalanceAfter: await wallet.balance(executor, round.memberId) };
    const outcome = await wallet.move(executor, {
      idempotencyKey: request.idempotencyKey,
      memberId: round.memberId,
      direction,
      counterparty: request.counterparty,
      amount: request.amount,
      kind,
      reference: `${round.vendorCode}:${round.gameCode}:${round.roundRef}`,
      metadata: request.metadata,
    });
    // The journal and the transfer commit together, so a key seen again means a concurrent call with the
    // same id committed first; the transaction is run again and answers from the journal.
    if (outcome.status === 'replayed') throw new MovementRace(request.idempotencyKey);
    return outcome;
  }

  /** Saves the round; valid bet it adds to settled figures counts towards the member's bonus wagering. */
  async function save(executor: Executor, before: Round | undefined, opening: RoundOpening, state: RoundState): Promise<Round> {
    const saved = await saveRound(repository, executor, { before, opening, state, gmtOffsetMinutes: dependencies.gmtOffsetMinutes });
    if (saved.delta.validBet > 0) await wallet.recordTurnover(executor, saved.round.memberId, saved.delta.validBet);
    return saved.round;
  }

  function closing(state: RoundState, close: boolean): Pick<RoundState, 'status' | 'settledAt'> {
    if (close) return { status: 'settled', settledAt: state.settledAt ?? new Date() };
    return { status: state.status === 'settled' ? 'settled' : 'open', settledAt: state.settledAt };
  }

  function effectsOf(before: Pick<Round, 'status'> | undefined, after: RoundAfterMovement, balance: number): AfterCommit[] {
    const effects: AfterCommit[] = [() => wallet.announceBalance(after.memberId, balance)];
    const justSettled = after.status === 'settled' && before?.status !== 'settled';
    if (justSettled && isBoardWin(after) && !after.playMoney && after.nodeId !== null) {
      const nodeId = after.nodeId;
      effects.push(async () => {
        const account = await dependencies.accountOf(after.memberId);
        if (account) await dependencies.catalogue.recordWin({ memberId: after.memberId, account, nodeId, gameType: after.gameType as GameType, winAmount: after.win });
      });
    }
    return effects;
  }

  return {
    /** What follows a committed movement: the balance push, and the winner board for a round that just settled with a big win. */
    effectsOf,

    /** Debits a stake and adds it to the round, opening the round on its first bet. */
    async stake(executor: Executor, opening: RoundOpening, request: MovementRequest): Promise<MovementResult> {
      const before = await repository.lockRound(executor, opening);
      const moved = await move(executor, before ?? opening, 'stake', 'game_bet', request);
      if (moved.status === 'insufficient_funds') return { status: 'insufficient_funds', balance: moved.memberBalance };
      const balance = moved.memberBalanceAfter;
      const previous: RoundState = before
        ? stateOf(before)
        : { status: 'open', stake: 0, stakeRefunded: 0, win: 0, betCount: 0, balanceBefore: balance + request.amount, balanceAfter: balance, settledAt: null, figuresDay: null };
      const state: RoundState = {
        ...previous,
        ...closing(previous, request.closeRound),
        stake: previous.stake + request.amount,
        betCount: previous.betCount + 1,
        balanceAfter: balance,
        ...(request.fairness !== undefined ? { fairness: request.fairness } : {}),
        ...(request.outcome !== undefined ? { outcome: request.outcome } : {}),
      };
      const round = await save(executor, before, opening, state);
      return { status: 'posted', round, balanceAfter: balance, afterCommit: effectsOf(before, round, balance) };
    },

    /** Credits a win (zero is allowed: it closes a lost round) to a round that already exists. */
    async payout(executor: Executor, roundOrId: string | Round, request: MovementRequest): Promise<MovementResult> {
      const before = await lockExisting(executor, roundOrId);
      const moved = await move(executor, before, 'payout', 'game_win', request);
      if (moved.status === 'insufficient_funds') return { status: 'insufficient_funds', balance: moved.memberBalance };
      const previous = stateOf(before);
      const state: RoundState = {
        ...previous,
        ...closing(previous, request.closeRound),
        win: previous.win + request.amount,
        balanceAfter: moved.memberBalanceAfter,
        ...(request.fairness !== undefined ? { fairness: request.fairness } : {}),
        ...(request.outcome !== undefined ? { outcome: request.outcome } : {}),
      };
      const round = await save(executor, before, before, state);
      return { status: 'posted', round, balanceAfter: moved.memberBalanceAfter, afterCommit: effectsOf(before, round, moved.memberBalanceAfter) };
    },

    /** Gives a stake back (a rollback); a round whose every stake came back and that paid nothing is rolled back. */
    async refundStake(executor: Executor, roundOrId: string | Round, request: MovementRequest): Promise<MovementResult> {
      const before = await lockExisting(executor, roundOrId);
      const moved = await move(executor, before, 'payout', 'game_bet_refund', request);
      if (moved.status === 'insufficient_funds') return { status: 'insufficient_funds', balance: moved.memberBalance };
      const previous = stateOf(before);
      const stakeRefunded = previous.stakeRefunded + request.amount;
      const allBack = stakeRefunded === previous.stake && previous.win === 0;
      const state: RoundState = {
        ...previous,
        stakeRefunded,
        balanceAfter: moved.memberBalanceAfter,
        ...(allBack ? { status: 'rolled_back' as const, settledAt: previous.settledAt ?? new Date() } : {}),
        ...(request.outcome !== undefined ? { outcome: request.outcome } : {}),
      };
      const round = await save(executor, before, before, state);
      return { status: 'posted', round, balanceAfter: moved.memberBalanceAfter, afterCommit: effectsOf(before, round, moved.memberBalanceAfter) };
    },

    /** Takes a win back (a rollback of a win); refused when the member no longer holds the amount. */
    async reverseWin(executor: Executor, roundOrId: string | Round, request: MovementRequest): Promise<MovementResult> {
      const before = await lockExisting(executor, roundOrId);
      const moved = await move(executor, before, 'stake', 'game_win_reversal', request);
      if (moved.status === 'insufficient_funds') return { status: 'insufficient_funds', balance: moved.memberBalance };
      const previous = stateOf(before);
      const state: RoundState = { ...previous, win: previous.win - request.amount, balanceAfter: moved.memberBalanceAfter };
      const round = await save(executor, before, before, state);
      return { status: 'posted', round, balanceAfter: moved.memberBalanceAfter, afterCommit: effectsOf(before, round, moved.memberBalanceAfter) };
    },

    /** Records the game's outcome on a round without moving money (a multi-step game between steps). */
    async recordOutcome(executor: Executor, roundOrId: string | Round, outcome: unknown): Promise<Round> {
      const before = await lockExisting(executor, roundOrId);
      return save(executor, before, before, { ...stateOf(before), outcome });
    },
  };

  /** The round to change: one the caller already locked in this transaction, or locked here by id. */
  async function lockExisting(executor: Executor, roundOrId: string | Round): Promise<Round> {
    if (typeof roundOrId !== 'string') return roundOrId;
    const roundId = roundOrId;
    const round = await repository.lockRoundById(executor, roundId);
    if (!round) throw new Error(`game round ${roundId} does not exist`);
    return round;
  }
}

export type GameRoundMoney = ReturnType<typeof gameRoundMoney>;

/** Runs after-commit work; a failure is logged by the caller and never undoes the committed round. */
export async function runAfterCommit(effects: AfterCommit[], onError: (error: unknown) => void): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      onError(error);
    }
  }
}
