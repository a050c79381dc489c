import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfitValue, RecordCategory } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

export interface ProfitQuery {
  category: RecordCategory | 'all';
  from: string;
  to: string;
}

/** GET /wps/member/profit: stake, valid bet, win and net by category and merchant day. */
export function getProfitReport(query: ProfitQuery, signal?: AbortSignal): Promise<ProfitValue> {
  const search: Record<string, string> = { from: query.from, to: query.to };
  if (query.category !== 'all') search.category = query.category;
  return api.get<ProfitValue>('/wps/member/profit', { moduleId: moduleIds.games, query: search, signal });
}

export function profitReportQueryOptions(query: ProfitQuery) {
  return queryOptions({
    queryKey: ['games', 'profit', query],
    queryFn: ({ signal }) => getProfitReport(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useProfitReport(query: ProfitQuery) {
  return useQuery(profitReportQueryOptions(query));
}
