import { z } from 'zod';
import { minorUnitsSchema } from '../wallet/amount.ts';
import { walletPageSchema, walletPageQuerySchema } from '../wallet/paging.ts';
import { transactionCategories, transactionRecordSchema } from '../wallet/records.ts';
import { calendarDateSchema, orderedDateRangeMeta } from '../lobby/query-fields.ts';

/** The longest period one team report query may span (merchant days, both ends included). */
export const teamReportDaysMaximum = 92;

const teamReportQuerySchema = walletPageQuerySchema.extend({
  /** Merchant days, both included; the last 7 days when absent. */
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  /** One member of the team by exact account; the whole team when empty. */
  account: z.string().trim().max(64).default(''),
});

/** GET /wps/agent/reports/profit-loss (palStatementsAgentCopy): each member's figures per merchant day. */
export const teamProfitLossQuerySchema = teamReportQuerySchema
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'], params: { rule: 'range' } })
  .meta(orderedDateRangeMeta);
export type TeamProfitLossQuery = z.infer<typeof teamProfitLossQuerySchema>;

const statementFiguresSchema = z.object({
  deposits: minorUnitsSchema,
  withdrawals: minorUnitsSchema,
  validBet: minorUnitsSchema,
  payout: minorUnitsSchema,
  rebates: minorUnitsSchema,
  bonuses: minorUnitsSchema,
  /** The platform's result: valid bet − (payout + rebates + bonuses); positive when the member lost. */
  profitAndLoss: minorUnitsSchema,
});

export const teamProfitLossRowSchema = statementFiguresSchema.extend({
  memberId: z.string(),
  account: z.string(),
  day: calendarDateSchema,
});
export type TeamProfitLossRow = z.infer<typeof teamProfitLossRowSchema>;

export const teamProfitLossValueSchema = walletPageSchema(teamProfitLossRowSchema).extend({
  from: calendarDateSchema,
  to: calendarDateSchema,
  /** Every row of the filter added up, not only this page's. */
  totals: statementFiguresSchema,
});
export type TeamProfitLossValue = z.infer<typeof teamProfitLossValueSchema>;

/** GET /wps/agent/reports/transactions (agentDownlineTransactionDetailsCopy): the team's account records. */
export const teamTransactionsQuerySchema = teamReportQuerySchema
  .extend({ type: z.enum(['all', ...transactionCategories]).default('all') })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'], params: { rule: 'range' } })
  .meta(orderedDateRangeMeta);
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;

export const teamTransactionSchema = transactionRecordSchema.extend({ memberId: z.string(), account: z.string() });
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;

export const teamTransactionsValueSchema = walletPageSchema(teamTransactionSchema).extend({ from: z.string(), to: z.string() });
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;
