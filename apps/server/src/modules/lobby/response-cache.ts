import { etagOf, type TaggedBody } from '../../platform/conditional-get.ts';
import { trackCache, type CacheFigures, type Counted } from '../../platform/cache.ts';
import { success } from '../../platform/http.ts';

/** A response prepared once: its value, the exact body sent, and the ETag (a hash of the body). */
export interface PreparedResponse<Value> extends TaggedBody {
  value: Value;
}

/** Tags a body held as UTF-8 bytes; its compressed forms are added as it is sent (see sendTagged and addGzip). */
function tagged<Value>(value: Value, bytes: Buffer): PreparedResponse<Value> {
  return { value, body: bytes, etag: etagOf(bytes) };
}

/**
 * Serialises a value inside the success envelope, exactly as the route would, and tags it. The body is kept
 * as UTF-8 bytes: a cached list is sent thousands of times, and encoding it again for each would cost more
 * than everything else the route does.
 */
export function prepareEnvelope<Value>(value: Value): PreparedResponse<Value> {
  return tagged(value, Buffer.from(JSON.stringify(success(value)), 'utf8'));
}

/** An item of a list with its JSON text, serialised once and reused by every list that shows the item. */
export interface SerialisedItem<Item> {
  value: Item;
  json: Buffer;
}

/** Serialises an item for `prepareGamePage`. */
export function serialiseItem<Item>(value: Item): SerialisedItem<Item> {
  return { value, json: Buffer.from(JSON.stringify(value), 'utf8') };
}

const comma = Buffer.from(',');
const emptyGames = '"games":[]';

/**
 * The same envelope as `prepareEnvelope({ games, totalPages, total })`, byte for byte, put together from the
 * games' JSON texts instead of serialising every game again.
 */
export function prepareGamePage<Item>(games: readonly SerialisedItem<Item>[], totalPages: number, total: number): PreparedResponse<{ games: Item[]; totalPages: number; total: number }> {
  const value = { games: games.map((game) => game.value), totalPages, total };
  const frame = JSON.stringify(success({ games: [], totalPages, total }));
  const split = frame.indexOf(emptyGames) + emptyGames.length - 1;
  if (split < emptyGames.length) throw new Error('the envelope holds no games array');
  const parts: Buffer[] = [Buffer.from(frame.slice(0, split), 'utf8')];
  for (const [index, game] of games.entries()) {
    if (index > 0) parts.push(comma);
    parts.push(game.json);
  }
  parts.push(Buffer.from(frame.slice(split), 'utf8'));
  return tagged(value, Buffer.concat(parts));
}

/** A body that is not an envelope (artwork), tagged and encoded the same way. */
export function prepareRaw(body: string): PreparedResponse<string> {
  const bytes = Buffer.from(body, 'utf8');
  return { value: body, body: bytes, etag: etagOf(bytes) };
}

interface Entry {
  response: PreparedResponse<unknown>;
  storedAt: number;
  /** Asked for again while it was stored: kept ahead of entries asked for once. */
  proven: boolean;
  /** How many times it was asked for from the cache. */
  hits: number;
}

/**
 * A bounded cache of prepared responses with a time limit. A new entry is kept on probation; asked for again
 * while fresh, it is proven (`onProven` may add work that pays off for a response sent more than once), and
 * asked for `popularHits` times it is popular (`onPopular` may add work that pays off only for a response
 * sent many times). A key that was proven or popular when it ran out of time is so again once reloaded.
 * Beyond `maxEntries`, the least recently used entry on probation goes first, then the least recently used
 * proven one, so a stream of one-off keys (new searches) cannot push out the lists everybody asks for.
 * `clear()` drops everything and makes loads that were already running when it was called answer their
 * caller without being stored, so a change is never hidden by a slow load of the old data. Concurrent
 * misses of one key share one load.
 */
export class ResponseCache implements Counted {
  private readonly proven = new Map<string, Entry>();
  private readonly probation = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<PreparedResponse<unknown>>>();
  private generation = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(
    private readonly options: {
      /** The name of its figures in `/metrics` (platform/cache.ts). */
      name: string;
      maxEntries: number;
      ttlMs: number;
      /** At most this many entries on probation (at most `maxEntries`, the default). */
      probationEntriesMax?: number;
      now?: () => number;
      onProven?: (response: PreparedResponse<unknown>) => void;
      /** Hits that make an entry popular (16 unless set). */
      popularHits?: number;
      onPopular?: (response: PreparedResponse<unknown>) => void;
    },
  ) {
    trackCache(this);
  }

  figures(): CacheFigures {
    return { name: this.options.name, size: this.size, maxEntries: this.options.maxEntries, hits: this.hits, misses: this.misses, evictions: this.evictions };
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  async get<Value>(key: string, load: () => Promise<PreparedResponse<Value>>): Promise<PreparedResponse<Value>> {
    const entry = this.proven.get(key) ?? this.probation.get(key);
    const fresh = entry !== undefined && this.now() - entry.storedAt < this.options.ttlMs;
    if (entry && fresh) {
      this.hits += 1;
      entry.hits += 1;
      if (!entry.proven) this.prove(entry);
      if (entry.hits === this.popularHits) this.options.onPopular?.(entry.response);
      this.store(key, entry);
      return entry.response as PreparedResponse<Value>;
    }
    this.misses += 1;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<PreparedResponse<Value>>;
    const generation = this.generation;
    // A proven (or popular) key that ran out of time is so again at once: it is still asked for.
    const wasProven = entry?.proven ?? false;
    const wasPopular = entry !== undefined && entry.hits >= this.popularHits;
    const promise = load().then(
      (response) => {
        this.loading.delete(key);
        if (generation === this.generation) {
          const stored: Entry = { response, storedAt: this.now(), proven: false, hits: 0 };
          if (wasProven) this.prove(stored);
          if (wasPopular) {
            stored.hits = this.popularHits;
            this.options.onPopular?.(response);
          }
          this.store(key, stored);
        }
        return response;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  private get popularHits(): number {
    return this.options.popularHits ?? 16;
  }

  private prove(entry: Entry): void {
    entry.proven = true;
    this.options.onProven?.(entry.response);
  }

  /** Stores the entry as the most recently used of its kind, then evicts beyond the size. */
  private store(key: string, entry: Entry): void {
    this.proven.delete(key);
    this.probation.delete(key);
    (entry.proven ? this.proven : this.probation).set(key, entry);
    const probationMax = Math.min(this.options.probationEntriesMax ?? this.options.maxEntries, this.options.maxEntries);
    while (this.proven.size + this.probation.size > this.options.maxEntries || this.probation.size > probationMax) {
      const from = this.probation.size > 0 ? this.probation : this.proven;
      const oldest = from.keys().next().value;
      if (oldest === undefined) break;
      from.delete(oldest);
      this.evictions += 1;
    }
  }

  clear(): void {
    this.generation += 1;
    this.proven.clear();
    this.probation.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.proven.size + this.probation.size;
  }
}
