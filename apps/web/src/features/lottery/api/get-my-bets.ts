import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBetsValue } from '@platform/contract/lottery/bets';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /lotto/lgw/bets: the member's bets on a game, latest first. */
export function getMyBets(gameCode: string, pageSize: number, signal?: AbortSignal): Promise<MyBetsValue> {
  return api.get<MyBetsValue>('/lotto/lgw/bets', { moduleId: moduleIds.lottery, query: { gameCode, pageNo: 1, pageSize }, signal });
}

export function myBetsQueryOptions(gameCode: string, pageSize = 20) {
  return queryOptions({
    queryKey: ['lottery', 'bets', gameCode, pageSize],
    queryFn: ({ signal }) => getMyBets(gameCode, pageSize, signal),
    staleTime: 10_000,
    enabled: gameCode !== '',
  });
}

export function useMyBets(gameCode: string, pageSize = 20) {
  return useQuery(myBetsQueryOptions(gameCode, pageSize));
}
