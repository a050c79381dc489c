import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '../config/storage-keys.ts';
import { sessionStorageOrMemory } from './browser-storage.ts';

/** What the player site knows about the signed-in member between page loads. */
export interface SessionMember {
  account: string;
  nickname: string;
  customerId: number;
  isAgent: boolean;
  isTrial: boolean;
}

interface SessionState {
  token: string | null;
  member: SessionMember | null;
  /** Set once member info has loaded after a login, so post-login effects run once. */
  afterLogin: boolean;
  /** Whether this session began with the member's first login ever (first-login popups, spec §4). */
  firstTimeLogin: boolean;
  setToken: (token: string, options?: { firstTimeLogin?: boolean }) => void;
  setMember: (member: SessionMember) => void;
  clear: () => void;
}

const emptySession = { token: null, member: null, afterLogin: false, firstTimeLogin: false };

/** The session: token and member flags, kept in sessionStorage so a tab keeps its login across reloads. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...emptySession,
      setToken: (token, options) => set({ token, firstTimeLogin: options?.firstTimeLogin ?? false }),
      setMember: (member) => set({ member, afterLogin: true }),
      clear: () => set(emptySession),
    }),
    { name: storageKeys.session, storage: createJSONStorage(sessionStorageOrMemory) },
  ),
);

interface MerchantState {
  merchantCode: string | null;
  setMerchantCode: (merchantCode: string) => void;
}

/** The merchant code lives apart from the session because logging out keeps it (spec §4 Logout). */
export const useMerchantStore = create<MerchantState>()(
  persist(
    (set) => ({
      merchantCode: null,
      setMerchantCode: (merchantCode) => set({ merchantCode }),
    }),
    { name: storageKeys.merchant, storage: createJSONStorage(sessionStorageOrMemory) },
  ),
);

/** The session token, read outside React (API client, route loaders). */
export function sessionToken(): string | null {
  return useSessionStore.getState().token;
}

/**
 * A token may arrive once in the query string on entry (spec §4 Login). It moves into the
 * session store and the returned address no longer carries it, so it does not linger in history.
 */
export function adoptTokenFromAddress(address: URL): URL | null {
  const token = address.searchParams.get('token')?.trim();
  if (!token) return null;
  useSessionStore.getState().setToken(token);
  const cleaned = new URL(address.href);
  cleaned.searchParams.delete('token');
  return cleaned;
}
