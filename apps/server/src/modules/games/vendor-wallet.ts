/**
 * Our side of the vendor wallet protocol (domain/wallet.md): session exchange, balance, bet, win and
 * rollback. Each call is one database transaction; a transaction id seen before answers its first
 * answer (same content) or DUPLICATE_TRANSACTION (other content); money moves only through the round money flow.
 */
import { createHash } from 'node:crypto';
import type {
  VendorBalanceRequest,
  VendorBetRequest,
  VendorResponse,
  VendorRollbackRequest,
  VendorSessionRequest,
  VendorSessionResponse,
  VendorStatus,
  VendorWinRequest,
} from '@platform/contract';
import type { AfterCommit, GameRoundMoney } from './round-money.ts';
import type { GameVendorStatements, VendorStatementOutcome } from './vendor-statements.ts';
import { AppError } from '../../platform/errors.ts';
import { betLimitsOf, type GamesConfig } from './games-config.ts';
import type { Executor, GamesCatalogue, GamesMembers, GamesWallet } from './ports.ts';
import type { GamesRepository, VendorTransaction } from './repository.ts';
import type { GameSessions, GameSession } from './game-sessions.ts';
import type { GamesTransactions, MerchantSettingsCache } from './games-transaction.ts';
import { createCache } from '../../platform/cache.ts';

export interface VendorCallResult<Response extends VendorResponse = VendorResponse> {
  response: Response;
  afterCommit: AfterCommit[];
}

export interface VendorWalletDependencies {
  config: GamesConfig;
  repository: GamesRepository;
  sessions: GameSessions;
  money: GameRoundMoney;
  /** A vendor's ordinary bet and win in one statement each; the rest goes through `money`. */
  statements: GameVendorStatements;
  wallet: GamesWallet;
  members: GamesMembers;
  catalogue: GamesCatalogue;
  transactions: GamesTransactions;
  settings: MerchantSettingsCache;
}

/** The content of a call that decides its effect; the request id and the token may differ on a retry. */
export function requestHashOf(kind: string, request: Record<string, unknown>): Buffer {
  // Every field but the request's own id and the session token, in key order (no rest object: this runs
  // for every vendor call).
  const ordered: [string, unknown][] = [];
  for (const key of Object.keys(request).sort()) if (key !== 'request_uuid' && key !== 'token') ordered.push([key, request[key]]);
  return createHash('sha256').update(JSON.stringify([kind, ordered])).digest();
}

function answer(status: VendorStatus, requestUuid: string, user = '', currency = '', balance = 0): VendorResponse {
  return { status, request_uuid: requestUuid, user, currency, balance };
}

const standingMemoryMs = 3_000;
const memberIdPattern = /^[1-9]\d{0,17}$/;
const standingMemoryEntriesMax = 50_000;

