import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Banner, BannerGroupName } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/banners: the banners of one group (w_home, w_login...), in their order. */
export function getBanners(groupName: BannerGroupName, language: string, signal?: AbortSignal): Promise<{ list: Banner[] }> {
  return api.get<{ list: Banner[] }>('/wps/banners', { moduleId: moduleIds.content, query: { groupName, language }, signal });
}

export function bannersQueryOptions(groupName: BannerGroupName, language: string) {
  return queryOptions({
    queryKey: ['content', 'banners', groupName, language],
    queryFn: ({ signal }) => getBanners(groupName, language, signal),
    staleTime: 5 * 60_000,
    select: (value) => [...value.list].sort((first, second) => first.sort - second.sort),
  });
}

export function useBanners(groupName: BannerGroupName) {
  const { i18n } = useTranslation();
  return useQuery(bannersQueryOptions(groupName, i18n.language));
}
