import { sql, type Generated } from 'kysely';
import type { Database } from '../../platform/database.ts';

export const codePurposes = ['no_login', 'register', 'bind_mobile', 'ip_verification'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** Tables for one-time secrets: sms codes, captchas, spent proof-of-work challenges and password reset links. */
type VerificationTables = {
  verification_codes: {
    id: Generated<string>;
    merchant_code: string;
    purpose: CodePurpose;
    target: string;
    member_id: string | null;
    code_hash: Buffer;
    client_address: string;
    delivered: boolean;
    attempts: Generated<number>;
    created_at: Generated<Date>;
    expires_at: Date;
    consumed_at: Date | null;
  };
  captchas: {
    id: string;
    merchant_code: string;
    answer: string;
    client_address: string;
    created_at: Generated<Date>;
    expires_at: Date;
    consumed_at: Date | null;
  };
  altcha_spent: { challenge_id: string; expires_at: Date };
  password_resets: {
    id: Generated<string>;
    member_id: string;
    token_hash: Buffer;
    client_address: string;
    created_at: Generated<Date>;
    expires_at: Date;
    used_at: Date | null;
  };
};

export interface CodeRow {
  id: string;
  memberId: string | null;
  codeHash: Buffer;
  attempts: number;
  expiresAt: Date;
}

export interface SendCounts {
  lastToTargetAt: Date | null;
  toTargetInHour: number;
  fromAddressInHour: number;
}

// Rows are kept a day past their expiry for investigations, then deleted when new ones are written.
const retention = sql`interval '1 day'`;

/** Data access for one-time secrets. Each consuming statement is a single conditional update, so a secret is used once. */
export function verificationRepository(database: Database, merchantCode: string) {
  const db = database.withTables<VerificationTables>();

  return {
    /** Runs sms-code work holding per-address and per-number locks, so concurrent sends are counted exactly. */
    async withSendLocks<Result>(target: string, clientAddress: string, work: (counts: SendCounts, issue: IssueCode) => Promise<Result>): Promise<Result> {
      return db.transaction().execute(async (transaction) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`sms-address:${merchantCode}:${clientAddress}`}))`.execute(transaction);
        await sql`select pg_advisory_xact_lock(hashtext(${`sms-target:${merchantCode}:${target}`}))`.execute(transaction);
        const counts = await sql<{ last_at: Date | null; target_count: string; address_count: string }>`
          select
            (select max(created_at) from verification_codes where merchant_code = ${merchantCode} and target = ${target}) as last_at,
            (select count(*) from verification_codes where merchant_code = ${merchantCode} and target = ${target}
              and created_at > now() - interval '1 hour') as target_count,
            (select count(*) from verification_codes where merchant_code = ${merchantCode} and client_address = ${clientAddress}
              and created_at > now() - interval '1 hour') as address_count`.execute(transaction);
        const row = counts.rows[0];
        const issue: IssueCode = async (code) => {
          await transaction
            .updateTable('verification_codes')
            .set({ consumed_at: sql<Date>`now()` })
            .where('merchant_code', '=', merchantCode)
            .where('purpose', '=', code.purpose)
            .where('target', '=', target)
            .where('consumed_at', 'is', null)
            .execute();
          await transaction
            .insertInto('verification_codes')
            .values({
              merchant_code: merchantCode,
              purpose: code.purpose,
              target,
              member_id: code.memberId,
              code_hash: code.codeHash,
              client_address: clientAddress,
              delivered: code.delivered,
              expires_at: code.expiresAt,
              consumed_at: null,
            })
            .execute();
          await transaction.deleteFrom('verification_codes').where('expires_at', '<', sql<Date>`now() - ${retention}`).execute();
        };
        return work(
          { lastToTargetAt: row?.last_at ?? null, toTargetInHour: Number(row?.target_count ?? 0), fromAddressInHour: Number(row?.address_count ?? 0) },
          issue,
        );
      });
    },

    /**
     * Runs a code check on the newest unused code for a purpose and number, with that row locked;
     * the check returns what to write (a counted guess or the code consumed).
     */
    async withNewestCode<Result>(
      purpose: CodePurpose,
      target: string,
      check: (row: CodeRow | undefined) => { result: Result; write?: 'consume' | 'count_guess' | 'void' },
    ): Promise<Result> {
      return db.transaction().execute(async (transaction) => {
        const row = await transaction
          .selectFrom('verification_codes')
          .select(['id', 'member_id', 'code_hash', 'attempts', 'expires_at'])
          .where('merchant_code', '=', merchantCode)
          .where('purpose', '=', purpose)
          .where('target', '=', target)
          .where('consumed_at', 'is', null)
          .orderBy('created_at', 'desc')
          .limit(1)
          .forUpdate()
          .executeTakeFirst();
        const found = row
          ? { id: String(row.id), memberId: row.member_id === null ? null : String(row.member_id), codeHash: row.code_hash, attempts: row.attempts, expiresAt: row.expires_at }
          : undefined;
        const outcome = check(found);
        if (found && outcome.write === 'consume') {
          await transaction.updateTable('verification_codes').set({ consumed_at: sql<Date>`now()` }).where('id', '=', found.id).execute();
        } else if (found && outcome.write === 'count_guess') {
          await transaction.updateTable('verification_codes').set({ attempts: found.attempts + 1 }).where('id', '=', found.id).execute();
        } else if (found && outcome.write === 'void') {
          await transaction
            .updateTable('verification_codes')
            .set({ attempts: found.attempts + 1, consumed_at: sql<Date>`now()` })
            .where('id', '=', found.id)
            .execute();
        }
        return outcome.result;
      });
    },

    async insertCaptcha(captcha: { id: string; answer: string; clientAddress: string; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('captchas')
        .values({ id: captcha.id, merchant_code: merchantCode, answer: captcha.answer, client_address: captcha.clientAddress, expires_at: captcha.expiresAt, consumed_at: null })
        .execute();
      await db.deleteFrom('captchas').where('expires_at', '<', sql<Date>`now() - ${retention}`).execute();
    },

    /** Uses a captcha up whatever the answer, so each image allows one guess; undefined when unknown, used or expired. */
    async consumeCaptcha(id: string): Promise<string | undefined> {
      const row = await db
        .updateTable('captchas')
        .set({ consumed_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('merchant_code', '=', merchantCode)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('answer')
        .executeTakeFirst();
      return row?.answer;
    },

    /** The answer of a captcha, for tests that play the user reading the image. */
    async captchaAnswer(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('captchas').select('answer').where('id', '=', id).executeTakeFirst();
      return row?.answer;
    },

    /** Marks a challenge as spent; false when it already was. */
    async spendAltcha(challengeId: string, expiresAt: Date): Promise<boolean> {
      const row = await db
        .insertInto('altcha_spent')
        .values({ challenge_id: challengeId, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('challenge_id').doNothing())
        .returning('challenge_id')
        .executeTakeFirst();
      await db.deleteFrom('altcha_spent').where('expires_at', '<', sql<Date>`now() - ${retention}`).execute();
      return row !== undefined;
    },

    async insertPasswordReset(reset: { memberId: string; tokenHash: Buffer; clientAddress: string; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({ member_id: reset.memberId, token_hash: reset.tokenHash, client_address: reset.clientAddress, expires_at: reset.expiresAt, used_at: null })
        .execute();
    },

    async countRecentPasswordResets(memberId: string): Promise<number> {
      const row = await db
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('member_id', '=', memberId)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Uses a reset link once; the member it belongs to, or undefined when unknown, used or expired. */
    async consumePasswordReset(tokenHash: Buffer): Promise<string | undefined> {
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('member_id')
        .executeTakeFirst();
      return row ? String(row.member_id) : undefined;
    },
  };
}

export type IssueCode = (code: { purpose: CodePurpose; memberId: string | null; codeHash: Buffer; delivered: boolean; expiresAt: Date }) => Promise<void>;

export type VerificationRepository = ReturnType<typeof verificationRepository>;
