import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HelpTopic } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/system/helpCenter: the help topics (terms, privacy, FAQ...) in a language, for the web device. */
export function getHelpCenter(language: string, signal?: AbortSignal): Promise<{ topics: HelpTopic[] }> {
  return api.get<{ topics: HelpTopic[] }>('/wps/system/helpCenter', {
    moduleId: moduleIds.content,
    query: { lang: language, device: 'WEB' },
    signal,
  });
}

export function helpCenterQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['content', 'help-center', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 10 * 60_000,
    select: (value) => [...value.topics].sort((first, second) => first.sort - second.sort),
  });
}

/** The help topics in the current language, in their configured order. */
export function useHelpTopics() {
  const { i18n } = useTranslation();
  return useQuery(helpCenterQueryOptions(i18n.language));
}
