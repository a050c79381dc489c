import { sql } from 'kysely';
import { z } from 'zod';
import { registerTypes, registrationFieldSettingSchema, registrationSettingFields } from '@platform/contract/account/registration';
import { ipVerificationMethods } from '@platform/contract/account/session';
import { smsCodeLifetimeMinutesMax } from '@platform/contract/account/constants';
import { avatarIdSchema, promotionAvailabilitySchema } from '@platform/contract/account/member';
import type { Database } from '../../platform/database.ts';
import { createCache } from '../../platform/cache.ts';

/**
 * Account configuration of a merchant that the merchant row does not hold. Stored as JSON in
 * `account_settings` and always read through this schema, merged over the defaults, so a stored
 * document written by an older version still yields every key.
 */
export const accountSettingsSchema = z.object({
  registration: z.object({
    registerType: z.enum(registerTypes),
    fields: z.record(z.enum(registrationSettingFields), registrationFieldSettingSchema),
  }),
  passwordPolicy: z.object({
    /** The password the merchant hands out when an agent or operator creates an account (spec §9 "{secret}"). */
    defaultPassword: z.string().min(1).max(64),
    /** A password older than this many days must be changed at login; 0 turns expiry off. */
    expiryDays: z.number().int().min(0).max(3650),
  }),
  /** The extra check a login from an address the member never used asks for; null turns it off. */
  ipVerification: z.object({ method: z.enum(ipVerificationMethods).nullable() }),
  sms: z.object({
    expiredMinutes: z.number().int().min(1).max(smsCodeLifetimeMinutesMax),
    defaultDialingCode: z.string().regex(/^[0-9]{1,4}$/u),
    perNumberHourlyMax: z.number().int().min(1).max(100),
    perAddressHourlyMax: z.number().int().min(1).max(1000),
  }),
  /** Whether login and registration demand a solved proof-of-work challenge, and how hard it is (leading hex zeros). */
  altcha: z.object({ required: z.boolean(), keyPrefix: z.string().regex(/^0{1,6}$/u) }),
  promotions: z.object({ SIGNUP: promotionAvailabilitySchema, REFERRAL: promotionAvailabilitySchema }),
  avatars: z.array(avatarIdSchema).min(1).max(100),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

const hidden = { show: false, required: false };
const optional = { show: true, required: false };
const required = { show: true, required: true };

/** The demo merchant's settings, also the base every stored document is merged over. */
export const defaultAccountSettings: AccountSettings = {
  registration: {
    registerType: 'username',
    fields: {
      payeeName: hidden,
      qqNum: hidden,
      line: hidden,
      whatsapp: optional,
      facebook: hidden,
      wechat: hidden,
      idNumber: hidden,
      email: optional,
      recommenderId: hidden,
      affiliateCode: optional,
      captcha: required,
      paymentPassword: hidden,
      mobileNum: optional,
      smsVerification: hidden,
    },
  },
  passwordPolicy: { defaultPassword: 'Abc12345', expiryDays: 180 },
  ipVerification: { method: 'verificationCode' },
  sms: { expiredMinutes: 5, defaultDialingCode: '55', perNumberHourlyMax: 5, perAddressHourlyMax: 20 },
  altcha: { required: true, keyPrefix: '000' },
  promotions: { SIGNUP: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } },
  avatars: Array.from({ length: 12 }, (_unused, index) => `avatar-${index + 1}`),
};

/** A partial settings document: any subset of keys at any depth. */
export type AccountSettingsPatch = { [Key in keyof AccountSettings]?: DeepPartial<AccountSettings[Key]> };
type DeepPartial<Value> = Value extends unknown[] ? Value : Value extends object ? { [Key in keyof Value]?: DeepPartial<Value[Key]> } : Value;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `patch` over `base` key by key; arrays and scalars are replaced whole. */
export function mergeSettings(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch === undefined ? base : patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) merged[key] = mergeSettings(base[key], value);
  return merged;
}

type AccountSettingsTables = {
  account_settings: { merchant_code: string; settings: unknown; updated_at: Date };
};

const settingsCacheMs = 1000;

/** Reads and writes the merchant's account settings, with a one-second cache like the merchant row's. */
export function accountSettingsStore(database: Database, merchantCode: string) {
  const db = database.withTables<AccountSettingsTables>();
  const cached = createCache<AccountSettings>({ name: 'account_settings', maxEntries: 1, lifetimeMs: settingsCacheMs });

  async function read(): Promise<AccountSettings> {
    const known = cached.get(merchantCode);
    if (known) return known;
    const row = await db.selectFrom('account_settings').select('settings').where('merchant_code', '=', merchantCode).executeTakeFirst();
    const settings = accountSettingsSchema.parse(mergeSettings(defaultAccountSettings, row?.settings ?? {}));
    cached.set(merchantCode, settings);
    return settings;
  }

  return {
    read,

    /** Stores the defaults for a merchant that has no settings yet; existing settings are kept. */
    async ensureDefaults(): Promise<void> {
      await db
        .insertInto('account_settings')
        .values({ merchant_code: merchantCode, settings: JSON.stringify(defaultAccountSettings), updated_at: new Date() })
        .onConflict((conflict) => conflict.column('merchant_code').doNothing())
        .execute();
    },

    /** Applies a patch after checking the merged result, so a bad patch never reaches the table. */
    async update(patch: AccountSettingsPatch): Promise<AccountSettings> {
      const current = await read();
      const next = accountSettingsSchema.parse(mergeSettings(current, patch));
      await db
        .insertInto('account_settings')
        .values({ merchant_code: merchantCode, settings: JSON.stringify(next), updated_at: new Date() })
        .onConflict((conflict) => conflict.column('merchant_code').doUpdateSet({ settings: JSON.stringify(next), updated_at: sql<Date>`now()` }))
        .execute();
      cached.set(merchantCode, next);
      return next;
    },
  };
}

export type AccountSettingsStore = ReturnType<typeof accountSettingsStore>;
