/**
 * The shared path of a house bet: the same journal, limits and round money flow an external vendor's
 * calls go through, with our own vendor code. A bet is keyed by the member and the browser's request id,
 * so a retried request answers the first result and moves no money again.
 */
import { createHash } from 'node:crypto';
import { platformVendors, type GameType } from '@platform/contract';
import { AppError } from '../../../platform/errors.ts';
import { runAfterCommit, type AfterCommit, type GameRoundMoney } from '../round-money.ts';
import { betLimitsOf, type BetLimits, type GamesConfig } from '../games-config.ts';
import type { Executor, GamesCatalogue } from '../ports.ts';
import type { GamesRepository, Round, RoundOpening } from '../repository.ts';
import type { GamesTransactions } from '../games-transaction.ts';
import type { FairSeeds, ReservedSeed } from './fair-seeds.ts';
import { createCache } from '../../../platform/cache.ts';

export const houseVendor = platformVendors.house;

export interface HousePlayer {
  memberId: string;
  /** Trial accounts play with play money (the wallet keeps it in its own book). */
  playMoney: boolean;
}

export function houseTransactionId(memberId: string, requestId: string): string {
  return `${memberId}:${requestId}`;
}

function requestHashOf(content: unknown): Buffer {
  return createHash('sha256').update(JSON.stringify(content)).digest();
}

/** Logs a failed after-commit step; the committed round stands. */
export type ErrorLogger = (error: unknown) => void;

