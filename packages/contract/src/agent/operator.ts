import { z } from 'zod';
import { minorUnitsSchema } from '../wallet/amount.ts';
import { promotionLinkSchema, teamFiguresSchema } from './team.ts';

/**
 * The console's agent screens (/ops/agent/…): an agent's team and figures, its quotas and links, moving a member
 * to another upline, and the fraud signals of agents (domain/agent.md).
 */

/** GET /ops/agent/members?account=: a member of any tree, with its team when it has one. */
export const operatorAgentLookupQuerySchema = z.object({ account: z.string().trim().min(1).max(64) });

export const operatorAgentViewSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  kind: z.enum(['member', 'agent']),
  status: z.enum(['active', 'disabled']),
  prizeGroup: z.number().int(),
  /** From the top of its tree down to its upline. */
  uplines: z.array(z.object({ memberId: z.string(), account: z.string() })),
  teamSize: z.number().int().nonnegative(),
  directSize: z.number().int().nonnegative(),
  teamBalance: minorUnitsSchema,
  /** The team's figures this month (merchant days). */
  thisMonth: teamFiguresSchema,
  quotaThreshold: z.number().int(),
  quotas: z.array(z.object({ prizeGroup: z.number().int(), allowed: z.number().int().nonnegative(), used: z.number().int().nonnegative() })),
  links: z.array(promotionLinkSchema),
});
export type OperatorAgentView = z.infer<typeof operatorAgentViewSchema>;

const reasonSchema = z.string().trim().min(3, 'at least 3 characters').max(300, 'at most 300 characters');

/** PUT /ops/agent/members/:memberId/quotas: how many accounts the agent may give one group above the threshold. */
export const operatorQuotaRequestSchema = z.object({
  prizeGroup: z.number().int().min(1700).max(2000),
  allowed: z.number().int().min(0).max(10_000),
  reason: reasonSchema,
});
export type OperatorQuotaRequest = z.infer<typeof operatorQuotaRequestSchema>;

/** POST /ops/agent/members/:memberId/move: the member and its whole team go under another agent; reports follow. */
export const operatorMoveRequestSchema = z.object({
  uplineAccount: z.string().trim().min(1).max(64),
  reason: reasonSchema,
});
export type OperatorMoveRequest = z.infer<typeof operatorMoveRequestSchema>;

export const agentFlagSignals = ['shared_address', 'shared_payout_account'] as const;
export type AgentFlagSignal = (typeof agentFlagSignals)[number];

/** GET /ops/agent/flags: agents who share a login address or a payout account with a member of their own team. */
export const agentFlagSchema = z.object({
  agentId: z.string(),
  agentAccount: z.string(),
  memberId: z.string(),
  memberAccount: z.string(),
  signal: z.enum(agentFlagSignals),
  /** The shared address, or the payout account with all but its last characters hidden. */
  detail: z.string(),
});
export type AgentFlag = z.infer<typeof agentFlagSchema>;
export const agentFlagsValueSchema = z.object({ flags: z.array(agentFlagSchema) });
export type AgentFlagsValue = z.infer<typeof agentFlagsValueSchema>;
