import i18next from 'i18next';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamTransactionsQuery, TeamTransactionsValue } from '@platform/contract/agent/reports';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { teamReportPageSize } from './get-team-profit-loss.ts';

/** GET /wps/agent/reports/transactions: the team's account records, newest first. */
export function getTeamTransactions(query: Partial<TeamTransactionsQuery>, signal?: AbortSignal): Promise<TeamTransactionsValue> {
  return api.get<TeamTransactionsValue>('/wps/agent/reports/transactions', {
    moduleId: moduleIds.agent,
    query: { ...query, pageSize: teamReportPageSize },
    signal,
  });
}

export function teamTransactionsQueryOptions(query: Partial<TeamTransactionsQuery>) {
  return queryOptions({
    queryKey: ['agent', 'team-transactions', query, i18next.language],
    queryFn: ({ signal }) => getTeamTransactions(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The team's records of the chosen filters; a range that is not valid yet is not asked for. */
export function useTeamTransactions(query: Partial<TeamTransactionsQuery> | null) {
  return useQuery({ ...teamTransactionsQueryOptions(query ?? {}), enabled: query !== null });
}
