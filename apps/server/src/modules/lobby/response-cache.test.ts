import { describe, expect, it } from 'vitest';
import { success } from '../../platform/http.ts';
import { acceptsGzip, clientHasTag } from '../../platform/conditional-get.ts';
import { prepareEnvelope, ResponseCache, type PreparedResponse } from './response-cache.ts';

describe('response cache', () => {
  it('prepares the exact envelope body and tags it by content', () => {
    const prepared = prepareEnvelope({ games: [1, 2] });
    expect(prepared.body.toString()).toBe(JSON.stringify(success({ games: [1, 2] })));
    expect(prepareEnvelope({ games: [1, 2] }).etag).toBe(prepared.etag);
    expect(prepareEnvelope({ games: [2, 1] }).etag).not.toBe(prepared.etag);
  });

  it('loads a key once while it is fresh, and again after its time', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    const load = async () => prepareEnvelope(++loads);
    expect((await cache.get('a', load)).value).toBe(1);
    now = 999;
    expect((await cache.get('a', load)).value).toBe(1);
    now = 1000;
    expect((await cache.get('a', load)).value).toBe(2);
  });

  it('shares one load between concurrent misses and does not keep failures', async () => {
    let loads = 0;
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000 });
    const slow = () => new Promise<ReturnType<typeof prepareEnvelope<number>>>((resolve) => setTimeout(() => resolve(prepareEnvelope(++loads)), 10));
    const [first, second] = await Promise.all([cache.get('a', slow), cache.get('a', slow)]);
    expect([first.value, second.value, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('b', async () => prepareEnvelope('up'))).value).toBe('up');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new ResponseCache({ maxEntries: 2, ttlMs: 60_000 });
    await cache.get('a', async () => prepareEnvelope('a'));
    await cache.get('b', async () => prepareEnvelope('b'));
    await cache.get('a', async () => prepareEnvelope('stale'));
    await cache.get('c', async () => prepareEnvelope('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => prepareEnvelope('reloaded'))).value).toBe('a');
    expect((await cache.get('b', async () => prepareEnvelope('reloaded'))).value).toBe('reloaded');
  });

  it('does not store a load that was running when the cache was cleared', async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 });
    let release: () => void = () => undefined;
    const pending = cache.get('a', () => new Promise<PreparedResponse<string>>((resolve) => (release = () => resolve(prepareEnvelope('old')))));
    cache.clear();
    release();
    expect((await pending).value).toBe('old');
    expect((await cache.get('a', async () => prepareEnvelope('new'))).value).toBe('new');
  });
});

describe('If-None-Match', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
  ])('%j matches "abc": %s', (header, expected) => {
    expect(clientHasTag(header, '"abc"')).toBe(expected);
  });
});

describe('accept-encoding', () => {
  it.each([
    [undefined, false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['*', true],
    ['deflate, GZIP', true],
  ])('%j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
