import { sql, type Generated, type Kysely } from 'kysely';
import { compiledOnce, executePrepared, type Database } from '../../platform/database.ts';

/** The account module's tables that sessions and the member tree use. */
export type AccountCoreTables = {
  members: {
    id: Generated<string>;
    merchant_code: string;
    account: string;
    nickname: Generated<string>;
    member_type: number;
    upline_id: string | null;
    password_hash: string | null;
    password_changed_at: Date | null;
    payment_password_hash: string | null;
    real_name: string | null;
    mobile: string | null;
    mobile_dialing_code: string | null;
    email: string | null;
    totp_secret: string | null;
    avatar: Generated<string>;
    status: Generated<'active' | 'disabled'>;
    prize_group_max: Generated<number>;
    first_login_at: Date | null;
    last_login_at: Date | null;
    created_at: Generated<Date>;
    invitation_code: string | null;
    play_money: Generated<boolean>;
    profile: Generated<Record<string, string>>;
    register_domain: string | null;
    register_url: string | null;
    register_method: string | null;
    register_address: string | null;
    totp_pending_secret: string | null;
    totp_last_step: string | null;
  };
  member_closure: { ancestor_id: string; descendant_id: string; depth: number };
  sessions: {
    id: Generated<string>;
    member_id: string;
    token_hash: Buffer;
    audience: 'player' | 'agent';
    client_address: string;
    user_agent: Generated<string>;
    created_at: Generated<Date>;
    last_seen_at: Generated<Date>;
    expires_at: Date;
    revoked_at: Date | null;
    password_change_pending: Generated<boolean>;
    query_entry_at: Date | null;
  };
};

/** A new member; everything past the first five fields is optional. */
export interface NewMember {
  merchantCode: string;
  account: string;
  memberType: number;
  uplineId: string | null;
  passwordHash: string | null;
  nickname?: string;
  prizeGroupMax?: number;
  mobile?: string | null;
  mobileDialingCode?: string | null;
  email?: string | null;
  realName?: string | null;
  paymentPasswordHash?: string | null;
  invitationCode?: string | null;
  playMoney?: boolean;
  profile?: Record<string, string>;
  registration?: { domain: string | null; url: string | null; method: string | null; address: string | null };
}

type AccountCoreDatabase = Kysely<AccountCoreTables>;

/**
 * Inserts a member and its closure rows (itself at depth 0 plus every ancestor of its upline)
 * with the caller's executor, so it can join a larger transaction.
 */
