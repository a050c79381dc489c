import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawInfoValue } from '@platform/contract/wallet/withdrawal';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/wallet/withdraw/info: balance, limits, remaining wagering and the bound payout accounts. */
export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfoValue> {
  return api.get<WithdrawInfoValue>('/wps/wallet/withdraw/info', { moduleId: moduleIds.wallet, signal });
}

export function withdrawInfoQueryOptions() {
  return queryOptions({ queryKey: ['wallet', 'withdraw-info'], queryFn: ({ signal }) => getWithdrawInfo(signal), staleTime: 0 });
}

export function useWithdrawInfo() {
  return useQuery(withdrawInfoQueryOptions());
}
