import { createHash, randomBytes } from 'node:crypto';
import type { Caller } from '../../platform/auth.ts';
import type { SessionRepository } from './session-repository.ts';

/** A session ends after this long without use. */
export const sessionIdleTimeoutMs = 30 * 60 * 1000;
/** A session ends this long after login whatever its use. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** The idle clock of a session in use is moved forward at most this often. */
const sessionTouchIntervalMs = 60 * 1000;
/** Member type of free-play (trial) accounts. */
export const trialMemberType = 4;

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * Sessions: 256-bit random tokens given to the client once and stored only as their SHA-256,
 * with an idle timeout and an absolute lifetime; logout and disabling an account end them server-side.
 */
export function sessionService(options: { repository: SessionRepository; agentTypes: readonly number[]; now?: () => number }) {
  const { repository } = options;
  const now = options.now ?? Date.now;
  return {
    /** Opens a session with a fresh token; `passwordChangePending` limits it to the password change until that is done. */
    async start(session: {
      memberId: string;
      audience: 'player' | 'agent';
      clientAddress: string;
      userAgent: string;
      passwordChangePending?: boolean;
    }) {
      const token = randomBytes(32).toString('base64url');
      const sessionId = await repository.insertSession({
        ...session,
        tokenHash: hashToken(token),
        expiresAt: new Date(now() + sessionLifetimeMs),
      });
      return { token, sessionId };
    },

    /**
     * The caller behind a token, or null when the token is unknown, revoked, expired or idle too long.
     * A session waiting for a forced password change resolves only where `allowPasswordChangePending` says so,
     * and a token read from a query string (`viaQuery`) is accepted once per session.
     */
    async resolve(token: string, resolution: { allowPasswordChangePending?: boolean; viaQuery?: boolean } = {}): Promise<Caller | null> {
      if (token.length < 16 || token.length > 128) return null;
      const row = await repository.findLiveSession(hashToken(token));
      if (!row) return null;
      if (row.passwordChangePending && resolution.allowPasswordChangePending !== true) return null;
      if (resolution.viaQuery === true && !(await repository.markQueryEntry(row.sessionId))) return null;
      if (now() - row.lastSeenAt.getTime() > sessionIdleTimeoutMs) {
        await repository.revokeSession(row.sessionId);
        return null;
      }
      // The idle clock moves at most once a minute; a session seen within the minute needs no write.
      if (now() - row.lastSeenAt.getTime() >= sessionTouchIntervalMs) await repository.touchSession(row.sessionId);
      const isTrial = row.memberType === trialMemberType;
      const isAgent = options.agentTypes.includes(row.memberType);
      return {
        memberId: row.memberId,
        sessionId: row.sessionId,
        account: row.account,
        memberType: row.memberType,
        isAgent,
        role: isTrial ? 'trial' : isAgent ? 'agent' : 'member',
      };
    },

    end: (sessionId: string) => repository.revokeSession(sessionId),
    endAllOf: (memberId: string) => repository.revokeMemberSessions(memberId),
    endOthersOf: (memberId: string, keptSessionId: string) => repository.revokeOtherSessions(memberId, keptSessionId),
    passwordChanged: (memberId: string) => repository.clearPasswordChangePending(memberId),
  };
}

export type SessionService = ReturnType<typeof sessionService>;
