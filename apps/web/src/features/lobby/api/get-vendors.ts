import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameType } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';

export interface VendorSummary {
  vassalage: string;
  name: string;
  logoUrl: string;
  gameTypes: GameType[];
  maintenance: boolean;
}

interface VassalageGameTypes {
  gameTypes: Partial<Record<GameType, string[]>>;
  vendors: VendorSummary[];
}

/** GET /lgw/games/vassalage_game_types: every vendor with its logo and the game types it serves. */
export function getVendors(language: string, signal?: AbortSignal): Promise<VassalageGameTypes> {
  return api.get<VassalageGameTypes>('/lgw/games/vassalage_game_types', { moduleId: moduleIds.lobby, query: { language }, signal });
}

export function vendorsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['lobby', 'vendors', language],
    queryFn: ({ signal }) => getVendors(language, signal),
    staleTime: 10 * 60_000,
  });
}

export function useVendors() {
  return useQuery(vendorsQueryOptions(useLobbyLanguage()));
}
