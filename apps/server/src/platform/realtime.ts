import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { Redis } from 'ioredis';
import type { IncomingMessage } from 'node:http';
import type { Caller } from './auth.ts';

/** Whether a WebSocket handshake with this Origin header (undefined when absent), sent to this Host, may open. */
export type OriginCheck = (origin: string | undefined, host: string | undefined) => Promise<boolean>;

/** An event pushed to browsers; `type` names it, the rest is its payload. */
export type RealtimeEvent = { type: string } & Record<string, unknown>;
export type RealtimeListener = (event: RealtimeEvent) => void;

/** The topic of one member's private events (balance, messages). */
export const memberTopic = (memberId: string) => `member:${memberId}`;
/** Every connected client receives broadcast events (winners, site notices). */
export const broadcastTopic = 'broadcast';

/**
 * Publish/subscribe by topic. With Redis, an event published on one node reaches subscribers on every
 * node; without it, subscribers in this process only. Modules publish; the WebSocket endpoint subscribes.
 */
export interface RealtimeHub {
  publish(topic: string, event: RealtimeEvent): void;
  subscribe(topic: string, listener: RealtimeListener): () => void;
  /** Lets clients subscribe themselves to public topics starting with this prefix (e.g. `lottery:`). */
  allowClientTopics(prefix: string): void;
  isClientTopic(topic: string): boolean;
  /** Declares one topic public: guests (sockets without a session) may subscribe to it, and so may members. */
  allowPublicTopic(topic: string): void;
  isPublicTopic(topic: string): boolean;
  /** Whether an event on this topic can reach anyone: always with Redis (other nodes may listen), else only local subscribers. */
  reaches(topic: string): boolean;
  close(): Promise<void>;
}

const topicPattern = /^[A-Za-z0-9:_.-]{1,100}$/u;

/** Creates the hub: on Redis pub/sub when a connection is given (one extra connection subscribes), else in process. */
export function createRealtimeHub(options: { redis?: Redis; channelPrefix?: string; onError?: (error: unknown) => void } = {}): RealtimeHub {
  const listeners = new Map<string, Set<RealtimeListener>>();
  const clientPrefixes: string[] = [];
  const publicTopics = new Set<string>();
  const channelPrefix = `${options.channelPrefix ?? ''}realtime:`;
  const onError = options.onError ?? (() => undefined);
  const subscriber = options.redis?.duplicate();

  function deliver(topic: string, event: RealtimeEvent): void {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  }

  subscriber?.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    try {
      deliver(channel.slice(channelPrefix.length), JSON.parse(message) as RealtimeEvent);
    } catch (error) {
      onError(error);
    }
  });
  subscriber?.on('error', onError);

  return {
    publish(topic, event) {
      if (!topicPattern.test(topic)) throw new RangeError(`not a realtime topic: ${topic}`);
      if (options.redis) {
        options.redis.publish(`${channelPrefix}${topic}`, JSON.stringify(event)).catch(onError);
        return;
      }
      deliver(topic, event);
    },

    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        subscriber?.subscribe(`${channelPrefix}${topic}`).catch(onError);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(topic);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(topic);
          subscriber?.unsubscribe(`${channelPrefix}${topic}`).catch(onError);
        }
      };
    },

    allowClientTopics(prefix) {
      if (!topicPattern.test(prefix) || !prefix.endsWith(':')) throw new RangeError(`a client topic prefix ends with ':': ${prefix}`);
      clientPrefixes.push(prefix);
    },

    allowPublicTopic(topic) {
      if (!topicPattern.test(topic)) throw new RangeError(`not a realtime topic: ${topic}`);
      publicTopics.add(topic);
    },

    isPublicTopic: (topic) => publicTopics.has(topic),

    reaches: (topic) => options.redis !== undefined || (listeners.get(topic)?.size ?? 0) > 0,

    isClientTopic: (topic) => topicPattern.test(topic) && clientPrefixes.some((prefix) => topic.startsWith(prefix) && topic.length > prefix.length),

    async close() {
      listeners.clear();
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
}

/** The part of a ws socket the endpoint uses. */
interface Socket {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close' | 'pong', listener: () => void): void;
}

const socketOpen = 1;
const authenticationTimeoutMs = 10_000;
const heartbeatIntervalMs = 30_000;
const sessionRecheckIntervalMs = 60_000;
const topicsPerSocketMaximum = 20;

/**
 * GET /ws: a WebSocket authenticated by the session token, in the query (`?token=`) or as the first
 * message `{"type":"auth","token":"…"}`. Once authenticated the socket receives the member's own events
 * and broadcasts, and may send `{"type":"subscribe","topic":"…"}` (and `unsubscribe`) for the client topics
 * modules allow and for public topics. A socket without a session is a guest: it may subscribe to public
 * topics only (any other topic is answered `{"type":"error","code":"topic_not_allowed"}`), and is closed when
 * it has neither authenticated nor subscribed within ten seconds. Each accepted subscription is answered
 * `{"type":"subscribed","topic":"…"}`, so a client knows from when it hears the topic's events.
 * A revoked or expired session is closed within a minute.
 */
