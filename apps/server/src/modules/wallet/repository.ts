import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { minorUnitsFromDatabase } from '@platform/contract';
import type { Database } from '../../platform/database.ts';
import type { Executor } from './ledger-repository.ts';
import type { WalletTables } from './tables.ts';

export interface BonusGrantRow {
  id: string;
  memberId: string;
  source: string;
  reference: string;
  amount: number;
  wageringRequired: number;
  wageringDone: number;
  status: 'wagering' | 'completed' | 'expired';
  expiresAt: Date | null;
  createdAt: Date;
  completedAt: Date | null;
}

type GrantColumns = Selectable<WalletTables['wallet_bonus_grants']>;

function grantOf(row: GrantColumns): BonusGrantRow {
  return {
    id: String(row.id),
    memberId: String(row.member_id),
    source: row.source,
    reference: row.reference,
    amount: minorUnitsFromDatabase(row.amount),
    wageringRequired: minorUnitsFromDatabase(row.wagering_required),
    wageringDone: minorUnitsFromDatabase(row.wagering_done),
    status: row.status,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}

export interface HistoryFilter {
  /** One member's record, or a team's (the agent centre). */
  memberIds: readonly string[];
  kinds: { include?: readonly string[]; exclude?: readonly string[] };
  from: Date;
  until: Date;
  offset: number;
  limit: number;
}

/** Data access for bonus wagering, tree transfers, payment-password failures and the account record. */
export function walletRepository(database: Database) {
  const db = database.withTables<WalletTables>();
  const tables = (executor: Executor) => executor as unknown as Kysely<WalletTables>;

  return {
    async insertBonusGrant(executor: Executor, grant: Omit<Insertable<WalletTables['wallet_bonus_grants']>, 'id' | 'created_at' | 'wagering_done'>): Promise<void> {
      await tables(executor)
        .insertInto('wallet_bonus_grants')
        .values(grant)
        .onConflict((conflict) => conflict.column('transfer_id').doNothing())
        .execute();
    },

    /** Grants still being wagered, oldest first, locked for the caller's transaction. */
    async lockWageringGrants(executor: Executor, memberId: string, now: Date): Promise<BonusGrantRow[]> {
      const rows = await tables(executor)
        .selectFrom('wallet_bonus_grants')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', '=', 'wagering')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .orderBy('id')
        .forUpdate()
        .execute();
      return rows.map(grantOf);
    },

    async updateGrantWagering(executor: Executor, grantId: string, wageringDone: number, completed: boolean): Promise<void> {
      await tables(executor)
        .updateTable('wallet_bonus_grants')
        .set({
          wagering_done: wageringDone,
          ...(completed ? { status: 'completed' as const, completed_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', grantId)
        .execute();
    },

    async wageringGrants(memberId: string, now: Date, executor?: Executor): Promise<BonusGrantRow[]> {
      const rows = await (executor ? tables(executor) : db)
        .selectFrom('wallet_bonus_grants')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', '=', 'wagering')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .execute();
      return rows.map(grantOf);
    },

    async listGrants(memberId: string, offset: number, limit: number): Promise<{ rows: BonusGrantRow[]; total: number }> {
      const rows = await db.selectFrom('wallet_bonus_grants').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').offset(offset).limit(limit).execute();
      const count = await db.selectFrom('wallet_bonus_grants').select((eb) => eb.fn.countAll<string>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
      return { rows: rows.map(grantOf), total: Number(count.count) };
    },

    /** Grants past their expiry while still being wagered; two nodes never take the same one. */
    async lockExpiredGrants(executor: Executor, now: Date, limit: number): Promise<BonusGrantRow[]> {
      const rows = await sql<GrantColumns>`
        select * from wallet_bonus_grants where status = 'wagering' and expires_at < ${now}
        order by expires_at limit ${limit} for update skip locked
      `.execute(executor);
      return rows.rows.map(grantOf);
    },

    async markGrantExpired(executor: Executor, grantId: string): Promise<void> {
      await tables(executor).updateTable('wallet_bonus_grants').set({ status: 'expired' }).where('id', '=', grantId).execute();
    },

    async insertTreeTransfer(executor: Executor, transfer: Omit<Insertable<WalletTables['wallet_tree_transfers']>, 'id' | 'created_at'>): Promise<void> {
      await tables(executor).insertInto('wallet_tree_transfers').values(transfer).execute();
    },

    async sentSince(memberId: string, since: Date, executor?: Executor): Promise<number> {
      const row = await (executor ? tables(executor) : db)
        .selectFrom('wallet_tree_transfers')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
        .where('from_member_id', '=', memberId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return minorUnitsFromDatabase(row.total);
    },

    async passwordFailures(memberId: string): Promise<{ failures: number; lockedUntil: Date | null } | undefined> {
      const row = await db.selectFrom('wallet_payment_password_failures').select(['failures', 'locked_until']).where('member_id', '=', memberId).executeTakeFirst();
      return row && { failures: row.failures, lockedUntil: row.locked_until };
    },

    /** Counts one wrong password in the current window and locks once the window holds `maximum` of them. */
    async recordPasswordFailure(memberId: string, now: Date, windowMinutes: number, maximum: number): Promise<{ failures: number; lockedUntil: Date | null }> {
      const result = await sql<{ failures: number; locked_until: Date | null }>`
        insert into wallet_payment_password_failures as f (member_id, failures, window_started_at, locked_until)
        values (${memberId}::bigint, 1, ${now}, case when 1 >= ${maximum} then ${now}::timestamptz + make_interval(mins => ${windowMinutes}) end)
        on conflict (member_id) do update set
          failures = case when f.window_started_at < ${now}::timestamptz - make_interval(mins => ${windowMinutes}) then 1 else f.failures + 1 end,
          window_started_at = case when f.window_started_at < ${now}::timestamptz - make_interval(mins => ${windowMinutes}) then ${now} else f.window_started_at end,
          locked_until = case
            when (case when f.window_started_at < ${now}::timestamptz - make_interval(mins => ${windowMinutes}) then 1 else f.failures + 1 end) >= ${maximum}
            then ${now}::timestamptz + make_interval(mins => ${windowMinutes})
            else f.locked_until end
        returning failures, locked_until
      `.execute(db);
      const row = result.rows[0]!;
      return { failures: row.failures, lockedUntil: row.locked_until };
    },

    async clearPasswordFailures(memberId: string): Promise<void> {
      await db.deleteFrom('wallet_payment_password_failures').where('member_id', '=', memberId).execute();
    },

    /** The member's entries in cash, bonus and points with their transfers, newest first. */
    async history(filter: HistoryFilter) {
      const base = db
        .selectFrom('wallet_entries as entry')
        .innerJoin('wallet_accounts as account', 'account.id', 'entry.account_id')
        .innerJoin('wallet_transfers as transfer', 'transfer.id', 'entry.transfer_id')
        // One array parameter, not one parameter per member: a team may hold more members than a statement has parameters.
        .where(sql<boolean>`account.member_id = any(${[...filter.memberIds]}::bigint[])`)
        .where('account.kind', 'in', ['cash', 'bonus', 'points'])
        .where('entry.created_at', '>=', filter.from)
        .where('entry.created_at', '<', filter.until)
        .$if(filter.kinds.include !== undefined, (query) => query.where('transfer.kind', 'in', [...filter.kinds.include!]))
        .$if(filter.kinds.exclude !== undefined, (query) => query.where('transfer.kind', 'not in', [...filter.kinds.exclude!]));
      const rows = await base
        .select(['entry.id', 'entry.amount', 'entry.balance_after', 'entry.created_at', 'account.kind as wallet', 'account.member_id', 'transfer.kind', 'transfer.reference'])
        .orderBy('entry.created_at', 'desc')
        .orderBy('entry.id', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute();
      const count = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      return {
        total: Number(count.count),
        rows: rows.map((row) => ({
          id: String(row.id),
          memberId: String(row.member_id),
          amount: minorUnitsFromDatabase(row.amount),
          balanceAfter: minorUnitsFromDatabase(row.balance_after ?? 0),
          createdAt: row.created_at,
          wallet: row.wallet as 'cash' | 'bonus' | 'points',
          kind: row.kind,
          reference: row.reference,
        })),
      };
    },
  };
}

export type WalletRepository = ReturnType<typeof walletRepository>;
