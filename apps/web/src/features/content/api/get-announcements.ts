import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Every announcement type the site shows (spec §7 Home and others), for the web platform. */
const announcementTypes = 'B,PL,PU,PR,H';

/** GET /wps/announcements: bulletins, notices and the popups the caller may see. */
export function getAnnouncements(language: string, signal?: AbortSignal): Promise<{ list: Announcement[] }> {
  return api.get<{ list: Announcement[] }>('/wps/announcements', {
    moduleId: moduleIds.content,
    query: { types: announcementTypes, platform: 'W', language },
    signal,
  });
}

/** Keyed by the token: a login changes which popups the server sends. */
export function announcementsQueryOptions(language: string, token: string | null) {
  return queryOptions({
    queryKey: ['content', 'announcements', language, token],
    queryFn: ({ signal }) => getAnnouncements(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncements() {
  const { i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  return useQuery(announcementsQueryOptions(i18n.language, token));
}
