import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { minorUnitsFromDatabase, type WithdrawalStatus } from '@platform/contract';
import type { Database } from '../../platform/database.ts';
import type { Executor } from './ledger-repository.ts';
import type { WalletTables } from './tables.ts';

export interface PayoutAccountRow {
  id: string;
  memberId: string;
  method: 'pix' | 'bank';
  payeeName: string;
  pixKeyType: string | null;
  pixKey: string | null;
  bankCode: string | null;
  bankBranch: string | null;
  accountNumber: string | null;
}

/** What a withdrawal keeps of its payout account: the state at request time, whatever changes later. */
export interface PayoutSnapshot {
  method: 'pix' | 'bank';
  payeeName: string;
  label: string;
  details: Record<string, string>;
}

export interface WithdrawalRow {
  id: string;
  memberId: string;
  parentId: string | null;
  requestHash: Buffer;
  amount: number;
  status: WithdrawalStatus;
  holdId: string | null;
  payoutAccount: PayoutSnapshot;
  receivedAmount: number | null;
  forcedReceipt: boolean;
  confirmationDueAt: Date | null;
  claimNote: string;
  reviewNote: string;
  createdAt: Date;
  updatedAt: Date;
}

type WithdrawalColumns = Selectable<WalletTables['wallet_withdrawals']>;

