import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../platform/database.ts';
import type { AccountCoreTables } from './session-repository.ts';

/** Account tables beside members and sessions: known addresses, failure counters, the audit trail. */
export type AccountTables = AccountCoreTables & {
  member_addresses: { member_id: string; client_address: string; first_seen_at: Generated<Date>; last_seen_at: Generated<Date> };
  login_failures: { merchant_code: string; subject: string; failures: number; last_failure_at: Date; locked_until: Date | null };
  login_failure_sources: {
    merchant_code: string;
    credential: string;
    client_address: string;
    failures: number;
    last_failure_at: Date;
    locked_until: Date | null;
  };
  account_audit: {
    id: Generated<string>;
    merchant_code: string;
    member_id: string | null;
    account: string;
    event: string;
    client_address: string;
    detail: unknown;
    created_at: Generated<Date>;
  };
};

export type AccountDatabase = Kysely<AccountTables>;

/** A member as the account module reads it. */
export interface MemberRecord {
  id: string;
  merchantCode: string;
  account: string;
  nickname: string;
  memberType: number;
  uplineId: string | null;
  passwordHash: string | null;
  passwordChangedAt: Date | null;
  paymentPasswordHash: string | null;
  realName: string | null;
  mobile: string | null;
  mobileDialingCode: string | null;
  email: string | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  avatar: string;
  status: 'active' | 'disabled';
  playMoney: boolean;
  firstLoginAt: Date | null;
  invitationCode: string | null;
}

function toMemberRecord(row: Selectable<AccountCoreTables['members']>): MemberRecord {
  return {
    id: String(row.id),
    merchantCode: row.merchant_code,
    account: row.account,
    nickname: row.nickname,
    memberType: row.member_type,
    uplineId: row.upline_id === null ? null : String(row.upline_id),
    passwordHash: row.password_hash,
    passwordChangedAt: row.password_changed_at,
    paymentPasswordHash: row.payment_password_hash,
    realName: row.real_name,
    mobile: row.mobile,
    mobileDialingCode: row.mobile_dialing_code,
    email: row.email,
    totpSecret: row.totp_secret,
    totpPendingSecret: row.totp_pending_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    avatar: row.avatar,
    status: row.status,
    playMoney: row.play_money,
    firstLoginAt: row.first_login_at,
    invitationCode: row.invitation_code,
  };
}

/** The columns a member update may set; each call names the ones it changes. */
export type MemberUpdate = Partial<{
  password_hash: string;
  password_changed_at: Date;
  payment_password_hash: string;
  prize_group_max: number;
  mobile: string;
  mobile_dialing_code: string;
  email: string;
  avatar: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | null;
  invitation_code: string;
  status: 'active' | 'disabled';
  real_name: string;
}>;

export interface FailureState {
  failures: number;
  lockedUntil: Date | null;
}

