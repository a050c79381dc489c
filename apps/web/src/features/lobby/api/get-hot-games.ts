import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game, GameType } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useMerchantStore } from '../../../lib/session-store.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { sessionCached } from '../session-cache.ts';

/** Hot games come from every vendor on these platforms (spec §7, §9). */
const hotPlatforms = 'flash,html5-desktop';

export interface HotGamesParameters {
  merchantCode: string | null;
  gameType: GameType | undefined;
  language: string;
}

/** GET /lgw/games/hot/list: hot games, most popular first. */
export function getHotGames(parameters: HotGamesParameters, signal?: AbortSignal): Promise<{ list: Game[] }> {
  return api.get<{ list: Game[] }>('/lgw/games/hot/list', {
    moduleId: moduleIds.lobby,
    query: { merchantCode: parameters.merchantCode ?? undefined, isPlatform: 2, platform: hotPlatforms, gameType: parameters.gameType, language: parameters.language },
    signal,
  });
}

/** Hot games are cached in the session (spec §9). */
export function hotGamesQueryOptions(parameters: HotGamesParameters) {
  return queryOptions({
    queryKey: ['lobby', 'hot', parameters],
    ...sessionCached(`hot:${parameters.gameType ?? 'ALL'}:${parameters.language}`, () => getHotGames(parameters)),
    staleTime: 5 * 60_000,
  });
}

/** The hot games of a category, or of every category. */
export function useHotGames(gameType: GameType | undefined) {
  const language = useLobbyLanguage();
  const merchantCode = useMerchantStore((state) => state.merchantCode);
  return useQuery(hotGamesQueryOptions({ merchantCode, gameType, language }));
}
