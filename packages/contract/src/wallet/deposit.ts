import { z } from 'zod';
import { idempotencyKeySchema, minorUnitsSchema, positiveMinorUnitsSchema } from './amount.ts';
import { walletPageSchema } from './paging.ts';

export const depositMethods = ['pix', 'bank_transfer', 'ewallet'] as const;
export type DepositMethod = (typeof depositMethods)[number];

export const depositChannelSchema = z.object({
  code: z.string(),
  method: z.enum(depositMethods),
  name: z.string(),
  minimumAmount: minorUnitsSchema,
  maximumAmount: minorUnitsSchema,
  /** The fee the member pays: basis points (1/100 of a percent) of the amount plus a fixed part. */
  feeBasisPoints: z.number().int().min(0).max(10_000),
  feeFixed: minorUnitsSchema,
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** GET /wps/wallet/deposit/channels. */
export const depositChannelsValueSchema = z.object({ channels: z.array(depositChannelSchema), currencySymbol: z.string() });
export type DepositChannelsValue = z.infer<typeof depositChannelsValueSchema>;

/** POST /wps/wallet/deposit/orders. */
export const depositOrderRequestSchema = z.object({
  channelCode: z.string().regex(/^[A-Z0-9_]{2,32}$/u),
  amount: positiveMinorUnitsSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type DepositOrderRequest = z.infer<typeof depositOrderRequestSchema>;

/** How to pay an order: a PIX copy-and-paste code with its QR image, or the account to send money to. */
export const depositInstructionsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pix'), paymentCode: z.string(), qrDataUrl: z.string(), receiverName: z.string() }),
  z.object({
    kind: z.literal('bank_transfer'),
    bankName: z.string(),
    bankBranch: z.string(),
    accountNumber: z.string(),
    accountHolder: z.string(),
    /** The member writes the order reference in the transfer description so the payment is matched. */
    description: z.string(),
  }),
  z.object({ kind: z.literal('ewallet'), walletName: z.string(), walletAccount: z.string(), description: z.string() }),
]);
export type DepositInstructions = z.infer<typeof depositInstructionsSchema>;

export const depositOrderStatuses = ['pending', 'paid', 'expired', 'failed'] as const;

export const depositOrderValueSchema = z.object({
  reference: z.string(),
  status: z.enum(depositOrderStatuses),
  method: z.enum(depositMethods),
  channelName: z.string(),
  amount: minorUnitsSchema,
  fee: minorUnitsSchema,
  creditAmount: minorUnitsSchema,
  firstDeposit: z.boolean(),
  instructions: depositInstructionsSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Demo configurations only: the payment simulator's page that pays this pending order. */
  simulatorUrl: z.string().optional(),
});
export type DepositOrderValue = z.infer<typeof depositOrderValueSchema>;

export const depositOrderListValueSchema = walletPageSchema(depositOrderValueSchema.omit({ instructions: true }));
export type DepositOrderListValue = z.infer<typeof depositOrderListValueSchema>;

/** POST /wps/payments/webhook: the payment provider's notification, signed over the raw body. */
export const paymentWebhookRequestSchema = z.object({
  providerReference: z.string().regex(/^[A-Za-z0-9_.:-]{4,100}$/u),
  orderReference: z.string().regex(/^D[0-9A-Z]{8,32}$/u),
  amount: positiveMinorUnitsSchema,
  status: z.enum(['paid', 'failed']),
});
export type PaymentWebhookRequest = z.infer<typeof paymentWebhookRequestSchema>;

export const paymentWebhookValueSchema = z.object({ orderReference: z.string(), status: z.enum(depositOrderStatuses), replayed: z.boolean() });

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const paymentSignatureHeader = 'x-payment-signature';
