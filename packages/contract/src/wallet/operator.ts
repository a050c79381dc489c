import { z } from 'zod';
import { idempotencyKeySchema, minorUnitsSchema, positiveMinorUnitsSchema } from './amount.ts';
import { orderedFieldsExtension } from '../json-schema.ts';

const amountLimitSchema = z.number().int().min(1).max(1_000_000_000_00);

/** Wallet limits and timings of a merchant; the operator changes them at PUT /ops/wallet/settings. */
export const walletSettingsSchema = z
  .object({
    withdrawal: z.object({
      minimumAmount: amountLimitSchema,
      maximumAmount: amountLimitSchema,
      /** A paid withdrawal not confirmed within this many minutes counts as received (never shown to members). */
      confirmationMinutes: z.number().int().min(1).max(60 * 24 * 30),
      payoutAccountsMaximum: z.number().int().min(1).max(20),
    }),
    deposit: z.object({ orderExpiryMinutes: z.number().int().min(5).max(60 * 24) }),
    treeTransfer: z.object({
      perTransferMinimum: amountLimitSchema,
      perTransferMaximum: amountLimitSchema,
      dailyMaximum: amountLimitSchema,
    }),
    paymentPassword: z.object({
      failuresMaximum: z.number().int().min(1).max(50),
      lockMinutes: z.number().int().min(1).max(24 * 60),
    }),
    /** Play money a trial account starts with. */
    playMoneyGrant: amountLimitSchema,
  })
  .refine((settings) => settings.withdrawal.minimumAmount <= settings.withdrawal.maximumAmount, {
    message: 'minimum above maximum',
    path: ['withdrawal', 'minimumAmount'],
  })
  .refine((settings) => settings.treeTransfer.perTransferMinimum <= settings.treeTransfer.perTransferMaximum, {
    message: 'minimum above maximum',
    path: ['treeTransfer', 'perTransferMinimum'],
  })
  .meta({
    [orderedFieldsExtension]: [
      { lower: 'withdrawal.minimumAmount', upper: 'withdrawal.maximumAmount' },
      { lower: 'treeTransfer.perTransferMinimum', upper: 'treeTransfer.perTransferMaximum' },
    ],
    description: 'Each minimum must not be above its maximum.',
  });
export type WalletSettings = z.infer<typeof walletSettingsSchema>;

/** POST /ops/wallet/withdrawals/:id/{approve,reject,pay}. */
export const operatorNoteRequestSchema = z.object({ note: z.string().trim().max(500).default('') });

/** POST /ops/wallet/withdrawals/:id/resolve: the outcome of a not-received claim. */
export const disputeResolutionRequestSchema = z.object({
  outcome: z.enum(['refund', 'resend', 'reject_claim']),
  note: z.string().trim().max(500).default(''),
});
export type DisputeResolutionRequest = z.infer<typeof disputeResolutionRequestSchema>;

/** POST /ops/wallet/deposits/:reference/confirm: the operator saw the money arrive. */
export const depositConfirmRequestSchema = z.object({
  providerReference: z.string().regex(/^[A-Za-z0-9_.:-]{4,100}$/u).optional(),
  note: z.string().trim().max(500).default(''),
});

/**
 * POST /ops/wallet/movements: a house-game movement (a bet-like debit or a win-like credit) for load
 * testing the ledger through HTTP. Registered only outside production.
 */
export const houseMovementRequestSchema = z.object({
  memberId: z.string().regex(/^[1-9][0-9]{0,17}$/u),
  direction: z.enum(['debit', 'credit']),
  amount: positiveMinorUnitsSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type HouseMovementRequest = z.infer<typeof houseMovementRequestSchema>;

export const houseMovementValueSchema = z.object({ transferId: z.string(), balance: minorUnitsSchema, replayed: z.boolean() });
