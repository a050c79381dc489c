import { etagOf, gzipOf, type TaggedBody } from '../../platform/conditional-get.ts';
import { success } from '../../platform/http.ts';

/** A response prepared once: its value, the exact body sent, and the ETag (a hash of the body). */
export interface PreparedResponse<Value> extends TaggedBody {
  value: Value;
}

/**
 * Serialises a value inside the success envelope, exactly as the route would, and tags it. The body is kept
 * as UTF-8 bytes: a cached list is sent thousands of times, and encoding it again for each would cost more
 * than everything else the route does.
 */
export function prepareEnvelope<Value>(value: Value): PreparedResponse<Value> {
  const body = JSON.stringify(success(value));
  const bytes = Buffer.from(body, 'utf8');
  const gzip = gzipOf(bytes);
  return { value, body: bytes, etag: etagOf(body), ...(gzip ? { gzip } : {}) };
}

/** A body that is not an envelope (artwork), tagged and encoded the same way. */
export function prepareRaw(body: string): PreparedResponse<string> {
  return { value: body, body: Buffer.from(body, 'utf8'), etag: etagOf(body) };
}

interface Entry {
  response: PreparedResponse<unknown>;
  storedAt: number;
}

/**
 * A bounded, least-recently-used cache of prepared responses with a time limit. `clear()` drops everything
 * and makes loads that were already running when it was called answer their caller without being stored,
 * so a change is never hidden by a slow load of the old data. Concurrent misses of one key share one load.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<PreparedResponse<unknown>>>();
  private generation = 0;

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  async get<Value>(key: string, load: () => Promise<PreparedResponse<Value>>): Promise<PreparedResponse<Value>> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.options.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.response as PreparedResponse<Value>;
    }
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<PreparedResponse<Value>>;
    const generation = this.generation;
    const promise = load().then(
      (response) => {
        this.loading.delete(key);
        if (generation === this.generation) this.store(key, response);
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

  private store(key: string, response: PreparedResponse<unknown>): void {
    this.entries.delete(key);
    this.entries.set(key, { response, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