export function vendorWalletService(dependencies: VendorWalletDependencies) {
  const { repository, sessions, money, statements, wallet, members, catalogue, config, transactions } = dependencies;
  const db = repository.db;

  /** One call in one transaction; a call that raced its own replay is run again and answers as the replay. */
  const once = <Response extends VendorResponse>(work: (executor: Executor) => Promise<VendorCallResult<Response>>) => transactions(work);

  /** The stored answer to a transaction id seen before, or DUPLICATE_TRANSACTION when the content differs. */
  function replay(existing: VendorTransaction, requestHash: Buffer, requestUuid: string): VendorResponse {
    if (existing.requestHash && existing.requestHash.equals(requestHash)) {
      return { ...(existing.response as VendorResponse), request_uuid: requestUuid };
    }
    const stored = existing.response as VendorResponse;
    return answer('DUPLICATE_TRANSACTION', requestUuid, stored.user, stored.currency, stored.balance);
  }

  // A member's standing is asked on every bet; remembering it briefly spares a query, and a disabled
  // account is refused within seconds.
  const standings = createCache<boolean>({ name: 'game_member_standings', maxEntries: standingMemoryEntriesMax, lifetimeMs: standingMemoryMs });
  async function isDisabled(memberId: string): Promise<boolean> {
    const remembered = standings.get(memberId);
    if (remembered !== undefined) return remembered;
    const standing = await members.standing(memberId);
    const disabled = !standing || !standing.active;
    standings.set(memberId, disabled);
    return disabled;
  }

  /** A game code the session may bet on: its own game, or another enabled game of the same vendor (a lobby's tables). */
  async function isPlayableGame(session: GameSession, gameCode: string): Promise<boolean> {
    if (gameCode === session.gameCode) return true;
    const game = await catalogue.findGame({ vendorCode: session.vendorCode, gameCode });
    return game !== undefined && game.enabled && game.isGame === 'GAME';
  }

  /**
   * Checks a bet's session, game, currency and limits before its statement (these read the pool); the
   * refusal's status, or null when the bet may go on. The member's standing is checked by the statement
   * itself, so a member disabled a moment ago is refused at once; the general path reads it afresh.
   */
  async function sessionRefusalOf(vendorCode: string, request: VendorBetRequest, session: GameSession | undefined): Promise<VendorStatus | null> {
    if (!session || session.vendorCode !== vendorCode || session.memberId !== request.user) return 'INVALID_TOKEN';
    if (session.expiresAt.getTime() <= Date.now()) return 'TOKEN_EXPIRED';
    if (!(await isPlayableGame(session, request.game_code))) return 'INVALID_GAME';
    if (request.currency !== session.currency) return 'WRONG_CURRENCY';
    const limits = betLimitsOf(config, vendorCode, request.game_code);
    if (request.amount < limits.stakeMin || request.amount > limits.stakeMax) return 'BET_LIMIT_EXCEEDED';
    return null;
  }

  /** Every refusal of a bet, the member's standing read afresh (the general path). */
  async function refusalOf(vendorCode: string, request: VendorBetRequest, session: GameSession | undefined): Promise<VendorStatus | null> {
    const refused = await sessionRefusalOf(vendorCode, request, session);
    if (refused === 'INVALID_TOKEN' || refused === 'TOKEN_EXPIRED') return refused;
    const standing = await members.standing(session!.memberId);
    if (!standing || !standing.active) return 'USER_DISABLED';
    return refused;
  }

  /** The answer of a call its statement settled; undefined when the call needs the general path. */
  function settledBy(outcome: VendorStatementOutcome, uuid: string, memberId: string, currency: string): VendorCallResult | undefined {
    if (outcome.outcome === 'general') return undefined;
    const round = { memberId, status: outcome.statusAfter, win: outcome.win, stake: outcome.stake, playMoney: outcome.playMoney, nodeId: outcome.nodeId, gameType: outcome.gameType };
    const before = outcome.statusBefore === null ? undefined : { status: outcome.statusBefore };
    return { response: answer('OK', uuid, memberId, currency, outcome.balance), afterCommit: money.effectsOf(before, round, outcome.balance) };
  }

  /** A bet that passed every check, in one statement; undefined when the general path must answer it. */
  async function betInOneStatement(vendorCode: string, request: VendorBetRequest, session: GameSession, requestHash: Buffer): Promise<VendorCallResult | undefined> {
    const onSessionGame = request.game_code === session.gameCode;
    const { gmtOffsetMinutes } = await dependencies.settings.fresh();
    const movement = await wallet.prepareMove({
      idempotencyKey: `game:${vendorCode}:${request.transaction_uuid}`,
      memberId: session.memberId,
      direction: 'stake',
      counterparty: 'vendor_clearing',
      amount: request.amount,
      kind: 'game_bet',
      reference: `${vendorCode}:${request.game_code}:${request.round}`,
      metadata: { vendor: vendorCode, transaction: request.transaction_uuid, round: request.round },
    });
    const outcome = await statements.bet({
      vendorCode,
      transactionUuid: request.transaction_uuid,
      requestHash,
      requestUuid: request.request_uuid,
      memberId: session.memberId,
      roundRef: request.round,
      gameCode: request.game_code,
      gameType: session.gameType,
      nodeId: onSessionGame ? session.nodeId : null,
      gameName: onSessionGame ? session.gameName : request.game_code,
      currency: session.currency,
      playMoney: session.playMoney,
      amount: request.amount,
      closeRound: request.round_closed,
      gmtOffsetMinutes,
      movement,
    });
    return settledBy(outcome, request.request_uuid, session.memberId, session.currency);
  }

  /** A win for a known bet of the same member, in one statement; undefined when the general path must answer it. */
  async function winInOneStatement(vendorCode: string, request: VendorWinRequest, requestHash: Buffer): Promise<VendorCallResult | undefined> {
    if (!memberIdPattern.test(request.user)) return undefined;
    const { gmtOffsetMinutes } = await dependencies.settings.fresh();
    let memberAccountId: string;
    let movement: Awaited<ReturnType<GamesWallet['prepareMove']>> | null = null;
    try {
      memberAccountId = await wallet.cashAccountOf(request.user);
      if (request.amount > 0) {
        movement = await wallet.prepareMove({
          idempotencyKey: `game:${vendorCode}:${request.transaction_uuid}`,
          memberId: request.user,
          direction: 'payout',
          counterparty: 'vendor_clearing',
          amount: request.amount,
          kind: 'game_win',
          reference: `${vendorCode}:${request.game_code}:${request.round}`,
          metadata: { vendor: vendorCode, transaction: request.transaction_uuid, round: request.round, bet: request.reference_transaction_uuid },
        });
      }
    } catch (error) {
      // A member the wallet does not know: the general path answers it.
      if (error instanceof AppError) return undefined;
      throw error;
    }
    const outcome = await statements.win({
      vendorCode,
      transactionUuid: request.transaction_uuid,
      requestHash,
      requestUuid: request.request_uuid,
      memberId: request.user,
      betTransactionUuid: request.reference_transaction_uuid,
      roundRef: request.round,
      gameCode: request.game_code,
      currency: request.currency,
      amount: request.amount,
      closeRound: request.round_closed,
      winPerRoundMax: betLimitsOf(config, vendorCode, request.game_code).winPerRoundMax,
      gmtOffsetMinutes,
      memberAccountId,
      movement,
    });
    return settledBy(outcome, request.request_uuid, request.user, request.currency);
  }

  return {
    /** Exchanges a one-time launch token for the session token; a retry with the same request id gets the same session. */
    async openSession(vendorCode: string, request: VendorSessionRequest): Promise<VendorCallResult<VendorSessionResponse>> {
      const refused = (status: VendorStatus) => ({ response: { ...answer(status, request.request_uuid), token: '', game_code: '', game_type: '', play_money: false, language: '' }, afterCommit: [] });
      const opened = await transactions((executor) => sessions.exchange(executor, vendorCode, request));
      if (opened.status !== 'OK') return refused(opened.status);
      const { session, token, language } = opened;
      // A disabled member's session exists but is useless: every bet is refused with USER_DISABLED.
      if (await isDisabled(session.memberId)) return refused('USER_DISABLED');
      const balance = await wallet.balance(db, session.memberId);
      const response: VendorSessionResponse = {
        ...answer('OK', request.request_uuid, session.memberId, session.currency, balance),
        token,
        game_code: session.gameCode,
        game_type: session.gameType,
        play_money: session.playMoney,
        language,
      };
      return { response, afterCommit: [] };
    },

    async balance(vendorCode: string, request: VendorBalanceRequest): Promise<VendorCallResult> {
      const uuid = request.request_uuid;
      const session = await sessions.find(db, request.token);
      if (!session || session.vendorCode !== vendorCode || (request.user !== undefined && request.user !== session.memberId)) {
        return { response: answer('INVALID_TOKEN', uuid), afterCommit: [] };
      }
      const balance = await wallet.balance(db, session.memberId);
      const status: VendorStatus = session.expiresAt.getTime() <= Date.now() ? 'TOKEN_EXPIRED' : (await isDisabled(session.memberId)) ? 'USER_DISABLED' : 'OK';
      return { response: answer(status, uuid, session.memberId, session.currency, balance), afterCommit: [] };
    },

    async bet(vendorCode: string, request: VendorBetRequest): Promise<VendorCallResult> {
      const requestHash = requestHashOf('bet', request);
      const uuid = request.request_uuid;
      const session = await sessions.find(db, request.token);
      if (session && (await sessionRefusalOf(vendorCode, request, session)) === null) {
        const settled = await betInOneStatement(vendorCode, request, session, requestHash);
        if (settled) return settled;
      }
      const refusal = await refusalOf(vendorCode, request, session);
      return once(async (executor) => {
        const existing = await repository.findTransaction(executor, vendorCode, request.transaction_uuid, false);
        const known = session && session.memberId === request.user ? session : undefined;
        const balance = () => (known ? wallet.balance(executor, known.memberId) : Promise.resolve(0));
        if (existing?.kind === 'tombstone') return { response: answer('TRANSACTION_ROLLED_BACK', uuid, request.user, request.currency, await balance()), afterCommit: [] };
        if (existing) return { response: replay(existing, requestHash, uuid), afterCommit: [] };
        if (refusal || !session) {
          const status = refusal ?? 'INVALID_TOKEN';
          return { response: status === 'INVALID_TOKEN' ? answer(status, uuid) : answer(status, uuid, request.user, session!.currency, await balance()), afterCommit: [] };
        }
        const moved = await money.stake(
          executor,
          {
            memberId: session.memberId,
            vendorCode,
            roundRef: request.round,
            gameCode: request.game_code,
            gameType: session.gameType,
            nodeId: request.game_code === session.gameCode ? session.nodeId : null,
            gameName: request.game_code === session.gameCode ? session.gameName : request.game_code,
            currency: session.currency,
            playMoney: session.playMoney,
          },
          {
            idempotencyKey: `game:${vendorCode}:${request.transaction_uuid}`,
            amount: request.amount,
            counterparty: 'vendor_clearing',
            closeRound: request.round_closed,
            metadata: { vendor: vendorCode, transaction: request.transaction_uuid, round: request.round },
          },
        );
        if (moved.status === 'insufficient_funds') {
          return { response: answer('NOT_ENOUGH_MONEY', uuid, session.memberId, session.currency, moved.balance), afterCommit: [] };
        }
        const response = answer('OK', uuid, session.memberId, session.currency, moved.balanceAfter);
        await repository.insertTransaction(executor, {
          vendor_code: vendorCode,
          transaction_uuid: request.transaction_uuid,
          kind: 'bet',
          request_hash: requestHash,
          member_id: session.memberId,
          round_id: moved.round.id,
          reference_transaction_uuid: null,
          amount: request.amount,
          applied: true,
          rolled_back: false,
          response,
        });
        return { response, afterCommit: moved.afterCommit };
      });
    },

    async win(vendorCode: string, request: VendorWinRequest): Promise<VendorCallResult> {
      const requestHash = requestHashOf('win', request);
      const uuid = request.request_uuid;
      const settled = await winInOneStatement(vendorCode, request, requestHash);
      if (settled) return settled;
      return once(async (executor) => {
        // The win's own row (a replay) and the bet it pays, the bet locked against a concurrent rollback.
        const rows = await repository.findTransactions(executor, vendorCode, [request.transaction_uuid, request.reference_transaction_uuid], true);
        const existing = rows.get(request.transaction_uuid);
        const balance = () => wallet.balance(executor, request.user);
        // A win that was rolled back before it arrived is refused like a late bet.
        if (existing?.kind === 'tombstone') return { response: answer('TRANSACTION_ROLLED_BACK', uuid, request.user, request.currency, existing.memberId === request.user ? await balance() : 0), afterCommit: [] };
        if (existing) return { response: replay(existing, requestHash, uuid), afterCommit: [] };
        const bet = rows.get(request.reference_transaction_uuid);
        if (!bet || (bet.kind !== 'bet' && bet.kind !== 'tombstone') || bet.memberId !== request.user) {
          return { response: answer('TRANSACTION_DOES_NOT_EXIST', uuid, request.user, request.currency, bet?.memberId === request.user ? await balance() : 0), afterCommit: [] };
        }
        if (bet.kind === 'tombstone' || bet.rolledBack) {
          return { response: answer('TRANSACTION_ROLLED_BACK', uuid, request.user, request.currency, await balance()), afterCommit: [] };
        }
        const round = await repository.lockRoundById(executor, bet.roundId!);
        if (!round || round.roundRef !== request.round) {
          return { response: answer('TRANSACTION_DOES_NOT_EXIST', uuid, request.user, request.currency, await balance()), afterCommit: [] };
        }
        if (request.currency !== round.currency) return { response: answer('WRONG_CURRENCY', uuid, request.user, round.currency, await balance()), afterCommit: [] };
        if (round.win + request.amount > betLimitsOf(config, vendorCode, round.gameCode).winPerRoundMax) {
          return { response: answer('BET_LIMIT_EXCEEDED', uuid, request.user, round.currency, await balance()), afterCommit: [] };
        }
        const moved = await money.payout(executor, round, {
          idempotencyKey: `game:${vendorCode}:${request.transaction_uuid}`,
          amount: request.amount,
          counterparty: 'vendor_clearing',
          closeRound: request.round_closed,
          metadata: { vendor: vendorCode, transaction: request.transaction_uuid, round: request.round, bet: bet.transactionUuid },
        });
        if (moved.status === 'insufficient_funds') throw new Error('a payout cannot lack funds');
        const response = answer('OK', uuid, request.user, round.currency, moved.balanceAfter);
        await repository.insertTransaction(executor, {
          vendor_code: vendorCode,
          transaction_uuid: request.transaction_uuid,
          kind: 'win',
          request_hash: requestHash,
          member_id: request.user,
          round_id: round.id,
          reference_transaction_uuid: bet.transactionUuid,
          amount: request.amount,
          applied: true,
          rolled_back: false,
          response,
        });
        return { response, afterCommit: moved.afterCommit };
      });
    },

    async rollback(vendorCode: string, request: VendorRollbackRequest): Promise<VendorCallResult> {
      const requestHash = requestHashOf('rollback', request);
      const uuid = request.request_uuid;
      return once(async (executor) => {
        const existing = await repository.findTransaction(executor, vendorCode, request.transaction_uuid, false);
        if (existing) return { response: replay(existing, requestHash, uuid), afterCommit: [] };
        const target = await repository.findTransaction(executor, vendorCode, request.reference_transaction_uuid, true);
        const reversal = await reverse(executor, vendorCode, request, target);
        if (reversal.store) {
          await repository.insertTransaction(executor, {
            vendor_code: vendorCode,
            transaction_uuid: request.transaction_uuid,
            kind: 'rollback',
            request_hash: requestHash,
            member_id: request.user,
            round_id: target?.roundId ?? null,
            reference_transaction_uuid: request.reference_transaction_uuid,
            amount: reversal.amount,
            applied: reversal.amount > 0,
            rolled_back: false,
            response: reversal.response,
          });
        }
        return { response: reversal.response, afterCommit: reversal.afterCommit };
      });
    },
  };

  /**
   * Reverses the referenced bet or win once. An unknown reference leaves a tombstone so that the bet, if it
   * arrives late, is refused; a second rollback of the same movement moves nothing and answers OK.
   */
  async function reverse(
    executor: Executor,
    vendorCode: string,
    request: VendorRollbackRequest,
    target: VendorTransaction | undefined,
  ): Promise<{ response: VendorResponse; afterCommit: AfterCommit[]; amount: number; store: boolean }> {
    const uuid = request.request_uuid;
    const currency = currencyOf(target);
    const balance = () => wallet.balance(executor, request.user);
    if (!target) {
      await repository.insertTransaction(executor, {
        vendor_code: vendorCode,
        transaction_uuid: request.reference_transaction_uuid,
        kind: 'tombstone',
        request_hash: null,
        member_id: request.user,
        round_id: null,
        reference_transaction_uuid: request.transaction_uuid,
        amount: 0,
        applied: false,
        rolled_back: true,
        response: answer('TRANSACTION_ROLLED_BACK', uuid, request.user),
      });
      return { response: answer('TRANSACTION_DOES_NOT_EXIST', uuid, request.user, currency, await balance()), afterCommit: [], amount: 0, store: true };
    }
    if (target.memberId !== request.user || target.kind === 'rollback') {
      return { response: answer('TRANSACTION_DOES_NOT_EXIST', uuid, request.user, currency, target.memberId === request.user ? await balance() : 0), afterCommit: [], amount: 0, store: false };
    }
    if (target.kind === 'tombstone') {
      return { response: answer('TRANSACTION_DOES_NOT_EXIST', uuid, request.user, currency, await balance()), afterCommit: [], amount: 0, store: true };
    }
    if (target.rolledBack) return { response: answer('OK', uuid, request.user, currency, await balance()), afterCommit: [], amount: 0, store: true };
    const movement = {
      idempotencyKey: `game:${vendorCode}:${request.transaction_uuid}`,
      amount: target.amount,
      counterparty: 'vendor_clearing' as const,
      closeRound: false,
      metadata: { vendor: vendorCode, transaction: request.transaction_uuid, round: request.round, reverses: target.transactionUuid },
    };
    const moved = target.kind === 'bet' ? await money.refundStake(executor, target.roundId!, movement) : await money.reverseWin(executor, target.roundId!, movement);
    if (moved.status === 'insufficient_funds') {
      return { response: answer('NOT_ENOUGH_MONEY', uuid, request.user, currency, moved.balance), afterCommit: [], amount: 0, store: false };
    }
    await repository.markRolledBack(executor, vendorCode, target.transactionUuid);
    return { response: answer('OK', uuid, request.user, currency, moved.balanceAfter), afterCommit: moved.afterCommit, amount: target.amount, store: true };
  }

  function currencyOf(target: VendorTransaction | undefined): string {
    const stored = (target?.response as VendorResponse | undefined)?.currency;
    return stored ? stored : dependencies.settings.current().currency;
  }
}

export type VendorWalletService = ReturnType<typeof vendorWalletService>;

