import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotteryBet } from '@platform/contract/lottery/bets';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /lotto/lgw/bets/cancel: cancels a pending bet before its issue closes; the stake less the rebate comes back. */
export function cancelBet(betId: string): Promise<{ bet: LotteryBet; balance: number }> {
  return api.post<{ bet: LotteryBet; balance: number }>('/lotto/lgw/bets/cancel', { moduleId: moduleIds.lottery, body: { betId } });
}

export function useCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lottery', 'bets'] }),
  });
}
