import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownlineTransferRequest, TreeTransferValue, UplineTransferRequest } from '@platform/contract/wallet/tree-transfer';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { walletBalanceQueryPrefix } from '../../../lib/wallet-balance.ts';

export type TreeTransfer = ({ direction: 'upline' } & UplineTransferRequest) | ({ direction: 'downline' } & DownlineTransferRequest);

/** POST /wps/wallet/transfer/upline (members) or /downline (agents), with the payment password. */
export function sendTreeTransfer({ direction, ...request }: TreeTransfer): Promise<TreeTransferValue> {
  return api.post<TreeTransferValue>(`/wps/wallet/transfer/${direction}`, { moduleId: moduleIds.wallet, body: request });
}

export function useSendTreeTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTreeTransfer,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet', 'tree-transfer'] }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryPrefix }),
      ]);
    },
  });
}
