import { z } from 'zod';
import { idempotencyKeySchema, minorUnitsSchema, positiveMinorUnitsSchema } from './amount.ts';
import { documentAs } from '../json-schema.ts';

/** The member's wallets. `held` is money waiting in a withdrawal; trial accounts have only play-money cash. */
export const walletKinds = ['cash', 'bonus', 'points'] as const;
export type WalletKind = (typeof walletKinds)[number];

/** GET /wps/v2/wallets/balance: the header balance. Amounts are integer minor units. */
export const walletBalanceValueSchema = z.object({
  balance: minorUnitsSchema,
  bonus: minorUnitsSchema,
  points: minorUnitsSchema,
  /** Money held by withdrawals waiting for review or payment. */
  frozen: minorUnitsSchema,
  currencySymbol: z.string(),
  /** One wallet for every game (the platform is seamless): no transfers to vendor wallets are needed. */
  isSingle: z.boolean(),
});
export type WalletBalanceValue = z.infer<typeof walletBalanceValueSchema>;

/**
 * POST /wps/v2/wallets/play-money/top-up (trial accounts only): the play-money balance back up to the grant
 * (R$ 10.000 by default). Play money never leaves the play book: not withdrawable, never in real figures.
 */
export const playMoneyTopUpValueSchema = z.object({
  /** The play-money balance after the top-up. */
  balance: minorUnitsSchema,
  /** What was added; 0 when the balance was already at the grant or above. */
  toppedUp: minorUnitsSchema,
  grant: minorUnitsSchema,
  currencySymbol: z.string(),
});
export type PlayMoneyTopUpValue = z.infer<typeof playMoneyTopUpValueSchema>;

/** GET /wps/relay/merchantWallet: how this merchant keeps player money. */
export const merchantWalletValueSchema = z.object({
  walletMode: z.enum(['single', 'transfer']),
  isSingle: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(z.enum(walletKinds)),
});
export type MerchantWalletValue = z.infer<typeof merchantWalletValueSchema>;

/** POST /wps/relay/GCS_walletTransfer: between the member's own wallets. */
export const walletTransferRequestSchema = documentAs(
  z
    .object({
      from: z.enum(walletKinds),
      to: z.enum(walletKinds),
      amount: positiveMinorUnitsSchema,
      idempotencyKey: idempotencyKeySchema,
    })
    .refine((request) => request.from !== request.to, { message: 'choose two different wallets', path: ['to'], params: { rule: 'different' } })
    .refine((request) => request.from !== 'bonus' || request.to === 'cash', { message: 'bonus moves only to cash', path: ['to'], params: { rule: 'pair' } })
    .refine((request) => request.to !== 'bonus', { message: 'nothing moves into the bonus wallet', path: ['to'], params: { rule: 'pair' } }),
  // The allowed pairs, spelled out so that the document refuses the same pairs as the refinements above.
  (json) => ({ ...json, anyOf: allowedTransferPairs().map(({ from, to }) => ({ properties: { from: { enum: [from] }, to: { enum: [to] } } })) }),
);

function allowedTransferPairs(): { from: WalletKind; to: WalletKind }[] {
  return walletKinds.flatMap((from) =>
    walletKinds.filter((to) => to !== from && to !== 'bonus' && (from !== 'bonus' || to === 'cash')).map((to) => ({ from, to })),
  );
}
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;

export const walletTransferValueSchema = z.object({
  transferId: z.string(),
  from: z.enum(walletKinds),
  to: z.enum(walletKinds),
  amount: positiveMinorUnitsSchema,
  balances: walletBalanceValueSchema,
});
export type WalletTransferValue = z.infer<typeof walletTransferValueSchema>;

/**
 * GET /wps/member/info/funds/consolidated: the contract types the merchant enables (1 enabled, 0 not)
 * and the member's balances. Called only by non-trial members when agent policy is on.
 */
export const consolidatedFundsValueSchema = z.object({
  dailysalreqtype: z.union([z.literal(0), z.literal(1)]),
  divtypereq: z.union([z.literal(0), z.literal(1)]),
  contracthoursalreq: z.union([z.literal(0), z.literal(1)]),
  realtimesalreqtype: z.union([z.literal(0), z.literal(1)]),
  enableSalary: z.boolean(),
  enableContract: z.boolean(),
  balances: walletBalanceValueSchema,
});
export type ConsolidatedFundsValue = z.infer<typeof consolidatedFundsValueSchema>;

/** The balance event pushed over the WebSocket after any money movement of the member. */
export const balanceEventSchema = z.object({ type: z.literal('balance'), balance: minorUnitsSchema, bonus: minorUnitsSchema });
export type BalanceEvent = z.infer<typeof balanceEventSchema>;
