import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalConfirmRequest, WithdrawalConfirmValue } from '@platform/contract/wallet/withdrawal';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { walletBalanceQueryPrefix } from '../../../lib/wallet-balance.ts';

/** POST /wps/wallet/withdrawals/:id/confirm: received, or partly received with the amount that arrived. */
export function confirmWithdrawal(withdrawalId: string, request: WithdrawalConfirmRequest): Promise<WithdrawalConfirmValue> {
  return api.post<WithdrawalConfirmValue>(`/wps/wallet/withdrawals/${encodeURIComponent(withdrawalId)}/confirm`, {
    moduleId: moduleIds.wallet,
    body: request,
  });
}

/** POST /wps/wallet/withdrawals/:id/not-received: multipart, with a note and 1–3 png or jpg proofs. */
export function reportNotReceived(withdrawalId: string, claim: { note: string; proofs: File[] }): Promise<WithdrawalConfirmValue> {
  const form = new FormData();
  if (claim.note) form.append('note', claim.note);
  for (const proof of claim.proofs) form.append('proof', proof, proof.name);
  return api.post<WithdrawalConfirmValue>(`/wps/wallet/withdrawals/${encodeURIComponent(withdrawalId)}/not-received`, {
    moduleId: moduleIds.wallet,
    body: form,
    // A few megabytes of images can take a while on a phone connection.
    timeoutMs: 120_000,
  });
}

export type WithdrawalConfirmation =
  | { withdrawalId: string; outcome: 'received' }
  | { withdrawalId: string; outcome: 'partly_received'; receivedAmount: number }
  | { withdrawalId: string; outcome: 'not_received'; note: string; proofs: File[] };

function sendConfirmation(confirmation: WithdrawalConfirmation): Promise<WithdrawalConfirmValue> {
  if (confirmation.outcome === 'not_received') return reportNotReceived(confirmation.withdrawalId, confirmation);
  if (confirmation.outcome === 'received') return confirmWithdrawal(confirmation.withdrawalId, { outcome: 'received' });
  return confirmWithdrawal(confirmation.withdrawalId, { outcome: 'partly_received', receivedAmount: confirmation.receivedAmount });
}

/** Any of the three confirmations of spec §4; the lists and the balance refresh afterwards. */
export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConfirmation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdrawals'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw-info'] }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryPrefix }),
      ]);
    },
  });
}
