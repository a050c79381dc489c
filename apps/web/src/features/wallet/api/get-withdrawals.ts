import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalListValue } from '@platform/contract/wallet/withdrawal';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

export const withdrawalsPageSize = 10;

/** GET /wps/wallet/withdrawals: the member's withdrawals, newest first. */
export function getWithdrawals(pageNo: number, signal?: AbortSignal): Promise<WithdrawalListValue> {
  return api.get<WithdrawalListValue>('/wps/wallet/withdrawals', { moduleId: moduleIds.wallet, query: { pageNo, pageSize: withdrawalsPageSize }, signal });
}

export function withdrawalsQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: ['wallet', 'withdrawals', pageNo],
    queryFn: ({ signal }) => getWithdrawals(pageNo, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(pageNo: number) {
  return useQuery(withdrawalsQueryOptions(pageNo));
}
