/**
 * The member tree as the agent centre reads it: levels of a team with each member's details and team size,
 * the ancestry of members (for adding figures up the tree), registrations in a committed window, and the
 * prize-group rules of a downline. Every read of a team is an index lookup on the closure table.
 */
import { sql, type Kysely } from 'kysely';
import { initialCursor, nextCommittedWindow, type CommittedWindow, type WindowCursor } from '../../platform/committed-window.ts';
import type { Database, DatabaseTransaction } from '../../platform/database.ts';

export interface TeamMember {
  memberId: string;
  account: string;
  nickname: string;
  memberType: number;
  uplineId: string | null;
  /** Levels below the agent the level was read for. */
  depth: number;
  prizeGroupMax: number;
  registeredAt: Date;
  registrationAddress: string;
  lastLoginAt: Date | null;
  status: 'active' | 'disabled';
}

interface TeamRow {
  id: string;
  account: string;
  nickname: string;
  member_type: number;
  upline_id: string | null;
  depth: number;
  prize_group_max: number;
  created_at: Date;
  register_address: string | null;
  last_login_at: Date | null;
  status: 'active' | 'disabled';
}

function teamMemberOf(row: TeamRow): TeamMember {
  return {
    memberId: String(row.id),
    account: row.account,
    nickname: row.nickname,
    memberType: row.member_type,
    uplineId: row.upline_id === null ? null : String(row.upline_id),
    depth: row.depth,
    prizeGroupMax: row.prize_group_max,
    registeredAt: row.created_at,
    registrationAddress: row.register_address ?? '',
    lastLoginAt: row.last_login_at,
    status: row.status,
  };
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function teamReader(database: Database, options: { trialMemberType: number }) {
  const trial = options.trialMemberType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const on = (executor?: DatabaseTransaction): Kysely<any> => executor ?? database;

  return {
    /**
     * A page of the agent's team: the members directly under `parentId` (which the caller has checked is in the
     * team) by account, or, with an account prefix, matching members at any level, nearest levels first.
     */
    async level(agentId: string, query: { parentId: string; accountPrefix: string; limit: number; offset: number }): Promise<{ rows: TeamMember[]; total: number }> {
      const columns = sql`m.id::text, m.account, m.nickname, m.member_type, m.upline_id::text, m.prize_group_max, m.created_at, m.register_address, m.last_login_at, m.status`;
      if (query.accountPrefix) {
        // Matching accounts through the prefix index, then whether each is in the team (one closure key each).
        const matched = sql`from members m join member_closure c on c.descendant_id = m.id and c.ancestor_id = ${agentId}::bigint and c.depth > 0
          where m.account_lower like ${likePrefix(query.accountPrefix)} and m.member_type <> ${trial}`;
        const [page, counted] = await Promise.all([
          sql<TeamRow>`select ${columns}, c.depth ${matched} order by c.depth, m.account_lower limit ${query.limit} offset ${query.offset}`.execute(database),
          sql<{ total: string }>`select count(*)::text as total ${matched}`.execute(database),
        ]);
        return { rows: page.rows.map(teamMemberOf), total: Number(counted.rows[0]?.total ?? 0) };
      }
      // One level: the parent's direct members by the upline index, at the parent's depth below the agent plus one.
      const parent = await sql<{ depth: number }>`select depth from member_closure where ancestor_id = ${agentId}::bigint and descendant_id = ${query.parentId}::bigint`.execute(database);
      const depth = (parent.rows[0]?.depth ?? 0) + 1;
      const level = sql`from members m where m.upline_id = ${query.parentId}::bigint and m.member_type <> ${trial}`;
      const [page, counted] = await Promise.all([
        sql<TeamRow>`select ${columns}, ${depth}::int as depth ${level} order by m.account_lower limit ${query.limit} offset ${query.offset}`.execute(database),
        sql<{ total: string }>`select count(*)::text as total ${level}`.execute(database),
      ]);
      return { rows: page.rows.map(teamMemberOf), total: Number(counted.rows[0]?.total ?? 0) };
    },

    /** The member if it is in the agent's team (the agent itself included), with its depth below the agent. */
    async memberInTeam(agentId: string, memberId: string, executor?: DatabaseTransaction): Promise<TeamMember | undefined> {
      const { rows } = await sql<TeamRow>`
        select m.id::text, m.account, m.nickname, m.member_type, m.upline_id::text, c.depth, m.prize_group_max, m.created_at,
               m.register_address, m.last_login_at, m.status
          from member_closure c join members m on m.id = c.descendant_id
         where c.ancestor_id = ${agentId}::bigint and c.descendant_id = ${memberId}::bigint and m.member_type <> ${trial}`.execute(on(executor));
      return rows[0] ? teamMemberOf(rows[0]) : undefined;
    },

    /** The path from the agent down to `memberId` (both included), top first. */
    async trail(agentId: string, memberId: string): Promise<{ memberId: string; account: string }[]> {
      const { rows } = await sql<{ id: string; account: string }>`
        select m.id::text, m.account from member_closure up join members m on m.id = up.ancestor_id
         join member_closure within on within.ancestor_id = ${agentId}::bigint and within.descendant_id = up.ancestor_id
         where up.descendant_id = ${memberId}::bigint
         order by up.depth desc`.execute(database);
      return rows.map((row) => ({ memberId: String(row.id), account: row.account }));
    },

    /** Every real member of the team, the agent included, or only its direct members. */
    async memberIds(agentId: string, scope: 'team' | 'direct' = 'team'): Promise<string[]> {
      const depth = scope === 'direct' ? sql`c.depth = 1` : sql`true`;
      const { rows } = await sql<{ id: string }>`
        select c.descendant_id::text as id from member_closure c join members m on m.id = c.descendant_id
         where c.ancestor_id = ${agentId}::bigint and ${depth} and m.member_type <> ${trial}`.execute(database);
      return rows.map((row) => row.id);
    },

    /** The member of the agent's team (itself included) with exactly this account, any case. */
    async memberIdByAccount(agentId: string, account: string): Promise<string | undefined> {
      const { rows } = await sql<{ id: string }>`
        select m.id::text from member_closure c join members m on m.id = c.descendant_id
         where c.ancestor_id = ${agentId}::bigint and m.account_lower = ${account.toLowerCase()} and m.member_type <> ${trial}`.execute(database);
      return rows[0]?.id;
    },

    /** A real member by exact account (any case), in any tree. */
    async memberIdAnywhere(account: string): Promise<string | undefined> {
      const { rows } = await sql<{ id: string }>`select id::text from members where account_lower = ${account.toLowerCase()} and member_type <> ${trial}`.execute(database);
      return rows[0]?.id;
    },

    /** Accounts of members by id. */
    async accountsOf(memberIds: readonly string[]): Promise<Map<string, string>> {
      if (memberIds.length === 0) return new Map();
      const { rows } = await sql<{ id: string; account: string }>`select id::text, account from members where id = any(${memberIds}::bigint[])`.execute(database);
      return new Map(rows.map((row) => [row.id, row.account]));
    },

    /** Sizes of the agent's team (itself included) and of its direct level. */
    async sizes(agentId: string): Promise<{ team: number; direct: number }> {
      const { rows } = await sql<{ team: string; direct: string }>`
        select count(*)::text as team, count(*) filter (where c.depth = 1)::text as direct
          from member_closure c join members m on m.id = c.descendant_id
         where c.ancestor_id = ${agentId}::bigint and m.member_type <> ${trial}`.execute(database);
      return { team: Number(rows[0]?.team ?? 0), direct: Number(rows[0]?.direct ?? 0) };
    },

    /** Each member with every ancestor (itself at depth 0). */
    async ancestries(memberIds: readonly string[], executor?: DatabaseTransaction): Promise<{ memberId: string; ancestorId: string; depth: number }[]> {
      if (memberIds.length === 0) return [];
      const { rows } = await sql<{ member_id: string; ancestor_id: string; depth: number }>`
        select descendant_id::text as member_id, ancestor_id::text, depth from member_closure
         where descendant_id = any(${memberIds}::bigint[])`.execute(on(executor));
      return rows.map((row) => ({ memberId: row.member_id, ancestorId: row.ancestor_id, depth: row.depth }));
    },

    /** The next committed window of registrations after `cursor` (the first one when there is none). */
    async nextRegistrationWindow(cursor: WindowCursor | undefined, options: { maxSpanMs?: number } = {}): Promise<CommittedWindow> {
      return nextCommittedWindow(database, 'members', cursor ?? (await initialCursor(database, 'members')), options);
    },

    /** Real members registered in the window, with their merchant-local hour of registration. */
    async registrations(window: CommittedWindow, gmtOffsetMinutes: number): Promise<{ memberId: string; hour: string }[]> {
      const { rows } = await sql<{ id: string; hour: string }>`
        select id::text, to_char(date_trunc('hour', (created_at at time zone 'UTC') + make_interval(mins => ${gmtOffsetMinutes})), 'YYYY-MM-DD"T"HH24:00:00') as hour
          from members
         where id > ${window.idFloor}::bigint and created_at >= ${window.from} and created_at < ${window.to} and member_type <> ${trial}`.execute(database);
      return rows.map((row) => ({ memberId: row.id, hour: row.hour }));
    },

    /** The highest prize group anyone below the member holds, or null when it has no downline. */
    async highestPrizeGroupBelow(memberId: string, executor?: DatabaseTransaction): Promise<number | null> {
      const { rows } = await sql<{ highest: number | null }>`
        select max(m.prize_group_max) as highest from member_closure c join members m on m.id = c.descendant_id
         where c.ancestor_id = ${memberId}::bigint and c.depth > 0`.execute(on(executor));
      return rows[0]?.highest ?? null;
    },

    async setPrizeGroup(memberId: string, prizeGroup: number, executor: DatabaseTransaction): Promise<void> {
      await sql`update members set prize_group_max = ${prizeGroup} where id = ${memberId}::bigint`.execute(executor);
    },

    /**
     * Moves a member and its whole team under another upline: the closure rows that tied the team to its old
     * uplines go, rows to the new uplines come. Answers the old and new uplines of the member (with their depth
     * above it) and the team's ids, or undefined when the new upline is inside the member's own team.
     */
    async move(memberId: string, uplineId: string, executor: DatabaseTransaction): Promise<{ oldUplines: { memberId: string; depth: number }[]; newUplines: { memberId: string; depth: number }[]; teamIds: string[] } | undefined> {
      const inside = await sql<{ one: number }>`select 1 as one from member_closure where ancestor_id = ${memberId}::bigint and descendant_id = ${uplineId}::bigint`.execute(executor);
      if (inside.rows.length > 0) return undefined;
      const uplinesOf = async () =>
        (
          await sql<{ id: string; depth: number }>`select ancestor_id::text as id, depth from member_closure where descendant_id = ${memberId}::bigint and depth > 0 order by depth`.execute(executor)
        ).rows.map((row) => ({ memberId: row.id, depth: row.depth }));
      const oldUplines = await uplinesOf();
      const team = await sql<{ id: string }>`select descendant_id::text as id from member_closure where ancestor_id = ${memberId}::bigint`.execute(executor);
      const teamIds = team.rows.map((row) => row.id);
      await sql`delete from member_closure where descendant_id = any(${teamIds}::bigint[]) and ancestor_id = any(${oldUplines.map((upline) => upline.memberId)}::bigint[])`.execute(executor);
      await sql`
        insert into member_closure (ancestor_id, descendant_id, depth)
        select above.ancestor_id, below.descendant_id, above.depth + below.depth + 1
          from member_closure above cross join member_closure below
         where above.descendant_id = ${uplineId}::bigint and below.ancestor_id = ${memberId}::bigint`.execute(executor);
      await sql`update members set upline_id = ${uplineId}::bigint where id = ${memberId}::bigint`.execute(executor);
      return { oldUplines, newUplines: await uplinesOf(), teamIds };
    },

    /** Agents who logged in from an address a member of their own team also logged in from. */
    async sharedLoginAddresses(agentTypes: readonly number[], limit: number): Promise<{ agentId: string; memberId: string; address: string }[]> {
      const { rows } = await sql<{ agent_id: string; member_id: string; address: string }>`
        select c.ancestor_id::text as agent_id, c.descendant_id::text as member_id, mine.client_address as address
          from member_closure c
          join members agent on agent.id = c.ancestor_id and agent.member_type = any(${[...agentTypes]}::smallint[])
          join member_addresses mine on mine.member_id = c.ancestor_id
          join member_addresses theirs on theirs.member_id = c.descendant_id and theirs.client_address = mine.client_address
         where c.depth > 0
         order by c.ancestor_id, c.descendant_id
         limit ${limit}`.execute(database);
      return rows.map((row) => ({ agentId: row.agent_id, memberId: row.member_id, address: row.address }));
    },

    /** Locks the member's row until the transaction ends (changes to one agent's downlines queue on it). */
    async lockMember(memberId: string, executor: DatabaseTransaction): Promise<void> {
      await sql`select 1 from members where id = ${memberId}::bigint for update`.execute(executor);
    },
  };
}

export type TeamReader = ReturnType<typeof teamReader>;
