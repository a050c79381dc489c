import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotListValueSchema } from '@platform/contract';
import { buildApp, type App } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../platform/database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisAvailable = await redisAnswers();

describe.skipIf(!redisAvailable)('two nodes sharing Redis', () => {
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: App;

  beforeAll(async () => {
    // A merchant code of its own keeps this test's change messages away from other test files.
    const environment = { REDIS_URL: redisUrl, MERCHANT_CODE: `TWO_NODES_${process.pid}` };
    first = await createTestApp(environment);
    secondDatabase = openDatabase(first.config.databaseUrl!, 4);
    second = await buildApp({ config: first.config, database: secondDatabase, logger: false });
    await second.server.ready();
    await Promise.all([first.app.services.lobby.bus.ready(), second.services.lobby.bus.ready()]);
  });
  afterAll(async () => {
    await second.server.close();
    await secondDatabase.close();
    await first.close();
  });

  const hotHouseGames = async (app: App) => {
    const response = await app.server.inject({ method: 'GET', url: '/lgw/games/hot/list?vassalage=HOUSE' });
    return hotListValueSchema.parse(response.json().value).list.map((game) => game.gameCode).sort();
  };

  it('drops the cached lists of the other node when the catalogue changes', async () => {
    expect(await hotHouseGames(second)).toEqual(['CRASH', 'DICE', 'MINES', 'SLOT']);
    const mines = (await first.app.services.lobby.catalogue.listGames({ clientType: 3, pageNo: 1, pageSize: 10, vassalage: 'HOUSE' }, 'en')).value.games.find((game) => game.gameCode === 'MINES')!;
    await first.app.services.lobby.operator.updateGame(mines.nodeId, { isHot: false });
    await expect.poll(() => hotHouseGames(second), { timeout: 2000, interval: 20 }).toEqual(['CRASH', 'DICE', 'SLOT']);
  });
});
