import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithTimeout, isChunkLoadError } from './lazy-with-timeout.ts';

afterEach(() => vi.useRealTimers());

describe('importWithTimeout', () => {
  it('resolves with the module when it loads in time', async () => {
    await expect(importWithTimeout(async () => ({ Component: 'page' }), 1_000)).resolves.toEqual({ Component: 'page' });
  });

  it('rejects with a ChunkLoadError after 120 seconds by default', async () => {
    vi.useFakeTimers();
    const loading = importWithTimeout(() => new Promise<never>(() => undefined));
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('turns a failed chunk fetch (a stale deploy) into a ChunkLoadError', async () => {
    const failed = importWithTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js')),
    );
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes other failures through unchanged', async () => {
    const failure = new RangeError('bad module');
    await expect(importWithTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the messages of the main browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('text')).toBe(false);
  });
});
