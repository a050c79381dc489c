import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  agentFlagsValueSchema,
  operatorAgentLookupQuerySchema,
  operatorAgentViewSchema,
  operatorMoveRequestSchema,
  operatorQuotaRequestSchema,
  downlinePageValueSchema,
  downlineQuerySchema,
  downlineRowSchema,
  downlineSettingsRequestSchema,
  openDownlineRequestSchema,
  openDownlineValueSchema,
  promotionLinkRequestSchema,
  promotionLinkSchema,
  registerCentreValueSchema,
  teamOverviewQuerySchema,
  teamOverviewValueSchema,
  teamProfitLossQuerySchema,
  teamProfitLossValueSchema,
  teamTransactionsQuerySchema,
  teamTransactionsValueSchema,
} from '@platform/contract';
import { normaliseLanguage } from '@platform/contract/languages';
import { clientAddressOf } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http.ts';
import type { AgentService } from './service.ts';
import type { AgentOperatorService } from './operator.ts';
import { operatorActorOf } from '../../platform/audiences.ts';

const tags = ['agent'];
const agents = ['agent'] as const;
const idPattern = /^[1-9][0-9]{0,17}$/u;

function idParameter(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || !idPattern.test(value)) throw new AppError('not_found');
  return value;
}

/** The agent centre's calls (spec §2 Agent centre): an agent's own team only. */
export function agentRoutes(app: FastifyInstance, agent: AgentService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/wps/agent/team/overview',
    summary: "Team overview: the team's and the direct members' figures over a period of merchant days",
    tags,
    access: agents,
    query: teamOverviewQuerySchema,
    value: teamOverviewValueSchema,
    handler: ({ caller, query }) => agent.teamOverview(caller!.memberId, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/agent/reports/profit-loss',
    summary: "Profit and loss statements: each team member's figures per merchant day, with the filter's totals",
    tags,
    access: agents,
    query: teamProfitLossQuerySchema,
    value: teamProfitLossValueSchema,
    errors: ['agent_not_in_team'],
    handler: ({ caller, query }) => agent.profitLoss(caller!.memberId, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/agent/reports/transactions',
    summary: "Team transactions: the team's account records by category, member and merchant days",
    tags,
    access: agents,
    query: teamTransactionsQuerySchema,
    value: teamTransactionsValueSchema,
    errors: ['agent_not_in_team'],
    handler: ({ caller, query, language }) => agent.transactions(caller!.memberId, query, normaliseLanguage(language)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/agent/downlines',
    summary: 'Team management: one level of the team with balances and prize groups, or the whole team searched by account',
    tags,
    access: agents,
    query: downlineQuerySchema,
    value: downlinePageValueSchema,
    errors: ['agent_not_in_team'],
    handler: ({ caller, query }) => agent.downlines(caller!.memberId, query),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/wps/agent/downlines/:memberId',
    summary: "Sets a direct downline's prize group: at most the agent's own, not below what it gave its own team",
    tags,
    access: agents,
    params: z.object({ memberId: z.string() }),
    body: downlineSettingsRequestSchema,
    value: downlineRowSchema,
    errors: ['agent_not_in_team', 'agent_prize_group_above_own', 'agent_prize_group_below_team', 'agent_quota_used'],
    notFoundCode: 'agent_not_in_team',
    handler: ({ request, caller, body }) => agent.setDownline(caller!.memberId, idParameter(request, 'memberId'), body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/agent/downlines',
    summary: 'Register centre: opens a member or agent account directly under the agent',
    tags,
    access: agents,
    body: openDownlineRequestSchema,
    value: openDownlineValueSchema,
    errors: ['agent_account_taken', 'agent_prize_group_above_own', 'agent_quota_used'],
    config: { rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.caller?.memberId ?? request.ip } },
    handler: ({ request, caller, body, language }) => agent.openDownline(caller!.memberId, body, { clientAddress: clientAddressOf(request), language }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/agent/register-centre',
    summary: "Register centre: the agent's prize-group bounds, its quotas and its promotion links",
    tags,
    access: agents,
    value: registerCentreValueSchema,
    handler: ({ caller }) => agent.registerCentre(caller!.memberId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/agent/links',
    summary: 'Creates a promotion link that registers visitors under the agent with its kind and prize group',
    tags,
    access: agents,
    body: promotionLinkRequestSchema,
    value: promotionLinkSchema,
    errors: ['agent_prize_group_above_own', 'agent_quota_used', 'agent_links_maximum'],
    handler: ({ caller, body }) => agent.createLink(caller!.memberId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/wps/agent/links/:linkId',
    summary: 'Closes a promotion link',
    tags,
    access: agents,
    params: z.object({ linkId: z.string() }),
    value: promotionLinkSchema,
    errors: ['agent_link_not_found'],
    notFoundCode: 'agent_link_not_found',
    handler: ({ request, caller }) => agent.closeLink(caller!.memberId, idParameter(request, 'linkId')),
  });
}

/** The console's agent calls, inside the operator audience (prefix /ops). */
export function agentOperatorRoutes(app: FastifyInstance, operator: AgentOperatorService): void {
  const operatorTags = ['operator', 'agent'];
  defineRoute(app, {
    method: 'GET',
    url: '/agent/members',
    summary: "A member's place in the tree by account: uplines, team size and balance, this month's figures, quotas and links",
    tags: operatorTags,
    access: 'operator',
    permission: 'agents.view',
    query: operatorAgentLookupQuerySchema,
    value: operatorAgentViewSchema,
    errors: ['not_found'],
    handler: ({ query }) => operator.view(query.account),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/agent/members/:memberId/team',
    summary: "One level of a member's team, or its whole team searched by account (as the agent centre shows it)",
    tags: operatorTags,
    access: 'operator',
    permission: 'agents.view',
    params: z.object({ memberId: z.string() }),
    query: downlineQuerySchema,
    value: downlinePageValueSchema,
    errors: ['agent_not_in_team'],
    handler: ({ request, query }) => operator.team(idParameter(request, 'memberId'), query),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/agent/members/:memberId/quotas',
    summary: 'Sets how many accounts an agent may give one prize group above the threshold (audited with its reason)',
    tags: operatorTags,
    access: 'operator',
    permission: 'agents.edit',
    auditedByService: true,
    params: z.object({ memberId: z.string() }),
    body: operatorQuotaRequestSchema,
    value: operatorAgentViewSchema,
    handler: ({ request, body }) => operator.setQuota(idParameter(request, 'memberId'), body, operatorActorOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/agent/members/:memberId/move',
    summary: 'Moves a member and its whole team under another agent; the team figures follow (audited with its reason)',
    tags: operatorTags,
    access: 'operator',
    permission: 'agents.edit',
    auditedByService: true,
    params: z.object({ memberId: z.string() }),
    body: operatorMoveRequestSchema,
    value: operatorAgentViewSchema,
    errors: ['agent_move_refused'],
    handler: ({ request, body }) => operator.move(idParameter(request, 'memberId'), body, operatorActorOf(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/agent/flags',
    summary: 'Agents who share a login address or a payout account with a member of their own team',
    tags: operatorTags,
    access: 'operator',
    permission: 'agents.view',
    value: agentFlagsValueSchema,
    handler: () => operator.flags(),
  });
}
