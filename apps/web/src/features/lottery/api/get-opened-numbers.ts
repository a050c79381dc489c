import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OpenedNumbersValue } from '@platform/contract/lottery/draws';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

const pageSize = 20;

/**
 * Results history of a game, latest first: GET /lgw/vn/numeros/opened/game for the Vietnamese lottery,
 * GET /lotto/lgw/games/opened/numero for the others (spec §7).
 */
export function getOpenedNumbers(gameCode: string, vietnamese: boolean, pageNo: number, signal?: AbortSignal): Promise<OpenedNumbersValue> {
  const path = vietnamese ? '/lgw/vn/numeros/opened/game' : '/lotto/lgw/games/opened/numero';
  return api.get<OpenedNumbersValue>(path, { moduleId: moduleIds.lottery, query: { gameCode, pageNo, pageSize }, signal });
}

export function openedNumbersQueryOptions(gameCode: string, vietnamese: boolean) {
  return infiniteQueryOptions({
    queryKey: ['lottery', 'opened', gameCode],
    queryFn: ({ pageParam, signal }) => getOpenedNumbers(gameCode, vietnamese, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 10_000,
    enabled: gameCode !== '',
  });
}

export function useOpenedNumbers(gameCode: string, vietnamese: boolean) {
  return useInfiniteQuery(openedNumbersQueryOptions(gameCode, vietnamese));
}
