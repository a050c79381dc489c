import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { localChangeBus, redisChangeBus } from './change-bus.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisAvailable = await redisAnswers();

describe('change bus', () => {
  it('runs local listeners at once', async () => {
    const bus = localChangeBus();
    let heard = 0;
    bus.onChange(() => (heard += 1));
    await bus.publish();
    expect(heard).toBe(1);
  });

  describe.skipIf(!redisAvailable)('through Redis', () => {
    const clients: Redis[] = [];
    afterAll(() => {
      for (const client of clients) client.disconnect();
    });

    it('reaches the other node once, and the publishing node once', async () => {
      const channel = `lobby:test:${process.pid}:${Date.now()}`;
      const [first, second] = [new Redis(redisUrl), new Redis(redisUrl)];
      clients.push(first, second);
      const errors: unknown[] = [];
      const busOne = redisChangeBus(first, channel, (error) => errors.push(error));
      const busTwo = redisChangeBus(second, channel, (error) => errors.push(error));
      await Promise.all([busOne.ready(), busTwo.ready()]);
      const heard = { one: 0, two: 0 };
      busOne.onChange(() => (heard.one += 1));
      const arrived = new Promise<void>((resolve) => busTwo.onChange(() => { heard.two += 1; resolve(); }));
      await busOne.publish();
      await arrived;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual({ one: 1, two: 1 });
      expect(errors).toEqual([]);
      await Promise.all([busOne.close(), busTwo.close()]);
    });
  });
});
