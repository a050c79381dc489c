import type { SessionMember } from '../../lib/session-store.ts';

/**
 * Spec §4 Panels: member and agent panels open only when logged in; guests are asked to log in and
 * trial accounts are told a real account is required (spec §6).
 */
export type PanelAccess = 'allowed' | 'login' | 'trial';

export function panelAccessOf(session: { token: string | null; member: SessionMember | null }): PanelAccess {
  if (!session.token) return 'login';
  if (session.member?.isTrial) return 'trial';
  return 'allowed';
}
