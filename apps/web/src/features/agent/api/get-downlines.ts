import i18next from 'i18next';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DownlinePageValue } from '@platform/contract/agent/team';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

export const downlinesPageSize = 20;

export interface DownlineListQuery {
  /** The member whose direct downlines are listed; absent for the agent's own. */
  parentId?: string;
  /** An account prefix searched over the whole team instead of one level. */
  account: string;
  pageNo: number;
}

/** GET /wps/agent/downlines: one level of the team, or the whole team searched by account, paged. */
export function getDownlines(query: DownlineListQuery, signal?: AbortSignal): Promise<DownlinePageValue> {
  return api.get<DownlinePageValue>('/wps/agent/downlines', {
    moduleId: moduleIds.agent,
    query: { ...query, pageSize: downlinesPageSize },
    signal,
  });
}

export const downlinesQueryPrefix = ['agent', 'downlines'] as const;

export function downlinesQueryOptions(query: DownlineListQuery) {
  return queryOptions({
    queryKey: [...downlinesQueryPrefix, query, i18next.language],
    queryFn: ({ signal }) => getDownlines(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useDownlines(query: DownlineListQuery) {
  return useQuery(downlinesQueryOptions(query));
}
