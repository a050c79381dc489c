import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrashBetValue, CrashStateValue, DiceRollValue, HouseLimitsQuery, HouseLimitsValue, MinesStateValue, SeedsValue, SlotSpinValue } from '@platform/contract/games/house';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { walletBalanceQueryPrefix } from '../../../lib/wallet-balance.ts';

/** The house games' calls under /wps/house (provably fair seeds, slot, dice, mines, crash). */
const options = { moduleId: moduleIds.games };

export const houseQueryKeys = {
  seeds: (token: string) => ['house', 'seeds', token] as const,
  mines: (token: string) => ['house', 'mines', token] as const,
  crash: (token: string) => ['house', 'crash', token] as const,
};

/** GET /wps/house/seeds: the hash of the server seed in use, the client seed, the next nonce and the last revealed pair. */
export function getSeeds(signal?: AbortSignal): Promise<SeedsValue> {
  return api.get<SeedsValue>('/wps/house/seeds', { ...options, signal });
}

export function useSeeds() {
  const token = useSessionStore((state) => state.token) ?? '';
  return useQuery(queryOptions({ queryKey: houseQueryKeys.seeds(token), queryFn: ({ signal }) => getSeeds(signal), enabled: token !== '' }));
}

/** A house game that has stake limits. */
export type HouseGame = HouseLimitsQuery['game'];

/** GET /wps/house/limits: what the game takes per bet and pays at most per round. */
export function getHouseLimits(game: HouseGame, signal?: AbortSignal): Promise<HouseLimitsValue> {
  return api.get<HouseLimitsValue>('/wps/house/limits', { ...options, query: { game }, signal });
}

export function useHouseLimits(game: HouseGame) {
  return useQuery(queryOptions({ queryKey: ['house', 'limits', game], queryFn: ({ signal }) => getHouseLimits(game, signal), staleTime: 5 * 60_000 }));
}

/** Writes a seeds answer into the cache, so the fairness panel shows it at once. */
function useSeedsWriter() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token) ?? '';
  return (seeds: SeedsValue) => queryClient.setQueryData(houseQueryKeys.seeds(token), seeds);
}

/** POST /wps/house/seeds/client: the client seed of the next bets. */
export function useSetClientSeed() {
  const write = useSeedsWriter();
  return useMutation({
    mutationFn: (clientSeed: string) => api.post<SeedsValue>('/wps/house/seeds/client', { ...options, body: { clientSeed } }),
    onSuccess: write,
  });
}

/** POST /wps/house/seeds/rotate: reveals the server seed in use and commits to a new one. */
export function useRotateSeeds() {
  const write = useSeedsWriter();
  return useMutation({
    mutationFn: (clientSeed?: string) => api.post<SeedsValue>('/wps/house/seeds/rotate', { ...options, body: clientSeed ? { clientSeed } : {} }),
    onSuccess: write,
  });
}

/**
 * After a bet: the header balance is refreshed (the server also pushes it over the WebSocket) and the
 * fairness panel shows the next nonce.
 */
export function useAfterBet() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: walletBalanceQueryPrefix });
    void queryClient.invalidateQueries({ queryKey: ['house', 'seeds'] });
  };
}

export function useSpinSlot() {
  const afterBet = useAfterBet();
  return useMutation({
    mutationFn: (body: { requestId: string; lineBet: number }) => api.post<SlotSpinValue>('/wps/house/slot/spin', { ...options, body }),
    onSettled: afterBet,
  });
}

export function useRollDice() {
  const afterBet = useAfterBet();
  return useMutation({
    mutationFn: (body: { requestId: string; stake: number; direction: 'under' | 'over'; chanceBasisPoints: number }) =>
      api.post<DiceRollValue>('/wps/house/dice/roll', { ...options, body }),
    onSettled: afterBet,
  });
}

/** GET /wps/house/mines/current: the mines round in play, or null. */
export function useCurrentMines() {
  const token = useSessionStore((state) => state.token) ?? '';
  return useQuery(
    queryOptions({
      queryKey: houseQueryKeys.mines(token),
      queryFn: ({ signal }) => api.get<MinesStateValue | null>('/wps/house/mines/current', { ...options, signal }),
      enabled: token !== '',
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

export type MinesAction = { kind: 'start'; requestId: string; stake: number; mines: number } | { kind: 'reveal'; roundId: string; cell: number } | { kind: 'cashout'; roundId: string };

/** Starts, reveals a cell of, or cashes out the mines round; the answer is the round's new state. */
export function useMinesAction() {
  const afterBet = useAfterBet();
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token) ?? '';
  return useMutation({
    mutationFn: (action: MinesAction) => {
      const { kind, ...body } = action;
      return api.post<MinesStateValue>(`/wps/house/mines/${kind}`, { ...options, body });
    },
    onSuccess: (state) => queryClient.setQueryData(houseQueryKeys.mines(token), state),
    onSettled: afterBet,
  });
}

/** GET /wps/house/crash/state: the round now, the member's bet on it and the latest crash points. */
export function useCrashState() {
  const token = useSessionStore((state) => state.token) ?? '';
  return useQuery(
    queryOptions({
      queryKey: houseQueryKeys.crash(token),
      queryFn: ({ signal }) => api.get<CrashStateValue | null>('/wps/house/crash/state', { ...options, signal }),
      refetchInterval: 15_000,
    }),
  );
}

export function useCrashBet() {
  const afterBet = useAfterBet();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { requestId: string; stake: number; autoCashOut?: number }) => api.post<CrashBetValue>('/wps/house/crash/bet', { ...options, body }),
    onSettled: () => {
      afterBet();
      void queryClient.invalidateQueries({ queryKey: ['house', 'crash'] });
    },
  });
}

export function useCrashCashOut() {
  const afterBet = useAfterBet();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (crashRoundId: string) => api.post<CrashBetValue>('/wps/house/crash/cashout', { ...options, body: { crashRoundId } }),
    onSettled: () => {
      afterBet();
      void queryClient.invalidateQueries({ queryKey: ['house', 'crash'] });
    },
  });
}
