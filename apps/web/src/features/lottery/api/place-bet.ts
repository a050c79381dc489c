import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceBetRequest, PlaceBetValue } from '@platform/contract/lottery/bets';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /lotto/lgw/bets: places a bet (and its chase); the server checks the cost with game-math. */
export function placeBet(request: PlaceBetRequest): Promise<PlaceBetValue> {
  return api.post<PlaceBetValue>('/lotto/lgw/bets', { moduleId: moduleIds.lottery, body: request });
}

export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lottery', 'bets'] }),
  });
}
