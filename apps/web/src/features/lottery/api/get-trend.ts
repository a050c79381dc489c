import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendValue } from '@platform/contract/lottery/draws';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /lotto/lgw/draws/trend: the numbers of the last issues and how long each value has been missing. */
export function getTrend(gameCode: string, issues: number, signal?: AbortSignal): Promise<TrendValue> {
  return api.get<TrendValue>('/lotto/lgw/draws/trend', { moduleId: moduleIds.lottery, query: { gameCode, issues }, signal });
}

export function trendQueryOptions(gameCode: string, issues = 30) {
  return queryOptions({
    queryKey: ['lottery', 'trend', gameCode, issues],
    queryFn: ({ signal }) => getTrend(gameCode, issues, signal),
    staleTime: 10_000,
    enabled: gameCode !== '',
  });
}

export function useTrend(gameCode: string, issues = 30) {
  return useQuery(trendQueryOptions(gameCode, issues));
}
