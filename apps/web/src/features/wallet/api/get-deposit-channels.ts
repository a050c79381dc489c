import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositChannelsValue } from '@platform/contract/wallet/deposit';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/wallet/deposit/channels: PIX, bank transfer and e-wallet with their minimum, maximum and fee. */
export function getDepositChannels(signal?: AbortSignal): Promise<DepositChannelsValue> {
  return api.get<DepositChannelsValue>('/wps/wallet/deposit/channels', { moduleId: moduleIds.wallet, signal });
}

export function depositChannelsQueryOptions() {
  return queryOptions({ queryKey: ['wallet', 'deposit-channels'], queryFn: ({ signal }) => getDepositChannels(signal), staleTime: 5 * 60_000 });
}

export function useDepositChannels() {
  return useQuery(depositChannelsQueryOptions());
}
