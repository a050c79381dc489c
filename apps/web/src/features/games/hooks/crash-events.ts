import { useEffect, useRef } from 'react';
import { useSessionStore } from '../../../lib/session-store.ts';
import { crashTopic, parseCrashEvent, type CrashEvent } from '../crash-clock.ts';

const reconnectDelayMs = 3_000;

function socketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
}

/**
 * Follows the crash rounds over the site's WebSocket (/ws, topic `house:crash`): betting opening, the
 * climb starting, the crash and every cash-out. After a drop it reconnects and tells the page, which then
 * rereads the round, since events sent meanwhile are not replayed.
 */
export function useCrashEvents(onEvent: (event: CrashEvent) => void, onConnected: () => void): void {
  const token = useSessionStore((state) => state.token);
  const latest = useRef({ onEvent, onConnected });
  useEffect(() => {
    latest.current = { onEvent, onConnected };
  });
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return undefined;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const current = new WebSocket(socketUrl());
      socket = current;
      current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
      current.onmessage = (message) => {
        const data = typeof message.data === 'string' ? message.data : '';
        if (data.includes('"ready"')) {
          current.send(JSON.stringify({ type: 'subscribe', topic: crashTopic }));
          latest.current.onConnected();
          return;
        }
        const event = parseCrashEvent(data);
        if (event) latest.current.onEvent(event);
      };
      current.onclose = (closed) => {
        if (socket !== current) return;
        socket = null;
        if (!stopped && closed.code !== 4001) timer = setTimeout(connect, reconnectDelayMs);
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = socket;
      socket = null;
      current?.close(1000, 'done');
    };
  }, [token]);
}
