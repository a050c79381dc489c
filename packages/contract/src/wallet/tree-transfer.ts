import { z } from 'zod';
import { idempotencyKeySchema, minorUnitsSchema, paymentPasswordSchema, positiveMinorUnitsSchema } from './amount.ts';
import { walletPageQuerySchema, walletPageSchema } from './paging.ts';

/** GET /wps/wallet/tree-transfer: whether transfers inside the member tree are on, and their limits. */
export const treeTransferInfoValueSchema = z.object({
  enabled: z.boolean(),
  perTransferMinimum: minorUnitsSchema,
  perTransferMaximum: minorUnitsSchema,
  dailyMaximum: minorUnitsSchema,
  sentToday: minorUnitsSchema,
  remainingToday: minorUnitsSchema,
  upline: z.object({ memberId: z.string(), account: z.string() }).nullable(),
  balance: minorUnitsSchema,
});
export type TreeTransferInfoValue = z.infer<typeof treeTransferInfoValueSchema>;

/** POST /wps/wallet/transfer/upline: a member sends cash to its direct upline. */
export const uplineTransferRequestSchema = z.object({
  amount: positiveMinorUnitsSchema,
  paymentPassword: paymentPasswordSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type UplineTransferRequest = z.infer<typeof uplineTransferRequestSchema>;

/** POST /wps/wallet/transfer/downline: an agent sends cash to a member of its own downline. */
export const downlineTransferRequestSchema = uplineTransferRequestSchema.extend({
  downlineId: z.string().regex(/^[1-9][0-9]{0,17}$/u, 'a member id'),
});
export type DownlineTransferRequest = z.infer<typeof downlineTransferRequestSchema>;

export const treeTransferValueSchema = z.object({
  transferId: z.string(),
  toMemberId: z.string(),
  toAccount: z.string(),
  amount: positiveMinorUnitsSchema,
  balance: minorUnitsSchema,
  remainingToday: minorUnitsSchema,
});
export type TreeTransferValue = z.infer<typeof treeTransferValueSchema>;

/** GET /wps/wallet/tree-transfer/downlines: the agent's own team (its whole subtree), searched by account prefix. */
export const downlineListQuerySchema = walletPageQuerySchema.extend({
  keyword: z.string().trim().max(32).default(''),
});
export type DownlineListQuery = z.infer<typeof downlineListQuerySchema>;

export const downlineChoiceSchema = z.object({ memberId: z.string(), account: z.string(), nickname: z.string() });
export type DownlineChoice = z.infer<typeof downlineChoiceSchema>;

export const downlineListValueSchema = walletPageSchema(downlineChoiceSchema);
export type DownlineListValue = z.infer<typeof downlineListValueSchema>;
