import i18next from 'i18next';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BettingRecordValue } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { bettingRecordsSearch, type BettingRecordsFilters } from '../records-query.ts';

/** GET /wps/member/betting-records: every round of every vendor by filters and merchant days, paged, with totals. */
export function getBettingRecords(filters: BettingRecordsFilters, signal?: AbortSignal): Promise<BettingRecordValue> {
  return api.get<BettingRecordValue>('/wps/member/betting-records', { moduleId: moduleIds.games, query: bettingRecordsSearch(filters), signal });
}

export function bettingRecordsQueryOptions(filters: BettingRecordsFilters) {
  return queryOptions({
    queryKey: ['games', 'betting-records', filters, i18next.language],
    queryFn: ({ signal }) => getBettingRecords(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useBettingRecords(filters: BettingRecordsFilters) {
  return useQuery(bettingRecordsQueryOptions(filters));
}