function withdrawalOf(row: WithdrawalColumns): WithdrawalRow {
  return {
    id: String(row.id),
    memberId: String(row.member_id),
    parentId: row.parent_id === null ? null : String(row.parent_id),
    requestHash: row.request_hash,
    amount: minorUnitsFromDatabase(row.amount),
    status: row.status,
    holdId: row.hold_id === null ? null : String(row.hold_id),
    payoutAccount: row.payout_account as PayoutSnapshot,
    receivedAmount: row.received_amount === null ? null : minorUnitsFromDatabase(row.received_amount),
    forcedReceipt: row.forced_receipt,
    confirmationDueAt: row.confirmation_due_at,
    claimNote: row.claim_note,
    reviewNote: row.review_note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type WithdrawalPatch = Partial<{
  status: WithdrawalStatus;
  holdId: string;
  receivedAmount: number;
  forcedReceipt: boolean;
  confirmationDueAt: Date | null;
  claimNote: string;
  reviewNote: string;
}>;

/** Data access for payout accounts, withdrawals and their proof images. */
export function withdrawalRepository(database: Database) {
  const db = database.withTables<WalletTables>();
  const tables = (executor: Executor) => executor as unknown as Kysely<WalletTables>;

  return {
    async payoutAccounts(memberId: string): Promise<PayoutAccountRow[]> {
      const rows = await db.selectFrom('wallet_payout_accounts').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
      return rows.map((row) => ({
        id: String(row.id),
        memberId: String(row.member_id),
        method: row.method,
        payeeName: row.payee_name,
        pixKeyType: row.pix_key_type,
        pixKey: row.pix_key,
        bankCode: row.bank_code,
        bankBranch: row.bank_branch,
        accountNumber: row.account_number,
      }));
    },

    /** Inserts a payout account; undefined when the member already bound the same key or account. */
    async insertPayoutAccount(account: Omit<Insertable<WalletTables['wallet_payout_accounts']>, 'id' | 'created_at'>): Promise<string | undefined> {
      try {
        const row = await db.insertInto('wallet_payout_accounts').values(account).returning('id').executeTakeFirstOrThrow();
        return String(row.id);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return undefined;
        throw error;
      }
    },

    async findByKey(executor: Executor, memberId: string, idempotencyKey: string): Promise<WithdrawalRow | undefined> {
      const row = await tables(executor)
        .selectFrom('wallet_withdrawals')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row && withdrawalOf(row);
    },

    /** Inserts a withdrawal; undefined when a concurrent request with the same key inserted it first. */
    async insert(
      executor: Executor,
      withdrawal: { memberId: string; parentId: string | null; idempotencyKey: string; requestHash: Buffer; amount: number; status: WithdrawalStatus; payoutAccount: PayoutSnapshot },
    ): Promise<WithdrawalRow | undefined> {
      const row = await tables(executor)
        .insertInto('wallet_withdrawals')
        .values({
          member_id: withdrawal.memberId,
          parent_id: withdrawal.parentId,
          idempotency_key: withdrawal.idempotencyKey,
          request_hash: withdrawal.requestHash,
          amount: withdrawal.amount,
          status: withdrawal.status,
          hold_id: null,
          payout_account: JSON.stringify(withdrawal.payoutAccount),
          received_amount: null,
          confirmation_due_at: null,
        })
        // A concurrent request with the same key waits here for the first to commit, then inserts nothing and replays.
        .onConflict((conflict) => conflict.columns(['member_id', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row && withdrawalOf(row);
    },

    async find(id: string): Promise<WithdrawalRow | undefined> {
      if (!/^[1-9][0-9]{0,17}$/u.test(id)) return undefined;
      const row = await db.selectFrom('wallet_withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
      return row && withdrawalOf(row);
    },

    async lock(executor: Executor, id: string): Promise<WithdrawalRow | undefined> {
      if (!/^[1-9][0-9]{0,17}$/u.test(id)) return undefined;
      const row = await tables(executor).selectFrom('wallet_withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      return row && withdrawalOf(row);
    },

    async update(executor: Executor, id: string, patch: WithdrawalPatch): Promise<WithdrawalRow> {
      const row = await tables(executor)
        .updateTable('wallet_withdrawals')
        .set({
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          ...(patch.holdId !== undefined ? { hold_id: patch.holdId } : {}),
          ...(patch.receivedAmount !== undefined ? { received_amount: patch.receivedAmount } : {}),
          ...(patch.forcedReceipt !== undefined ? { forced_receipt: patch.forcedReceipt } : {}),
          ...(patch.confirmationDueAt !== undefined ? { confirmation_due_at: patch.confirmationDueAt } : {}),
          ...(patch.claimNote !== undefined ? { claim_note: patch.claimNote } : {}),
          ...(patch.reviewNote !== undefined ? { review_note: patch.reviewNote } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return withdrawalOf(row);
    },

    async list(filter: { memberId?: string; status?: WithdrawalStatus }, offset: number, limit: number): Promise<{ rows: WithdrawalRow[]; total: number }> {
      const base = db
        .selectFrom('wallet_withdrawals')
        .$if(filter.memberId !== undefined, (query) => query.where('member_id', '=', filter.memberId!))
        .$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status!));
      const rows = await base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
      const count = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      return { rows: rows.map(withdrawalOf), total: Number(count.count) };
    },

    /** Paid withdrawals past their confirmation time, locked so two nodes never force the same one. */
    async lockDueForReceipt(executor: Executor, now: Date, limit: number): Promise<string[]> {
      const rows = await sql<{ id: string }>`
        select id from wallet_withdrawals where status = 'paid' and confirmation_due_at < ${now}
        order by confirmation_due_at limit ${limit} for update skip locked
      `.execute(executor);
      return rows.rows.map((row) => String(row.id));
    },

    async insertProof(executor: Executor, proof: Insertable<WalletTables['wallet_withdrawal_proofs']>): Promise<void> {
      await tables(executor).insertInto('wallet_withdrawal_proofs').values(proof).execute();
    },

    async proofIds(withdrawalIds: string[]): Promise<Map<string, string[]>> {
      const byWithdrawal = new Map<string, string[]>();
      if (withdrawalIds.length === 0) return byWithdrawal;
      const rows = await db
        .selectFrom('wallet_withdrawal_proofs')
        .select(['id', 'withdrawal_id'])
        .where('withdrawal_id', 'in', withdrawalIds)
        .orderBy('created_at')
        .execute();
      for (const row of rows) {
        const key = String(row.withdrawal_id);
        byWithdrawal.set(key, [...(byWithdrawal.get(key) ?? []), row.id]);
      }
      return byWithdrawal;
    },

    async findProof(id: string): Promise<{ memberId: string; contentType: 'image/png' | 'image/jpeg'; bytes: Buffer } | undefined> {
      const row = await db.selectFrom('wallet_withdrawal_proofs').select(['member_id', 'content_type', 'bytes']).where('id', '=', id).executeTakeFirst();
      return row && { memberId: String(row.member_id), contentType: row.content_type, bytes: row.bytes };
    },
  };
}

export type WithdrawalRepository = ReturnType<typeof withdrawalRepository>;
