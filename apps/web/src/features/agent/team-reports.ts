import { teamReportDaysMaximum, type TeamProfitLossQuery, type TeamTransactionsQuery } from '@platform/contract/agent/reports';
import type { TransactionCategory } from '@platform/contract/wallet/records';
import type { DateRange } from '../../lib/date-range.ts';
import { rangeProblemOf } from './team-period.ts';

/** The transaction types the team transactions page filters by: every category, or all of them. */
export type TeamTransactionType = TransactionCategory | 'all';

/** What the profit and loss page has chosen: its days, one level of the team or one account, and a page. */
export interface ProfitLossFilters {
  range: DateRange;
  /** The member whose direct team is listed; absent for the agent's own level. */
  parentId?: string;
  /** One member by exact account; when set it wins over the level. */
  account: string;
  pageNo: number;
}

/** What the team transactions page has chosen. */
export interface TransactionFilters {
  type: TeamTransactionType;
  range: DateRange;
  account: string;
  pageNo: number;
}

/** Why a chosen range cannot be asked for yet, with the reports' own longest period; null when it can. */
export function reportRangeProblem(range: DateRange, today: string) {
  return rangeProblemOf(range, today, teamReportDaysMaximum);
}

/**
 * The profit and loss call of the chosen filters: an account asks for that one member wherever it is in the team,
 * otherwise the listed level; a range that is not valid yet asks nothing (null) so the page keeps what it had.
 */
export function profitLossQueryOf(filters: ProfitLossFilters, today: string): Partial<TeamProfitLossQuery> | null {
  if (reportRangeProblem(filters.range, today) !== null) return null;
  const account = filters.account.trim();
  return {
    from: filters.range.from,
    to: filters.range.to,
    ...(account ? { account } : filters.parentId ? { parentId: filters.parentId } : {}),
    pageNo: filters.pageNo,
  };
}

/** The team transactions call of the chosen filters, or null while the range is not valid. */
export function transactionsQueryOf(filters: TransactionFilters, today: string): Partial<TeamTransactionsQuery> | null {
  if (reportRangeProblem(filters.range, today) !== null) return null;
  const account = filters.account.trim();
  return { type: filters.type, from: filters.range.from, to: filters.range.to, ...(account ? { account } : {}), pageNo: filters.pageNo };
}

/**
 * The colour of a profit and loss figure. It is the platform's result, so a positive figure (the team lost) is
 * shown as the platform's gain and a negative one (the team won) as its loss; zero has no colour.
 */
export function profitLossTone(profitAndLoss: number): 'positive' | 'negative' | undefined {
  if (profitAndLoss > 0) return 'positive';
  if (profitAndLoss < 0) return 'negative';
  return undefined;
}
