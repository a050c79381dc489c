import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawProofValue } from '@platform/contract/lottery/draws';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /lotto/lgw/draws/proof: the seed hash published at opening, the seed revealed with the result, and the result. */
export function getDrawProof(gameCode: string, issue: string, signal?: AbortSignal): Promise<DrawProofValue> {
  return api.get<DrawProofValue>('/lotto/lgw/draws/proof', { moduleId: moduleIds.lottery, query: { gameCode, issue }, signal });
}

export function drawProofQueryOptions(gameCode: string, issue: string) {
  return queryOptions({
    queryKey: ['lottery', 'proof', gameCode, issue],
    queryFn: ({ signal }) => getDrawProof(gameCode, issue, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: gameCode !== '' && issue !== '',
  });
}

export function useDrawProof(gameCode: string, issue: string) {
  return useQuery(drawProofQueryOptions(gameCode, issue));
}
