import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import type { DownlineChoice, DownlineListValue } from '@platform/contract/wallet/tree-transfer';
import { isApiError } from '../../../lib/api-error.ts';

/** A member of the agent's team that money may be sent to. */
export type { DownlineChoice };
export type DownlinePage = DownlineListValue;

/** How many team members the transfer form lists for a search. */
export const downlineChoicesShown = 8;

/**
 * GET /wps/wallet/tree-transfer/downlines: the agent's own team, searched by account. When the list is not
 * offered (route_not_found), the form takes a member id typed by the agent.
 */
export function getDownlines(keyword: string, signal?: AbortSignal): Promise<DownlinePage> {
  return api.get<DownlinePage>('/wps/wallet/tree-transfer/downlines', {
    moduleId: moduleIds.wallet,
    query: { keyword, pageNo: 1, pageSize: downlineChoicesShown },
    signal,
  });
}

export function downlinesQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['wallet', 'downlines', keyword],
    queryFn: ({ signal }) => getDownlines(keyword, signal),
    placeholderData: keepPreviousData,
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 2,
  });
}

export function useDownlines(keyword: string, enabled: boolean) {
  return useQuery({ ...downlinesQueryOptions(keyword), enabled });
}
