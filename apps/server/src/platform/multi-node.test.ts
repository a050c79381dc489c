import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';

const redisUrl = process.env.REDIS_URL;

// Two nodes on one PostgreSQL and one Redis must behave as one: a rate limit counted on either node applies on both.
describe.runIf(redisUrl)('two nodes sharing Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const shared = { databaseUrl: database.url, databaseName: database.name };
    first = await createTestApp({ REDIS_URL: redisUrl! }, shared);
    second = await createTestApp({ REDIS_URL: redisUrl! }, shared);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('counts the feedback rate limit across nodes', async () => {
    const headers = { 'x-forwarded-for': '177.71.128.200' };
    const payload = { questionType: 'other', content: 'Counting requests across two nodes.' };
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const node = index % 2 === 0 ? first : second;
      statuses.push((await node.app.server.inject({ method: 'PUT', url: '/wps/feedback', headers, payload })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('one node without Redis', () => {
  let node: TestApp;
  beforeAll(async () => {
    node = await createTestApp();
  });
  afterAll(async () => {
    await node.close();
  });

  it('keeps the rate limit in process', async () => {
    expect(node.app.services.redis).toBeUndefined();
    const headers = { 'x-forwarded-for': '177.71.128.201' };
    const payload = { questionType: 'other', content: 'Counting requests in one process.' };
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await node.app.server.inject({ method: 'PUT', url: '/wps/feedback', headers, payload })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
