import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteListValue, GameType } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { clientType, favouritesPageSize } from '../lobby-constants.ts';

export interface FavouritesParameters {
  gameType: GameType | undefined;
  vassalage: string;
  language: string;
}

/** GET /lgw/games/favorite/list: the member's favourites, fetched whole (pageSize 999, spec §9). */
export function getFavourites(parameters: FavouritesParameters, signal?: AbortSignal): Promise<FavouriteListValue> {
  return api.get<FavouriteListValue>('/lgw/games/favorite/list', {
    moduleId: moduleIds.lobby,
    query: { clientType, ...parameters, pageNo: 1, pageSize: favouritesPageSize },
    signal,
  });
}

/** Every favourites query starts with this key, so a change can update them all at once. */
export const favouritesKeyRoot = ['lobby', 'favourites'] as const;

export function favouritesQueryOptions(parameters: FavouritesParameters, token: string | null) {
  return queryOptions({
    queryKey: [...favouritesKeyRoot, token, parameters],
    queryFn: ({ signal }) => getFavourites(parameters, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** The member's favourites of a category and vendor; nothing for a guest. */
export function useFavourites(gameType: GameType | undefined, vassalage = '', enabled = true) {
  const language = useLobbyLanguage();
  const token = useSessionStore((state) => state.token);
  const options = favouritesQueryOptions({ gameType, vassalage, language }, token);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
