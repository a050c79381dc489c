import { useEffect, useRef } from 'react';
import { useSessionStore } from '../../../lib/session-store.ts';
import { realtimeClient } from '../../../lib/ws.ts';
import { crashTopic, parseCrashEvent, type CrashEvent } from '../crash-clock.ts';

/**
 * Follows the crash rounds over the site's one WebSocket (/ws, topic `house:crash`): betting opening, the
 * climb starting, the crash and every cash-out. Each time the connection is (re)established the page is
 * told, and rereads the round, since events sent while it was down are not replayed.
 */
export function useCrashEvents(onEvent: (event: CrashEvent) => void, onConnected: () => void): void {
  const token = useSessionStore((state) => state.token);
  const latest = useRef({ onEvent, onConnected });
  useEffect(() => {
    latest.current = { onEvent, onConnected };
  });
  useEffect(() => {
    if (!token) return undefined;
    const client = realtimeClient();
    const stopReady = client.on('ready', () => latest.current.onConnected());
    const stopTopic = client.topic(crashTopic, (data) => {
      const event = parseCrashEvent(data);
      if (event) latest.current.onEvent(event);
    });
    // Already connected: the subscription starts now, so the round is read again from this moment.
    if (client.isConnected()) latest.current.onConnected();
    return () => {
      stopTopic();
      stopReady();
    };
  }, [token]);
}
