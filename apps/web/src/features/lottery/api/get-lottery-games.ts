import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGameListValue, PrizeMode } from '@platform/contract/lottery/games';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

export interface LotteryGamesFilter {
  prizeMode?: PrizeMode;
  vassalage?: string;
}

/** GET /lotto/lgw/games: the lottery games of a prize mode or vendor, each with its next draw. */
export function getLotteryGames(filter: LotteryGamesFilter, language: string, signal?: AbortSignal): Promise<LotteryGameListValue> {
  return api.get<LotteryGameListValue>('/lotto/lgw/games', { moduleId: moduleIds.lottery, query: { ...filter, language }, signal });
}

export function lotteryGamesQueryOptions(filter: LotteryGamesFilter, language: string) {
  return queryOptions({
    queryKey: ['lottery', 'games', filter.prizeMode ?? '', filter.vassalage ?? '', language],
    queryFn: ({ signal }) => getLotteryGames(filter, language, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useLotteryGames(filter: LotteryGamesFilter, language: string) {
  return useQuery(lotteryGamesQueryOptions(filter, language));
}
