import i18next from 'i18next';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionCategory, TransactionHistoryValue } from '@platform/contract/wallet/records';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

export const transactionsPageSize = 20;

export interface TransactionQuery {
  type: TransactionCategory | 'all';
  from: string;
  to: string;
  pageNo: number;
}

/** GET /wps/wallet/transactions: the account record by category and merchant-local days, paged. */
export function getTransactions(query: TransactionQuery, signal?: AbortSignal): Promise<TransactionHistoryValue> {
  return api.get<TransactionHistoryValue>('/wps/wallet/transactions', {
    moduleId: moduleIds.wallet,
    query: { ...query, pageSize: transactionsPageSize },
    signal,
  });
}

export function transactionsQueryOptions(query: TransactionQuery) {
  return queryOptions({
    queryKey: ['wallet', 'transactions', query, i18next.language],
    queryFn: ({ signal }) => getTransactions(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(query: TransactionQuery) {
  return useQuery(transactionsQueryOptions(query));
}