export async function insertMemberWith(
  transaction: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any account handle or transaction
  member: NewMember,
): Promise<string> {
  // A handle that knows more tables knows these too; Kysely's types cannot express that, hence the narrowing.
  const executor = transaction as AccountCoreDatabase;
  const row = await executor
    .insertInto('members')
    .values({
      merchant_code: member.merchantCode,
      account: member.account,
      member_type: member.memberType,
      upline_id: member.uplineId,
      password_hash: member.passwordHash,
      password_changed_at: member.passwordHash ? new Date() : null,
      payment_password_hash: member.paymentPasswordHash ?? null,
      real_name: member.realName ?? null,
      mobile: member.mobile ?? null,
      mobile_dialing_code: member.mobileDialingCode ?? null,
      email: member.email ?? null,
      totp_secret: null,
      first_login_at: null,
      last_login_at: null,
      invitation_code: member.invitationCode ?? null,
      register_domain: member.registration?.domain ?? null,
      register_url: member.registration?.url ?? null,
      register_method: member.registration?.method ?? null,
      register_address: member.registration?.address ?? null,
      totp_pending_secret: null,
      totp_last_step: null,
      ...(member.playMoney !== undefined ? { play_money: member.playMoney } : {}),
      ...(member.profile !== undefined ? { profile: JSON.stringify(member.profile) as unknown as Record<string, string> } : {}),
      ...(member.nickname !== undefined ? { nickname: member.nickname } : {}),
      ...(member.prizeGroupMax !== undefined ? { prize_group_max: member.prizeGroupMax } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  await sql`
    insert into member_closure (ancestor_id, descendant_id, depth)
    select ${id}::bigint, ${id}::bigint, 0
    union all
    select ancestor_id, ${id}::bigint, depth + 1 from member_closure where descendant_id = ${member.uplineId}::bigint
  `.execute(executor);
  return id;
}

export interface SessionRow {
  sessionId: string;
  memberId: string;
  account: string;
  memberType: number;
  audience: 'player' | 'agent';
  lastSeenAt: Date;
  expiresAt: Date;
  passwordChangePending: boolean;
  queryEntryAt: Date | null;
}

/** Data access for members, the member tree and sessions. */
export function sessionRepository(database: Database) {
  const db = database.withTables<AccountCoreTables>();
  const liveSession = compiledOnce(
    (tokenHash: Buffer) =>
      db
        .selectFrom('sessions')
        .innerJoin('members', 'members.id', 'sessions.member_id')
        .select([
          'sessions.id as sessionId',
          'sessions.member_id as memberId',
          'sessions.audience',
          'sessions.last_seen_at as lastSeenAt',
          'sessions.expires_at as expiresAt',
          'sessions.password_change_pending as passwordChangePending',
          'sessions.query_entry_at as queryEntryAt',
          'members.account',
          'members.member_type as memberType',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .where('members.status', '=', 'active'),
  );
  return {
    db,

    /** Inserts a member and its closure rows in their own transaction. */
    async insertMember(member: NewMember): Promise<string> {
      return db.transaction().execute((transaction) => insertMemberWith(transaction, member));
    },

    async insertSession(session: {
      memberId: string;
      tokenHash: Buffer;
      audience: 'player' | 'agent';
      clientAddress: string;
      userAgent: string;
      expiresAt: Date;
      passwordChangePending?: boolean;
    }): Promise<string> {
      const row = await db
        .insertInto('sessions')
        .values({
          member_id: session.memberId,
          token_hash: session.tokenHash,
          audience: session.audience,
          client_address: session.clientAddress,
          user_agent: session.userAgent.slice(0, 300),
          expires_at: session.expiresAt,
          revoked_at: null,
          password_change_pending: session.passwordChangePending ?? false,
          query_entry_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },

    /** A live session by token hash: not revoked, not past its absolute expiry, member active. */
    async findLiveSession(tokenHash: Buffer): Promise<SessionRow | undefined> {
      // Every signed-in call makes this lookup: it is built once and kept prepared on each connection.
      const [row] = (await executePrepared(db, 'account-live-session', { compile: () => liveSession.withValue(tokenHash) })).rows;
      return row ? { ...row, sessionId: String(row.sessionId), memberId: String(row.memberId) } : undefined;
    },

    /** Moves the idle clock forward; done at most once a minute per session to spare writes. */
    async touchSession(sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .where('last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
        .execute();
    },

    async revokeSession(sessionId: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },

    /** Records that a session's token arrived in a query string; true only the first time. */
    async markQueryEntry(sessionId: string): Promise<boolean> {
      const row = await db
        .updateTable('sessions')
        .set({ query_entry_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .where('query_entry_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async clearPasswordChangePending(memberId: string): Promise<void> {
      await db.updateTable('sessions').set({ password_change_pending: false }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
    },

    /** Ends every session of a member but one, after a password change made in that one. */
    async revokeOtherSessions(memberId: string, keptSessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('member_id', '=', memberId)
        .where('id', '<>', keptSessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeMemberSessions(memberId: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
    },

    /**
     * A page of the real accounts below `ancestorId` (not itself, no trial accounts), nearest levels first,
     * whose account starts with `keyword` (any case).
     */
    async downlines(ancestorId: string, query: { keyword: string; limit: number; offset: number; trialMemberType: number }): Promise<{ rows: { memberId: string; account: string; nickname: string }[]; total: number }> {
      const prefix = `${query.keyword.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const matching = db
        .selectFrom('member_closure')
        .innerJoin('members', 'members.id', 'member_closure.descendant_id')
        .where('member_closure.ancestor_id', '=', ancestorId)
        .where('member_closure.depth', '>', 0)
        .where('members.member_type', '<>', query.trialMemberType)
        .where(sql<boolean>`lower(members.account) like ${prefix}`);
      const [rows, counted] = await Promise.all([
        matching
          .select(['members.id', 'members.account', 'members.nickname'])
          .orderBy('member_closure.depth')
          .orderBy('members.account')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        matching.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => ({ memberId: String(row.id), account: row.account, nickname: row.nickname })), total: Number(counted.total) };
    },

    /** The member and each of its uplines, nearest first, with the highest prize group each may give. */
    async prizeGroupChain(memberId: string): Promise<{ memberId: string; depth: number; prizeGroupMax: number }[]> {
      const rows = await db
        .selectFrom('member_closure as c')
        .innerJoin('members as m', 'm.id', 'c.ancestor_id')
        .select(['c.ancestor_id', 'c.depth', 'm.prize_group_max'])
        .where('c.descendant_id', '=', memberId)
        .orderBy('c.depth')
        .execute();
      return rows.map((row) => ({ memberId: String(row.ancestor_id), depth: row.depth, prizeGroupMax: row.prize_group_max }));
    },

    /** Whether `descendantId` is in the subtree of `ancestorId` (itself included). */
    async isInSubtree(ancestorId: string, descendantId: string): Promise<boolean> {
      const row = await db
        .selectFrom('member_closure')
        .select('depth')
        .where('ancestor_id', '=', ancestorId)
        .where('descendant_id', '=', descendantId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
