import i18next from 'i18next';
import type { LoginValue } from '@platform/contract/account/session';
import { showDialog } from '../../components/ui/dialog/dialog-store.ts';
import { openModal } from '../../components/ui/modal/modal-store.ts';
import { successDialogTimeoutMs } from '../../config/timeouts.ts';
import { queryClient } from '../../lib/query-client.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { logout } from './api/logout.ts';
import { memberInfoQueryOptions, sessionMemberOf, type MemberInfo } from './api/get-member-info.ts';
import { holdPendingSession, pendingSession, releasePendingSession } from './store/pending-session.ts';
import { rememberedLoginStore } from './store/remembered-login-store.ts';

/** How a login ended: signed in, or waiting for the forced password change. */
export type LoginOutcome = 'signedIn' | 'passwordChangeRequired';

export interface LoginCompletion {
  /** The password just typed, so the forced change does not ask for it again (spec §5 Change password). */
  typedPassword?: string;
}

/**
 * What follows a successful login (spec §4 Login): a password that is the default one or has expired opens
 * the forced change instead of proceeding, and the session waits aside until it is changed; otherwise the
 * token goes into the session, member info loads, the after-login flag is set, and a first login runs the
 * first-login action.
 */
export async function completeLogin(value: LoginValue, completion: LoginCompletion = {}): Promise<LoginOutcome> {
  if (value.passwordExpired) {
    holdPendingSession(value);
    openForcedPasswordChange(completion.typedPassword);
    return 'passwordChangeRequired';
  }
  adoptSession(value);
  await loadSessionMember();
  return 'signedIn';
}

/** Makes a login the site's session; whatever session the tab held before (a token from an old link, say) gives way. */
export function adoptSession(value: Pick<LoginValue, 'token' | 'firstTimeLogin'>): void {
  useSessionStore.getState().clear();
  useSessionStore.getState().setToken(value.token, { firstTimeLogin: value.firstTimeLogin });
}

let memberLoading: Promise<MemberInfo> | null = null;

/**
 * Loads member info into the session; runs the first-login action once when the session began with a first
 * login. Calls made while one is loading share it, so the header and a finishing login never load it twice.
 */
export function loadSessionMember(): Promise<MemberInfo> {
  memberLoading ??= fetchSessionMember().finally(() => {
    memberLoading = null;
  });
  return memberLoading;
}

async function fetchSessionMember(): Promise<MemberInfo> {
  const { token, afterLogin, firstTimeLogin } = useSessionStore.getState();
  const info = await queryClient.fetchQuery({ ...memberInfoQueryOptions(token), staleTime: 0 });
  useSessionStore.getState().setMember(sessionMemberOf(info));
  if (firstTimeLogin && !afterLogin) runFirstLoginAction(info);
  return info;
}

/** The first-login action: a welcome naming the member, which closes on its own. */
function runFirstLoginAction(info: MemberInfo): void {
  void showDialog({
    icon: 'success',
    title: i18next.t('account.welcome.title'),
    html: escapeHtml(i18next.t('account.welcome.text', { name: info.nickname || info.account })),
    timeoutMs: successDialogTimeoutMs,
  });
}

/**
 * Opens the forced change-password modal. The waiting session can do nothing else, so closing the modal
 * without changing the password ends it.
 */
function openForcedPasswordChange(typedPassword: string | undefined): void {
  openModal(
    'changePassword',
    { forced: true, currentPassword: typedPassword },
    {
      onClose: () => {
        const waiting = pendingSession();
        releasePendingSession();
        if (waiting) void logout(waiting.token).catch(() => undefined);
      },
    },
  );
}

/** Ends the session on the server and here; the merchant code is kept (spec §4 Logout). */
export async function endSession(): Promise<void> {
  try {
    if (useSessionStore.getState().token) await logout();
  } catch {
    // The session ends here whatever the server answered; a session it still holds expires on its own.
  } finally {
    clearSession();
  }
}

/**
 * Clears the session and every cached answer that belonged to it, and scrubs any password an older version
 * remembered; the site configuration and a remembered account name stay.
 */
export function clearSession(): void {
  useSessionStore.getState().clear();
  rememberedLoginStore.scrub();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
}
