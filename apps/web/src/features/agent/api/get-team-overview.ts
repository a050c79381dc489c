import i18next from 'i18next';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamOverviewQuery, TeamOverviewValue } from '@platform/contract/agent/team';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/agent/team/overview: the team's and the direct downlines' figures over a period. */
export function getTeamOverview(query: TeamOverviewQuery, signal?: AbortSignal): Promise<TeamOverviewValue> {
  return api.get<TeamOverviewValue>('/wps/agent/team/overview', { moduleId: moduleIds.agent, query: { ...query }, signal });
}

export function teamOverviewQueryOptions(query: TeamOverviewQuery) {
  return queryOptions({
    queryKey: ['agent', 'team-overview', query, i18next.language],
    queryFn: ({ signal }) => getTeamOverview(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The overview of a period; a chosen range that is not complete yet is not asked for. */
export function useTeamOverview(query: TeamOverviewQuery | null) {
  return useQuery({ ...teamOverviewQueryOptions(query ?? { period: 'today' }), enabled: query !== null });
}
