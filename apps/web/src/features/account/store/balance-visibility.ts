import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '../../../config/storage-keys.ts';
import { localStorageOrMemory } from '../../../lib/browser-storage.ts';

interface BalanceVisibilityState {
  hidden: boolean;
  toggle: () => void;
}

/** Whether balances show as asterisks; the header and the member popup share it, and it outlives the visit. */
export const useBalanceVisibility = create<BalanceVisibilityState>()(
  persist((set) => ({ hidden: false, toggle: () => set((state) => ({ hidden: !state.hidden })) }), {
    name: storageKeys.balanceHidden,
    storage: createJSONStorage(localStorageOrMemory),
  }),
);

/** The balance as shown: the amount, or asterisks when hidden. */
export function shownAmount(formatted: string, hidden: boolean): string {
  return hidden ? '******' : formatted;
}
