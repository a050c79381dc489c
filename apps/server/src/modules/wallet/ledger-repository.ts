import { sql, type Generated, type Insertable, type Kysely, type Selectable } from 'kysely';
import type pg from 'pg';
import { minorUnitsFromDatabase } from '@platform/contract';
import { withSqlRetries, type Database } from '../../platform/database.ts';

/** Tables of the ledger, owned by the wallet module. */
export type LedgerTables = {
  wallet_accounts: {
    id: Generated<string>;
    book: Book;
    member_id: string | null;
    system_code: string | null;
    kind: AccountKind;
    balance: Generated<string>;
    created_at: Generated<Date>;
  };
  wallet_holds: {
    id: Generated<string>;
    idempotency_key: string;
    request_hash: Buffer;
    member_id: string;
    held_account_id: string;
    return_account_id: string;
    amount: string | number;
    status: Generated<HoldStatus>;
    kind: string;
    reference: string;
    expires_at: Date | null;
    hold_transfer_id: string;
    resolution_transfer_id: string | null;
    created_at: Generated<Date>;
    resolved_at: Date | null;
  };
};

export type Book = 'real' | 'play';
export type AccountKind = 'cash' | 'bonus' | 'points' | 'held' | 'system';
export type HoldStatus = 'pending' | 'posted' | 'voided';

/** A connection, pool or transaction: every ledger statement runs on whichever the caller holds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Executor = Kysely<any>;

export interface TransferRow {
  idempotencyKey: string;
  requestHash: Buffer;
  debitAccountId: string;
  creditAccountId: string;
  amount: number;
  kind: string;
  reference: string;
  metadata: Record<string, unknown>;
}

export type TransferStatus = 'posted' | 'replayed' | 'conflict' | 'insufficient_funds';

export interface TransferOutcome {
  status: TransferStatus;
  transferId: string | null;
  debitBalanceAfter: number | null;
  creditBalanceAfter: number | null;
  createdAt: Date | null;
}

type OutcomeRow = {
  status: TransferStatus;
  transfer_id: string | null;
  debit_balance_after: string | null;
  credit_balance_after: string | null;
  created_at: Date | null;
};

function outcomeOf(row: OutcomeRow): TransferOutcome {
  return {
    status: row.status,
    transferId: row.transfer_id,
    debitBalanceAfter: row.debit_balance_after === null ? null : minorUnitsFromDatabase(row.debit_balance_after),
    creditBalanceAfter: row.credit_balance_after === null ? null : minorUnitsFromDatabase(row.credit_balance_after),
    createdAt: row.created_at,
  };
}

export interface HoldRow {
  id: string;
  idempotencyKey: string;
  requestHash: Buffer;
  memberId: string;
  heldAccountId: string;
  returnAccountId: string;
  amount: number;
  status: HoldStatus;
  kind: string;
  reference: string;
  expiresAt: Date | null;
  holdTransferId: string;
  resolutionTransferId: string | null;
  createdAt: Date;
}

function holdOf(row: Selectable<LedgerTables['wallet_holds']>): HoldRow {
  return {
    id: String(row.id),
    idempotencyKey: row.idempotency_key,
    requestHash: row.request_hash,
    memberId: String(row.member_id),
    heldAccountId: String(row.held_account_id),
    returnAccountId: String(row.return_account_id),
    amount: minorUnitsFromDatabase(row.amount),
    status: row.status,
    kind: row.kind,
    reference: row.reference,
    expiresAt: row.expires_at,
    holdTransferId: String(row.hold_transfer_id),
    resolutionTransferId: row.resolution_transfer_id === null ? null : String(row.resolution_transfer_id),
    createdAt: row.created_at,
  };
}

const batchStatement = `
  select outcome.status, outcome.transfer_id, outcome.debit_balance_after, outcome.credit_balance_after, outcome.created_at
  from unnest($1::text[], $2::bytea[], $3::bigint[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::jsonb[])
    with ordinality as item (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, kind, reference, metadata, position)
  cross join lateral wallet_post_transfer(item.idempotency_key, item.request_hash, item.debit_account_id, item.credit_account_id,
    item.amount, item.kind, item.reference, item.metadata) as outcome
  order by item.position`;

const singleStatement = 'select * from wallet_post_transfer($1, $2, $3::bigint, $4::bigint, $5::bigint, $6, $7, $8::jsonb)';


/**
 * Data access of the ledger: the only code that writes its tables, always through wallet_post_transfer.
 * Transfers outside a caller's transaction go straight to the pool as named (prepared once per
 * connection) statements: each statement is its own transaction, with no BEGIN or COMMIT round trips.
 */
