import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TreeTransferInfoValue } from '@platform/contract/wallet/tree-transfer';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/wallet/tree-transfer: whether transfers in the member tree are on, their limits and the upline. */
export function getTreeTransferInfo(signal?: AbortSignal): Promise<TreeTransferInfoValue> {
  return api.get<TreeTransferInfoValue>('/wps/wallet/tree-transfer', { moduleId: moduleIds.wallet, signal });
}

export function treeTransferInfoQueryOptions() {
  return queryOptions({ queryKey: ['wallet', 'tree-transfer'], queryFn: ({ signal }) => getTreeTransferInfo(signal), staleTime: 0 });
}

export function useTreeTransferInfo() {
  return useQuery(treeTransferInfoQueryOptions());
}
