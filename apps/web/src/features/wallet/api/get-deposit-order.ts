import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositOrderValue } from '@platform/contract/wallet/deposit';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * A deposit order as the member sees it. `simulatorUrl` is the demo payment page of a pending order, sent
 * only when the server runs with demo data (never in production).
 */
export type DepositOrder = DepositOrderValue;

/** While an order waits for its payment, it is asked again this often (the balance push also refreshes it). */
export const pendingOrderPollMs = 5_000;

/** GET /wps/wallet/deposit/orders/:reference: the order, with its instructions while pending. */
export function getDepositOrder(reference: string, signal?: AbortSignal): Promise<DepositOrder> {
  return api.get<DepositOrder>(`/wps/wallet/deposit/orders/${encodeURIComponent(reference)}`, { moduleId: moduleIds.wallet, signal });
}

export function depositOrderQueryOptions(reference: string) {
  return queryOptions({
    queryKey: ['wallet', 'deposit-order', reference],
    queryFn: ({ signal }) => getDepositOrder(reference, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pendingOrderPollMs : false),
  });
}

export function useDepositOrder(reference: string | null) {
  return useQuery({ ...depositOrderQueryOptions(reference ?? ''), enabled: reference !== null });
}
