import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { minorUnitsFromDatabase, type DepositMethod } from '@platform/contract';
import type { Database } from '../../platform/database.ts';
import type { Executor } from './ledger-repository.ts';
import type { WalletTables } from './tables.ts';

export interface ChannelRow {
  id: string;
  code: string;
  method: DepositMethod;
  name: string;
  minimumAmount: number;
  maximumAmount: number;
  feeBasisPoints: number;
  feeFixed: number;
  instructions: Record<string, string>;
  enabled: boolean;
}

export interface OrderRow {
  id: string;
  reference: string;
  memberId: string;
  channelId: string;
  requestHash: Buffer;
  amount: number;
  fee: number;
  creditAmount: number;
  status: 'pending' | 'paid' | 'expired' | 'failed';
  paymentCode: string;
  providerReference: string | null;
  confirmedBy: 'provider' | 'operator' | null;
  firstDeposit: boolean;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
}

type OrderColumns = Selectable<WalletTables['wallet_deposit_orders']>;

function orderOf(row: OrderColumns): OrderRow {
  return {
    id: String(row.id),
    reference: row.reference,
    memberId: String(row.member_id),
    channelId: String(row.channel_id),
    requestHash: row.request_hash,
    amount: minorUnitsFromDatabase(row.amount),
    fee: minorUnitsFromDatabase(row.fee),
    creditAmount: minorUnitsFromDatabase(row.credit_amount),
    status: row.status,
    paymentCode: row.payment_code,
    providerReference: row.provider_reference,
    confirmedBy: row.confirmed_by,
    firstDeposit: row.first_deposit,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
  };
}

/** Data access for deposit channels, orders, provider notifications and first deposits. */
export function depositRepository(database: Database, merchantCode: string) {
  const db = database.withTables<WalletTables>();
  const tables = (executor: Executor) => executor as unknown as Kysely<WalletTables>;

  return {
    async listChannels(): Promise<ChannelRow[]> {
      const rows = await db.selectFrom('wallet_channels').selectAll().where('merchant_code', '=', merchantCode).orderBy('sort').orderBy('id').execute();
      return rows.map((row) => ({
        id: String(row.id),
        code: row.code,
        method: row.method,
        name: row.name,
        minimumAmount: minorUnitsFromDatabase(row.minimum_amount),
        maximumAmount: minorUnitsFromDatabase(row.maximum_amount),
        feeBasisPoints: row.fee_basis_points,
        feeFixed: minorUnitsFromDatabase(row.fee_fixed),
        instructions: row.instructions as Record<string, string>,
        enabled: row.enabled,
      }));
    },

    async insertChannelIfMissing(channel: Omit<Insertable<WalletTables['wallet_channels']>, 'id' | 'merchant_code' | 'enabled'>): Promise<void> {
      await db
        .insertInto('wallet_channels')
        .values({ ...channel, merchant_code: merchantCode, instructions: JSON.stringify(channel.instructions) })
        .onConflict((conflict) => conflict.columns(['merchant_code', 'code']).doNothing())
        .execute();
    },

    async findOrderByKey(memberId: string, idempotencyKey: string): Promise<OrderRow | undefined> {
      const row = await db.selectFrom('wallet_deposit_orders').selectAll().where('member_id', '=', memberId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      return row && orderOf(row);
    },

    /** Inserts an order; undefined when a concurrent request with the same key inserted it first. */
    async insertOrder(order: Omit<Insertable<WalletTables['wallet_deposit_orders']>, 'id' | 'status' | 'created_at' | 'first_deposit' | 'provider_reference' | 'confirmed_by' | 'paid_at' | 'merchant_code'>): Promise<OrderRow | undefined> {
      const row = await db
        .insertInto('wallet_deposit_orders')
        .values({ ...order, provider_reference: null, confirmed_by: null, paid_at: null, merchant_code: merchantCode })
        .onConflict((conflict) => conflict.columns(['member_id', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row && orderOf(row);
    },

    async findOrder(reference: string): Promise<OrderRow | undefined> {
      const row = await db.selectFrom('wallet_deposit_orders').selectAll().where('reference', '=', reference).where('merchant_code', '=', merchantCode).executeTakeFirst();
      return row && orderOf(row);
    },

    async lockOrder(executor: Executor, reference: string): Promise<OrderRow | undefined> {
      const row = await tables(executor).selectFrom('wallet_deposit_orders').selectAll().where('reference', '=', reference).where('merchant_code', '=', merchantCode).forUpdate().executeTakeFirst();
      return row && orderOf(row);
    },

    async markPaid(executor: Executor, orderId: string, paid: { providerReference: string; confirmedBy: 'provider' | 'operator'; firstDeposit: boolean }): Promise<void> {
      await tables(executor)
        .updateTable('wallet_deposit_orders')
        .set({ status: 'paid', paid_at: sql<Date>`now()`, provider_reference: paid.providerReference, confirmed_by: paid.confirmedBy, first_deposit: paid.firstDeposit })
        .where('id', '=', orderId)
        .execute();
    },

    async markFailed(executor: Executor, orderId: string): Promise<void> {
      await tables(executor).updateTable('wallet_deposit_orders').set({ status: 'failed' }).where('id', '=', orderId).where('status', '=', 'pending').execute();
    },

    /** Records a provider notification once; false when that provider reference was seen before. */
    async insertPaymentEvent(executor: Executor, event: { providerReference: string; orderReference: string; bodyHash: Buffer }): Promise<boolean> {
      const row = await tables(executor)
        .insertInto('wallet_payment_events')
        .values({ provider_reference: event.providerReference, order_reference: event.orderReference, body_hash: event.bodyHash })
        .onConflict((conflict) => conflict.column('provider_reference').doNothing())
        .returning('provider_reference')
        .executeTakeFirst();
      return row !== undefined;
    },

    async findPaymentEvent(executor: Executor, providerReference: string): Promise<{ orderReference: string } | undefined> {
      const row = await tables(executor).selectFrom('wallet_payment_events').select('order_reference').where('provider_reference', '=', providerReference).executeTakeFirst();
      return row && { orderReference: row.order_reference };
    },

    /** Claims the member's first deposit for this order; false when an earlier order already has it. */
    async claimFirstDeposit(executor: Executor, memberId: string, orderId: string, amount: number): Promise<boolean> {
      const row = await tables(executor)
        .insertInto('wallet_first_deposits')
        .values({ member_id: memberId, order_id: orderId, amount, paid_at: new Date() })
        .onConflict((conflict) => conflict.column('member_id').doNothing())
        .returning('member_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async listOrders(filter: { memberId?: string; status?: OrderRow['status'] }, offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
      const base = db
        .selectFrom('wallet_deposit_orders')
        .where('merchant_code', '=', merchantCode)
        .$if(filter.memberId !== undefined, (query) => query.where('member_id', '=', filter.memberId!))
        .$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status!));
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
      const count = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      return { rows: rows.map(orderOf), total: Number(count.count) };
    },

    /** Marks pending orders past their expiry as expired; a late payment still credits them. */
    async expireOrders(now: Date, limit: number): Promise<number> {
      const result = await sql`
        update wallet_deposit_orders set status = 'expired' where id in (
          select id from wallet_deposit_orders where status = 'pending' and expires_at < ${now}
          order by expires_at limit ${limit} for update skip locked)
      `.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

export type DepositRepository = ReturnType<typeof depositRepository>;
