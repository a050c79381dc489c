import { z } from 'zod';
import { minorUnitsSchema } from '../wallet/amount.ts';
import { walletPageSchema, walletPageQuerySchema } from '../wallet/paging.ts';
import { calendarDateSchema, orderedDateRangeMeta } from '../lobby/query-fields.ts';

/**
 * The agent centre's team calls (spec §2 Agent centre; domain/agent.md). An agent sees only its own
 * subtree: "team" is the agent and everyone below it, "direct" the members one level down.
 */

/** The lowest prize group a member may hold; a member's maximum lottery rebate is (group − this) / 20 %. */
export const agentPrizeGroupMin = 1700;

/** The rebate percentage a prize group carries, e.g. 1950 → 12.5. */
export function rebatePercentOfPrizeGroup(prizeGroup: number): number {
  return Math.max(0, prizeGroup - agentPrizeGroupMin) / 20;
}

/** Periods of the team overview; `range` takes `from` and `to` (merchant days, both included). */
export const teamPeriods = ['today', 'yesterday', 'thisMonth', 'lastMonth', 'range'] as const;
export type TeamPeriod = (typeof teamPeriods)[number];

/** The longest chosen range the overview adds up. */
export const teamRangeDaysMaximum = 92;

export const teamOverviewQuerySchema = z
  .object({
    period: z.enum(teamPeriods).default('today'),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((query) => query.period !== 'range' || (query.from !== undefined && query.to !== undefined), {
    message: 'a range needs from and to',
    path: ['from'],
    params: { rule: 'required' },
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'], params: { rule: 'range' } })
  .meta(orderedDateRangeMeta);
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuerySchema>;

/**
 * Figures of a group of members over a period, in minor units. `profitAndLoss` is the platform's result:
 * valid bet − (payout + rebates + bonuses); positive when the team lost.
 */
export const teamFiguresSchema = z.object({
  registrations: z.number().int().nonnegative(),
  firstDeposits: z.number().int().nonnegative(),
  activeMembers: z.number().int().nonnegative(),
  deposits: minorUnitsSchema,
  withdrawals: minorUnitsSchema,
  validBet: minorUnitsSchema,
  payout: minorUnitsSchema,
  rebates: minorUnitsSchema,
  bonuses: minorUnitsSchema,
  profitAndLoss: minorUnitsSchema,
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamOverviewValueSchema = z.object({
  period: z.enum(teamPeriods),
  /** The merchant days the figures cover, both included. */
  from: calendarDateSchema,
  to: calendarDateSchema,
  team: teamFiguresSchema.extend({
    /** Members in the team, the agent included. */
    size: z.number().int().nonnegative(),
    /** Cash and bonus balances of the whole team now. */
    balance: minorUnitsSchema,
  }),
  direct: teamFiguresSchema.extend({ size: z.number().int().nonnegative() }),
  /** A member counts as active in a period when their valid bet in it reaches this. */
  activeValidBetMinimum: minorUnitsSchema,
  /** The figures include every bet and payment committed before this instant. */
  figuresAsOf: z.string(),
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValueSchema>;

export const downlineKinds = ['member', 'agent'] as const;
export type DownlineKind = (typeof downlineKinds)[number];

/** GET /wps/agent/downlines: one level of the team under `parentId` (the agent itself when absent). */
export const downlineQuerySchema = walletPageQuerySchema.extend({
  parentId: z.string().regex(/^[1-9][0-9]{0,17}$/u, 'a member id').optional(),
  /** Searches the whole team by account prefix instead of one level. */
  account: z.string().trim().max(64).default(''),
});
export type DownlineQuery = z.infer<typeof downlineQuerySchema>;

export const downlineRowSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  nickname: z.string(),
  kind: z.enum(downlineKinds),
  /** Levels below the agent: 1 for a direct member. */
  depth: z.number().int().min(1),
  /** Members below this one (itself not counted). */
  teamSize: z.number().int().nonnegative(),
  balance: minorUnitsSchema,
  teamBalance: minorUnitsSchema,
  prizeGroup: z.number().int(),
  rebatePercent: z.number().nonnegative(),
  registeredAt: z.string(),
  registrationAddress: z.string(),
  lastLoginAt: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

export const downlinePageValueSchema = walletPageSchema(downlineRowSchema).extend({
  /** From the agent down to the listed level's parent, for the drill-down trail. */
  trail: z.array(z.object({ memberId: z.string(), account: z.string() })),
  /** The agent's own prize group: a downline's may not be above it. */
  ownPrizeGroup: z.number().int(),
});
export type DownlinePageValue = z.infer<typeof downlinePageValueSchema>;

/** PATCH /wps/agent/downlines/:memberId: sets a direct downline's prize group. */
export const downlineSettingsRequestSchema = z.object({
  prizeGroup: z.number().int().min(agentPrizeGroupMin).max(2000),
});
export type DownlineSettingsRequest = z.infer<typeof downlineSettingsRequestSchema>;

/** POST /wps/agent/downlines: opens an account directly under the agent. */
export const openDownlineRequestSchema = z.object({
  account: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/u, 'letters and digits, 4 to 16, starting with a letter'),
  password: z.string().min(8).max(20),
  kind: z.enum(downlineKinds),
  prizeGroup: z.number().int().min(agentPrizeGroupMin).max(2000),
});
export type OpenDownlineRequest = z.infer<typeof openDownlineRequestSchema>;

/** Promotion links: a link registers its visitors under the agent with the link's kind and prize group. */
export const promotionLinkRequestSchema = z.object({
  kind: z.enum(downlineKinds),
  prizeGroup: z.number().int().min(agentPrizeGroupMin).max(2000),
  note: z.string().trim().max(60).default(''),
});
export type PromotionLinkRequest = z.infer<typeof promotionLinkRequestSchema>;

export const promotionLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(downlineKinds),
  prizeGroup: z.number().int(),
  rebatePercent: z.number().nonnegative(),
  note: z.string(),
  registrations: z.number().int().nonnegative(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type PromotionLink = z.infer<typeof promotionLinkSchema>;

/** The register centre: the agent's bounds, its quotas of high prize groups, and its links. */
export const registerCentreValueSchema = z.object({
  ownPrizeGroup: z.number().int(),
  prizeGroupMin: z.number().int(),
  /** Groups above this are limited per agent by `quotas`; at or below it they are free. */
  quotaThreshold: z.number().int(),
  quotas: z.array(z.object({ prizeGroup: z.number().int(), allowed: z.number().int().nonnegative(), used: z.number().int().nonnegative() })),
  links: z.array(promotionLinkSchema),
});
export type RegisterCentreValue = z.infer<typeof registerCentreValueSchema>;

export const openDownlineValueSchema = z.object({ memberId: z.string(), account: z.string() });
export type OpenDownlineValue = z.infer<typeof openDownlineValueSchema>;

/** At most this many open links per agent. */
export const promotionLinksMaximum = 50;
