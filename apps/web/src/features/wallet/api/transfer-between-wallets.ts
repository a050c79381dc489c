import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletTransferRequest, WalletTransferValue } from '@platform/contract/wallet/balance';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { walletBalanceQueryPrefix } from '../../../lib/wallet-balance.ts';

/** POST /wps/relay/GCS_walletTransfer: moves money between the member's own wallets. */
export function transferBetweenWallets(request: WalletTransferRequest): Promise<WalletTransferValue> {
  return api.post<WalletTransferValue>('/wps/relay/GCS_walletTransfer', { moduleId: moduleIds.wallet, body: request });
}

export function useTransferBetweenWallets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferBetweenWallets,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletBalanceQueryPrefix }),
  });
}
