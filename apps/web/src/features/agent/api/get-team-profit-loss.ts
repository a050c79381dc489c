import i18next from 'i18next';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamProfitLossQuery, TeamProfitLossValue } from '@platform/contract/agent/reports';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

export const teamReportPageSize = 20;

/** GET /wps/agent/reports/profit-loss: one level of the team per member and day, with the level's totals. */
export function getTeamProfitLoss(query: Partial<TeamProfitLossQuery>, signal?: AbortSignal): Promise<TeamProfitLossValue> {
  return api.get<TeamProfitLossValue>('/wps/agent/reports/profit-loss', {
    moduleId: moduleIds.agent,
    query: { ...query, pageSize: teamReportPageSize },
    signal,
  });
}

export function teamProfitLossQueryOptions(query: Partial<TeamProfitLossQuery>) {
  return queryOptions({
    queryKey: ['agent', 'profit-loss', query, i18next.language],
    queryFn: ({ signal }) => getTeamProfitLoss(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The statements of the chosen filters; a range that is not valid yet is not asked for. */
export function useTeamProfitLoss(query: Partial<TeamProfitLossQuery> | null) {
  return useQuery({ ...teamProfitLossQueryOptions(query ?? {}), enabled: query !== null });
}
