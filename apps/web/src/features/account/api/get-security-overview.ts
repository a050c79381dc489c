import { queryOptions, useQuery } from '@tanstack/react-query';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** GET /wps/member/security: what is bound to the account, with the values masked. */
export interface SecurityOverview {
  mobile: string | null;
  email: string | null;
  realName: string | null;
  hasPaymentPassword: boolean;
  authenticatorBound: boolean;
  authenticatorPending: boolean;
}

export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return api.get<SecurityOverview>('/wps/member/security', { moduleId: moduleIds.account, signal });
}

export function securityOverviewQueryOptions(token: string | null) {
  return queryOptions({ queryKey: ['account', 'security', token], queryFn: ({ signal }) => getSecurityOverview(signal), enabled: token !== null });
}

export function useSecurityOverview() {
  const token = useSessionStore((state) => state.token);
  return useQuery(securityOverviewQueryOptions(token));
}
