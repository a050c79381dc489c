import { describe, expect, it } from 'vitest';
import { forgetLogin, recallLogin, rememberedLoginLifetimeMs, rememberLogin, type KeyValueStorage } from './remembered-login.ts';

function mapStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('remembered login', () => {
  it('offers the account name for exactly one day, and keeps no password', () => {
    const storage = mapStorage();
    const start = Date.UTC(2025, 0, 1);
    expect(rememberedLoginLifetimeMs).toBe(86_400_000);
    rememberLogin(storage, 'login', { username: 'ana01', password: 'Secret123' } as { username: string }, start);
    expect(storage.items.get('login')).not.toContain('Secret123');
    expect(recallLogin(storage, 'login', start + rememberedLoginLifetimeMs - 1)).toEqual({ username: 'ana01', expiresAtMs: start + rememberedLoginLifetimeMs });
    expect(recallLogin(storage, 'login', start + rememberedLoginLifetimeMs)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('rewrites an entry an older version kept with the password, without it', () => {
    const storage = mapStorage();
    storage.setItem('login', JSON.stringify({ username: 'ana01', password: 'Secret123', expiresAtMs: 10 }));
    expect(recallLogin(storage, 'login', 0)).toEqual({ username: 'ana01', expiresAtMs: 10 });
    expect(storage.items.get('login')).toBe('{"username":"ana01","expiresAtMs":10}');
  });

  it('drops an unreadable entry and can be forgotten', () => {
    const storage = mapStorage();
    storage.setItem('login', '{"username":1}');
    expect(recallLogin(storage, 'login', 0)).toBeNull();
    expect(storage.items.size).toBe(0);
    storage.setItem('login', 'not json');
    expect(recallLogin(storage, 'login', 0)).toBeNull();
    rememberLogin(storage, 'login', { username: 'a' }, 0);
    forgetLogin(storage, 'login');
    expect(recallLogin(storage, 'login', 0)).toBeNull();
  });
});
