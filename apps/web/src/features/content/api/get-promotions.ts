import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PromotionDetail, PromotionSummary } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/promotions: the current and upcoming promotions. */
export function getPromotions(language: string, signal?: AbortSignal): Promise<{ list: PromotionSummary[] }> {
  return api.get<{ list: PromotionSummary[] }>('/wps/promotions', { moduleId: moduleIds.content, query: { language }, signal });
}

export function promotionsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['content', 'promotions', language],
    queryFn: ({ signal }) => getPromotions(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePromotions() {
  const { i18n } = useTranslation();
  return useQuery(promotionsQueryOptions(i18n.language));
}

/** GET /wps/promotions/:id: one promotion with its content. */
export function getPromotion(id: number, language: string, signal?: AbortSignal): Promise<PromotionDetail> {
  return api.get<PromotionDetail>(`/wps/promotions/${id}`, { moduleId: moduleIds.content, query: { language }, signal });
}

export function usePromotion(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'promotion', id, i18n.language],
    queryFn: ({ signal }) => getPromotion(id ?? 0, i18n.language, signal),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
