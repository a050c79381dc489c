import { queryOptions, useQuery } from '@tanstack/react-query';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** GET /lgw/games/favorite/ids: the node ids of the member's favourites, to mark the hearts of any list. */
export function getFavouriteIds(signal?: AbortSignal): Promise<{ nodeIds: number[] }> {
  return api.get<{ nodeIds: number[] }>('/lgw/games/favorite/ids', { moduleId: moduleIds.lobby, signal });
}

export function favouriteIdsQueryKey(token: string | null) {
  return ['lobby', 'favourite-ids', token] as const;
}

export function favouriteIdsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: favouriteIdsQueryKey(token),
    queryFn: ({ signal }) => getFavouriteIds(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** The set of favourite node ids; empty for a guest. */
export function useFavouriteIds(): ReadonlySet<number> {
  const token = useSessionStore((state) => state.token);
  const { data } = useQuery({ ...favouriteIdsQueryOptions(token), select: (value) => new Set(value.nodeIds) });
  return data ?? emptySet;
}

const emptySet: ReadonlySet<number> = new Set();
