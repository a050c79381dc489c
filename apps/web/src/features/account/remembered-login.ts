import { rememberPasswordLifetimeDays } from '@platform/contract/account/constants';

/**
 * What "remember me" keeps between visits: the account name and when it stops being offered. The password
 * is never kept here: the browser's password manager keeps it (the forms mark their fields for it).
 */
export interface RememberedLogin {
  username: string;
  expiresAtMs: number;
}

/** The part of Web Storage this needs, so tests can pass a map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Spec §9: a remembered login lasts one day. */
export const rememberedLoginLifetimeMs = rememberPasswordLifetimeDays * dayMs;

/** Keeps the account name for one day from now. */
export function rememberLogin(storage: KeyValueStorage, key: string, login: { username: string }, nowMs: number): void {
  const entry: RememberedLogin = { username: login.username, expiresAtMs: nowMs + rememberedLoginLifetimeMs };
  storage.setItem(key, JSON.stringify(entry));
}

/**
 * The remembered account name while it is fresh; an expired or unreadable entry is removed, and an entry an
 * older version wrote with the password in it is rewritten without it.
 */
export function recallLogin(storage: KeyValueStorage, key: string, nowMs: number): RememberedLogin | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  const parsed = parseEntry(text);
  if (parsed && parsed.entry.expiresAtMs > nowMs) {
    if (parsed.heldPassword) storage.setItem(key, JSON.stringify(parsed.entry));
    return parsed.entry;
  }
  storage.removeItem(key);
  return null;
}

export function forgetLogin(storage: KeyValueStorage, key: string): void {
  storage.removeItem(key);
}

function parseEntry(text: string): { entry: RememberedLogin; heldPassword: boolean } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { username, expiresAtMs } = value as Record<string, unknown>;
    if (typeof username !== 'string' || typeof expiresAtMs !== 'number') return null;
    return { entry: { username, expiresAtMs }, heldPassword: Object.hasOwn(value, 'password') };
  } catch {
    return null;
  }
}
