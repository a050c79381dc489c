import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGameDetail } from '@platform/contract/lottery/games';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /lotto/lgw/games/detail: a game's bet types and odds, unit prices, limits and the member's prize groups. */
export function getGameDetail(gameCode: string, language: string, signal?: AbortSignal): Promise<LotteryGameDetail> {
  return api.get<LotteryGameDetail>('/lotto/lgw/games/detail', { moduleId: moduleIds.lottery, query: { gameCode, language }, signal });
}

export function gameDetailQueryOptions(gameCode: string, language: string) {
  return queryOptions({
    queryKey: ['lottery', 'detail', gameCode, language],
    queryFn: ({ signal }) => getGameDetail(gameCode, language, signal),
    staleTime: 5 * 60_000,
    enabled: gameCode !== '',
  });
}

export function useGameDetail(gameCode: string, language: string) {
  return useQuery(gameDetailQueryOptions(gameCode, language));
}
