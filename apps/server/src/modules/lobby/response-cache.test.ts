import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { success } from '../../platform/http.ts';
import { acceptedEncodings, acceptsGzip, addGzip, clientHasTag, compressForReuse } from '../../platform/conditional-get.ts';
import { prepareEnvelope, prepareGamePage, ResponseCache, serialiseItem, type PreparedResponse } from './response-cache.ts';

describe('response cache', () => {
  it('prepares the exact envelope body and tags it by content', () => {
    const prepared = prepareEnvelope({ games: [1, 2] });
    expect(prepared.body.toString()).toBe(JSON.stringify(success({ games: [1, 2] })));
    expect(prepareEnvelope({ games: [1, 2] }).etag).toBe(prepared.etag);
    expect(prepareEnvelope({ games: [2, 1] }).etag).not.toBe(prepared.etag);
  });

  it('puts a page of games together from their JSON, byte for byte the envelope prepareEnvelope makes', () => {
    const game = fc.record({ nodeId: fc.nat(), nodeName: fc.string({ unit: 'grapheme', maxLength: 12 }), maintenance: fc.boolean(), isHot: fc.constantFrom(0, 1) });
    fc.assert(
      fc.property(fc.array(game, { maxLength: 8 }), fc.nat(), fc.nat(), (games, totalPages, total) => {
        const assembled = prepareGamePage(games.map(serialiseItem), totalPages, total);
        const serialised = prepareEnvelope({ games, totalPages, total });
        expect(assembled.body.toString()).toBe(serialised.body.toString());
        expect(assembled.etag).toBe(serialised.etag);
        expect(assembled.value).toEqual({ games, totalPages, total });
      }),
    );
  });

  it('keeps entries asked for again ahead of entries asked for once, and tells when an entry proves itself', async () => {
    const proven: unknown[] = [];
    const cache = new ResponseCache({ name: 'test_responses', maxEntries: 3, probationEntriesMax: 2, ttlMs: 60_000, onProven: (response) => proven.push(response.value) });
    await cache.get('list', async () => prepareEnvelope('list'));
    await cache.get('list', async () => prepareEnvelope('reloaded'));
    expect(proven).toEqual(['list']);
    for (const search of ['a', 'b', 'c', 'd']) await cache.get(search, async () => prepareEnvelope(search));
    // Four one-off searches pass through the two places on probation and never push the list out.
    expect(cache.size).toBe(3);
    expect((await cache.get('list', async () => prepareEnvelope('reloaded'))).value).toBe('list');
    expect((await cache.get('a', async () => prepareEnvelope('a again'))).value).toBe('a again');
    expect((await cache.get('d', async () => prepareEnvelope('d again'))).value).toBe('d');
    expect(proven).toEqual(['list', 'd']);
  });

  it('tells when an entry becomes popular, and again at once when a popular key is loaded again after its time', async () => {
    let now = 0;
    const popular: unknown[] = [];
    const cache = new ResponseCache({ name: 'test_responses', maxEntries: 10, ttlMs: 1000, popularHits: 3, now: () => now, onPopular: (response) => popular.push(response.value) });
    for (let ask = 0; ask < 3; ask += 1) await cache.get('a', async () => prepareEnvelope('first'));
    expect(popular).toEqual([]);
    await cache.get('a', async () => prepareEnvelope('unused'));
    await cache.get('a', async () => prepareEnvelope('unused'));
    expect(popular).toEqual(['first']);
    now = 1000;
    await cache.get('a', async () => prepareEnvelope('second'));
    expect(popular).toEqual(['first', 'second']);
    await cache.get('b', async () => prepareEnvelope('once'));
    now = 2000;
    await cache.get('b', async () => prepareEnvelope('once more'));
    expect(popular).toEqual(['first', 'second']);
  });

  it('proves a proven entry again at once when it is loaded again after its time', async () => {
    let now = 0;
    const proven: unknown[] = [];
    const cache = new ResponseCache({ name: 'test_responses', maxEntries: 10, ttlMs: 1000, now: () => now, onProven: (response) => proven.push(response.value) });
    await cache.get('a', async () => prepareEnvelope('first'));
    await cache.get('a', async () => prepareEnvelope('unused'));
    now = 1000;
    expect((await cache.get('a', async () => prepareEnvelope('second'))).value).toBe('second');
    expect(proven).toEqual(['first', 'second']);
  });

  it('loads a key once while it is fresh, and again after its time', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ResponseCache({ name: 'test_responses', maxEntries: 10, ttlMs: 1000, now: () => now });
    const load = async () => prepareEnvelope(++loads);
    expect((await cache.get('a', load)).value).toBe(1);
    now = 999;
    expect((await cache.get('a', load)).value).toBe(1);
    now = 1000;
    expect((await cache.get('a', load)).value).toBe(2);
  });

  it('shares one load between concurrent misses and does not keep failures', async () => {
    let loads = 0;
    const cache = new ResponseCache({ name: 'test_responses', maxEntries: 10, ttlMs: 1000 });
    const slow = () => new Promise<ReturnType<typeof prepareEnvelope<number>>>((resolve) => setTimeout(() => resolve(prepareEnvelope(++loads)), 10));
    const [first, second] = await Promise.all([cache.get('a', slow), cache.get('a', slow)]);
    expect([first.value, second.value, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('b', async () => prepareEnvelope('up'))).value).toBe('up');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new ResponseCache({ name: 'test_responses', maxEntries: 2, ttlMs: 60_000 });
    await cache.get('a', async () => prepareEnvelope('a'));
    await cache.get('b', async () => prepareEnvelope('b'));
    await cache.get('a', async () => prepareEnvelope('stale'));
    await cache.get('c', async () => prepareEnvelope('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => prepareEnvelope('reloaded'))).value).toBe('a');
    expect((await cache.get('b', async () => prepareEnvelope('reloaded'))).value).toBe('reloaded');
  });

  it('does not store a load that was running when the cache was cleared', async () => {
    const cache = new ResponseCache({ name: 'test_responses', maxEntries: 10, ttlMs: 60_000 });
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

describe('compressed forms', () => {
  it('adds gzip and the best Brotli form to a body sent again and again, and nothing to a small one', async () => {
    const quickly = prepareEnvelope({ games: Array.from({ length: 50 }, (_, index) => ({ nodeId: index, nodeName: `Jogo ${index}` })) });
    addGzip(quickly);
    expect(quickly.brotli).toBeUndefined();
    expect(gunzipSync(quickly.gzip!).equals(quickly.body as Buffer)).toBe(true);
    const prepared = prepareEnvelope({ games: Array.from({ length: 50 }, (_, index) => ({ nodeId: index, nodeName: `Jogo ${index}` })) });
    expect(prepared.gzip).toBeUndefined();
    await compressForReuse(prepared);
    expect(gunzipSync(prepared.gzip!).equals(prepared.body as Buffer)).toBe(true);
    expect(brotliDecompressSync(prepared.brotli!).equals(prepared.body as Buffer)).toBe(true);
    const small = prepareEnvelope({ games: [] });
    await compressForReuse(small);
    expect([small.gzip, small.brotli]).toEqual([undefined, undefined]);
  });
});

describe('accept-encoding codings', () => {
  it.each([
    [undefined, { gzip: false, brotli: false }],
    ['gzip, deflate, br, zstd', { gzip: true, brotli: true }],
    ['gzip, deflate', { gzip: true, brotli: false }],
    ['br;q=0, gzip', { gzip: true, brotli: false }],
    ['BR;q=0.5', { gzip: false, brotli: true }],
    ['*;q=0.1, gzip;q=0', { gzip: false, brotli: true }],
    [['gzip', 'br'], { gzip: true, brotli: true }],
  ])('%j takes %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
    // The same header read again (remembered) gives the same answer.
    expect(acceptedEncodings(header)).toEqual(expected);
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
