import { redirect, type LoaderFunctionArgs } from 'react-router';
import { openModal } from '../components/ui/modal/modal-store.ts';
import { paths } from '../config/paths.ts';
import { panelAccessOf } from '../features/account/panel-access.ts';
import { showTrueAccountNeeded } from '../lib/true-account-dialog.ts';
import { useSessionStore } from '../lib/session-store.ts';

/**
 * /login: opens the login modal over the home page and moves to / (spec §2). An e-mailed password reset
 * link lands here too, with its token, and opens the form that sets the new password instead.
 */
export function openLoginAndGoHome({ request }: LoaderFunctionArgs): Response {
  const search = new URL(request.url).searchParams;
  const resetToken = search.get('resetToken')?.trim();
  if (resetToken) openModal('forgotPassword', { resetToken });
  else if (!useSessionStore.getState().token) openModal('login', { redirectTo: safeRedirect(search.get('redirect') ?? undefined) });
  return redirect(paths.home);
}

/**
 * Member panels open only when logged in (spec §4 Panels): a guest gets the login modal, which returns to
 * the panel after login, and a trial account is told a real account is needed; both stay on the home page.
 */
export function requireMemberPanel({ request }: LoaderFunctionArgs): Response | null {
  const access = panelAccessOf(useSessionStore.getState());
  if (access === 'allowed') return null;
  const address = new URL(request.url);
  if (access === 'login') openModal('login', { redirectTo: address.pathname + address.search });
  else showTrueAccountNeeded();
  return redirect(paths.home);
}

/**
 * The platform's own games: a guest gets the login modal; a trial account plays them with play money, kept
 * apart from real money (free play).
 */
export function requirePlayer({ request }: LoaderFunctionArgs): Response | null {
  if (useSessionStore.getState().token) return null;
  const address = new URL(request.url);
  openModal('login', { redirectTo: address.pathname + address.search });
  return redirect(paths.home);
}

/** Lottery pages need a session token, otherwise they send the visitor to /login (spec §6). */
export function requireSessionToken({ request }: LoaderFunctionArgs): Response | null {
  if (useSessionStore.getState().token) return null;
  const address = new URL(request.url);
  return redirect(`${paths.login}?redirect=${encodeURIComponent(address.pathname + address.search)}`);
}

/** The agent centre is for agents only; anyone else is sent to the agent login page (spec §4). */
export function requireAgent(): Response | null {
  const { token, member } = useSessionStore.getState();
  if (token && member?.isAgent) return null;
  return redirect(paths.agent);
}

/** Only a path on this site may be a place to return to after login. */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return undefined;
  return target;
}
