/**
 * Set-based postings for flows that move money for many members inside one transaction (a lottery draw
 * credits every paid member and counts every member's turnover): one statement for all of them instead of
 * one per member. Each transfer still goes through wallet_post_transfer, with its own idempotency key,
 * request hash and balance guard, so outcomes are exactly those of posting them one by one.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { assertMinorUnits, minorUnitsFromDatabase } from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import type { Ledger, LedgerTransaction, SystemAccountCode } from './ledger.ts';
import type { Book, Executor, TransferStatus } from './ledger-repository.ts';
import { createCache } from '../../platform/cache.ts';

/** A movement between a member's cash and a system account. */
export interface MemberCashTransfer {
  idempotencyKey: string;
  memberId: string;
  /** A debit takes money from the member's cash; a credit gives it. */
  direction: 'debit' | 'credit';
  system: SystemAccountCode;
  amount: number;
  kind: string;
  reference: string;
  metadata?: Record<string, unknown>;
}

/** What wallet_post_transfer takes: accounts resolved to ids, and the hash a replay is compared by. */
export interface PreparedTransfer {
  idempotencyKey: string;
  requestHash: Buffer;
  debitAccountId: string;
  creditAccountId: string;
  /** The member side's account id: batches post in this order so that concurrent ones lock rows in one order. */
  memberAccountId: string;
  amount: number;
  kind: string;
  reference: string;
  metadata: Record<string, unknown>;
}

export interface BatchPosted {
  replayed: boolean;
  /** The member's cash balance after this transfer. */
  memberBalanceAfter: number;
}

/** Transfers per statement; a larger set is posted in several statements of the same transaction. */
const transfersPerStatementMax = 2_000;
const kindPattern = /^[a-z_]{2,40}$/u;
/** Members whose cash account id is kept in memory at most; past it the memory starts again. */
const cashAccountsKeptMax = 100_000;

interface CashAccount {
  id: string;
  book: Book;
}

/**
 * The request hash of a transfer, computed exactly as the ledger computes it for a single posting, so a
 * transfer posted one way replays when retried the other way.
 */
export function transferRequestHash(debitAccountId: string, creditAccountId: string, amount: number, kind: string, reference: string): Buffer {
  return createHash('sha256').update([debitAccountId, creditAccountId, amount, kind, reference].join('\n')).digest();
}

function assertTransfer(transfer: MemberCashTransfer): void {
  assertMinorUnits(transfer.amount);
  if (transfer.amount <= 0) throw new RangeError(`a transfer amount must be positive: ${transfer.amount}`);
  if (!kindPattern.test(transfer.kind)) throw new RangeError(`a transfer kind is lower-case words: ${transfer.kind}`);
  if (transfer.idempotencyKey.length < 1 || transfer.idempotencyKey.length > 200) throw new RangeError('an idempotency key has 1 to 200 characters');
  if (transfer.reference.length > 200) throw new RangeError('a transfer reference has at most 200 characters');
}

