import { storageKeys } from '../../config/storage-keys.ts';
import { sessionStorageOrMemory } from '../../lib/browser-storage.ts';

interface CachedEntry<Value> {
  savedAt: number;
  value: Value;
}

const storage = sessionStorageOrMemory();

function keyOf(name: string): string {
  return `${storageKeys.lobbyCache}:${name}`;
}

/**
 * Hot games and vendor lanes are cached in the session (spec §9): a reload of the tab shows them at
 * once, and the query refreshes them in the background once they are stale.
 */
export function readSessionCache<Value>(name: string): CachedEntry<Value> | undefined {
  const text = storage.getItem(keyOf(name));
  if (typeof text !== 'string') return undefined;
  try {
    const entry = JSON.parse(text) as Partial<CachedEntry<Value>>;
    return typeof entry.savedAt === 'number' && entry.value !== undefined ? (entry as CachedEntry<Value>) : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a value for the rest of the session; a full storage only loses the cache. */
export function writeSessionCache<Value>(name: string, value: Value, now: number = Date.now()): void {
  try {
    void storage.setItem(keyOf(name), JSON.stringify({ savedAt: now, value }));
  } catch {
    // The storage is full or unavailable: the next page load asks the server again.
  }
}

/** Query options that start from the session cache and keep it up to date. */
export function sessionCached<Value>(name: string, load: () => Promise<Value>) {
  return {
    queryFn: async () => {
      const value = await load();
      writeSessionCache(name, value);
      return value;
    },
    initialData: () => readSessionCache<Value>(name)?.value,
    initialDataUpdatedAt: () => readSessionCache<Value>(name)?.savedAt,
  };
}