export function ledgerRepository(database: Database, pool: pg.Pool) {
  const db = database.withTables<LedgerTables>();
  const tables = (executor: Executor) => executor as unknown as Kysely<LedgerTables>;

  async function findMemberAccount(memberId: string, kind: AccountKind, executor: Executor = db): Promise<{ id: string; book: Book } | undefined> {
    const row = await tables(executor).selectFrom('wallet_accounts').select(['id', 'book']).where('member_id', '=', memberId).where('kind', '=', kind).executeTakeFirst();
    return row && { id: String(row.id), book: row.book };
  }

  return {
    db,
    findMemberAccount,

    /**
     * Creates a member account when missing, on the executor given (inside a caller's transaction the row
     * commits with it), and returns it with whether this call created it.
     */
    async ensureMemberAccount(memberId: string, kind: AccountKind, book: Book, executor: Executor = db): Promise<{ id: string; book: Book; created: boolean }> {
      const inserted = await sql<{ id: string; book: Book }>`
        insert into wallet_accounts (book, member_id, kind) values (${book}, ${memberId}::bigint, ${kind})
        on conflict (member_id, kind) where member_id is not null do nothing
        returning id, book
      `.execute(executor);
      const row = inserted.rows[0];
      if (row) return { id: String(row.id), book: row.book, created: true };
      const found = await findMemberAccount(memberId, kind, executor);
      if (!found) throw new Error(`wallet account of member ${memberId} (${kind}) was not created`);
      return { ...found, created: false };
    },

    async findSystemAccount(code: string, book: Book, executor: Executor = db): Promise<string | undefined> {
      const row = await tables(executor).selectFrom('wallet_accounts').select('id').where('system_code', '=', code).where('book', '=', book).executeTakeFirst();
      return row && String(row.id);
    },

    /** Posts one transfer on the executor (a pool statement is its own transaction). */
    async postTransfer(executor: Executor, transfer: TransferRow): Promise<TransferOutcome> {
      const result = await sql<OutcomeRow>`
        select * from wallet_post_transfer(${transfer.idempotencyKey}, ${transfer.requestHash}, ${transfer.debitAccountId}::bigint,
          ${transfer.creditAccountId}::bigint, ${transfer.amount}::bigint, ${transfer.kind}, ${transfer.reference}, ${JSON.stringify(transfer.metadata)}::jsonb)
      `.execute(executor);
      const row = result.rows[0];
      if (!row) throw new Error('wallet_post_transfer returned no row');
      return outcomeOf(row);
    },

    /**
     * Posts many transfers in one statement, so in one transaction and one commit (group commit).
     * Each keeps its own key and guard; a refused one returns its status without touching the others.
     */
    async postTransferBatch(transfers: TransferRow[]): Promise<TransferOutcome[]> {
      const column = <Value>(pick: (transfer: TransferRow) => Value) => transfers.map(pick);
      const result = await pool.query<OutcomeRow>({
        name: 'wallet-post-transfer-batch',
        text: batchStatement,
        values: [
          column((transfer) => transfer.idempotencyKey),
          column((transfer) => transfer.requestHash),
          column((transfer) => transfer.debitAccountId),
          column((transfer) => transfer.creditAccountId),
          column((transfer) => String(transfer.amount)),
          column((transfer) => transfer.kind),
          column((transfer) => transfer.reference),
          column((transfer) => JSON.stringify(transfer.metadata)),
        ],
      });
      if (result.rows.length !== transfers.length) throw new Error('a transfer batch answered with a different number of rows');
      return result.rows.map(outcomeOf);
    },

    /** Posts one transfer as its own statement and transaction on the pool. */
    async postTransferAlone(transfer: TransferRow): Promise<TransferOutcome> {
      const result = await withSqlRetries(() =>
        pool.query<OutcomeRow>({
          name: 'wallet-post-transfer',
          text: singleStatement,
          values: [
            transfer.idempotencyKey,
            transfer.requestHash,
            transfer.debitAccountId,
            transfer.creditAccountId,
            String(transfer.amount),
            transfer.kind,
            transfer.reference,
            JSON.stringify(transfer.metadata),
          ],
        }),
      );
      const row = result.rows[0];
      if (!row) throw new Error('wallet_post_transfer returned no row');
      return outcomeOf(row);
    },

    async memberBalances(memberId: string, executor?: Executor): Promise<{ kind: AccountKind; book: Book; balance: number }[]> {
      const rows = await (executor ? tables(executor) : db)
        .selectFrom('wallet_accounts').select(['kind', 'book', 'balance']).where('member_id', '=', memberId).execute();
      return rows.map((row) => ({ kind: row.kind, book: row.book, balance: minorUnitsFromDatabase(row.balance) }));
    },

    async membersBalances(memberIds: string[]): Promise<{ memberId: string; kind: AccountKind; balance: number }[]> {
      if (memberIds.length === 0) return [];
      const rows = await db
        .selectFrom('wallet_accounts')
        .select(['member_id', 'kind', 'balance'])
        .where('member_id', 'in', memberIds)
        .where('kind', 'in', ['cash', 'bonus'])
        .execute();
      return rows.map((row) => ({ memberId: String(row.member_id), kind: row.kind, balance: minorUnitsFromDatabase(row.balance) }));
    },

    async transferExists(executor: Executor, idempotencyKey: string): Promise<boolean> {
      const result = await sql<{ id: string }>`select id from wallet_transfers where idempotency_key = ${idempotencyKey}`.execute(executor);
      return result.rows.length > 0;
    },

    /** Locks the member's cash row until the caller's transaction ends (serialises limit checks). */
    async lockAccount(executor: Executor, accountId: string): Promise<void> {
      await sql`select 1 from wallet_accounts where id = ${accountId}::bigint for update`.execute(executor);
    },

    async findHoldByKey(executor: Executor, idempotencyKey: string): Promise<HoldRow | undefined> {
      const row = await tables(executor).selectFrom('wallet_holds').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      return row && holdOf(row);
    },

    async lockHold(executor: Executor, holdId: string): Promise<HoldRow | undefined> {
      const row = await tables(executor).selectFrom('wallet_holds').selectAll().where('id', '=', holdId).forUpdate().executeTakeFirst();
      return row && holdOf(row);
    },

    async insertHold(
      executor: Executor,
      hold: Omit<Insertable<LedgerTables['wallet_holds']>, 'id' | 'status' | 'created_at' | 'resolution_transfer_id' | 'resolved_at'>,
    ): Promise<HoldRow> {
      const row = await tables(executor)
        .insertInto('wallet_holds')
        .values({ ...hold, amount: String(hold.amount), resolution_transfer_id: null, resolved_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return holdOf(row);
    },

    async resolveHold(executor: Executor, holdId: string, status: 'posted' | 'voided', transferId: string): Promise<void> {
      await tables(executor)
        .updateTable('wallet_holds')
        .set({ status, resolution_transfer_id: transferId, resolved_at: sql<Date>`now()` })
        .where('id', '=', holdId)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Pending holds past their expiry, locked so two nodes never void the same one. */
    async lockExpiredHolds(executor: Executor, now: Date, limit: number): Promise<string[]> {
      const rows = await sql<{ id: string }>`
        select id from wallet_holds where status = 'pending' and expires_at < ${now}
        order by expires_at limit ${limit} for update skip locked
      `.execute(executor);
      return rows.rows.map((row) => String(row.id));
    },

    async countPendingHolds(): Promise<number> {
      const row = await db.selectFrom('wallet_holds').select((eb) => eb.fn.countAll<string>().as('count')).where('status', '=', 'pending').executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Folds appended system-account deltas into their balance rows. Rows another node is folding are
     * skipped, and a delta not yet committed is simply folded by a later run.
     */
    async rollupSystemDeltas(limit: number): Promise<number> {
      const result = await sql<{ folded: string }>`
        with moved as (
          delete from wallet_system_deltas where id in (
            select id from wallet_system_deltas order by id limit ${limit} for update skip locked
          ) returning account_id, amount
        ), sums as (select account_id, sum(amount) as total, count(*) as folded from moved group by account_id),
        updated as (update wallet_accounts a set balance = a.balance + sums.total from sums where a.id = sums.account_id returning sums.folded)
        select coalesce(sum(folded), 0)::text as folded from updated
      `.execute(db);
      return Number(result.rows[0]?.folded ?? 0);
    },
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
