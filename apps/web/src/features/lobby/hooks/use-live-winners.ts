import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { normaliseLanguage } from '@platform/contract/languages';
import type { WinnerEntry } from '@platform/contract/lobby/winners';
import { realtimeClient } from '../../../lib/ws.ts';
import { winnersLimit } from '../lobby-constants.ts';
import { mergeWinner, parseWinnerEvent, winnerTopic } from '../live-winners.ts';

/** The query keys of the winner board start with this (one list per language). */
const winnersQueryKey = ['lobby', 'winners'] as const;

function isSubscribedToWinners(data: string): boolean {
  try {
    const message = JSON.parse(data) as { type?: unknown; topic?: unknown };
    return message.type === 'subscribed' && message.topic === winnerTopic;
  } catch {
    return false;
  }
}

/**
 * Keeps the winner board live while it is shown: each win pushed on the public winner topic (as a guest or
 * as the logged-in member, over the site's one WebSocket, which reconnects with growing delays) is merged
 * into every loaded board list in its own language. After a reconnection the list is read again, since
 * wins pushed while the socket was down are not replayed.
 */
export function useLiveWinners(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let subscriptions = 0;
    return realtimeClient().topic(winnerTopic, (data) => {
      if (isSubscribedToWinners(data)) {
        subscriptions += 1;
        if (subscriptions > 1) void queryClient.invalidateQueries({ queryKey: winnersQueryKey });
        return;
      }
      for (const [queryKey, board] of queryClient.getQueriesData<{ list: WinnerEntry[] }>({ queryKey: winnersQueryKey })) {
        const entry = board ? parseWinnerEvent(data, normaliseLanguage(String(queryKey[2]))) : undefined;
        if (board && entry) queryClient.setQueryData(queryKey, { ...board, list: mergeWinner(board.list, entry, winnersLimit) });
      }
    });
  }, [queryClient]);
}
