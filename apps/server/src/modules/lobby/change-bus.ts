import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Tells every node that the catalogue changed so that each drops its cached lists. In process the listeners
 * run at once; with Redis the message also reaches the other nodes (a node ignores its own message, having
 * already run its listeners).
 */
export interface ChangeBus {
  /** Resolves once messages from other nodes are being received. */
  ready(): Promise<void>;
  publish(): Promise<void>;
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

export function localChangeBus(): ChangeBus {
  const listeners: (() => void)[] = [];
  return {
    async ready() {},
    async publish() {
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
    },
  };
}

export function redisChangeBus(redis: Redis, channel: string, onError: (error: unknown) => void): ChangeBus {
  const local = localChangeBus();
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (received: string, message: string) => {
    if (received === channel && message !== instance) void local.publish();
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => onError(error),
  );
  return {
    ready: () => subscribed,
    async publish() {
      await local.publish();
      await redis.publish(channel, instance).catch(onError);
    },
    onChange: local.onChange,
    async close() {
      await local.close();
      await subscriber.quit().catch(() => undefined);
    },
  };
}
