import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositOrderRequest } from '@platform/contract/wallet/deposit';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { depositOrderQueryOptions, type DepositOrder } from './get-deposit-order.ts';

/** POST /wps/wallet/deposit/orders: a new order with its reference and payment instructions. */
export function createDepositOrder(request: DepositOrderRequest): Promise<DepositOrder> {
  return api.post<DepositOrder>('/wps/wallet/deposit/orders', { moduleId: moduleIds.wallet, body: request });
}

export function useCreateDepositOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(depositOrderQueryOptions(order.reference).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'deposit-orders'] });
    },
  });
}
