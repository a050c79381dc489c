import { useEffect, useRef } from 'react';
import type { BalanceEvent } from '@platform/contract/wallet/balance';
import { useSessionStore } from './session-store.ts';

/** The events the server pushes over GET /ws that the web app reads, by their `type`. */
export interface RealtimeEventMap {
  /** The socket is authenticated; events missed while it was down are not replayed, so readers refetch. */
  ready: { type: 'ready'; memberId: string };
  /** The member's cash and bonus after any money movement. */
  balance: BalanceEvent;
}

export type RealtimeEventType = keyof RealtimeEventMap;
export type RealtimeListener<Type extends RealtimeEventType> = (event: RealtimeEventMap[Type]) => void;

/** The part of a browser WebSocket the client uses, so tests can hand in a fake one. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface RealtimeClientOptions {
  /** The WebSocket address, read at each connection so it follows the page's origin. */
  url: () => string;
  createSocket?: (url: string) => RealtimeSocket;
  /** How long to wait before reconnection attempt number `attempt` (counting from 1). */
  retryDelayMs?: (attempt: number) => number;
  setTimer?: (run: () => void, delayMs: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The server closes a socket whose session is gone with this code; reconnecting would not help. */
export const notLoggedInCloseCode = 4001;
const socketOpen = 1;
const retryDelayMaximumMs = 30_000;

/**
 * Waits 1 s, 2 s, 4 s … up to 30 s between attempts, with up to a quarter added at random so that
 * browsers cut off together by a server restart do not all come back in the same instant.
 */
export function defaultRetryDelayMs(attempt: number): number {
  const base = Math.min(retryDelayMaximumMs, 1_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + Math.random() * 0.25));
}

function isMinorUnits(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Reads one pushed message into a typed event, or undefined for anything this app does not read. */
export function parseRealtimeEvent(data: unknown): RealtimeEventMap[RealtimeEventType] | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null || !('type' in message)) return undefined;
  // Checked by hand rather than with the contract's schema: the socket is part of every page's first load,
  // and the schema library is not.
  if (message.type === 'balance' && 'balance' in message && 'bonus' in message) {
    const { balance, bonus } = message;
    return isMinorUnits(balance) && isMinorUnits(bonus) ? { type: 'balance', balance, bonus } : undefined;
  }
  if (message.type === 'ready' && 'memberId' in message && typeof message.memberId === 'string') {
    return { type: 'ready', memberId: message.memberId };
  }
  return undefined;
}

/**
 * A small reconnecting WebSocket client. It is connected while it has a session token and at least one
 * listener, authenticates with its first message (so the token never appears in an address that proxies
 * log), and dispatches the typed events to listeners by type. Without a session it still connects, as a
 * guest, while anyone listens to a topic: the server lets guests hear public topics (the winner board).
 */
