import { useEffect, useRef } from 'react';
import type { Draw } from '@platform/contract/lottery/draws';
import { lotteryTopic } from '@platform/contract/lottery/games';
import { useSessionStore } from '../../../lib/session-store.ts';
import { realtimeClient } from '../../../lib/ws.ts';

export type LotteryEventType = 'lottery.open' | 'lottery.closed' | 'lottery.result' | 'lottery.cancelled';
export interface LotteryEvent {
  type: LotteryEventType;
  draw: Draw;
}

const eventTypes = new Set<string>(['lottery.open', 'lottery.closed', 'lottery.result', 'lottery.cancelled']);
/** Reads a pushed message of the game's topic, or undefined for anything else. */
export function parseLotteryEvent(data: unknown, gameCode: string): LotteryEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as { type?: unknown; draw?: { gameCode?: unknown } };
    if (typeof message.type !== 'string' || !eventTypes.has(message.type) || message.draw?.gameCode !== gameCode) return undefined;
    return message as LotteryEvent;
  } catch {
    return undefined;
  }
}

/**
 * Follows one game's topic over the site's one WebSocket (/ws): opening, closing, results and
 * cancellations, pushed by whichever server node ran the draw. After a reconnection it tells the page,
 * which then reloads what it may have missed.
 */
export function useLotteryEvents(gameCode: string, onEvent: (event: LotteryEvent) => void, onReconnect: () => void): void {
  const token = useSessionStore((state) => state.token);
  const latest = useRef({ onEvent, onReconnect });
  useEffect(() => {
    latest.current = { onEvent, onReconnect };
  });
  useEffect(() => {
    if (!token || !gameCode) return undefined;
    const client = realtimeClient();
    // The first connection is the one the page loaded with; any later one may have missed events.
    let connected = client.isConnected();
    const stopReady = client.on('ready', () => {
      if (connected) latest.current.onReconnect();
      connected = true;
    });
    const stopTopic = client.topic(lotteryTopic(gameCode), (data) => {
      const event = parseLotteryEvent(data, gameCode);
      if (event) latest.current.onEvent(event);
    });
    return () => {
      stopTopic();
      stopReady();
    };
  }, [gameCode, token]);
}
