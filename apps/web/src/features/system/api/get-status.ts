import { queryOptions } from '@tanstack/react-query';
import type { SystemStatus } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** While the site is under maintenance the status is asked again this often, so the site returns by itself. */
const maintenanceRecheckMs = 60_000;

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restricted. */
export function getStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return api.get<SystemStatus>('/wps/system/status', { moduleId: moduleIds.system, signal });
}

export function statusQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getStatus(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.status === 1 ? maintenanceRecheckMs : false),
  });
}
