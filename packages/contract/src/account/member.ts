/**
 * The member's own data (spec §3): GET /wps/member/info, the player counters
 * shown in the header, and the avatar at GET|POST /wps/member/info/icon.
 */
import { z } from 'zod';

const minorUnits = z.number().int().refine(Number.isSafeInteger, 'amount is not a safe integer of minor units');

/** GET /wps/member/info. `type` decides the role with the merchant's agent types (see `roleOfMemberType`). */
export const memberInfoValueSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int().nonnegative(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  customerId: z.number().int().positive(),
  /** The avatar image URL; empty when the member has none and the default avatar shows. */
  avatar: z.string(),
  realName: z.string().nullable(),
  mobileBound: z.boolean(),
  emailBound: z.boolean(),
  hasPaymentPassword: z.boolean(),
  authenticatorBound: z.boolean(),
});
export type MemberInfoValue = z.infer<typeof memberInfoValueSchema>;

export const promotionAvailabilitySchema = z.object({ enabled: z.boolean(), count: z.number().int().nonnegative() });

/** The counters of the header and member popup. Amounts are integer minor units. */
export const playerCountersValueSchema = z.object({
  balance: minorUnits,
  bonus: minorUnits,
  currencySymbol: z.string(),
  availablePromo: z.object({ SIGNUP: promotionAvailabilitySchema, REFERRAL: promotionAvailabilitySchema }),
  availablePromoCount: z.number().int().nonnegative(),
  unreadMessage: z.number().int().nonnegative(),
  hasVip: z.boolean(),
  vipLabelName: z.string(),
  vipRankLevel: z.number().int().nonnegative(),
});
export type PlayerCountersValue = z.infer<typeof playerCountersValueSchema>;

/** Avatars are chosen from the merchant's set, so a member never uploads one and the id is all that travels. */
export const avatarIdSchema = z.string().trim().regex(/^[a-z0-9-]{1,32}$/u);

export const avatarChoiceSchema = z.object({ avatarId: avatarIdSchema, url: z.string() });

/** GET /wps/member/info/icon, and the answer to POST: the current avatar and the ones to choose from. */
export const avatarValueSchema = z.object({
  avatarId: avatarIdSchema.nullable(),
  url: z.string(),
  choices: z.array(avatarChoiceSchema).max(100),
});
export type AvatarValue = z.infer<typeof avatarValueSchema>;

/** POST /wps/member/info/icon. */
export const avatarUpdateRequestSchema = z.object({ avatarId: avatarIdSchema });
export type AvatarUpdateRequest = z.infer<typeof avatarUpdateRequestSchema>;
