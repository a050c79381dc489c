import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawRequest, WithdrawalValue } from '@platform/contract/wallet/withdrawal';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { walletBalanceQueryPrefix } from '../../../lib/wallet-balance.ts';

/** POST /wps/wallet/withdrawals: the amount is held until the operator pays or rejects it. */
export function requestWithdrawal(request: WithdrawRequest): Promise<WithdrawalValue> {
  return api.post<WithdrawalValue>('/wps/wallet/withdrawals', { moduleId: moduleIds.wallet, body: request });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw-info'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdrawals'] }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryPrefix }),
      ]);
    },
  });
}
