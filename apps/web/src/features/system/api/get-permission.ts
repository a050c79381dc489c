import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionInfo } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/system/permission: the site configuration every page starts from. */
export function getPermission(signal?: AbortSignal): Promise<PermissionInfo> {
  return api.get<PermissionInfo>('/wps/system/permission', { moduleId: moduleIds.system, signal });
}

export function permissionQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The permission information. The start-up gate renders the app only once it has loaded, so
 * below the gate it is always there.
 */
export function usePermissionInfo(): PermissionInfo {
  const { data } = useQuery(permissionQueryOptions());
  if (!data) throw new Error('permission information is read before the start-up gate loaded it');
  return data;
}
