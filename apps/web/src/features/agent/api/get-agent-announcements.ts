import i18next from 'i18next';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentAnnouncementPage } from '@platform/contract/content/announcements';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** Announcements a page of the agent centre's list shows. */
export const agentAnnouncementPageSize = 10;

/** GET /wps/agent/announcements: the live announcements for agents, newest first (in the language the client sends). */
export function getAgentAnnouncements(pageNo: number, signal?: AbortSignal): Promise<AgentAnnouncementPage> {
  return api.get<AgentAnnouncementPage>('/wps/agent/announcements', {
    moduleId: moduleIds.agent,
    query: { pageNo, pageSize: agentAnnouncementPageSize },
    signal,
  });
}

export function agentAnnouncementsQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: ['agent', 'announcements', pageNo, i18next.language],
    queryFn: ({ signal }) => getAgentAnnouncements(pageNo, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the agent announcements. */
export function useAgentAnnouncements(pageNo: number) {
  return useQuery(agentAnnouncementsQueryOptions(pageNo));
}