export function batchPostings(options: { ledger: Ledger; now?: () => Date }) {
  const { ledger } = options;
  const now = options.now ?? (() => new Date());
  // Account ids never change once created: those found are remembered (up to a bound).
  const cashAccounts = createCache<CashAccount>({ name: 'wallet_batch_cash_accounts', maxEntries: cashAccountsKeptMax });
  const systemAccounts = createCache<string>({ name: 'wallet_batch_system_accounts', maxEntries: 100 });

  /** Cash accounts of members that have one, read on the executor; members without one are left out. */
  async function cashAccountsOf(executor: Executor, memberIds: readonly string[]): Promise<Map<string, CashAccount>> {
    const found = new Map<string, CashAccount>();
    const missing: string[] = [];
    for (const memberId of new Set(memberIds)) {
      const known = cashAccounts.get(memberId);
      if (known) found.set(memberId, known);
      else missing.push(memberId);
    }
    if (missing.length === 0) return found;
    const rows = await sql<{ member_id: string; id: string; book: Book }>`
      select member_id::text, id::text, book from wallet_accounts where member_id = any(${missing}::bigint[]) and kind = 'cash'
    `.execute(executor);
    // An account read inside a transaction may have been created by it and vanish with a rollback: only
    // accounts read outside one (so committed) are remembered.
    const keep = !executor.isTransaction;
    for (const row of rows.rows) {
      const account = { id: row.id, book: row.book };
      if (keep) cashAccounts.set(row.member_id, account);
      found.set(row.member_id, account);
    }
    return found;
  }

  async function systemAccountOf(executor: Executor, code: SystemAccountCode, book: Book): Promise<string> {
    const cacheKey = `${code}:${book}`;
    const known = systemAccounts.get(cacheKey);
    if (known) return known;
    const rows = await sql<{ id: string }>`select id::text from wallet_accounts where system_code = ${code} and book = ${book}`.execute(executor);
    const id = rows.rows[0]?.id;
    if (!id) throw new Error(`system account ${code} (${book}) is missing`);
    systemAccounts.set(cacheKey, id);
    return id;
  }

  /**
   * Resolves transfers to the rows wallet_post_transfer takes; a transfer of a member without a cash
   * account yet is answered as undefined (a single posting through the ledger creates the account).
   */
  async function prepare(executor: Executor, transfers: readonly MemberCashTransfer[]): Promise<(PreparedTransfer | undefined)[]> {
    for (const transfer of transfers) assertTransfer(transfer);
    const accounts = await cashAccountsOf(executor, transfers.map((transfer) => transfer.memberId));
    const prepared: (PreparedTransfer | undefined)[] = [];
    for (const transfer of transfers) {
      const member = accounts.get(transfer.memberId);
      if (!member) {
        prepared.push(undefined);
        continue;
      }
      const system = await systemAccountOf(executor, transfer.system, member.book);
      const [debitAccountId, creditAccountId] = transfer.direction === 'debit' ? [member.id, system] : [system, member.id];
      prepared.push({
        idempotencyKey: transfer.idempotencyKey,
        requestHash: transferRequestHash(debitAccountId, creditAccountId, transfer.amount, transfer.kind, transfer.reference),
        debitAccountId,
        creditAccountId,
        memberAccountId: member.id,
        amount: transfer.amount,
        kind: transfer.kind,
        reference: transfer.reference,
        metadata: transfer.metadata ?? {},
      });
    }
    return prepared;
  }

  /** Posts one transfer through the ledger (which creates the member's cash account when missing). */
  async function postThroughLedger(transaction: LedgerTransaction, transfer: MemberCashTransfer): Promise<BatchPosted> {
    const member = { memberId: transfer.memberId, wallet: 'cash' as const };
    const system = { system: transfer.system };
    const posted = await ledger.postTransfer(transaction, {
      idempotencyKey: transfer.idempotencyKey,
      ...(transfer.direction === 'debit' ? { debit: member, credit: system } : { debit: system, credit: member }),
      amount: transfer.amount,
      kind: transfer.kind,
      reference: transfer.reference,
      ...(transfer.metadata ? { metadata: transfer.metadata } : {}),
    });
    return { replayed: posted.replayed, memberBalanceAfter: (transfer.direction === 'debit' ? posted.debitBalanceAfter : posted.creditBalanceAfter) ?? 0 };
  }

  /**
   * Posts transfers between members' cash and system accounts in the caller's transaction, in statements
   * of up to two thousand, member accounts in id order. Answers each transfer's outcome in the order
   * given; insufficient funds and a reused key with another request throw, as a single posting does.
   */
  async function postMemberTransfers(transaction: LedgerTransaction, transfers: readonly MemberCashTransfer[]): Promise<BatchPosted[]> {
    if (transfers.length === 0) return [];
    const prepared = await prepare(transaction, transfers);
    const outcomes: BatchPosted[] = new Array<BatchPosted>(transfers.length);
    // Members without a cash account are rare (the lottery credits members who staked): they go one by one.
    for (const [position, row] of prepared.entries()) if (!row) outcomes[position] = await postThroughLedger(transaction, transfers[position]!);
    const order = prepared.flatMap((row, index) => (row ? [index] : [])).sort((left, right) => compareIds(prepared[left]!.memberAccountId, prepared[right]!.memberAccountId) || left - right);
    for (let start = 0; start < order.length; start += transfersPerStatementMax) {
      const positions = order.slice(start, start + transfersPerStatementMax);
      const rows = positions.map((position) => prepared[position]!);
      const column = <Value>(pick: (row: PreparedTransfer) => Value) => rows.map(pick);
      const result = await sql<{ status: TransferStatus; debit_balance_after: string | null; credit_balance_after: string | null }>`
        select outcome.status, outcome.debit_balance_after::text, outcome.credit_balance_after::text
        from unnest(${column((row) => row.idempotencyKey)}::text[], ${column((row) => row.requestHash)}::bytea[], ${column((row) => row.debitAccountId)}::bigint[],
          ${column((row) => row.creditAccountId)}::bigint[], ${column((row) => row.amount)}::bigint[], ${column((row) => row.kind)}::text[],
          ${column((row) => row.reference)}::text[], ${column((row) => JSON.stringify(row.metadata))}::jsonb[])
          with ordinality as item (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, kind, reference, metadata, position)
        cross join lateral wallet_post_transfer(item.idempotency_key, item.request_hash, item.debit_account_id, item.credit_account_id,
          item.amount, item.kind, item.reference, item.metadata) as outcome
        order by item.position
      `.execute(transaction);
      if (result.rows.length !== rows.length) throw new Error('a transfer batch answered with a different number of rows');
      result.rows.forEach((row, index) => {
        const position = positions[index]!;
        outcomes[position] = outcomeOf(row, transfers[position]!.direction);
      });
    }
    return outcomes;
  }

  /**
   * Counts valid bets towards many members' open wagering requirements in one statement, each member's
   * grants oldest first: the same result as recording each member's turnover on its own.
   */
  async function recordTurnovers(transaction: LedgerTransaction, turnover: ReadonlyMap<string, number>): Promise<void> {
    const entries = [...turnover].filter(([, amount]) => {
      assertMinorUnits(amount);
      return amount > 0;
    });
    if (entries.length === 0) return;
    await sql`select wallet_record_turnovers(${entries.map(([memberId]) => memberId)}::bigint[], ${entries.map(([, amount]) => amount)}::bigint[], ${now()})`.execute(transaction);
  }

  return { prepare, postMemberTransfers, recordTurnovers };
}

function compareIds(left: string, right: string): number {
  return left.length - right.length || (left < right ? -1 : left > right ? 1 : 0);
}

function outcomeOf(row: { status: TransferStatus; debit_balance_after: string | null; credit_balance_after: string | null }, direction: 'debit' | 'credit'): BatchPosted {
  if (row.status === 'insufficient_funds') throw new AppError('insufficient_balance');
  if (row.status === 'conflict') throw new AppError('idempotency_conflict');
  const after = direction === 'debit' ? row.debit_balance_after : row.credit_balance_after;
  return { replayed: row.status === 'replayed', memberBalanceAfter: after === null ? 0 : minorUnitsFromDatabase(after) };
}

export type BatchPostings = ReturnType<typeof batchPostings>;
