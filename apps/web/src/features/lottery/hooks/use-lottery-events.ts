import { useEffect, useRef } from 'react';
import type { Draw } from '@platform/contract/lottery/draws';
import { lotteryTopic } from '@platform/contract/lottery/games';
import { useSessionStore } from '../../../lib/session-store.ts';

export type LotteryEventType = 'lottery.open' | 'lottery.closed' | 'lottery.result' | 'lottery.cancelled';
export interface LotteryEvent {
  type: LotteryEventType;
  draw: Draw;
}

const eventTypes = new Set<string>(['lottery.open', 'lottery.closed', 'lottery.result', 'lottery.cancelled']);
const reconnectDelayMs = 3_000;

function socketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
}

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
 * Follows one game's topic over the site's WebSocket (/ws): opening, closing, results and cancellations,
 * pushed by whichever server node ran the draw. It reconnects after a drop and tells the page, which then
 * reloads what it may have missed.
 */
export function useLotteryEvents(gameCode: string, onEvent: (event: LotteryEvent) => void, onReconnect: () => void): void {
  const token = useSessionStore((state) => state.token);
  const latest = useRef({ onEvent, onReconnect });
  useEffect(() => {
    latest.current = { onEvent, onReconnect };
  });
  useEffect(() => {
    if (!token || !gameCode || typeof WebSocket === 'undefined') return undefined;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let connections = 0;
    const connect = () => {
      socket = new WebSocket(socketUrl());
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'auth', token }));
      socket.onmessage = (message) => {
        const data = typeof message.data === 'string' ? message.data : '';
        if (data.includes('"ready"')) {
          socket?.send(JSON.stringify({ type: 'subscribe', topic: lotteryTopic(gameCode) }));
          if (connections++ > 0) latest.current.onReconnect();
          return;
        }
        const event = parseLotteryEvent(data, gameCode);
        if (event) latest.current.onEvent(event);
      };
      socket.onclose = (closed) => {
        socket = null;
        if (!stopped && closed.code !== 4001) timer = setTimeout(connect, reconnectDelayMs);
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close(1000, 'done');
    };
  }, [gameCode, token]);
}
