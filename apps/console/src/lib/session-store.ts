import { useSyncExternalStore } from 'react';
import { staffProfileSchema, type StaffPermission, type StaffProfile } from '@platform/contract/staff/staff';
import { storageKeys } from '../config/storage-keys.ts';

/** The signed-in staff member: the bearer token, who they are, and how long the session may stay idle. */
export interface StaffSessionState {
  token: string;
  idleMinutes: number;
  staff: StaffProfile;
}

/** Why the last session ended, shown on the login screen: an error code of the catalogue, or `idle`. */
export type SessionEndReason = string | null;

interface State {
  session: StaffSessionState | null;
  endReason: SessionEndReason;
}

let state: State = { session: readStoredSession(), endReason: null };
const listeners = new Set<() => void>();

function readStoredSession(): StaffSessionState | null {
  try {
    const text = sessionStorage.getItem(storageKeys.session);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<StaffSessionState>;
    const staff = staffProfileSchema.safeParse(stored.staff);
    if (typeof stored.token !== 'string' || typeof stored.idleMinutes !== 'number' || !staff.success) return null;
    return { token: stored.token, idleMinutes: stored.idleMinutes, staff: staff.data };
  } catch {
    return null;
  }
}

function update(next: State): void {
  state = next;
  try {
    if (next.session) sessionStorage.setItem(storageKeys.session, JSON.stringify(next.session));
    else sessionStorage.removeItem(storageKeys.session);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): State => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  begin(session: StaffSessionState): void {
    update({ session, endReason: null });
  },
  /** Ends the session in this tab; `reason` is shown on the login screen. */
  end(reason: SessionEndReason = null): void {
    if (!state.session && state.endReason === reason) return;
    update({ session: null, endReason: reason });
  },
  /** Keeps the session and takes the staff member's profile as the server gives it now (permissions may change). */
  refresh(staff: StaffProfile): void {
    if (state.session) update({ ...state, session: { ...state.session, staff } });
  },
  clearReason(): void {
    if (state.endReason !== null) update({ ...state, endReason: null });
  },
};

export function useSessionState(): State {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/** Whether a staff member holds a permission; a screen without one is open to every staff member. */
export function holds(staff: StaffProfile | undefined, permission: StaffPermission | null): boolean {
  if (permission === null) return staff !== undefined;
  return staff?.permissions.includes(permission) ?? false;
}
