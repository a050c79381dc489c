import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfoValue, PlayerCountersValue } from '@platform/contract/account/member';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore, type SessionMember } from '../../../lib/session-store.ts';

/** GET /wps/member/info answers with the member and the header counters in one value. */
export type MemberInfo = MemberInfoValue & PlayerCountersValue;

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return api.get<MemberInfo>('/wps/member/info', { moduleId: moduleIds.account, signal });
}

/** Keyed by the token, so one session never reads another's cached info. */
export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['account', 'member-info', token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** The signed-in member's info; idle for guests. */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery(memberInfoQueryOptions(token));
}

/** The session keys the rest of the site reads (spec §3 Session keys). */
export function sessionMemberOf(info: MemberInfo): SessionMember {
  return { account: info.account, nickname: info.nickname, customerId: info.customerId, isAgent: info.isAgent, isTrial: info.isTrial };
}
