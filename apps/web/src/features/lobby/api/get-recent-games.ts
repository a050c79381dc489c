import { queryOptions } from '@tanstack/react-query';
import type { Game, GameType } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { clientType } from '../lobby-constants.ts';

export interface RecentGamesParameters {
  gameType: GameType | undefined;
  vassalage: string;
  page: number;
  pageSize: number;
  language: string;
}

/** GET /lgw/games/recent/list: the member's recently played games, latest first. */
export function getRecentGames(parameters: RecentGamesParameters, signal?: AbortSignal): Promise<{ list: Game[]; totalPages: number }> {
  return api.get<{ list: Game[]; totalPages: number }>('/lgw/games/recent/list', {
    moduleId: moduleIds.lobby,
    query: { clientType, ...parameters },
    signal,
  });
}

export function recentGamesQueryOptions(parameters: RecentGamesParameters, token: string | null) {
  return queryOptions({
    queryKey: ['lobby', 'recent', token, parameters],
    queryFn: ({ signal }) => getRecentGames(parameters, signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
