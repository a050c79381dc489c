import { sql, type Generated, type Insertable } from 'kysely';
import type { Database, DatabaseTransaction } from '../../platform/database.ts';
import { merchantConfigSchema, type MerchantConfig } from './merchant-config.ts';

/** Tables owned by the system module. */
export type SystemTables = {
  merchants: {
    code: string;
    name: string;
    currency: string;
    currency_symbol: string;
    gmt_offset_minutes: number;
    config: MerchantConfig;
    maintenance: boolean;
    maintenance_message: string;
    blocked_countries: string[];
    updated_at: Generated<Date>;
  };
  feedback: {
    id: Generated<string>;
    merchant_code: string;
    member_id: string | null;
    question_type: string;
    content: string;
    contact: string | null;
    client_address: string;
  };
  mirror_sites: { merchant_code: string; url: string; label: string; sort: number };
  operator_audit: {
    /** Given by the chain's trigger, in chain order. */
    id: Generated<string>;
    created_at: Generated<Date>;
    staff_id: string | null;
    actor: string;
    area: string;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
    reason: string;
    client_address: string;
    user_agent: string;
    prev_hash: Generated<string>;
    hash: Generated<string>;
  };
};

export interface AuditFilter {
  staffId?: string;
  area?: string;
  action?: string;
  target?: string;
  /** Inclusive start and exclusive end. */
  from?: Date;
  to?: Date;
  /** Only rows older than this id (the next page). */
  before?: string;
}

export interface Merchant {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  gmtOffsetMinutes: number;
  config: MerchantConfig;
  maintenance: boolean;
  maintenanceMessage: string;
  blockedCountries: string[];
}

/** Data access for the system module; the only code that touches its tables. */
export function systemRepository(database: Database) {
  const db = database.withTables<SystemTables>();
  /** The statements of a transaction when one is given, else the pool's. */
  const on = (executor: DatabaseTransaction | undefined) => (executor ? executor.withTables<SystemTables>() : db);
  return {
    /** Runs work in one transaction: an operator change and its audit row commit together or not at all. */
    transaction<Result>(work: (transaction: DatabaseTransaction) => Promise<Result>): Promise<Result> {
      return database.transaction().execute(work);
    },

    /** The merchant; inside a transaction with `lock`, its row stays locked until the commit (one change at a time). */
    async findMerchant(code: string, executor?: DatabaseTransaction, options: { lock?: boolean } = {}): Promise<Merchant | undefined> {
      const query = on(executor).selectFrom('merchants').selectAll().where('code', '=', code);
      const row = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
      if (!row) return undefined;
      return {
        code: row.code,
        name: row.name,
        currency: row.currency,
        currencySymbol: row.currency_symbol,
        gmtOffsetMinutes: row.gmt_offset_minutes,
        config: merchantConfigSchema.parse(row.config),
        maintenance: row.maintenance,
        maintenanceMessage: row.maintenance_message,
        blockedCountries: row.blocked_countries,
      };
    },

    async insertMerchantIfMissing(merchant: Merchant): Promise<void> {
      await db
        .insertInto('merchants')
        .values({
          code: merchant.code,
          name: merchant.name,
          currency: merchant.currency,
          currency_symbol: merchant.currencySymbol,
          gmt_offset_minutes: merchant.gmtOffsetMinutes,
          config: JSON.stringify(merchant.config) as unknown as MerchantConfig,
          maintenance: merchant.maintenance,
          maintenance_message: merchant.maintenanceMessage,
          blocked_countries: merchant.blockedCountries,
        })
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
    },

    /** Replaces the merchant's stored configuration (validated by the caller). */
    async updateConfig(code: string, config: MerchantConfig, executor?: DatabaseTransaction): Promise<void> {
      await on(executor)
        .updateTable('merchants')
        .set({ config: JSON.stringify(config) as unknown as MerchantConfig, updated_at: sql<Date>`now()` })
        .where('code', '=', code)
        .execute();
    },

    async updateSiteControls(
      code: string,
      controls: { maintenance: boolean; maintenanceMessage: string; blockedCountries: string[] },
      executor?: DatabaseTransaction,
    ): Promise<void> {
      await on(executor)
        .updateTable('merchants')
        .set({
          maintenance: controls.maintenance,
          maintenance_message: controls.maintenanceMessage,
          blocked_countries: controls.blockedCountries,
          updated_at: sql<Date>`now()`,
        })
        .where('code', '=', code)
        .execute();
    },

    async insertFeedback(feedback: {
      merchantCode: string;
      memberId: string | null;
      questionType: string;
      content: string;
      contact: string | null;
      clientAddress: string;
    }): Promise<number> {
      const row = await db
        .insertInto('feedback')
        .values({
          merchant_code: feedback.merchantCode,
          member_id: feedback.memberId,
          question_type: feedback.questionType,
          content: feedback.content,
          contact: feedback.contact,
          client_address: feedback.clientAddress,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async countFeedback(merchantCode: string): Promise<number> {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async listMirrors(merchantCode: string) {
      return db
        .selectFrom('mirror_sites')
        .select(['url', 'label'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .orderBy('url')
        .execute();
    },

    async insertMirrorIfMissing(mirror: { merchantCode: string; url: string; label: string; sort: number }): Promise<void> {
      await db
        .insertInto('mirror_sites')
        .values({ merchant_code: mirror.merchantCode, url: mirror.url, label: mirror.label, sort: mirror.sort })
        .onConflict((conflict) => conflict.columns(['merchant_code', 'url']).doNothing())
        .execute();
    },

    async insertAudit(entry: Insertable<SystemTables['operator_audit']>, executor?: DatabaseTransaction): Promise<void> {
      await on(executor)
        .insertInto('operator_audit')
        .values({ ...entry, before: JSON.stringify(entry.before ?? null), after: JSON.stringify(entry.after ?? null) })
        .execute();
    },

    /** Audit rows newest first, filtered; one more than `limit` tells the caller another page exists. */
    async auditEntries(filter: AuditFilter, limit: number) {
      let query = db.selectFrom('operator_audit').selectAll().orderBy('id', 'desc').limit(limit);
      if (filter.staffId) query = query.where('staff_id', '=', filter.staffId);
      if (filter.area) query = query.where('area', '=', filter.area);
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.target) query = query.where('subject', '=', filter.target);
      if (filter.from) query = query.where('created_at', '>=', filter.from);
      if (filter.to) query = query.where('created_at', '<', filter.to);
      if (filter.before) query = query.where('id', '<', filter.before);
      return query.execute();
    },

    /** Walks the whole chain in the database: the first row that does not follow, and how many rows were checked. */
    async brokenAuditRow(): Promise<{ brokenId: string | null; checked: number }> {
      const { rows } = await sql<{ broken_id: string | null; checked: string }>`select broken_id, checked from operator_audit_broken()`.execute(db);
      return { brokenId: rows[0]?.broken_id ?? null, checked: Number(rows[0]?.checked ?? 0) };
    },
  };
}

export type SystemRepository = ReturnType<typeof systemRepository>;