export function createRealtimeClient(options: RealtimeClientOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as RealtimeSocket);
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const setTimer = options.setTimer ?? ((run: () => void, delayMs: number) => setTimeout(run, delayMs));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const listeners = new Map<RealtimeEventType, Set<(event: never) => void>>();
  // Public topics (a lottery game, the crash rounds): their listeners get every pushed message as text
  // and pick out their own events.
  const topics = new Map<string, Set<(data: string) => void>>();
  let ready = false;
  let token: string | null = null;
  let socket: RealtimeSocket | null = null;
  let retryTimer: unknown = null;
  let attempts = 0;
  // Set when the server refused the token: the client waits for a new one instead of retrying.
  let refusedToken: string | null = null;

  const listenerCount = () => [...listeners.values(), ...topics.values()].reduce((count, set) => count + set.size, 0);
  const usableToken = () => (token !== null && token !== refusedToken ? token : null);
  // Without a usable session the socket is a guest's: worth opening only for topics (public ones), not for
  // the member's own events.
  const wanted = () => listenerCount() > 0 && (usableToken() !== null || topics.size > 0);

  function dispatch(event: RealtimeEventMap[RealtimeEventType]): void {
    for (const listener of listeners.get(event.type) ?? []) (listener as (value: typeof event) => void)(event);
  }

  /** A new connection starts with no topics: ask again for each one listened to. */
  function subscribeAll(current: RealtimeSocket): void {
    for (const topic of topics.keys()) current.send(JSON.stringify({ type: 'subscribe', topic }));
  }

  function open(): void {
    if (socket || retryTimer !== null || !wanted()) return;
    const current = createSocket(options.url());
    const sessionToken = usableToken();
    socket = current;
    current.onopen = () => {
      if (sessionToken !== null) return current.send(JSON.stringify({ type: 'auth', token: sessionToken }));
      // A guest has nothing to wait for: it listens to its (public) topics at once.
      attempts = 0;
      ready = true;
      return subscribeAll(current);
    };
    current.onmessage = (message) => {
      if (typeof message.data === 'string' && topics.size > 0) {
        for (const set of [...topics.values()]) for (const listener of [...set]) listener(message.data);
      }
      const event = parseRealtimeEvent(message.data);
      if (!event) return;
      if (event.type === 'ready') {
        attempts = 0;
        ready = true;
        subscribeAll(current);
      }
      dispatch(event);
    };
    current.onerror = () => undefined;
    current.onclose = (closed) => {
      if (socket !== current) return;
      socket = null;
      ready = false;
      if (closed.code === notLoggedInCloseCode && sessionToken !== null) refusedToken = sessionToken;
      scheduleReconnect();
    };
  }

  function scheduleReconnect(): void {
    if (!wanted() || retryTimer !== null) return;
    attempts += 1;
    retryTimer = setTimer(() => {
      retryTimer = null;
      open();
    }, retryDelayMs(attempts));
  }

  function disconnect(): void {
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = null;
    attempts = 0;
    ready = false;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close(1000, 'done');
    }
  }

  return {
    /** Follows the session: a new token reconnects, none disconnects. */
    setToken(next: string | null): void {
      if (next === token) return;
      token = next;
      disconnect();
      open();
    },

    /** Listens to one type of event; the returned function stops listening. */
    on<Type extends RealtimeEventType>(type: Type, listener: RealtimeListener<Type>): () => void {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      const entry = listener as (event: never) => void;
      set.add(entry);
      open();
      return () => {
        listeners.get(type)?.delete(entry);
        if (listenerCount() === 0) disconnect();
      };
    },

    /**
     * Listens to a topic: every pushed message reaches `listener` as text while it listens (it picks out its
     * own events; the server's `{"type":"subscribed","topic":…}` tells it from when it hears the topic, so a
     * reconnection may have missed some). Guests hear public topics only. The returned
     * function stops listening, and the topic is left when its last listener goes.
     */
    topic(name: string, listener: (data: string) => void): () => void {
      let set = topics.get(name);
      const joining = !set;
      if (!set) {
        set = new Set();
        topics.set(name, set);
      }
      set.add(listener);
      if (joining && ready && socket?.readyState === socketOpen) socket.send(JSON.stringify({ type: 'subscribe', topic: name }));
      open();
      return () => {
        const current = topics.get(name);
        if (!current?.delete(listener) || current.size > 0) return;
        topics.delete(name);
        if (ready && socket?.readyState === socketOpen) socket.send(JSON.stringify({ type: 'unsubscribe', topic: name }));
        if (listenerCount() === 0) disconnect();
      };
    },

    /** Whether a socket is open now. */
    isConnected: () => socket !== null && socket.readyState === socketOpen,

    close(): void {
      listeners.clear();
      topics.clear();
      disconnect();
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/** The address of the server's WebSocket on this page's origin. */
export function realtimeUrlOf(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

let sharedClient: RealtimeClient | null = null;

/** The app's one realtime connection, following the session token in the session store. */
export function realtimeClient(): RealtimeClient {
  if (sharedClient) return sharedClient;
  const client = createRealtimeClient({ url: () => realtimeUrlOf(window.location) });
  client.setToken(useSessionStore.getState().token);
  useSessionStore.subscribe((state) => client.setToken(state.token));
  sharedClient = client;
  return client;
}

/** Runs `listener` for each pushed event of a type while the component is mounted. */
export function useRealtimeEvent<Type extends RealtimeEventType>(type: Type, listener: RealtimeListener<Type>): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => realtimeClient().on(type, (event) => latest.current(event)), [type]);
}
