import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameMenu } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';

/** GET /lgw/games/game_menus: each category that has vendors, with its vendors' entries. */
export function getGameMenus(language: string, signal?: AbortSignal): Promise<{ menus: GameMenu[] }> {
  return api.get<{ menus: GameMenu[] }>('/lgw/games/game_menus', { moduleId: moduleIds.lobby, query: { language }, signal });
}

export function gameMenusQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['lobby', 'menus', language],
    queryFn: ({ signal }) => getGameMenus(language, signal),
    staleTime: 5 * 60_000,
  });
}

/** The game menus in the interface language; an empty list until they load. */
export function useGameMenus(): { menus: GameMenu[]; isPending: boolean } {
  const language = useLobbyLanguage();
  const query = useQuery(gameMenusQueryOptions(language));
  return { menus: query.data?.menus ?? [], isPending: query.isPending };
}
