/**
 * The agent module: the agent centre's team figures, team management and register centre (spec §2 Agent
 * centre; domain/agent.md). Every call acts for one agent on its own team: a member outside it is
 * `agent_not_in_team`, whichever branch it is on.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import {
  agentPrizeGroupMin,
  promotionLinksMaximum,
  rebatePercentOfPrizeGroup,
  teamRangeDaysMaximum,
  type DownlinePageValue,
  type DownlineQuery,
  type DownlineRow,
  type DownlineSettingsRequest,
  type OpenDownlineRequest,
  type OpenDownlineValue,
  type PromotionLink,
  type PromotionLinkRequest,
  type RegisterCentreValue,
  type TeamFigures,
  type TeamOverviewQuery,
  type TeamOverviewValue,
  teamReportDaysMaximum,
  type TeamProfitLossQuery,
  type TeamProfitLossValue,
  type TeamTransactionsQuery,
  type TeamTransactionsValue,
} from '@platform/contract';
import type { Language } from '@platform/contract/languages';
import type { Database, DatabaseTransaction } from '../../platform/database.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { figuresPipeline, type FigureRow } from './figures.ts';
import type { AgentPorts, TeamMember } from './ports.ts';
import type { AgentTables } from './tables.ts';

export interface AgentSettings {
  activeValidBetMinimum: number;
  quotaThreshold: number;
  defaultQuota: number;
}

const defaultSettings: AgentSettings = { activeValidBetMinimum: 1000, quotaThreshold: 1950, defaultQuota: 5 };
const dayMs = 86_400_000;
const linkAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A merchant-local date (yyyy-MM-dd) `days` after another. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The merchant days a period covers, both included. */
export function periodDays(query: TeamOverviewQuery, today: string): { from: string; to: string } {
  switch (query.period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'lastMonth': {
      const lastDay = addDays(`${today.slice(0, 7)}-01`, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'range':
      return { from: query.from!, to: query.to! };
  }
}

function teamFiguresOf(row: FigureRow, activeMembers: number): TeamFigures {
  return {
    registrations: row.registrations,
    firstDeposits: row.firstDeposits,
    activeMembers,
    deposits: row.deposits,
    withdrawals: row.withdrawals,
    validBet: row.validBet,
    payout: row.payout,
    rebates: row.rebates,
    bonuses: row.bonuses,
    profitAndLoss: row.validBet - row.payout - row.rebates - row.bonuses,
  };
}

export function agentService(options: { database: Database; merchantCode: string; ports: AgentPorts }) {
  const { database, ports } = options;
  const db = database.withTables<AgentTables>();

  async function settings(): Promise<AgentSettings> {
    const row = await db.selectFrom('agent_settings').selectAll().where('merchant_code', '=', options.merchantCode).executeTakeFirst();
    if (!row) return defaultSettings;
    return { activeValidBetMinimum: Number(row.active_valid_bet_minimum), quotaThreshold: row.quota_threshold, defaultQuota: row.default_quota };
  }

  const figures = figuresPipeline(database, ports, settings);

  async function today(): Promise<string> {
    const offset = await ports.gmtOffsetMinutes();
    return new Date(Date.now() + offset * 60_000).toISOString().slice(0, 10);
  }

  async function self(agentId: string, executor?: DatabaseTransaction): Promise<TeamMember> {
    const agent = await ports.team.memberInTeam(agentId, agentId, executor);
    if (!agent) throw new AppError('forbidden');
    return agent;
  }

  async function sumFigures(agentId: string, scope: 0 | 1, days: { from: string; to: string }): Promise<FigureRow> {
    const { rows } = await sql<Record<string, string | null>>`
      select sum(registrations) as registrations, sum(first_deposits) as first_deposits, sum(deposits) as deposits, sum(withdrawals) as withdrawals,
             sum(valid_bet) as valid_bet, sum(payout) as payout, sum(rebates) as rebates, sum(bonuses) as bonuses
        from agent_team_hours
       where ancestor_id = ${agentId}::bigint and scope = ${scope}
         and hour >= ${`${days.from}T00:00:00`}::timestamp and hour < ${`${addDays(days.to, 1)}T00:00:00`}::timestamp`.execute(database);
    const row = rows[0] ?? {};
    const number = (value: string | null | undefined) => Number(value ?? 0);
    return {
      registrations: number(row.registrations),
      firstDeposits: number(row.first_deposits),
      deposits: number(row.deposits),
      withdrawals: number(row.withdrawals),
      validBet: number(row.valid_bet),
      payout: number(row.payout),
      rebates: number(row.rebates),
      bonuses: number(row.bonuses),
    };
  }

  /** Members of the team (or its direct level) whose valid bet in the period reaches the minimum. */
  async function activeMembers(agentId: string, scope: 0 | 1, query: TeamOverviewQuery, days: { from: string; to: string }, minimum: number): Promise<number> {
    const stored = (kind: 'd' | 'm', period: string) =>
      db
        .selectFrom('agent_team_active')
        .select('active')
        .where('ancestor_id', '=', agentId)
        .where('scope', '=', scope)
        .where('kind', '=', kind)
        .where('period', '=', period)
        .executeTakeFirst()
        .then((row) => row?.active ?? 0);
    if (days.from === days.to) return stored('d', days.from);
    if (query.period === 'thisMonth' || query.period === 'lastMonth') return stored('m', days.from);
    const memberIds = await ports.team.memberIds(agentId, scope === 0 ? 'team' : 'direct');
    const { rows } = await sql<{ active: string }>`
      select count(*)::text as active from (
        select p.member_id from unnest(${memberIds}::bigint[]) as team(member_id)
          join agent_member_periods p on p.member_id = team.member_id and p.kind = 'd' and p.period between ${days.from}::date and ${days.to}::date
         group by p.member_id having sum(p.valid_bet) >= ${minimum}) as active`.execute(database);
    return Number(rows[0]?.active ?? 0);
  }

  /** How many accounts at each quota-limited group the agent may give and has given. */
  async function quotasOf(agentId: string, ownGroup: number, current: AgentSettings, executor?: DatabaseTransaction) {
    const tx = executor ? executor.withTables<AgentTables>() : db;
    const [set, used] = await Promise.all([
      tx.selectFrom('agent_quotas').select(['prize_group', 'allowed']).where('agent_id', '=', agentId).execute(),
      tx.selectFrom('agent_quota_uses').select(['prize_group', sql<string>`count(*)`.as('used')]).where('agent_id', '=', agentId).groupBy('prize_group').execute(),
    ]);
    const allowedOf = new Map(set.map((row) => [row.prize_group, row.allowed]));
    const usedOf = new Map(used.map((row) => [row.prize_group, Number(row.used)]));
    const quotas: { prizeGroup: number; allowed: number; used: number }[] = [];
    for (let group = current.quotaThreshold + 1; group <= ownGroup; group++) {
      quotas.push({ prizeGroup: group, allowed: allowedOf.get(group) ?? current.defaultQuota, used: usedOf.get(group) ?? 0 });
    }
    return quotas;
  }

  /** Checks a group the agent wants to give: within its bounds and, above the threshold, within its quota. */
  async function checkGroupToGive(agentId: string, ownGroup: number, group: number, transaction: DatabaseTransaction, options: { quota: boolean }): Promise<void> {
    if (group < agentPrizeGroupMin) throw validationError([{ field: 'prizeGroup', rule: 'min', message: `at least ${agentPrizeGroupMin}` }]);
    if (group > ownGroup) throw new AppError('agent_prize_group_above_own');
    const current = await settings();
    if (options.quota && group > current.quotaThreshold) {
      const quota = (await quotasOf(agentId, ownGroup, current, transaction)).find((entry) => entry.prizeGroup === group);
      if (!quota || quota.used >= quota.allowed) throw new AppError('agent_quota_used');
    }
  }

  async function recordQuotaUse(transaction: DatabaseTransaction, agentId: string, memberId: string, group: number): Promise<void> {
    const tx = transaction.withTables<AgentTables>();
    const { quotaThreshold } = await settings();
    await tx.deleteFrom('agent_quota_uses').where('member_id', '=', memberId).execute();
    if (group > quotaThreshold) await tx.insertInto('agent_quota_uses').values({ agent_id: agentId, prize_group: group, member_id: memberId }).execute();
  }

  /** Team balances as the figures keep them (lagging the ledger by the figures' few seconds). */
  async function teamBalances(memberIds: readonly string[]): Promise<Map<string, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await db.selectFrom('agent_team_balances').select(['ancestor_id', 'balance']).where(sql<boolean>`ancestor_id = any(${[...memberIds]}::bigint[])`).execute();
    return new Map(rows.map((row) => [String(row.ancestor_id), Number(row.balance)]));
  }

  /** Members below each member (the whole team, itself not counted) and one level down, as the figures count them. */
  async function teamSizes(memberIds: readonly string[]): Promise<Map<string, { team: number; direct: number }>> {
    if (memberIds.length === 0) return new Map();
    const rows = await db.selectFrom('agent_team_sizes').select(['ancestor_id', 'team', 'direct']).where(sql<boolean>`ancestor_id = any(${[...memberIds]}::bigint[])`).execute();
    return new Map(rows.map((row) => [String(row.ancestor_id), { team: row.team, direct: row.direct }]));
  }

  async function downlineRows(members: readonly TeamMember[]): Promise<DownlineRow[]> {
    const ids = members.map((member) => member.memberId);
    const [own, teams, sizes] = await Promise.all([ports.ledger.balances(ids), teamBalances(ids), teamSizes(ids)]);
    return members.map((member) => rowOf(member, own.byMember.get(member.memberId) ?? 0, teams.get(member.memberId) ?? 0, sizes.get(member.memberId)?.team ?? 0));
  }

  async function downlineRow(member: TeamMember): Promise<DownlineRow> {
    return (await downlineRows([member]))[0]!;
  }

  function rowOf(member: TeamMember, balance: number, teamBalance: number, teamSize: number): DownlineRow {
    return {
      memberId: member.memberId,
      account: member.account,
      nickname: member.nickname,
      kind: ports.agentTypes.includes(member.memberType) ? 'agent' : 'member',
      depth: member.depth,
      teamSize,
      balance,
      teamBalance,
      prizeGroup: member.prizeGroupMax,
      rebatePercent: rebatePercentOfPrizeGroup(member.prizeGroupMax),
      registeredAt: member.registeredAt.toISOString(),
      registrationAddress: member.registrationAddress,
      lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      status: member.status,
    };
  }

  function linkOf(row: { id: string; code: string; kind: 'member' | 'agent'; prize_group: number; note: string; created_at: Date; closed_at: Date | null; registrations: string | number }): PromotionLink {
    return {
      id: String(row.id),
      code: row.code,
      kind: row.kind,
      prizeGroup: row.prize_group,
      rebatePercent: rebatePercentOfPrizeGroup(row.prize_group),
      note: row.note,
      registrations: Number(row.registrations),
      createdAt: row.created_at.toISOString(),
      closedAt: row.closed_at?.toISOString() ?? null,
    };
  }

  /** The days of a report: the last 7 when not given, at most the report maximum. */
  async function reportDays(query: { from?: string | undefined; to?: string | undefined }) {
    const to = query.to ?? (await today());
    const from = query.from ?? addDays(to, -6);
    if (from > to) throw validationError([{ field: 'from', rule: 'range', message: 'from must not be after to' }]);
    if (Date.parse(to) - Date.parse(from) >= teamReportDaysMaximum * dayMs) {
      throw validationError([{ field: 'from', rule: 'range', message: `at most ${teamReportDaysMaximum} days` }]);
    }
    return { from, to };
  }

  /** The days of a report and the members it covers: one by account, or the whole team. */
  async function reportScope(agentId: string, query: { from?: string | undefined; to?: string | undefined; account: string }) {
    const { from, to } = await reportDays(query);
    await self(agentId);
    let memberIds: string[];
    if (query.account) {
      const memberId = await ports.team.memberIdByAccount(agentId, query.account);
      if (!memberId) throw new AppError('agent_not_in_team');
      memberIds = [memberId];
    } else {
      memberIds = await ports.team.memberIds(agentId);
    }
    return { from, to, memberIds };
  }

  /** The account module's account_taken is the register centre's agent_account_taken. */
  async function openAccount(...args: Parameters<AgentPorts['openAccount']>): Promise<string> {
    try {
      return await ports.openAccount(...args);
    } catch (error) {
      if (error instanceof AppError && error.code === 'account_taken') {
        throw new AppError('agent_account_taken', { fields: [{ field: 'account', rule: 'taken', message: 'taken' }] });
      }
      throw error;
    }
  }

  const linkColumns = sql`l.id::text as id, l.code, l.kind, l.prize_group, l.note, l.created_at, l.closed_at,
    (select count(*) from agent_link_members lm where lm.link_id = l.id)::text as registrations`;

  return {
    figures,
    settings,
    teamSizes,

    /** GET /wps/agent/team/overview. */
    async teamOverview(agentId: string, query: TeamOverviewQuery): Promise<TeamOverviewValue> {
      const days = periodDays(query, await today());
      if (Date.parse(days.to) - Date.parse(days.from) >= teamRangeDaysMaximum * dayMs) {
        throw validationError([{ field: 'from', rule: 'range', message: `at most ${teamRangeDaysMaximum} days` }]);
      }
      await self(agentId);
      const current = await settings();
      const [team, direct, teamActive, directActive, sizes, balances, asOf] = await Promise.all([
        sumFigures(agentId, 0, days),
        sumFigures(agentId, 1, days),
        activeMembers(agentId, 0, query, days, current.activeValidBetMinimum),
        activeMembers(agentId, 1, query, days, current.activeValidBetMinimum),
        teamSizes([agentId]).then((sizes) => sizes.get(agentId) ?? { team: 0, direct: 0 }),
        teamBalances([agentId]),
        figures.countedBefore(),
      ]);
      return {
        period: query.period,
        from: days.from,
        to: days.to,
        team: { ...teamFiguresOf(team, teamActive), size: sizes.team + 1, balance: balances.get(agentId) ?? 0 },
        direct: { ...teamFiguresOf(direct, directActive), size: sizes.direct },
        activeValidBetMinimum: current.activeValidBetMinimum,
        figuresAsOf: (asOf ?? new Date(0)).toISOString(),
      };
    },

    /** GET /wps/agent/reports/profit-loss: one level's members with their teams, per merchant day, newest first. */
    async profitLoss(agentId: string, query: TeamProfitLossQuery): Promise<TeamProfitLossValue> {
      const days = await reportDays(query);
      const agent = await self(agentId);
      let parentId = query.parentId ?? agentId;
      let memberIds: string[];
      if (query.account) {
        const memberId = await ports.team.memberIdByAccount(agentId, query.account);
        if (!memberId) throw new AppError('agent_not_in_team');
        memberIds = [memberId];
        parentId = memberId;
      } else {
        if (parentId !== agentId && !(await ports.team.memberInTeam(agentId, parentId))) throw new AppError('agent_not_in_team');
        memberIds = await ports.team.memberIds(parentId, 'direct');
      }
      const period = sql`hour >= ${`${days.from}T00:00:00`}::timestamp and hour < ${`${addDays(days.to, 1)}T00:00:00`}::timestamp`;
      const figures = sql`sum(deposits)::text as deposits, sum(withdrawals)::text as withdrawals, sum(valid_bet)::text as valid_bet,
        sum(payout)::text as payout, sum(rebates)::text as rebates, sum(bonuses)::text as bonuses`;
      const active = sql`(sum(deposits) <> 0 or sum(withdrawals) <> 0 or sum(valid_bet) <> 0 or sum(payout) <> 0 or sum(rebates) <> 0 or sum(bonuses) <> 0)`;
      const [page, totals, trail] = await Promise.all([
        sql<Record<string, string>>`
          select ancestor_id::text as member_id, to_char(hour, 'YYYY-MM-DD') as day, ${figures}, count(*) over ()::text as total
            from agent_team_hours where scope = 0 and ancestor_id = any(${memberIds}::bigint[]) and ${period}
           group by ancestor_id, to_char(hour, 'YYYY-MM-DD') having ${active}
           order by day desc, ancestor_id
           limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`.execute(database),
        sql<Record<string, string | null>>`select ${figures} from agent_team_hours where scope = 0 and ancestor_id = ${parentId}::bigint and ${period}`.execute(database),
        query.account ? Promise.resolve([{ memberId: agent.memberId, account: agent.account }]) : ports.team.trail(agentId, parentId),
      ]);
      const ids = page.rows.map((row) => row.member_id!);
      const [accounts, sizes] = await Promise.all([ports.team.accountsOf(ids), teamSizes(ids)]);
      const statement = (row: Record<string, string | null | undefined>) => {
        const value = (name: string) => Number(row[name] ?? 0);
        return {
          deposits: value('deposits'),
          withdrawals: value('withdrawals'),
          validBet: value('valid_bet'),
          payout: value('payout'),
          rebates: value('rebates'),
          bonuses: value('bonuses'),
          profitAndLoss: value('valid_bet') - value('payout') - value('rebates') - value('bonuses'),
        };
      };
      let total = Number(page.rows[0]?.total ?? 0);
      if (page.rows.length === 0 && query.pageNo > 1) {
        const counted = await sql<{ total: string }>`
          select count(*)::text as total from (select 1 from agent_team_hours where scope = 0 and ancestor_id = any(${memberIds}::bigint[]) and ${period}
           group by ancestor_id, to_char(hour, 'YYYY-MM-DD') having ${active}) as days`.execute(database);
        total = Number(counted.rows[0]?.total ?? 0);
      }
      return {
        list: page.rows.map((row) => ({
          memberId: row.member_id!,
          account: accounts.get(row.member_id!) ?? '',
          day: row.day!,
          hasTeam: (sizes.get(row.member_id!)?.team ?? 0) > 0,
          ...statement(row),
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        from: days.from,
        to: days.to,
        trail,
        totals: statement(totals.rows[0] ?? {}),
      };
    },

    /** GET /wps/agent/reports/transactions: the team's account records by category, member and period. */
    async transactions(agentId: string, query: TeamTransactionsQuery, language: Language): Promise<TeamTransactionsValue> {
      const scope = await reportScope(agentId, query);
      const value = await ports.ledger.transactions(scope.memberIds, { type: query.type, from: scope.from, to: scope.to, pageNo: query.pageNo, pageSize: query.pageSize }, language);
      const accounts = await ports.team.accountsOf([...new Set(value.list.map((row) => row.memberId))]);
      return { ...value, list: value.list.map((row) => ({ ...row, account: accounts.get(row.memberId) ?? '' })) };
    },

    /** GET /wps/agent/downlines. */
    async downlines(agentId: string, query: DownlineQuery): Promise<DownlinePageValue> {
      const agent = await self(agentId);
      const parentId = query.parentId ?? agentId;
      if (parentId !== agentId && !(await ports.team.memberInTeam(agentId, parentId))) throw new AppError('agent_not_in_team');
      const page = await ports.team.level(agentId, { parentId, accountPrefix: query.account, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize });
      const rows = await downlineRows(page.rows);
      return {
        list: rows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
        trail: query.account ? [{ memberId: agent.memberId, account: agent.account }] : await ports.team.trail(agentId, parentId),
        ownPrizeGroup: agent.prizeGroupMax,
      };
    },

    /** PATCH /wps/agent/downlines/:memberId: a direct downline's prize group, within the agent's and above its own team's. */
    async setDownline(agentId: string, memberId: string, request: DownlineSettingsRequest): Promise<DownlineRow> {
      const member = await database.transaction().execute(async (transaction) => {
        await ports.team.lockMember(agentId, transaction);
        const agent = await self(agentId, transaction);
        const downline = await ports.team.memberInTeam(agentId, memberId, transaction);
        if (!downline || downline.depth === 0) throw new AppError('agent_not_in_team');
        if (downline.depth !== 1) throw new AppError('forbidden');
        if (request.prizeGroup !== downline.prizeGroupMax) {
          await checkGroupToGive(agentId, agent.prizeGroupMax, request.prizeGroup, transaction, { quota: true });
          const highestBelow = await ports.team.highestPrizeGroupBelow(memberId, transaction);
          if (highestBelow !== null && request.prizeGroup < highestBelow) throw new AppError('agent_prize_group_below_team');
          await ports.team.setPrizeGroup(memberId, request.prizeGroup, transaction);
          await recordQuotaUse(transaction, agentId, memberId, request.prizeGroup);
        }
        return (await ports.team.memberInTeam(agentId, memberId, transaction))!;
      });
      return downlineRow(member);
    },

    /** POST /wps/agent/downlines: an account opened directly under the agent. */
    async openDownline(agentId: string, request: OpenDownlineRequest, client: { clientAddress: string; language: string }): Promise<OpenDownlineValue> {
      return database.transaction().execute(async (transaction) => {
        await ports.team.lockMember(agentId, transaction);
        const agent = await self(agentId, transaction);
        await checkGroupToGive(agentId, agent.prizeGroupMax, request.prizeGroup, transaction, { quota: true });
        const memberId = await openAccount(
          {
            account: request.account,
            password: request.password,
            memberType: request.kind === 'agent' ? ports.agentTypes[0]! : 0,
            uplineId: agentId,
            prizeGroupMax: request.prizeGroup,
            registrationAddress: client.clientAddress,
            passwordPolicyLanguage: client.language,
          },
          transaction,
        );
        await recordQuotaUse(transaction, agentId, memberId, request.prizeGroup);
        return { memberId, account: request.account };
      });
    },

    /** GET /wps/agent/register-centre. */
    async registerCentre(agentId: string): Promise<RegisterCentreValue> {
      const agent = await self(agentId);
      const current = await settings();
      const { rows } = await sql<Parameters<typeof linkOf>[0]>`
        select ${linkColumns} from agent_links l where l.agent_id = ${agentId}::bigint order by l.closed_at is not null, l.created_at desc, l.id desc`.execute(database);
      return {
        ownPrizeGroup: agent.prizeGroupMax,
        prizeGroupMin: agentPrizeGroupMin,
        quotaThreshold: current.quotaThreshold,
        quotas: await quotasOf(agentId, agent.prizeGroupMax, current),
        links: rows.map(linkOf),
      };
    },

    /** POST /wps/agent/links. */
    async createLink(agentId: string, request: PromotionLinkRequest): Promise<PromotionLink> {
      return database.transaction().execute(async (transaction) => {
        await ports.team.lockMember(agentId, transaction);
        const agent = await self(agentId, transaction);
        await checkGroupToGive(agentId, agent.prizeGroupMax, request.prizeGroup, transaction, { quota: true });
        const tx = transaction.withTables<AgentTables>();
        const open = await tx.selectFrom('agent_links').select(sql<string>`count(*)`.as('open')).where('agent_id', '=', agentId).where('closed_at', 'is', null).executeTakeFirstOrThrow();
        if (Number(open.open) >= promotionLinksMaximum) throw new AppError('agent_links_maximum');
        const code = `L${Array.from({ length: 9 }, () => linkAlphabet[randomInt(linkAlphabet.length)]).join('')}`;
        const row = await tx
          .insertInto('agent_links')
          .values({ agent_id: agentId, code, kind: request.kind, prize_group: request.prizeGroup, note: request.note })
          .returning(['id', 'code', 'kind', 'prize_group', 'note', 'created_at', 'closed_at'])
          .executeTakeFirstOrThrow();
        return linkOf({ ...row, registrations: 0 });
      });
    },

    /** DELETE /wps/agent/links/:linkId: closes the link; registrations through it stop. */
    async closeLink(agentId: string, linkId: string): Promise<PromotionLink> {
      await db.updateTable('agent_links').set({ closed_at: sql<Date>`now()` }).where('id', '=', linkId).where('agent_id', '=', agentId).where('closed_at', 'is', null).execute();
      const { rows } = await sql<Parameters<typeof linkOf>[0]>`
        select ${linkColumns} from agent_links l where l.id = ${linkId}::bigint and l.agent_id = ${agentId}::bigint`.execute(database);
      if (!rows[0]) throw new AppError('agent_link_not_found');
      return linkOf(rows[0]);
    },

    /** Promotion links as registration uses them (the account module's port). */
    promotionLinks: {
      async find(code: string) {
        if (!/^L[0-9A-Z]{9}$/u.test(code)) return undefined;
        const row = await db.selectFrom('agent_links').select(['id', 'agent_id', 'kind', 'prize_group']).where('code', '=', code).where('closed_at', 'is', null).executeTakeFirst();
        return row ? { linkId: String(row.id), agentId: String(row.agent_id), kind: row.kind, prizeGroup: row.prize_group } : undefined;
      },
      /** Counts the registration; the group given is the link's, capped by the agent's own and by its quota. */
      async registered(link: { linkId: string; agentId: string; prizeGroup: number }, memberId: string, transaction: DatabaseTransaction): Promise<number> {
        await ports.team.lockMember(link.agentId, transaction);
        const agent = await ports.team.memberInTeam(link.agentId, link.agentId, transaction);
        const current = await settings();
        let group = Math.min(link.prizeGroup, agent?.prizeGroupMax ?? current.quotaThreshold);
        if (group > current.quotaThreshold) {
          const quota = (await quotasOf(link.agentId, agent?.prizeGroupMax ?? group, current, transaction)).find((entry) => entry.prizeGroup === group);
          if (!quota || quota.used >= quota.allowed) group = current.quotaThreshold;
        }
        await transaction.withTables<AgentTables>().insertInto('agent_link_members').values({ link_id: link.linkId, member_id: memberId }).execute();
        await recordQuotaUse(transaction, link.agentId, memberId, group);
        return group;
      },
    },

    /** Sets a member's prize group (demo data only: agents' own groups are otherwise the operator's). */
    async demoPrizeGroup(memberId: string, prizeGroup: number): Promise<void> {
      await database.transaction().execute((transaction) => ports.team.setPrizeGroup(memberId, prizeGroup, transaction));
    },

    /** Sets the merchant's agent settings (operator and tests); a changed active minimum needs a rebuild of the figures. */
    async replaceSettings(next: AgentSettings): Promise<void> {
      const values = { active_valid_bet_minimum: String(next.activeValidBetMinimum), quota_threshold: next.quotaThreshold, default_quota: next.defaultQuota };
      await db
        .insertInto('agent_settings')
        .values({ merchant_code: options.merchantCode, ...values })
        .onConflict((conflict) => conflict.column('merchant_code').doUpdateSet(values))
        .execute();
    },

  };
}

export type AgentService = ReturnType<typeof agentService>;
