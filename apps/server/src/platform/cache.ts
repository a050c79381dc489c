/**
 * The platform's one in-memory cache: every cache a node keeps is made here, so each has a name, a bound on
 * its entries, a lifetime for them, and figures (hits, misses, evictions, size) exported to `/metrics`.
 * A cache holds what may be read again from the database at any time; it never holds the only copy of a fact.
 * docs/hot-paths.md lists every cache, what it holds, for how long and what invalidates it.
 */

export interface CacheOptions<Value = unknown> {
  /** Unique per kind of cache, snake_case: the label of its figures. */
  name: string;
  /** The most entries kept; the least recently used entry goes first when one more is set. */
  maxEntries: number;
  /** How long an entry is kept, unless `set` gives its own; no lifetime keeps entries until evicted. */
  lifetimeMs?: number;
  /** The clock entries' lifetimes are read on (tests give their own). */
  now?: () => number;
  /** Told of each entry the cache drops by itself: out of its lifetime when read, or beyond the bound (not `delete` or `clear`). */
  onDrop?: (key: string, value: Value) => void;
}

export interface Cache<Value> {
  readonly name: string;
  /** The entry's value while it is alive; a miss otherwise. */
  get(key: string): Value | undefined;
  set(key: string, value: Value, lifetimeMs?: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export interface CacheFigures {
  name: string;
  size: number;
  maxEntries: number;
  hits: number;
  misses: number;
  evictions: number;
}

interface Entry<Value> {
  value: Value;
  until: number;
}

/** A cache the platform can read the figures of. */
export interface Counted {
  figures(): CacheFigures;
}

// Every live cache of this process, held weakly: a cache of an app that was closed disappears with it.
const liveCaches = new Set<WeakRef<Counted>>();

export function createCache<Value>(options: CacheOptions<Value>): Cache<Value> {
  const now = options.now ?? Date.now;
  if (!/^[a-z][a-z0-9_]*$/.test(options.name)) throw new RangeError(`cache name ${options.name} is not snake_case`);
  if (!Number.isSafeInteger(options.maxEntries) || options.maxEntries < 1) throw new RangeError(`cache ${options.name} needs a positive maxEntries`);
  const entries = new Map<string, Entry<Value>>();
  let hits = 0;
  let misses = 0;
  let evictions = 0;

  const cache: Cache<Value> & Counted = {
    name: options.name,
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) {
        misses += 1;
        return undefined;
      }
      if (entry.until <= now()) {
        entries.delete(key);
        misses += 1;
        options.onDrop?.(key, entry.value);
        return undefined;
      }
      hits += 1;
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, lifetimeMs = options.lifetimeMs) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.entries().next();
        if (!oldest.done) {
          const [oldestKey, oldestEntry] = oldest.value;
          entries.delete(oldestKey);
          evictions += 1;
          options.onDrop?.(oldestKey, oldestEntry.value);
        }
      }
      entries.set(key, { value, until: lifetimeMs === undefined ? Number.POSITIVE_INFINITY : now() + lifetimeMs });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    figures() {
      return { name: options.name, size: entries.size, maxEntries: options.maxEntries, hits, misses, evictions };
    },
  };
  trackCache(cache);
  return cache;
}

/**
 * Adds a cache with a policy of its own (the lobby's prepared responses) to the figures `/metrics` exports.
 * It is held weakly: it disappears from the figures with its owner.
 */
export function trackCache(cache: Counted): void {
  liveCaches.add(new WeakRef(cache));
}

/** The figures of every live cache of this process, summed by name (several apps of one process share a name). */
export function cacheFigures(): CacheFigures[] {
  const byName = new Map<string, CacheFigures>();
  for (const reference of liveCaches) {
    const cache = reference.deref();
    if (!cache) {
      liveCaches.delete(reference);
      continue;
    }
    const figures = cache.figures();
    const sum = byName.get(figures.name);
    if (!sum) byName.set(figures.name, { ...figures });
    else {
      sum.size += figures.size;
      sum.maxEntries += figures.maxEntries;
      sum.hits += figures.hits;
      sum.misses += figures.misses;
      sum.evictions += figures.evictions;
    }
  }
  return [...byName.values()].sort((left, right) => left.name.localeCompare(right.name));
}
