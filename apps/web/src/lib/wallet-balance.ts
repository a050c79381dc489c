import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceEvent, WalletBalanceValue } from '@platform/contract/wallet/balance';
import { moduleIds } from '../config/module-ids.ts';
import { api } from './api-client.ts';
import { useSessionStore } from './session-store.ts';
import { useRealtimeEvent } from './ws.ts';

/** The prefix of every balance query; invalidating it refreshes the header and the wallet pages at once. */
export const walletBalanceQueryPrefix = ['wallet', 'balance'] as const;

/** GET /wps/v2/wallets/balance: cash, bonus, points, held, the currency symbol and the single-wallet flag. */
export function getWalletBalance(signal?: AbortSignal): Promise<WalletBalanceValue> {
  return api.get<WalletBalanceValue>('/wps/v2/wallets/balance', { moduleId: moduleIds.wallet, signal });
}

/** The balance query of one session: a new login never shows the previous member's money. */
export function walletBalanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...walletBalanceQueryPrefix, token ?? ''],
    queryFn: ({ signal }) => getWalletBalance(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** The balance after a pushed event: cash and bonus change, the rest stays until the next fetch. */
export function applyBalanceEvent(current: WalletBalanceValue | undefined, event: BalanceEvent): WalletBalanceValue | undefined {
  if (!current) return current;
  return { ...current, balance: event.balance, bonus: event.bonus };
}

/**
 * The signed-in member's balance, kept current by the WebSocket: each pushed balance event updates it
 * without a reload, and a reconnection refetches it because events sent meanwhile are lost.
 * Use it for the header balance and the member popup; `refetch` is the refresh button.
 */
export function useWalletBalance() {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const options = walletBalanceQueryOptions(token);
  useRealtimeEvent('balance', (event) => {
    queryClient.setQueryData(options.queryKey, (current) => applyBalanceEvent(current, event));
  });
  useRealtimeEvent('ready', () => {
    void queryClient.invalidateQueries({ queryKey: walletBalanceQueryPrefix });
  });
  return useQuery(options);
}
