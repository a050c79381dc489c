import { sql } from 'kysely';
import { walletSettingsSchema, type WalletSettings } from '@platform/contract';
import type { Database, DatabaseTransaction } from '../../platform/database.ts';
import type { WalletTables } from './tables.ts';
import { createCache } from '../../platform/cache.ts';

/** The limits a merchant starts with (amounts in centavos). */
export const defaultWalletSettings: WalletSettings = {
  withdrawal: { minimumAmount: 2_000, maximumAmount: 5_000_000, confirmationMinutes: 120, payoutAccountsMaximum: 5 },
  deposit: { orderExpiryMinutes: 30 },
  treeTransfer: { perTransferMinimum: 1_000, perTransferMaximum: 1_000_000, dailyMaximum: 5_000_000 },
  paymentPassword: { failuresMaximum: 5, lockMinutes: 15 },
  playMoneyGrant: 1_000_000,
};

const settingsCacheMs = 1000;

/** The merchant's wallet settings: the defaults with the operator's stored changes on top. */
export function walletSettingsStore(database: Database, merchantCode: string) {
  const db = database.withTables<WalletTables>();
  const cached = createCache<WalletSettings>({ name: 'wallet_settings', maxEntries: 1, lifetimeMs: settingsCacheMs });

  async function current(): Promise<WalletSettings> {
    const known = cached.get(merchantCode);
    if (known) return known;
    const row = await db.selectFrom('wallet_settings').select('settings').where('merchant_code', '=', merchantCode).executeTakeFirst();
    const stored = (row?.settings ?? {}) as Partial<Record<keyof WalletSettings, unknown>>;
    const merged = Object.fromEntries(
      Object.entries(defaultWalletSettings).map(([section, defaults]) => {
        const override = stored[section as keyof WalletSettings];
        const value =
          typeof defaults === 'object' && typeof override === 'object' && override !== null
            ? { ...defaults, ...override }
            : (override ?? defaults);
        return [section, value];
      }),
    );
    const settings = walletSettingsSchema.parse(merged);
    cached.set(merchantCode, settings);
    return settings;
  }

  return {
    current,
    /** Stores the operator's settings, in the caller's transaction when given; `forget` after its commit. */
    async replace(settings: WalletSettings, executor?: DatabaseTransaction): Promise<void> {
      await (executor ? executor.withTables<WalletTables>() : db)
        .insertInto('wallet_settings')
        .values({ merchant_code: merchantCode, settings: JSON.stringify(settings) })
        .onConflict((conflict) => conflict.column('merchant_code').doUpdateSet({ settings: JSON.stringify(settings), updated_at: sql<Date>`now()` }))
        .execute();
      cached.clear();
    },
    /** Drops the remembered settings, so the next read sees a change just committed. */
    forget(): void {
      cached.clear();
    },
  };
}

export type WalletSettingsStore = ReturnType<typeof walletSettingsStore>;
