import type { FavouriteAdd } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

interface FavouriteChange {
  nodeId: number;
  favourite: boolean;
  changed: boolean;
}

/** POST /lgw/games/favorite: adds a favourite (spec §3 Favourite payload). */
export function addFavourite(payload: FavouriteAdd): Promise<FavouriteChange> {
  return api.post<FavouriteChange>('/lgw/games/favorite', { moduleId: moduleIds.lobby, body: payload });
}

/** DELETE /lgw/games/favorite?nodeId=: removes a favourite. */
export function removeFavourite(nodeId: number): Promise<FavouriteChange> {
  return api.delete<FavouriteChange>('/lgw/games/favorite', { moduleId: moduleIds.lobby, query: { nodeId } });
}
