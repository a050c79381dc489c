import { createHash, randomBytes } from 'node:crypto';
import type { Caller } from '../../platform/auth.ts';
import type { NotificationHandlers, NotificationListener } from '../../platform/database-notifications.ts';
import type { SessionRepository, SessionRow } from './session-repository.ts';
import { createCache } from '../../platform/cache.ts';

/** A session ends after this long without use. */
export const sessionIdleTimeoutMs = 30 * 60 * 1000;
/** A session ends this long after login whatever its use. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** The idle clock of a session in use is moved forward at most this often. */
const sessionTouchIntervalMs = 60 * 1000;
/** Member type of free-play (trial) accounts. */
export const trialMemberType = 4;
/** The channel account_sessions_changed (sql/account_sessions_changed.sql) notifies, with the member's id, when a member's sessions may have changed. */
export const sessionChangesChannel = 'account_sessions_changed';
/** A live session is remembered this long at most after it was read; a change forgets it at once. */
const sessionMemoryMs = 60 * 1000;
const sessionMemoryEntriesMax = 100_000;

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * The live sessions this node has read, so that a signed-in call needs no query. They are remembered only
 * while the node listens to the database's notices of changes (sql/account_sessions_changed.sql), and a member's are forgotten
 * as soon as one arrives, from whichever node or hand made the change; a lost listening connection forgets
 * everything and remembers nothing until it is back. A read that a notice overtook is not remembered: each
 * notice moves the generation on, and a row is remembered only under the generation its read started in.
 */
function liveSessionMemory(now: () => number) {
  const byMember = new Map<string, Set<string>>();
  function unindex(key: string, memberId: string): void {
    const keys = byMember.get(memberId);
    keys?.delete(key);
    if (keys?.size === 0) byMember.delete(memberId);
  }
  const entries = createCache<SessionRow>({
    name: 'account_live_sessions',
    maxEntries: sessionMemoryEntriesMax,
    lifetimeMs: sessionMemoryMs,
    now,
    onDrop: (key, row) => unindex(key, row.memberId),
  });
  let listening = false;
  let generation = 0;

  function forgetMember(memberId: string): void {
    generation += 1;
    for (const key of byMember.get(memberId) ?? []) entries.delete(key);
    byMember.delete(memberId);
  }
  function forgetAll(): void {
    generation += 1;
    entries.clear();
    byMember.clear();
  }

  const handlers: NotificationHandlers = {
    notified: (payload) => forgetMember(payload),
    listening() {
      forgetAll();
      listening = true;
    },
    lost() {
      listening = false;
      forgetAll();
    },
  };

  return {
    handlers,
    /** The generation a read starts in; undefined while nothing may be remembered. */
    generation: () => (listening ? generation : undefined),
    recall(key: string): SessionRow | undefined {
      if (!listening) return undefined;
      const row = entries.get(key);
      if (!row || row.expiresAt.getTime() > now()) return row;
      entries.delete(key);
      unindex(key, row.memberId);
      return undefined;
    },
    remember(key: string, row: SessionRow, readIn: number | undefined, readAt: number): void {
      if (!listening || readIn !== generation) return;
      // Remembered for sessionMemoryMs from the moment it was read.
      entries.set(key, row, Math.max(0, sessionMemoryMs - (now() - readAt)));
      const keys = byMember.get(row.memberId) ?? new Set<string>();
      keys.add(key);
      byMember.set(row.memberId, keys);
    },
    forgetMember,
  };
}

/**
 * Sessions: 256-bit random tokens given to the client once and stored only as their SHA-256,
 * with an idle timeout and an absolute lifetime; logout and disabling an account end them server-side.
 * With `listen` (the database's notices of session changes), live sessions are remembered between calls.
 */
export function sessionService(options: {
  repository: SessionRepository;
  agentTypes: readonly number[];
  now?: () => number;
  listen?: (handlers: NotificationHandlers) => NotificationListener;
}) {
  const { repository } = options;
  const now = options.now ?? Date.now;
  const memory = liveSessionMemory(now);
  const listener = options.listen?.(memory.handlers);

  /** The live session of a token hash: remembered, or read (and remembered when nothing changed meanwhile). */
  async function liveSession(tokenHash: Buffer): Promise<SessionRow | undefined> {
    const key = tokenHash.toString('base64');
    const remembered = memory.recall(key);
    if (remembered) return remembered;
    const readIn = memory.generation();
    const readAt = now();
    const row = await repository.findLiveSession(tokenHash);
    if (row) memory.remember(key, row, readIn, readAt);
    return row;
  }

  /** Ends sessions through `revoke`, forgetting the member's on this node at once (other nodes hear of it). */
  async function ending(memberId: string, revoke: () => Promise<void>): Promise<void> {
    await revoke();
    memory.forgetMember(memberId);
  }

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
      const row = await liveSession(hashToken(token));
      if (!row) return null;
      if (row.passwordChangePending && resolution.allowPasswordChangePending !== true) return null;
      if (resolution.viaQuery === true && !(await repository.markQueryEntry(row.sessionId))) return null;
      if (now() - row.lastSeenAt.getTime() > sessionIdleTimeoutMs) {
        await ending(row.memberId, () => repository.revokeSession(row.sessionId));
        return null;
      }
      // The idle clock moves at most once a minute; a session seen within the minute needs no write.
      // A remembered row takes the new time before the write, so calls arriving meanwhile do not write it again.
      if (now() - row.lastSeenAt.getTime() >= sessionTouchIntervalMs) {
        row.lastSeenAt = new Date(now());
        await repository.touchSession(row.sessionId);
      }
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

    end: (sessionId: string, memberId: string) => ending(memberId, () => repository.revokeSession(sessionId)),
    endAllOf: (memberId: string) => ending(memberId, () => repository.revokeMemberSessions(memberId)),
    endOthersOf: (memberId: string, keptSessionId: string) => ending(memberId, () => repository.revokeOtherSessions(memberId, keptSessionId)),
    passwordChanged: (memberId: string) => ending(memberId, () => repository.clearPasswordChangePending(memberId)),
    async close(): Promise<void> {
      await listener?.close();
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
