import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheFigures, createCache } from './cache.ts';
import { installMetrics } from './metrics.ts';

describe('createCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an entry for its lifetime and counts hits and misses', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    const cache = createCache<number>({ name: 'test_lifetime', maxEntries: 10, lifetimeMs: 1_000 });
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cacheFigures().find((figures) => figures.name === 'test_lifetime')).toMatchObject({ hits: 2, misses: 1, size: 0 });
  });

  it('takes a lifetime per entry, and none keeps it until evicted', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    const cache = createCache<string>({ name: 'test_entry_lifetime', maxEntries: 10 });
    cache.set('forever', 'x');
    cache.set('short', 'y', 50);
    vi.advanceTimersByTime(60_000);
    expect(cache.get('forever')).toBe('x');
    expect(cache.get('short')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its bound', () => {
    const cache = createCache<number>({ name: 'test_bound', maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    cache.set('c', 4);
    expect(cache.size).toBe(2);
    expect(cacheFigures().find((figures) => figures.name === 'test_bound')).toMatchObject({ evictions: 1, maxEntries: 2, size: 2 });
  });

  it('reads lifetimes on its own clock and tells of each entry it drops by itself', () => {
    let clock = 1_000;
    const dropped: string[] = [];
    const cache = createCache<number>({ name: 'test_clock', maxEntries: 1, lifetimeMs: 10, now: () => clock, onDrop: (key) => dropped.push(key) });
    cache.set('a', 1);
    clock += 9;
    expect(cache.get('a')).toBe(1);
    cache.set('b', 2);
    expect(dropped).toEqual(['a']);
    clock += 10;
    expect(cache.get('b')).toBeUndefined();
    expect(dropped).toEqual(['a', 'b']);
    cache.set('c', 3);
    cache.delete('c');
    expect(dropped).toEqual(['a', 'b']);
  });

  it('forgets an entry or all of them on demand', () => {
    const cache = createCache<number>({ name: 'test_invalidate', maxEntries: 5 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a cache without a name or a bound', () => {
    expect(() => createCache({ name: 'Not A Name', maxEntries: 1 })).toThrow(RangeError);
    expect(() => createCache({ name: 'test_unbounded', maxEntries: 0 })).toThrow(RangeError);
  });

  it('exports each cache to /metrics', async () => {
    const app = Fastify();
    installMetrics(app, { networks: [{ address: '127.0.0.1', prefix: 32, family: 'ipv4' }] });
    const cache = createCache<number>({ name: 'test_exported', maxEntries: 7 });
    cache.set('a', 1);
    cache.get('a');
    cache.get('b');
    const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('cache_entries{cache="test_exported"} 1');
    expect(response.body).toContain('cache_entries_max{cache="test_exported"} 7');
    expect(response.body).toContain('cache_hits_total{cache="test_exported"} 1');
    expect(response.body).toContain('cache_misses_total{cache="test_exported"} 1');
    await app.close();
  });
});