export async function installRealtime(
  app: FastifyInstance,
  options: { hub: RealtimeHub; resolve: (token: string) => Promise<Caller | null>; isAllowedOrigin?: OriginCheck },
): Promise<void> {
  const isAllowedOrigin = options.isAllowedOrigin;
  // A page of another site must not open a socket with the visitor's session (cross-site WebSocket hijacking):
  // the handshake of a refused origin is answered 403 and never upgraded.
  const verifyClient = isAllowedOrigin
    ? (info: { origin?: string; req: IncomingMessage }, callback: (allowed: boolean, status?: number) => void) => {
        const origin = typeof info.req.headers.origin === 'string' ? info.req.headers.origin : undefined;
        isAllowedOrigin(origin, info.req.headers.host).then(
          (allowed) => callback(allowed, allowed ? undefined : 403),
          () => callback(false, 503),
        );
      }
    : undefined;
  // The plugin's hooks (is this request an upgrade?) run only in this scope, not on every other route.
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096, ...(verifyClient ? { verifyClient } : {}) } });
    scope.get('/ws', { websocket: true, schema: { hide: true } }, (socket: Socket, request: FastifyRequest) => {
      serveSocket(socket, request, options);
    });
  });
}

function serveSocket(socket: Socket, request: FastifyRequest, options: { hub: RealtimeHub; resolve: (token: string) => Promise<Caller | null> }): void {
  const unsubscribers = new Map<string, () => void>();
  let token: string | undefined;
  let alive = true;
  const send = (event: RealtimeEvent) => {
    if (socket.readyState === socketOpen) socket.send(JSON.stringify(event));
  };
  const subscribe = (topic: string) => {
    if (unsubscribers.has(topic) || unsubscribers.size >= topicsPerSocketMaximum) return;
    unsubscribers.set(topic, options.hub.subscribe(topic, send));
  };
  // What a client asked to hear: members any client or public topic, guests public topics only.
  const subscribeOnRequest = (topic: string) => {
    const isPublic = options.hub.isPublicTopic(topic);
    if (!token && !isPublic) return send({ type: 'error', code: 'topic_not_allowed', topic });
    if (!isPublic && !options.hub.isClientTopic(topic)) return undefined;
    subscribe(topic);
    if (!unsubscribers.has(topic)) return undefined;
    if (!token) clearTimeout(authenticationTimer);
    return send({ type: 'subscribed', topic });
  };

  const authenticate = async (candidate: string) => {
    const caller = await options.resolve(candidate).catch(() => null);
    if (!caller) {
      send({ type: 'error', code: 'not_logged_in' });
      socket.close(4001, 'not_logged_in');
      return;
    }
    token = candidate;
    clearTimeout(authenticationTimer);
    subscribe(memberTopic(caller.memberId));
    subscribe(broadcastTopic);
    send({ type: 'ready', memberId: caller.memberId });
  };

  // A socket that neither authenticates nor listens to a public topic holds a connection for nothing.
  const authenticationTimer = setTimeout(() => {
    if (!token) socket.close(4001, 'not_logged_in');
  }, authenticationTimeoutMs);
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, heartbeatIntervalMs);
  const sessionCheck = setInterval(() => {
    if (token) void options.resolve(token).then((caller) => caller ?? socket.close(4001, 'not_logged_in'));
  }, sessionRecheckIntervalMs);

  socket.on('pong', () => {
    alive = true;
  });
  socket.on('message', (data) => {
    const message = parseMessage(data);
    if (!message) return send({ type: 'error', code: 'malformed_message' });
    if (message.type === 'auth' && typeof message.token === 'string' && !token) return void authenticate(message.token);
    if (message.type === 'ping') return send({ type: 'pong' });
    if (message.type === 'subscribe' && typeof message.topic === 'string') return subscribeOnRequest(message.topic);
    // Only topics the client chose may be left; its own member topic and the broadcast stay.
    const chosen = (topic: string) => options.hub.isClientTopic(topic) || options.hub.isPublicTopic(topic);
    if (message.type === 'unsubscribe' && typeof message.topic === 'string' && chosen(message.topic)) {
      unsubscribers.get(message.topic)?.();
      unsubscribers.delete(message.topic);
      return undefined;
    }
    return undefined;
  });
  socket.on('close', () => {
    clearTimeout(authenticationTimer);
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    for (const unsubscribe of unsubscribers.values()) unsubscribe();
    unsubscribers.clear();
  });

  const queryToken = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof queryToken === 'string' && queryToken.length > 0) void authenticate(queryToken);
}

function parseMessage(data: Buffer): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(data.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins whose pages may open the WebSocket: the site itself at whatever address the request came to
 * (its own Host), PUBLIC_URL's origin, and the merchant's official hosts (main, mirror and agent domains);
 * outside production also any loopback origin (the Vite development server proxies the socket). A request
 * without an Origin is not from a browser page and carries no visitor's cookies or storage: it is let through.
 */
export function webSocketOriginPolicy(options: { publicUrl: string; production: boolean; officialHosts: () => Promise<ReadonlySet<string>> }): OriginCheck {
  const publicOrigin = new URL(options.publicUrl).origin.toLowerCase();
  const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  return async (origin: string | undefined, requestHost: string | undefined): Promise<boolean> => {
    if (origin === undefined) return true;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    const host = parsed.host.toLowerCase();
    if (host === (requestHost ?? '').toLowerCase() || parsed.origin.toLowerCase() === publicOrigin) return true;
    if (!options.production && loopbackHosts.has(parsed.hostname.toLowerCase())) return true;
    const official = await options.officialHosts();
    return official.has(host) || official.has(parsed.hostname.toLowerCase());
  };
}
