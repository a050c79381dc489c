import { z } from 'zod';
import { idempotencyKeySchema, minorUnitsSchema, paymentPasswordSchema, positiveMinorUnitsSchema } from './amount.ts';
import { walletPageSchema } from './paging.ts';

const payeeNameSchema = z.string().trim().min(2).max(100);

/** POST /wps/wallet/payout-accounts: a PIX key or a bank account in the member's own (real) name. */
export const payoutAccountRequestSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('pix'),
    payeeName: payeeNameSchema,
    pixKeyType: z.enum(['cpf', 'phone', 'email', 'random']),
    pixKey: z.string().trim().min(3).max(77),
    paymentPassword: paymentPasswordSchema,
  }),
  z.object({
    method: z.literal('bank'),
    payeeName: payeeNameSchema,
    bankCode: z.string().trim().regex(/^[0-9]{3}$/u, 'three-digit bank code'),
    bankBranch: z.string().trim().regex(/^[0-9]{1,6}(-[0-9X])?$/u, 'branch number'),
    accountNumber: z.string().trim().regex(/^[0-9]{1,20}(-[0-9X])?$/u, 'account number'),
    paymentPassword: paymentPasswordSchema,
  }),
]);
export type PayoutAccountRequest = z.infer<typeof payoutAccountRequestSchema>;

/** A payout account as shown back: keys and numbers are masked. */
export const payoutAccountValueSchema = z.object({
  id: z.string(),
  method: z.enum(['pix', 'bank']),
  payeeName: z.string(),
  label: z.string(),
});
export type PayoutAccountValue = z.infer<typeof payoutAccountValueSchema>;

/** What remains to wager before bonus money may leave: a withdrawal waits until `remaining` is 0. */
export const turnoverValueSchema = z.object({
  required: minorUnitsSchema,
  done: minorUnitsSchema,
  remaining: minorUnitsSchema,
  complete: z.boolean(),
});
export type TurnoverValue = z.infer<typeof turnoverValueSchema>;

/** GET /wps/wallet/withdraw/info. */
export const withdrawInfoValueSchema = z.object({
  balance: minorUnitsSchema,
  frozen: minorUnitsSchema,
  minimumAmount: minorUnitsSchema,
  maximumAmount: minorUnitsSchema,
  turnover: turnoverValueSchema,
  payoutAccounts: z.array(payoutAccountValueSchema),
  hasPaymentPassword: z.boolean(),
  hasRealName: z.boolean(),
  currencySymbol: z.string(),
});
export type WithdrawInfoValue = z.infer<typeof withdrawInfoValueSchema>;

/** POST /wps/wallet/withdrawals. */
export const withdrawRequestSchema = z.object({
  amount: positiveMinorUnitsSchema,
  payoutAccountId: z.string().regex(/^[1-9][0-9]{0,17}$/u),
  paymentPassword: paymentPasswordSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawalStatuses = [
  'review',
  'approved',
  'rejected',
  'paid',
  'received',
  'partly_received',
  'not_received',
  'disputed',
  'refunded',
  'claim_rejected',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalValueSchema = z.object({
  id: z.string(),
  /** Set on the item that carries the missing amount of a partly received or not received payment. */
  parentId: z.string().nullable(),
  amount: minorUnitsSchema,
  status: z.enum(withdrawalStatuses),
  payoutAccount: payoutAccountValueSchema.omit({ id: true }),
  receivedAmount: minorUnitsSchema.nullable(),
  /** For a partly received payment: the amount that went back to review. */
  remainingAmount: minorUnitsSchema.nullable(),
  /** True once the receipt was counted automatically; it is then final. */
  forcedReceipt: z.boolean(),
  /** Whether the member may still confirm received, partly received or not received. */
  awaitingConfirmation: z.boolean(),
  proofIds: z.array(z.string()),
  claimNote: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WithdrawalValue = z.infer<typeof withdrawalValueSchema>;

export const withdrawalListValueSchema = walletPageSchema(withdrawalValueSchema);
export type WithdrawalListValue = z.infer<typeof withdrawalListValueSchema>;

/** POST /wps/wallet/withdrawals/:id/confirm (not received goes through the multipart call with proofs). */
export const withdrawalConfirmRequestSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('received') }),
  z.object({ outcome: z.literal('partly_received'), receivedAmount: minorUnitsSchema.min(0, 'at least 0') }),
]);
export type WithdrawalConfirmRequest = z.infer<typeof withdrawalConfirmRequestSchema>;

/** The answer to a confirmation: the withdrawal and, when money is missing, the item back under review. */
export const withdrawalConfirmValueSchema = z.object({ withdrawal: withdrawalValueSchema, followUp: withdrawalValueSchema.nullable() });
export type WithdrawalConfirmValue = z.infer<typeof withdrawalConfirmValueSchema>;

/** Proof images of a not-received claim: png or jpg, at most this many and this large each. */
export const proofImagesMaximum = 3;
export const proofImageBytesMaximum = 5 * 1024 * 1024;
export const claimNoteLengthMaximum = 140;
