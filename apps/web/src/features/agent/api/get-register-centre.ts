import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterCentreValue } from '@platform/contract/agent/team';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/agent/register-centre: the agent's prize-group bounds, quotas and promotion links. */
export function getRegisterCentre(signal?: AbortSignal): Promise<RegisterCentreValue> {
  return api.get<RegisterCentreValue>('/wps/agent/register-centre', { moduleId: moduleIds.agent, signal });
}

export const registerCentreQueryKey = ['agent', 'register-centre'] as const;

export function registerCentreQueryOptions() {
  return queryOptions({ queryKey: registerCentreQueryKey, queryFn: ({ signal }) => getRegisterCentre(signal), staleTime: 0 });
}

export function useRegisterCentre() {
  return useQuery(registerCentreQueryOptions());
}
