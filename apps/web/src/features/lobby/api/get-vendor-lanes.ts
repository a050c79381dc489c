import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorLane, VendorLanesValue } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { sessionCached } from '../session-cache.ts';

/** GET /lgw/games/lanes: the vendor lanes of the home page for the desktop platform. */
export function getVendorLanes(language: string, signal?: AbortSignal): Promise<VendorLanesValue> {
  return api.get<VendorLanesValue>('/lgw/games/lanes', { moduleId: moduleIds.lobby, query: { platform: 'html5-desktop', language }, signal });
}

/** Lanes are cached in the session and refreshed on a language change (spec §4, §9). */
export function vendorLanesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['lobby', 'lanes', language],
    ...sessionCached(`lanes:${language}`, () => getVendorLanes(language)),
    staleTime: 5 * 60_000,
  });
}

export function useVendorLanes(): { lanes: VendorLane[]; isPending: boolean; refetch: () => Promise<unknown>; isFetching: boolean } {
  const language = useLobbyLanguage();
  const query = useQuery(vendorLanesQueryOptions(language));
  return { lanes: query.data?.data.lanes ?? [], isPending: query.isPending, refetch: query.refetch, isFetching: query.isFetching };
}
