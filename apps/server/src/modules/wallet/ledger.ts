import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { assertMinorUnits } from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/database.ts';
import { createGroupCommit } from '../../platform/group-commit.ts';
import type { Book, Executor, HoldRow, LedgerRepository, TransferOutcome, TransferRow } from './ledger-repository.ts';
import { createCache } from '../../platform/cache.ts';

/** A member's wallets in the ledger; `held` carries money of pending holds (withdrawals under review). */
export type MemberWallet = 'cash' | 'bonus' | 'points' | 'held';

/** System accounts: no floor, never locked by a transfer. Each exists in the real and the play book. */
export const systemAccountCodes = ['house', 'vendor_clearing', 'payment_clearing', 'bonus_expense', 'agent_payouts'] as const;
export type SystemAccountCode = (typeof systemAccountCodes)[number];

/** One side of a transfer. A system side is taken from the book of the member side (play money for trial). */
export type AccountRef = { memberId: string; wallet: MemberWallet } | { system: SystemAccountCode };

// A kysely transaction of any table set; callers pass the transaction object their flow runs in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LedgerTransaction = Transaction<any>;

export interface TransferRequest {
  /** Chosen by the caller and reused on retry; namespace it by feature (e.g. `bet:<vendor>:<id>`). */
  idempotencyKey: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: number;
  /** What the movement is, e.g. bet, win, deposit; the account record groups kinds into categories. */
  kind: string;
  reference?: string;
  metadata?: Record<string, unknown>;
}

export interface PostedTransfer {
  transferId: string;
  /** True when this key was already posted: the first result is returned and nothing moved again. */
  replayed: boolean;
  /** Balance of the member debit side after the transfer (null for a system side). */
  debitBalanceAfter: number | null;
  creditBalanceAfter: number | null;
  createdAt: Date;
  /** Members whose balances this transfer touched, for balance pushes after commit. */
  memberIds: string[];
}

export interface HoldRequest {
  idempotencyKey: string;
  memberId: string;
  amount: number;
  kind: string;
  reference?: string;
  /** A pending hold past this moment is voided by the sweep. */
  expiresAt?: Date | null;
  /** Where the held money comes from: the member's cash unless said otherwise. */
  source?: AccountRef;
}

export interface Balances {
  book: Book;
  cash: number;
  bonus: number;
  points: number;
  held: number;
}

type LockOrderedRow = TransferRow & { lockOrder: bigint };

/** A transfer ready for wallet_post_transfer, with the members whose balance it moves. */
export type PreparedTransfer = TransferRow & { memberIds: string[] };

interface ResolvedAccount {
  id: string;
  book: Book;
  memberId: string | null;
}

export interface LedgerOptions {
  repository: LedgerRepository;
  /** The member's type, or undefined when there is no such member (from the account module). */
  memberTypeOf(memberId: string, executor?: Executor): Promise<number | undefined>;
  trialMemberType: number;
  /** Called after a commit that moved money of these members. */
  onBalancesMoved(memberIds: string[]): void;
  groupCommit?: { itemsPerBatchMaximum: number; batchesInFlightMaximum: number };
  onBatchFailure?(error: unknown, size: number): void;
}

const kindPattern = /^[a-z_]{2,40}$/u;

/** Member and system accounts remembered by id (the least recently used go first). */
const accountsKeptMax = 200_000;

/**
 * The double-entry ledger: the one way money moves. Every call may run inside a caller's transaction
 * (a flow spanning modules); without one, transfers go through group commit.
 */
