import type { StateStorage } from 'zustand/middleware';

/** A storage kept in memory, for when the browser's storage is unavailable (some private modes, tests). */
function memoryStorage(): StateStorage {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
}

function usable(read: () => Storage): Storage | null {
  try {
    const storage = read();
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** sessionStorage, or memory when it cannot be used. */
export function sessionStorageOrMemory(): StateStorage {
  return usable(() => sessionStorage) ?? memoryStorage();
}

/** localStorage, or memory when it cannot be used. */
export function localStorageOrMemory(): StateStorage {
  return usable(() => localStorage) ?? memoryStorage();
}
