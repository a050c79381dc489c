import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfoValue } from '@platform/contract/account/member';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/member/info: the wallet reads the real name, which a payout account must be in. */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfoValue> {
  return api.get<MemberInfoValue>('/wps/member/info', { moduleId: moduleIds.wallet, signal });
}

export function walletMemberInfoQueryOptions() {
  return queryOptions({ queryKey: ['wallet', 'member-info'], queryFn: ({ signal }) => getMemberInfo(signal), staleTime: 0 });
}

export function useWalletMemberInfo() {
  return useQuery(walletMemberInfoQueryOptions());
}
