import { rememberPasswordLifetimeDays } from '@platform/contract/account/constants';

/** What "remember password" keeps between visits: the typed credentials and when they stop being offered. */
export interface RememberedLogin {
  username: string;
  password: string;
  expiresAtMs: number;
}

/** The part of Web Storage this needs, so tests can pass a map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Spec §9: remembered passwords last one day. */
export const rememberedLoginLifetimeMs = rememberPasswordLifetimeDays * dayMs;

/** Keeps the credentials for one day from now. */
export function rememberLogin(storage: KeyValueStorage, key: string, credentials: { username: string; password: string }, nowMs: number): void {
  const entry: RememberedLogin = { ...credentials, expiresAtMs: nowMs + rememberedLoginLifetimeMs };
  storage.setItem(key, JSON.stringify(entry));
}

/** The remembered credentials while they are fresh; an expired or unreadable entry is removed. */
export function recallLogin(storage: KeyValueStorage, key: string, nowMs: number): RememberedLogin | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  const entry = parseEntry(text);
  if (entry && entry.expiresAtMs > nowMs) return entry;
  storage.removeItem(key);
  return null;
}

export function forgetLogin(storage: KeyValueStorage, key: string): void {
  storage.removeItem(key);
}

function parseEntry(text: string): RememberedLogin | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { username, password, expiresAtMs } = value as Record<string, unknown>;
    if (typeof username !== 'string' || typeof password !== 'string' || typeof expiresAtMs !== 'number') return null;
    return { username, password, expiresAtMs };
  } catch {
    return null;
  }
}
