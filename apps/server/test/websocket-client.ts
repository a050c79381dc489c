/** A WebSocket client for tests against the app's GET /ws. Test support only; the product never imports it. */
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'undici';
import type { RealtimeEvent } from '../src/platform/realtime.ts';
import type { TestApp } from './test-app.ts';

/** Opens a WebSocket and collects its messages; `next` waits for the first message matching a test. */
export async function connect(url: string) {
  const socket = new WebSocket(url);
  const messages: RealtimeEvent[] = [];
  const waiters: { test: (event: RealtimeEvent) => boolean; resolve: (event: RealtimeEvent) => void }[] = [];
  let closeCode: number | undefined;
  socket.addEventListener('message', (event) => {
    const parsed = JSON.parse(String(event.data)) as RealtimeEvent;
    messages.push(parsed);
    for (const waiter of [...waiters]) {
      if (waiter.test(parsed)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(parsed);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve((closeCode = event.code))));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('socket error')));
  });
  return {
    socket,
    messages,
    closed,
    closeCode: () => closeCode,
    next(test: (event: RealtimeEvent) => boolean, timeoutMs = 5000): Promise<RealtimeEvent> {
      const found = messages.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
        waiters.push({ test, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
  };
}

/** The address of the WebSocket of a test app that listens on a port. */
export function webSocketUrl(test: TestApp): string {
  return `ws://127.0.0.1:${(test.app.server.server.address() as AddressInfo).port}/ws`;
}
