import { z } from 'zod';
import { minorUnitsSchema } from './amount.ts';
import { walletPageSchema, walletPageQuerySchema } from './paging.ts';
import { calendarDateSchema, orderedDateRangeMeta } from '../lobby/query-fields.ts';

/** Categories of the account record filter, and which ledger kinds each gathers. */
export const transactionCategoryKinds = {
  deposit: ['deposit', 'deposit_fee'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'withdrawal_return'],
  transfer: ['wallet_transfer', 'upline_transfer', 'downline_transfer'],
  game: ['bet', 'win', 'rollback', 'refund', 'game_bet', 'game_win', 'game_bet_refund', 'game_win_reversal', 'lottery_bet', 'lottery_win', 'lottery_refund'],
  bonus: ['bonus', 'bonus_forfeit', 'rebate', 'reward', 'lottery_rebate'],
  agent: ['salary', 'dividend', 'commission'],
  adjustment: ['adjustment', 'play_money'],
} as const satisfies Record<string, readonly string[]>;
export type TransactionCategory = keyof typeof transactionCategoryKinds | 'other';
export const transactionCategories = [...(Object.keys(transactionCategoryKinds) as (keyof typeof transactionCategoryKinds)[]), 'other'] as const;

/** The category of a ledger kind; kinds no category names are 'other'. */
export function transactionCategoryOfKind(kind: string): TransactionCategory {
  for (const [category, kinds] of Object.entries(transactionCategoryKinds)) {
    if ((kinds as readonly string[]).includes(kind)) return category as TransactionCategory;
  }
  return 'other';
}

const dateSchema = calendarDateSchema;

/**
 * GET /wps/wallet/transactions. `from` and `to` are days in the merchant's time zone, both included;
 * the web's presets (previous and next 7 and 30 days) turn into these two dates.
 */
export const transactionHistoryQuerySchema = walletPageQuerySchema
  .extend({
    type: z.enum(['all', ...transactionCategories]).default('all'),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'], params: { rule: 'range' } })
  .meta(orderedDateRangeMeta);
export type TransactionHistoryQuery = z.infer<typeof transactionHistoryQuerySchema>;

/** The longest period one history query may span. */
export const transactionHistoryDaysMaximum = 92;

export const transactionRecordSchema = z.object({
  id: z.string(),
  category: z.enum(transactionCategories),
  kind: z.string(),
  wallet: z.enum(['cash', 'bonus', 'points']),
  /** Signed from the member's side: positive money in, negative money out. */
  amount: minorUnitsSchema,
  balanceAfter: minorUnitsSchema,
  reference: z.string(),
  /** For a game or lottery movement, the game's name in the language of the request; null otherwise or when unknown. */
  gameName: z.string().nullable(),
  createdAt: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const transactionHistoryValueSchema = walletPageSchema(transactionRecordSchema).extend({ from: z.string(), to: z.string() });
export type TransactionHistoryValue = z.infer<typeof transactionHistoryValueSchema>;

export const bonusGrantStatuses = ['wagering', 'completed', 'expired'] as const;

export const bonusGrantSchema = z.object({
  id: z.string(),
  source: z.string(),
  reference: z.string(),
  amount: minorUnitsSchema,
  wageringRequired: minorUnitsSchema,
  wageringDone: minorUnitsSchema,
  wageringRemaining: minorUnitsSchema,
  status: z.enum(bonusGrantStatuses),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

/** GET /wps/wallet/bonuses: bonus details with wagering progress. */
export const bonusDetailsValueSchema = walletPageSchema(bonusGrantSchema).extend({
  bonusBalance: minorUnitsSchema,
  wageringRemaining: minorUnitsSchema,
});
export type BonusDetailsValue = z.infer<typeof bonusDetailsValueSchema>;
