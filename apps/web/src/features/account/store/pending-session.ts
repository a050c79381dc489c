import type { LoginValue } from '@platform/contract/account/session';

/**
 * A login whose password must change first (spec §4 Login). Its session can do nothing but change the
 * password, so it is kept here, in memory only, and becomes the site's session once the password changed;
 * features that see a stored token would otherwise call the server with a session it treats as a guest.
 */
let pending: Pick<LoginValue, 'token' | 'firstTimeLogin'> | null = null;

export function holdPendingSession(value: LoginValue): void {
  pending = { token: value.token, firstTimeLogin: value.firstTimeLogin };
}

export function pendingSession(): Pick<LoginValue, 'token' | 'firstTimeLogin'> | null {
  return pending;
}

export function releasePendingSession(): void {
  pending = null;
}