export function createLedger(options: LedgerOptions) {
  const { repository } = options;
  // Account ids and books never change once created.
  const accounts = createCache<ResolvedAccount>({ name: 'wallet_accounts', maxEntries: accountsKeptMax });
  const movedInTransaction = new WeakMap<object, Set<string>>();
  const createdInTransaction = new WeakMap<object, Map<string, ResolvedAccount>>();

  const groupCommit = createGroupCommit<LockOrderedRow, TransferOutcome>({
    itemsPerBatchMaximum: options.groupCommit?.itemsPerBatchMaximum ?? 200,
    batchesInFlightMaximum: options.groupCommit?.batchesInFlightMaximum ?? 4,
    lockOrderOf: (row) => row.lockOrder,
    writeBatch: (rows) => repository.postTransferBatch(rows),
    writeOne: (row) => repository.postTransferAlone(row),
    ...(options.onBatchFailure ? { onBatchFailure: options.onBatchFailure } : {}),
  });

  /**
   * The member's account, created when missing. Inside a transaction every lookup runs on that
   * transaction (never on a second pool connection, which could starve the pool under load). An account
   * created inside a transaction is remembered only once that transaction commits, so a rollback never
   * leaves a cached id behind.
   */
  async function memberAccount(memberId: string, wallet: MemberWallet, executor?: Executor): Promise<ResolvedAccount> {
    const cacheKey = `${memberId}:${wallet}`;
    const cached = accounts.get(cacheKey) ?? (executor ? createdInTransaction.get(executor)?.get(cacheKey) : undefined);
    if (cached) return cached;
    const memberType = await options.memberTypeOf(memberId, executor);
    if (memberType === undefined) throw new AppError('not_found');
    const book: Book = memberType === options.trialMemberType ? 'play' : 'real';
    if (book === 'play' && wallet !== 'cash') throw new AppError('in_need_true_account');
    const ensured = await repository.ensureMemberAccount(memberId, wallet, book, executor);
    const resolved = { id: ensured.id, book: ensured.book, memberId };
    if (ensured.created && executor) {
      const created = createdInTransaction.get(executor) ?? new Map<string, ResolvedAccount>();
      createdInTransaction.set(executor, created.set(cacheKey, resolved));
    } else {
      accounts.set(cacheKey, resolved);
    }
    return resolved;
  }

  async function systemAccount(code: SystemAccountCode, book: Book, executor?: Executor): Promise<ResolvedAccount> {
    const cacheKey = `system:${code}:${book}`;
    const cached = accounts.get(cacheKey);
    if (cached) return cached;
    const id = await repository.findSystemAccount(code, book, executor);
    if (!id) throw new Error(`system account ${code} (${book}) is missing`);
    const resolved = { id, book, memberId: null };
    accounts.set(cacheKey, resolved);
    return resolved;
  }

  async function resolvePair(debit: AccountRef, credit: AccountRef, executor?: Executor): Promise<[ResolvedAccount, ResolvedAccount]> {
    const debitMember = 'memberId' in debit ? await memberAccount(debit.memberId, debit.wallet, executor) : undefined;
    const creditMember = 'memberId' in credit ? await memberAccount(credit.memberId, credit.wallet, executor) : undefined;
    const book = debitMember?.book ?? creditMember?.book ?? 'real';
    const debitAccount = debitMember ?? (await systemAccount((debit as { system: SystemAccountCode }).system, book, executor));
    const creditAccount = creditMember ?? (await systemAccount((credit as { system: SystemAccountCode }).system, book, executor));
    if (debitAccount.book !== creditAccount.book) throw new AppError('in_need_true_account');
    return [debitAccount, creditAccount];
  }

  function assertRequest(request: { idempotencyKey: string; amount: number; kind: string; reference?: string }): void {
    assertMinorUnits(request.amount);
    if (request.amount <= 0) throw new RangeError(`a transfer amount must be positive: ${request.amount}`);
    if (!kindPattern.test(request.kind)) throw new RangeError(`a transfer kind is lower-case words: ${request.kind}`);
    if (request.idempotencyKey.length < 1 || request.idempotencyKey.length > 200) throw new RangeError('an idempotency key has 1 to 200 characters');
    if ((request.reference ?? '').length > 200) throw new RangeError('a transfer reference has at most 200 characters');
  }

  async function prepare(request: TransferRequest, executor?: Executor): Promise<{ row: LockOrderedRow; memberIds: string[] }> {
    assertRequest(request);
    const [debit, credit] = await resolvePair(request.debit, request.credit, executor);
    if (debit.id === credit.id) throw new RangeError('a transfer needs two different accounts');
    const reference = request.reference ?? '';
    const requestHash = createHash('sha256')
      .update([debit.id, credit.id, request.amount, request.kind, reference].join('\n'))
      .digest();
    const memberIds = [...new Set([debit.memberId, credit.memberId].filter((id): id is string => id !== null))];
    const memberAccountIds = [debit, credit].filter((account) => account.memberId !== null).map((account) => BigInt(account.id));
    const row: LockOrderedRow = {
      idempotencyKey: request.idempotencyKey,
      requestHash,
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amount: request.amount,
      kind: request.kind,
      reference,
      metadata: request.metadata ?? {},
      // Batches write items in the order of the lowest member row each locks, so batches rarely deadlock.
      lockOrder: memberAccountIds.reduce((lowest, id) => (id < lowest ? id : lowest), BigInt(Number.MAX_SAFE_INTEGER)),
    };
    return { row, memberIds };
  }

  function interpret(outcome: TransferOutcome, memberIds: string[]): PostedTransfer {
    if (outcome.status === 'insufficient_funds') throw new AppError('insufficient_balance');
    if (outcome.status === 'conflict') throw new AppError('idempotency_conflict');
    return {
      transferId: String(outcome.transferId),
      replayed: outcome.status === 'replayed',
      debitBalanceAfter: outcome.debitBalanceAfter,
      creditBalanceAfter: outcome.creditBalanceAfter,
      createdAt: outcome.createdAt ?? new Date(),
      memberIds,
    };
  }

  function noteMoved(transaction: object, posted: PostedTransfer): void {
    if (posted.replayed) return;
    const moved = movedInTransaction.get(transaction);
    if (moved) for (const memberId of posted.memberIds) moved.add(memberId);
  }

  /** Runs work in one transaction and pushes the balances it moved once it has committed. */
  async function withTransaction<Result>(work: (transaction: LedgerTransaction) => Promise<Result>): Promise<Result> {
    const { result, moved, created } = await inTransaction(repository.db, async (transaction) => {
      const members = new Set<string>();
      movedInTransaction.set(transaction, members);
      return { result: await work(transaction), moved: members, created: createdInTransaction.get(transaction) };
    });
    for (const [cacheKey, account] of created ?? []) accounts.set(cacheKey, account);
    if (moved.size > 0) options.onBalancesMoved([...moved]);
    return result;
  }

  async function inCallerOrOwnTransaction<Result>(
    transaction: LedgerTransaction | undefined,
    work: (transaction: LedgerTransaction) => Promise<Result>,
  ): Promise<Result> {
    return transaction ? work(transaction) : withTransaction(work);
  }

  /**
   * Posts one transfer. Inside a caller's transaction it commits with the caller; without one it joins
   * the group commit. Insufficient funds and a reused key with another request throw AppErrors.
   */
  async function postTransfer(transaction: LedgerTransaction | undefined, request: TransferRequest): Promise<PostedTransfer> {
    const { row, memberIds } = await prepare(request, transaction);
    if (transaction) {
      const posted = interpret(await repository.postTransfer(transaction as Executor, row), memberIds);
      noteMoved(transaction, posted);
      return posted;
    }
    const posted = interpret(await groupCommit.submit(row), memberIds);
    if (!posted.replayed) options.onBalancesMoved(memberIds);
    return posted;
  }

  /**
   * Like postTransfer, but a member debit side without the money is an outcome carrying that member's
   * current balance rather than an error: for protocols that answer "not enough money" with the balance.
   */
  async function tryPostTransfer(
    transaction: LedgerTransaction | undefined,
    request: TransferRequest,
  ): Promise<{ status: 'posted' | 'replayed'; transfer: PostedTransfer } | { status: 'insufficient_funds'; balance: number }> {
    try {
      const transfer = await postTransfer(transaction, request);
      return { status: transfer.replayed ? 'replayed' : 'posted', transfer };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'insufficient_balance' || !('memberId' in request.debit)) throw error;
      const balances = await ledgerBalances(request.debit.memberId, transaction);
      return { status: 'insufficient_funds', balance: request.debit.wallet === 'held' ? balances.held : balances[request.debit.wallet] };
    }
  }

  function holdHash(request: HoldRequest, sourceId: string): Buffer {
    return createHash('sha256')
      .update([request.memberId, sourceId, request.amount, request.kind, request.reference ?? ''].join('\n'))
      .digest();
  }

  /** Moves money into the member's held account and records a pending hold (two-phase, first phase). */
  async function hold(transaction: LedgerTransaction | undefined, request: HoldRequest): Promise<HoldRow & { replayed: boolean }> {
    assertRequest(request);
    const source = request.source ?? { memberId: request.memberId, wallet: 'cash' };
    return inCallerOrOwnTransaction(transaction, async (executor) => {
      const [sourceAccount, heldAccount] = await resolvePair(source, { memberId: request.memberId, wallet: 'held' }, executor);
      const returnAccount = await memberAccount(request.memberId, 'cash', executor);
      const requestHash = holdHash(request, sourceAccount.id);
      const existing = await repository.findHoldByKey(executor, request.idempotencyKey);
      if (existing) {
        if (!existing.requestHash.equals(requestHash)) throw new AppError('idempotency_conflict');
        return { ...existing, replayed: true };
      }
      const posted = await postTransfer(executor, {
        idempotencyKey: `${request.idempotencyKey}:hold`,
        debit: source,
        credit: { memberId: request.memberId, wallet: 'held' },
        amount: request.amount,
        kind: request.kind,
        ...(request.reference !== undefined ? { reference: request.reference } : {}),
      });
      const created = await repository.insertHold(executor, {
        idempotency_key: request.idempotencyKey,
        request_hash: requestHash,
        member_id: request.memberId,
        held_account_id: heldAccount.id,
        return_account_id: returnAccount.id,
        amount: request.amount,
        kind: request.kind,
        reference: request.reference ?? '',
        expires_at: request.expiresAt ?? null,
        hold_transfer_id: posted.transferId,
      });
      return { ...created, replayed: false };
    });
  }

  /**
   * Settles a pending hold: posted sends the held money to `credit`, voided returns it to the member's
   * cash. Settling again the same way replays; settling the other way is refused.
   */
  async function settleHold(
    transaction: LedgerTransaction | undefined,
    request: { holdId: string; outcome: 'posted' | 'voided'; credit?: AccountRef; kind: string; reference?: string },
  ): Promise<HoldRow & { replayed: boolean }> {
    return inCallerOrOwnTransaction(transaction, async (executor) => {
      const current = await repository.lockHold(executor, request.holdId);
      if (!current) throw new AppError('not_found');
      if (current.status === request.outcome) return { ...current, replayed: true };
      if (current.status !== 'pending') throw new AppError('hold_not_pending');
      const credit: AccountRef = request.outcome === 'voided' ? { memberId: current.memberId, wallet: 'cash' } : request.credit!;
      const posted = await postTransfer(executor, {
        idempotencyKey: `hold:${current.id}:${request.outcome}`,
        debit: { memberId: current.memberId, wallet: 'held' },
        credit,
        amount: current.amount,
        kind: request.kind,
        reference: request.reference ?? current.reference,
      });
      await repository.resolveHold(executor, current.id, request.outcome, posted.transferId);
      return { ...current, status: request.outcome, resolutionTransferId: posted.transferId, replayed: false };
    });
  }

  /** The member's balances, read on the caller's transaction when given (after its own movements). */
  async function ledgerBalances(memberId: string, executor?: LedgerTransaction): Promise<Balances> {
    const rows = await repository.memberBalances(memberId, executor as Executor | undefined);
    const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
    const book = rows[0]?.book ?? 'real';
    return { book, cash: of('cash'), bonus: of('bonus'), points: of('points'), held: of('held') };
  }

  /** Voids pending holds past their expiry; two nodes never void the same hold. */
  async function expireHolds(now: Date, limit = 100): Promise<number> {
    return withTransaction(async (transaction) => {
      const ids = await repository.lockExpiredHolds(transaction, now, limit);
      for (const holdId of ids) await settleHold(transaction, { holdId, outcome: 'voided', kind: 'hold_expired' });
      return ids.length;
    });
  }

  /**
   * Locks the member's account row until the caller's transaction ends, so checks that span several
   * transfers (daily limits, bonus conversion) see every transfer of that member before deciding.
   */
  async function lockMemberAccount(transaction: LedgerTransaction, memberId: string, wallet: MemberWallet): Promise<void> {
    const account = await memberAccount(memberId, wallet, transaction);
    await repository.lockAccount(transaction, account.id);
  }

  /**
   * A transfer resolved to the arguments of wallet_post_transfer, for another module's one-statement
   * call that posts it beside its own writes (the same accounts, key and request hash postTransfer uses).
   */
  async function prepareTransfer(request: TransferRequest): Promise<PreparedTransfer> {
    const { row, memberIds } = await prepare(request);
    // Named fields, not rest and spread: this runs for every vendor call.
    return {
      idempotencyKey: row.idempotencyKey,
      requestHash: row.requestHash,
      debitAccountId: row.debitAccountId,
      creditAccountId: row.creditAccountId,
      amount: row.amount,
      kind: row.kind,
      reference: row.reference,
      metadata: row.metadata,
      memberIds,
    };
  }

  return {
    postTransfer,
    tryPostTransfer,
    prepareTransfer,
    /** The id of a member's account, created when missing (outside any transaction). */
    accountIdOf: async (memberId: string, wallet: MemberWallet) => (await memberAccount(memberId, wallet)).id,
    hold,
    lockMemberAccount,
    /** Whether a transfer with this key was posted (seen from the executor's transaction). */
    isPosted: (executor: LedgerTransaction, idempotencyKey: string) => repository.transferExists(executor as Executor, idempotencyKey),
    postHold: (transaction: LedgerTransaction | undefined, request: { holdId: string; credit: AccountRef; kind: string; reference?: string }) =>
      settleHold(transaction, { ...request, outcome: 'posted' }),
    voidHold: (transaction: LedgerTransaction | undefined, request: { holdId: string; kind: string; reference?: string }) =>
      settleHold(transaction, { ...request, outcome: 'voided' }),
    balances: ledgerBalances,
    withTransaction,
    expireHolds,
    rollupSystemBalances: (limit = 20_000) => repository.rollupSystemDeltas(limit),
    /** Pushes balances of members moved by a caller's transaction that did not use withTransaction. */
    announceBalances: (memberIds: string[]) => options.onBalancesMoved(memberIds),
    pendingWrites: () => groupCommit.pending(),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
