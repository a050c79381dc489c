import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Notice, noticePageSizeDefault as contractPageSize } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** Nine notices a page (spec §9), typed by the contract's constant without loading its schemas. */
const noticePageSizeDefault: typeof contractPageSize = 9;

export interface NoticePage {
  list: Notice[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** GET /wps/notices: one page of the notice list, nine per page (spec §9). */
export function getNotices(pageNo: number, language: string, signal?: AbortSignal): Promise<NoticePage> {
  return api.get<NoticePage>('/wps/notices', { moduleId: moduleIds.content, query: { pageNo, pageSize: noticePageSizeDefault, language }, signal });
}

export function noticesQueryOptions(pageNo: number, language: string) {
  return queryOptions({
    queryKey: ['content', 'notices', pageNo, language],
    queryFn: ({ signal }) => getNotices(pageNo, language, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useNotices(pageNo: number) {
  const { i18n } = useTranslation();
  return useQuery(noticesQueryOptions(pageNo, i18n.language));
}