/** Data access for members as accounts, their known addresses, login failure counters and the audit trail. */
export function accountRepository(database: Database, merchantCode: string) {
  const db = database.withTables<AccountTables>();
  const members = () => db.selectFrom('members').selectAll().where('merchant_code', '=', merchantCode);

  return {
    db,

    /**
     * The member, read on the caller's transaction when one is given. It is looked up by id alone and its
     * merchant checked here: with both in the query, PostgreSQL may scan the merchant's accounts index
     * (all of its members) when its statistics are young.
     */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async findById(memberId: string, executor?: Kysely<any>): Promise<MemberRecord | undefined> {
      const source = executor ? (executor as unknown as typeof db) : db;
      const row = await source.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirst();
      return row && row.merchant_code === merchantCode ? toMemberRecord(row) : undefined;
    },

    /** Accounts are unique regardless of case. */
    async findByAccount(account: string): Promise<MemberRecord | undefined> {
      const row = await members().where(sql<string>`account_lower`, '=', account.toLowerCase()).executeTakeFirst();
      return row ? toMemberRecord(row) : undefined;
    },

    async findByMobile(dialingCode: string, mobile: string): Promise<MemberRecord | undefined> {
      const row = await members().where('mobile_dialing_code', '=', dialingCode).where('mobile', '=', mobile).executeTakeFirst();
      return row ? toMemberRecord(row) : undefined;
    },

    /** The active agent whose invitation code this is (codes compare without case). */
    async findAgentByInvitationCode(code: string, agentTypes: readonly number[]): Promise<MemberRecord | undefined> {
      const row = await members()
        .where(sql<string>`upper(invitation_code)`, '=', code.toUpperCase())
        .where('member_type', 'in', [...agentTypes])
        .where('status', '=', 'active')
        .executeTakeFirst();
      return row ? toMemberRecord(row) : undefined;
    },

    async update(memberId: string, changes: MemberUpdate, executor: AccountDatabase = db): Promise<void> {
      await executor.updateTable('members').set(changes).where('id', '=', memberId).execute();
    },

    /** Sets the real name only while none is set: false when one already was (two tabs racing included). */
    async setRealNameOnce(memberId: string, realName: string): Promise<boolean> {
      const result = await db.updateTable('members').set({ real_name: realName }).where('id', '=', memberId).where('real_name', 'is', null).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The member's row locked until the caller's transaction ends (an operator correction reads, changes, audits). */
    async lockMember(memberId: string, executor: AccountDatabase): Promise<MemberRecord | undefined> {
      const row = await executor.selectFrom('members').selectAll().where('id', '=', memberId).forUpdate().executeTakeFirst();
      return row && row.merchant_code === merchantCode ? toMemberRecord(row) : undefined;
    },

    /** Stamps a login; true when it is the member's first. */
    async recordLogin(memberId: string): Promise<boolean> {
      const result = await sql<{ first: boolean }>`
        update members set first_login_at = coalesce(first_login_at, now()), last_login_at = now()
        from (select first_login_at is null as first from members where id = ${memberId}::bigint for update) previous
        where id = ${memberId}::bigint
        returning previous.first`.execute(db);
      return result.rows[0]?.first ?? false;
    },

    /** Moves the authenticator's last accepted time step forward; false when the step was already used. */
    async claimTotpStep(memberId: string, step: number): Promise<boolean> {
      const row = await db
        .updateTable('members')
        .set({ totp_last_step: String(step) })
        .where('id', '=', memberId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async hasAnyAddress(memberId: string): Promise<boolean> {
      const row = await db.selectFrom('member_addresses').select('member_id').where('member_id', '=', memberId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    async isKnownAddress(memberId: string, clientAddress: string): Promise<boolean> {
      const row = await db
        .selectFrom('member_addresses')
        .select('member_id')
        .where('member_id', '=', memberId)
        .where('client_address', '=', clientAddress)
        .executeTakeFirst();
      return row !== undefined;
    },

    async rememberAddress(memberId: string, clientAddress: string, executor: AccountDatabase = db): Promise<void> {
      await executor
        .insertInto('member_addresses')
        .values({ member_id: memberId, client_address: clientAddress })
        .onConflict((conflict) => conflict.columns(['member_id', 'client_address']).doUpdateSet({ last_seen_at: sql<Date>`now()` }))
        .execute();
    },

    /** The worst state among subjects: the most failures and the latest lock, ignoring counters gone quiet. */
    async failureState(subjects: string[], windowMinutes: number): Promise<FailureState> {
      const rows = await db
        .selectFrom('login_failures')
        .select(['failures', 'locked_until', 'last_failure_at'])
        .where('merchant_code', '=', merchantCode)
        .where('subject', 'in', subjects)
        .execute();
      const cutoff = Date.now() - windowMinutes * 60_000;
      let state: FailureState = { failures: 0, lockedUntil: null };
      for (const row of rows) {
        const failures = row.last_failure_at.getTime() < cutoff ? 0 : row.failures;
        const lockedUntil = row.locked_until && (!state.lockedUntil || row.locked_until > state.lockedUntil) ? row.locked_until : state.lockedUntil;
        state = { failures: Math.max(state.failures, failures), lockedUntil };
      }
      return state;
    },

    /**
     * Counts one failure for a subject, starting over when the last one is older than the window,
     * and locks the subject for `lockMinutes` once the count reaches `lockAfter`.
     */
    async recordFailure(subject: string, limits: { windowMinutes: number; lockAfter: number; lockMinutes: number }): Promise<FailureState> {
      const window = `${limits.windowMinutes} minutes`;
      const lock = `${limits.lockMinutes} minutes`;
      const result = await sql<{ failures: number; locked_until: Date | null }>`
        insert into login_failures as current (merchant_code, subject, failures, last_failure_at, locked_until)
        values (${merchantCode}, ${subject}, 1, now(), case when 1 >= ${limits.lockAfter}::int then now() + ${lock}::interval end)
        on conflict (merchant_code, subject) do update set
          failures = case when current.last_failure_at < now() - ${window}::interval then 1 else current.failures + 1 end,
          last_failure_at = now(),
          locked_until = case
            when (case when current.last_failure_at < now() - ${window}::interval then 1 else current.failures + 1 end) >= ${limits.lockAfter}::int
              then now() + ${lock}::interval
            else current.locked_until end
        returning failures, locked_until`.execute(db);
      const row = result.rows[0];
      return { failures: row?.failures ?? 1, lockedUntil: row?.locked_until ?? null };
    },

    async clearFailures(subject: string): Promise<void> {
      await db.deleteFrom('login_failures').where('merchant_code', '=', merchantCode).where('subject', '=', subject).execute();
    },

    /** The failures of one credential from one address within the window, and that pair's lock. */
    async sourceFailureState(credential: string, clientAddress: string, windowMinutes: number): Promise<FailureState> {
      const row = await db
        .selectFrom('login_failure_sources')
        .select(['failures', 'locked_until', 'last_failure_at'])
        .where('merchant_code', '=', merchantCode)
        .where('credential', '=', credential)
        .where('client_address', '=', clientAddress.slice(0, 64))
        .executeTakeFirst();
      if (!row) return { failures: 0, lockedUntil: null };
      return { failures: row.last_failure_at.getTime() < Date.now() - windowMinutes * 60_000 ? 0 : row.failures, lockedUntil: row.locked_until };
    },

    /**
     * Counts one failure of a credential from an address, locking that pair (only) for `lockMinutes` once
     * it reaches `lockAfter`; answers the pair's state and how many addresses failed on the credential lately.
     */
    async recordSourceFailure(
      credential: string,
      clientAddress: string,
      limits: { windowMinutes: number; lockAfter: number; lockMinutes: number },
    ): Promise<FailureState & { addresses: number }> {
      const window = `${limits.windowMinutes} minutes`;
      const lock = `${limits.lockMinutes} minutes`;
      const result = await sql<{ failures: number; locked_until: Date | null; addresses: string }>`
        with counted as (
          insert into login_failure_sources as current (merchant_code, credential, client_address, failures, last_failure_at, locked_until)
          values (${merchantCode}, ${credential}, ${clientAddress.slice(0, 64)}, 1, now(), case when 1 >= ${limits.lockAfter}::int then now() + ${lock}::interval end)
          on conflict (merchant_code, credential, client_address) do update set
            failures = case when current.last_failure_at < now() - ${window}::interval then 1 else current.failures + 1 end,
            last_failure_at = now(),
            locked_until = case
              when (case when current.last_failure_at < now() - ${window}::interval then 1 else current.failures + 1 end) >= ${limits.lockAfter}::int
                then now() + ${lock}::interval
              else current.locked_until end
          returning failures, locked_until, client_address
        )
        select counted.failures, counted.locked_until,
          (select count(*) from login_failure_sources other
            where other.merchant_code = ${merchantCode} and other.credential = ${credential}
              and other.last_failure_at >= now() - ${window}::interval and other.client_address <> counted.client_address) + 1 as addresses
        from counted`.execute(db);
      const row = result.rows[0];
      return { failures: row?.failures ?? 1, lockedUntil: row?.locked_until ?? null, addresses: Number(row?.addresses ?? 1) };
    },

    /** Locks a subject until the given time; true when it was not locked already (so the member is alerted once). */
    async lockSubject(subject: string, lockedUntil: Date): Promise<boolean> {
      const result = await db
        .updateTable('login_failures')
        .set({ locked_until: lockedUntil })
        .where('merchant_code', '=', merchantCode)
        .where('subject', '=', subject)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Forgets the failures of a credential from one address, after that address proved the credential. */
    async clearSourceFailures(credential: string, clientAddress: string): Promise<void> {
      await db
        .deleteFrom('login_failure_sources')
        .where('merchant_code', '=', merchantCode)
        .where('credential', '=', credential)
        .where('client_address', '=', clientAddress.slice(0, 64))
        .execute();
    },

    async audit(
      entry: { memberId: string | null; account: string; event: string; clientAddress: string; detail?: Record<string, unknown> },
      executor: AccountDatabase = db,
    ): Promise<void> {
      await executor
        .insertInto('account_audit')
        .values({
          merchant_code: merchantCode,
          member_id: entry.memberId,
          account: entry.account.slice(0, 64),
          event: entry.event,
          client_address: entry.clientAddress,
          detail: JSON.stringify(entry.detail ?? {}),
        })
        .execute();
    },

    /** The latest audit entries, newest first, for the operator and for tests. */
    async listAudit(filter: { memberId?: string; event?: string; limit?: number } = {}) {
      let query = db
        .selectFrom('account_audit')
        .select(['member_id as memberId', 'account', 'event', 'client_address as clientAddress', 'detail', 'created_at as createdAt'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('id', 'desc')
        .limit(filter.limit ?? 100);
      if (filter.memberId) query = query.where('member_id', '=', filter.memberId);
      if (filter.event) query = query.where('event', '=', filter.event);
      return query.execute();
    },

    /** Counts members, for tests proving that refused input wrote nothing. */
    async countMembers(): Promise<number> {
      const row = await db.selectFrom('members').select((eb) => eb.fn.countAll<string>().as('count')).where('merchant_code', '=', merchantCode).executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
