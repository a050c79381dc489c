import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountRequest, PayoutAccountValue } from '@platform/contract/wallet/withdrawal';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { withdrawInfoQueryOptions } from './get-withdraw-info.ts';

/** POST /wps/wallet/payout-accounts: binds a PIX key or bank account in the member's real name. */
export function bindPayoutAccount(request: PayoutAccountRequest): Promise<PayoutAccountValue> {
  return api.post<PayoutAccountValue>('/wps/wallet/payout-accounts', { moduleId: moduleIds.wallet, body: request });
}

export function useBindPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindPayoutAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawInfoQueryOptions().queryKey }),
  });
}