export function houseRounds(options: {
  config: GamesConfig;
  repository: GamesRepository;
  money: GameRoundMoney;
  seeds: FairSeeds;
  catalogue: Pick<GamesCatalogue, 'findGame'>;
  currency: () => Promise<string>;
  transactions: GamesTransactions;
  logError: ErrorLogger;
}) {
  const { repository, money } = options;
  // A house game's catalogue entry (node, name) does not change while the node runs.
  const games = createCache<{ nodeId: number; gameName: string }>({ name: 'house_game_entries', maxEntries: 100 });

  /** The catalogue entry of a house game (node id for the winner board, name for the record). */
  async function catalogueEntryOf(gameCode: string): Promise<{ nodeId: number; gameName: string } | undefined> {
    const known = games.get(gameCode);
    if (known) return known;
    const game = await options.catalogue.findGame({ vendorCode: houseVendor, gameCode, gameType: 'RNG' });
    if (!game) return undefined;
    const entry = { nodeId: game.nodeId, gameName: game.gameName };
    games.set(gameCode, entry);
    return entry;
  }

  function limitsOf(gameCode: string): BetLimits {
    return betLimitsOf(options.config, houseVendor, gameCode);
  }

  function assertStakeWithin(gameCode: string, stake: number): void {
    const limits = limitsOf(gameCode);
    if (stake < limits.stakeMin || stake > limits.stakeMax) {
      throw new AppError('bet_limit_exceeded', { value: { stakeMin: limits.stakeMin, stakeMax: limits.stakeMax, winPerRoundMax: limits.winPerRoundMax } });
    }
  }

  async function openingOf(player: HousePlayer, gameCode: string, gameName: string, roundRef: string): Promise<RoundOpening> {
    const entry = await catalogueEntryOf(gameCode);
    return {
      memberId: player.memberId,
      vendorCode: houseVendor,
      roundRef,
      gameCode,
      gameType: 'RNG' as GameType,
      nodeId: entry?.nodeId ?? null,
      gameName: entry?.gameName ?? gameName,
      currency: await options.currency(),
      playMoney: player.playMoney,
    };
  }

  /** A stored answer to a request id already used, or a conflict when the id came with another bet. */
  async function replayed(executor: Executor, player: HousePlayer, requestId: string, requestHash: Buffer): Promise<unknown> {
    const existing = await repository.findTransaction(executor, houseVendor, houseTransactionId(player.memberId, requestId), false);
    if (!existing) return undefined;
    if (!existing.requestHash?.equals(requestHash)) throw new AppError('idempotency_conflict');
    return existing.response;
  }

  async function journal(executor: Executor, player: HousePlayer, requestId: string, requestHash: Buffer, round: Round, stake: number, response: unknown): Promise<void> {
    await repository.insertTransaction(executor, {
      vendor_code: houseVendor,
      transaction_uuid: houseTransactionId(player.memberId, requestId),
      kind: 'bet',
      request_hash: requestHash,
      member_id: player.memberId,
      round_id: round.id,
      reference_transaction_uuid: null,
      amount: stake,
      applied: true,
      rolled_back: false,
      response,
    });
  }

  return {
    limitsOf,
    assertStakeWithin,
    openingOf,
    lockGameRound: (executor: Executor, roundId: string) => repository.lockRoundById(executor, roundId),

    /**
     * Plays a round that settles at once (slot, dice): journal check, nonce, outcome, stake and win, all
     * in one transaction. `play` computes the outcome from the seed and says what it pays.
     */
    async playInstant<Value>(
      player: HousePlayer,
      bet: { gameCode: string; gameName: string; requestId: string; stake: number; content: unknown },
      play: (seed: ReservedSeed, limits: BetLimits) => { win: number; outcome: Record<string, unknown>; value: (round: Round, balance: number) => Value },
    ): Promise<Value> {
      assertStakeWithin(bet.gameCode, bet.stake);
      const requestHash = requestHashOf([bet.gameCode, bet.content]);
      const opening = await openingOf(player, bet.gameCode, bet.gameName, bet.requestId);
      await options.seeds.ensure(player.memberId);
      const { value, afterCommit } = await options.transactions(async (executor) => {
        const stored = await replayed(executor, player, bet.requestId, requestHash);
        if (stored !== undefined) return { value: stored as Value, afterCommit: [] as AfterCommit[] };
        const seed = await options.seeds.reserve(executor, player.memberId);
        const played = play(seed, limitsOf(bet.gameCode));
        const key = `game:${houseVendor}:${houseTransactionId(player.memberId, bet.requestId)}`;
        const fairness = { seedId: seed.seedId, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
        const staked = await money.stake(executor, opening, { idempotencyKey: key, amount: bet.stake, counterparty: 'house', closeRound: false, metadata: { game: bet.gameCode }, fairness, outcome: played.outcome });
        if (staked.status === 'insufficient_funds') throw new AppError('insufficient_balance', { value: { balance: staked.balance } });
        const paid = await money.payout(executor, staked.round, { idempotencyKey: `${key}:win`, amount: played.win, counterparty: 'house', closeRound: true, metadata: { game: bet.gameCode } });
        if (paid.status === 'insufficient_funds') throw new Error('a payout cannot lack funds');
        const response = played.value(paid.round, paid.balanceAfter);
        await journal(executor, player, bet.requestId, requestHash, paid.round, bet.stake, response);
        return { value: response, afterCommit: [...staked.afterCommit, ...paid.afterCommit] };
      });
      await runAfterCommit(afterCommit, options.logError);
      return value;
    },

    /**
     * Opens a round that settles later (mines, crash) inside the caller's transaction: journal check and
     * the stake. The opening is prepared by `openingOf` before the transaction.
     */
    async openRound(
      executor: Executor,
      player: HousePlayer,
      opening: RoundOpening,
      bet: { requestId: string; stake: number; content: unknown; fairness?: unknown; outcome?: unknown },
    ): Promise<{ replay: unknown } | { round: Round; balance: number; afterCommit: AfterCommit[]; record: (response: unknown) => Promise<void> }> {
      assertStakeWithin(opening.gameCode, bet.stake);
      const requestHash = requestHashOf([opening.gameCode, bet.content]);
      const stored = await replayed(executor, player, bet.requestId, requestHash);
      if (stored !== undefined) return { replay: stored };
      const key = `game:${houseVendor}:${houseTransactionId(player.memberId, bet.requestId)}`;
      const staked = await money.stake(executor, opening, {
        idempotencyKey: key,
        amount: bet.stake,
        counterparty: 'house',
        closeRound: false,
        metadata: { game: opening.gameCode },
        fairness: bet.fairness,
        outcome: bet.outcome,
      });
      if (staked.status === 'insufficient_funds') throw new AppError('insufficient_balance', { value: { balance: staked.balance } });
      return {
        round: staked.round,
        balance: staked.balanceAfter,
        afterCommit: staked.afterCommit,
        record: (response) => journal(executor, player, bet.requestId, requestHash, staked.round, bet.stake, response),
      };
    },

    /** Gives back every stake of a round that cannot be played out (a cancelled crash round). */
    async refundRound(executor: Executor, round: Round, outcome: unknown, key: string) {
      const refunded = await money.refundStake(executor, round, {
        idempotencyKey: `game:${houseVendor}:${key}`,
        amount: round.stake - round.stakeRefunded,
        counterparty: 'house',
        closeRound: true,
        metadata: { game: round.gameCode },
        outcome,
      });
      if (refunded.status === 'insufficient_funds') throw new Error('a refund cannot lack funds');
      return refunded;
    },

    /** Pays (or closes at zero) a round opened by `openRound`, capped at the game's largest win. */
    async settleRound(executor: Executor, round: Round, win: number, outcome: unknown, key: string, fairness?: unknown) {
      const capped = Math.min(win, limitsOf(round.gameCode).winPerRoundMax);
      const paid = await money.payout(executor, round, {
        idempotencyKey: `game:${houseVendor}:${key}`,
        amount: capped,
        counterparty: 'house',
        closeRound: true,
        metadata: { game: round.gameCode },
        outcome,
        ...(fairness !== undefined ? { fairness } : {}),
      });
      if (paid.status === 'insufficient_funds') throw new Error('a payout cannot lack funds');
      return paid;
    },
  };
}

export type HouseRounds = ReturnType<typeof houseRounds>;
