import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentDrawValue } from '@platform/contract/lottery/draws';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /lotto/lgw/draws/current: the issue taking bets, the next one, the last results and the server's clock. */
export function getCurrentDraw(gameCode: string, signal?: AbortSignal): Promise<CurrentDrawValue> {
  return api.get<CurrentDrawValue>('/lotto/lgw/draws/current', { moduleId: moduleIds.lottery, query: { gameCode }, signal });
}

export const currentDrawQueryKey = (gameCode: string) => ['lottery', 'current', gameCode] as const;

export function currentDrawQueryOptions(gameCode: string) {
  return queryOptions({
    queryKey: currentDrawQueryKey(gameCode),
    queryFn: ({ signal }) => getCurrentDraw(gameCode, signal),
    staleTime: 5_000,
    enabled: gameCode !== '',
  });
}

export function useCurrentDraw(gameCode: string) {
  return useQuery(currentDrawQueryOptions(gameCode));
}
