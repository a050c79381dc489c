/**
 * The console's agent calls: any member's place in the tree with its team's figures, quotas and links;
 * changing an agent's quota; moving a member with its team under another agent (the figures follow in the
 * same transaction); and the agents whose login address or payout account a member of their own team shares.
 * Every change writes its audit row in its own transaction.
 */
import type { AgentFlag, AgentFlagsValue, DownlinePageValue, DownlineQuery, OperatorAgentView, OperatorMoveRequest, OperatorQuotaRequest } from '@platform/contract';
import { auditRecordOf, type OperatorActor } from '../../platform/audiences.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { AgentPorts } from './ports.ts';
import type { AgentService } from './service.ts';
import type { AgentTables } from './tables.ts';

const flagsMaximum = 500;

export function agentOperatorService(options: { database: Database; ports: AgentPorts; agent: AgentService }) {
  const { database, ports, agent } = options;

  async function memberByAccount(account: string) {
    const memberId = await ports.team.memberIdAnywhere(account);
    const member = memberId ? await ports.team.memberInTeam(memberId, memberId) : undefined;
    if (!member) throw new AppError('not_found');
    return member;
  }

  return {
    /** GET /ops/agent/members?account=. */
    async view(account: string): Promise<OperatorAgentView> {
      const member = await memberByAccount(account);
      const uplines = await uplineTrail(member.memberId);
      const [sizes, overview, centre] = await Promise.all([
        agent.teamSizes([member.memberId]).then((sizes) => sizes.get(member.memberId) ?? { team: 0, direct: 0 }),
        agent.teamOverview(member.memberId, { period: 'thisMonth' }),
        agent.registerCentre(member.memberId),
      ]);
      const { size: _size, balance, ...thisMonth } = overview.team;
      return {
        memberId: member.memberId,
        account: member.account,
        kind: ports.agentTypes.includes(member.memberType) ? 'agent' : 'member',
        status: member.status,
        prizeGroup: member.prizeGroupMax,
        uplines,
        teamSize: sizes.team,
        directSize: sizes.direct,
        teamBalance: balance,
        thisMonth,
        quotaThreshold: centre.quotaThreshold,
        quotas: centre.quotas,
        links: centre.links,
      };
    },

    /** GET /ops/agent/members/:memberId/team: the agent centre's team list, for any member. */
    async team(memberId: string, query: DownlineQuery): Promise<DownlinePageValue> {
      if (!(await ports.team.memberInTeam(memberId, memberId))) throw new AppError('not_found');
      return agent.downlines(memberId, query);
    },

    /** PUT /ops/agent/members/:memberId/quotas. */
    async setQuota(memberId: string, request: OperatorQuotaRequest, actor: OperatorActor): Promise<OperatorAgentView> {
      const member = await ports.team.memberInTeam(memberId, memberId);
      if (!member || !ports.agentTypes.includes(member.memberType)) throw new AppError('not_found');
      await database.transaction().execute(async (transaction) => {
        const tx = transaction.withTables<AgentTables>();
        const before = await tx.selectFrom('agent_quotas').select('allowed').where('agent_id', '=', memberId).where('prize_group', '=', request.prizeGroup).executeTakeFirst();
        await tx
          .insertInto('agent_quotas')
          .values({ agent_id: memberId, prize_group: request.prizeGroup, allowed: request.allowed })
          .onConflict((conflict) => conflict.columns(['agent_id', 'prize_group']).doUpdateSet({ allowed: request.allowed }))
          .execute();
        await ports.audit(
          auditRecordOf(actor, {
            action: 'agent.quota',
            subject: memberId,
            before: { prizeGroup: request.prizeGroup, allowed: before?.allowed ?? null },
            after: { prizeGroup: request.prizeGroup, allowed: request.allowed },
            reason: request.reason,
          }),
          transaction,
        );
      });
      return this.view(member.account);
    },

    /** POST /ops/agent/members/:memberId/move: under an agent outside its own team, at a prize group the new upline may give. */
    async move(memberId: string, request: OperatorMoveRequest, actor: OperatorActor): Promise<OperatorAgentView> {
      const member = await ports.team.memberInTeam(memberId, memberId);
      if (!member) throw new AppError('not_found');
      const uplineId = await ports.team.memberIdAnywhere(request.uplineAccount);
      if (!uplineId) throw new AppError('not_found');
      const upline = await ports.team.memberInTeam(uplineId, uplineId);
      if (!upline || !ports.agentTypes.includes(upline.memberType) || member.prizeGroupMax > upline.prizeGroupMax || uplineId === member.uplineId) {
        throw new AppError('agent_move_refused');
      }
      await database.transaction().execute(async (transaction) => {
        await ports.team.lockMember(memberId, transaction);
        const moved = await ports.team.move(memberId, uplineId, transaction);
        if (!moved) throw new AppError('agent_move_refused');
        await agent.figures.moveTeam(transaction, { memberId, ...moved });
        await ports.audit(
          auditRecordOf(actor, {
            action: 'agent.move',
            subject: memberId,
            before: { uplineId: member.uplineId },
            after: { uplineId, teamSize: moved.teamIds.length },
            reason: request.reason,
          }),
          transaction,
        );
      });
      return this.view(member.account);
    },

    /** GET /ops/agent/flags. */
    async flags(): Promise<AgentFlagsValue> {
      const flags: AgentFlag[] = [];
      for (const shared of await ports.team.sharedLoginAddresses(ports.agentTypes, flagsMaximum)) {
        flags.push({ agentId: shared.agentId, agentAccount: '', memberId: shared.memberId, memberAccount: '', signal: 'shared_address', detail: shared.address });
      }
      for (const group of await ports.ledger.sharedPayoutAccounts(flagsMaximum)) {
        const ancestries = await ports.team.ancestries(group.memberIds);
        for (const link of ancestries) {
          if (link.depth > 0 && group.memberIds.includes(link.ancestorId)) {
            flags.push({ agentId: link.ancestorId, agentAccount: '', memberId: link.memberId, memberAccount: '', signal: 'shared_payout_account', detail: group.maskedKey });
          }
        }
      }
      const accounts = await ports.team.accountsOf([...new Set(flags.flatMap((flag) => [flag.agentId, flag.memberId]))]);
      return {
        flags: flags.slice(0, flagsMaximum).map((flag) => ({ ...flag, agentAccount: accounts.get(flag.agentId) ?? '', memberAccount: accounts.get(flag.memberId) ?? '' })),
      };
    },
  };

  /** The member's uplines from the top of its tree down. */
  async function uplineTrail(memberId: string): Promise<{ memberId: string; account: string }[]> {
    const ancestries = await ports.team.ancestries([memberId]);
    const above = ancestries.filter((link) => link.depth > 0).sort((left, right) => right.depth - left.depth);
    const accounts = await ports.team.accountsOf(above.map((link) => link.ancestorId));
    return above.map((link) => ({ memberId: link.ancestorId, account: accounts.get(link.ancestorId) ?? '' }));
  }
}

export type AgentOperatorService = ReturnType<typeof agentOperatorService>;
