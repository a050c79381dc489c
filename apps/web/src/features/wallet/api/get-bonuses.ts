import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusDetailsValue } from '@platform/contract/wallet/records';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

export const bonusesPageSize = 10;

/** GET /wps/wallet/bonuses: each bonus received with its wagering progress and expiry. */
export function getBonuses(pageNo: number, signal?: AbortSignal): Promise<BonusDetailsValue> {
  return api.get<BonusDetailsValue>('/wps/wallet/bonuses', { moduleId: moduleIds.wallet, query: { pageNo, pageSize: bonusesPageSize }, signal });
}

export function bonusesQueryOptions(pageNo: number) {
  return queryOptions({ queryKey: ['wallet', 'bonuses', pageNo], queryFn: ({ signal }) => getBonuses(pageNo, signal), staleTime: 0, placeholderData: keepPreviousData });
}

export function useBonuses(pageNo: number) {
  return useQuery(bonusesQueryOptions(pageNo));
}
