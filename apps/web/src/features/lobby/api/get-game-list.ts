import { queryOptions } from '@tanstack/react-query';
import type { GameListValue, GameType } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { clientType } from '../lobby-constants.ts';

/** Lobby page size (spec §9). */
export const lobbyPageSize = 36;

export interface GameListParameters {
  gameType: GameType | undefined;
  vassalage: string;
  gameClassify: string;
  gameName: string;
  pageNo: number;
  pageSize: number;
  merchant: string | null;
  language: string;
}

/** GET /lgw/games/list: one page of a category's games, filtered by vendor, classification and name. */
export function getGameList(parameters: GameListParameters, signal?: AbortSignal): Promise<GameListValue> {
  return api.get<GameListValue>('/lgw/games/list', {
    moduleId: moduleIds.lobby,
    query: { clientType, platform: 'html5-desktop', ...parameters, merchant: parameters.merchant ?? undefined },
    signal,
  });
}

export function gameListQueryOptions(parameters: GameListParameters) {
  return queryOptions({
    queryKey: ['lobby', 'games', parameters],
    queryFn: ({ signal }) => getGameList(parameters, signal),
    staleTime: 2 * 60_000,
  });
}
