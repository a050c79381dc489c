import { storageKeys } from '../../../config/storage-keys.ts';
import { forgetLogin, recallLogin, rememberLogin, type KeyValueStorage, type RememberedLogin } from '../remembered-login.ts';

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** localStorage, or memory for this page when the browser refuses storage (some private modes). */
function storage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage;
  }
}

function guarded<Result>(action: (target: KeyValueStorage) => Result, fallback: Result): Result {
  try {
    return action(storage());
  } catch {
    return fallback;
  }
}

/** "Remember me" in this browser's localStorage: the account name, for one day (spec §9); never the password. */
export const rememberedLoginStore = {
  recall(): RememberedLogin | null {
    return guarded((target) => recallLogin(target, storageKeys.rememberedLogin, Date.now()), null);
  },
  remember(login: { username: string }): void {
    guarded((target) => rememberLogin(target, storageKeys.rememberedLogin, login, Date.now()), undefined);
  },
  /** At logout: whatever an older version kept beside the account name (the password) is dropped. */
  scrub(): void {
    guarded((target) => recallLogin(target, storageKeys.rememberedLogin, Date.now()), null);
  },
  forget(): void {
    guarded((target) => forgetLogin(target, storageKeys.rememberedLogin), undefined);
  },
};
