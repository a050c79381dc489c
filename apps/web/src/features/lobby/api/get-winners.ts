import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WinnerEntry } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { winnersLimit } from '../lobby-constants.ts';

/** GET /lgw/games/winners: the biggest recent wins, largest first (the site asks for 20, spec §9). */
export function getWinners(language: string, signal?: AbortSignal): Promise<{ list: WinnerEntry[] }> {
  return api.get<{ list: WinnerEntry[] }>('/lgw/games/winners', {
    moduleId: moduleIds.lobby,
    query: { language, limitNum: winnersLimit },
    signal,
  });
}

export function winnersQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['lobby', 'winners', language],
    queryFn: ({ signal }) => getWinners(language, signal),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

export function useWinners() {
  return useQuery(winnersQueryOptions(useLobbyLanguage()));
}
