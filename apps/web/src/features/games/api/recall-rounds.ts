import i18next from 'i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecallRound } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/member/betting-records/recall: the latest rounds in full, with the seeds of house rounds. */
export function getRecallRounds(signal?: AbortSignal): Promise<{ list: RecallRound[] }> {
  return api.get<{ list: RecallRound[] }>('/wps/member/betting-records/recall', { moduleId: moduleIds.games, signal });
}

export function recallRoundsQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'recall', i18next.language],
    queryFn: ({ signal }) => getRecallRounds(signal),
    staleTime: 0,
  });
}

export function useRecallRounds() {
  return useQuery(recallRoundsQueryOptions());
}
