import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameType } from '@platform/contract';
import { normaliseLanguage } from '@platform/contract/languages';
import { useTranslation } from 'react-i18next';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

export interface RecordsVendor {
  vassalage: string;
  name: string;
  gameTypes: GameType[];
}

/** GET /lgw/games/vassalage_game_types: the vendors the records can be filtered by, with their game types. */
export function getRecordsVendors(language: string, signal?: AbortSignal): Promise<{ vendors: RecordsVendor[] }> {
  return api.get<{ vendors: RecordsVendor[] }>('/lgw/games/vassalage_game_types', { moduleId: moduleIds.games, query: { language }, signal });
}

export function recordsVendorsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['games', 'records-vendors', language],
    queryFn: ({ signal }) => getRecordsVendors(language, signal),
    staleTime: 10 * 60_000,
  });
}

export function useRecordsVendors() {
  const { i18n } = useTranslation();
  return useQuery(recordsVendorsQueryOptions(normaliseLanguage(i18n.language)));
}
