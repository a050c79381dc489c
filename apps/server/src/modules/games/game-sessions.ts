/**
 * Launch tokens and vendor sessions. A launch creates a random one-time launch token (only its hash is
 * stored) that travels in the game URL; the vendor exchanges it once for the session token its wallet
 * calls carry. Both expire; a session's expiry refuses bets and balance reads, never wins or rollbacks.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { launchTokenLifetimeMinutes, type GameType, type VendorSessionRequest, type VendorStatus } from '@platform/contract';
import type { Executor } from './ports.ts';
import type { GamesRepository, GamesTables } from './repository.ts';
import { createCache } from '../../platform/cache.ts';

export interface GameSession {
  memberId: string;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  nodeId: number | null;
  gameName: string;
  currency: string;
  playMoney: boolean;
  expiresAt: Date;
}

export interface LaunchGrant {
  memberId: string;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  nodeId: number;
  gameName: string;
  currency: string;
  language: string;
  playMoney: boolean;
}

export type SessionExchange =
  | { status: 'OK'; session: GameSession; token: string; language: string }
  | { status: Exclude<VendorStatus, 'OK'> };

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The session token a launch token turns into: derived, so a retried exchange gets the same one. */
export function sessionTokenOf(sessionKey: Buffer, launchToken: string): string {
  return createHmac('sha256', sessionKey).update(`session:${launchToken}`).digest('base64url');
}

// Sessions are found by token on every bet. A session row never changes once written (it expires by its
// own clock, read on every call, and is deleted only days after), so remembering it is exact; the memory
// is only bounded in size and age.
const sessionMemoryMs = 10 * 60_000;
const sessionMemoryEntriesMax = 20_000;

export function gameSessions(options: { repository: GamesRepository; sessionKey: Buffer; sessionLifetimeMinutes: number }) {
  const { repository, sessionKey } = options;
  const remembered = createCache<GameSession>({ name: 'game_sessions', maxEntries: sessionMemoryEntriesMax, lifetimeMs: sessionMemoryMs });

  function remember(token: string, session: GameSession): void {
    remembered.set(token, session);
  }

  return {
    /** Creates a launch token for a game; the token itself is returned once and never stored. */
    async createLaunchToken(executor: Executor, grant: LaunchGrant): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + launchTokenLifetimeMinutes * 60_000);
      await (executor as Kysely<GamesTables>)
        .insertInto('game_launch_tokens')
        .values({
          token_hash: hashToken(token),
          member_id: grant.memberId,
          vendor_code: grant.vendorCode,
          game_code: grant.gameCode,
          game_type: grant.gameType,
          node_id: grant.nodeId,
          game_name: grant.gameName,
          currency: grant.currency,
          language: grant.language,
          play_money: grant.playMoney,
          expires_at: expiresAt,
          used_at: null,
          exchange_request_uuid: null,
        })
        .execute();
      return { token, expiresAt };
    },

    /** Whether a launch token exists, is unused and unexpired (the launch page checks before redirecting). */
    async peekLaunchToken(token: string) {
      if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return undefined;
      const row = await repository.db
        .selectFrom('game_launch_tokens')
        .select(['vendor_code', 'game_code', 'game_type', 'language', 'expires_at', 'used_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row || row.used_at !== null || row.expires_at.getTime() <= Date.now()) return undefined;
      return { vendorCode: row.vendor_code, gameCode: row.game_code, gameType: row.game_type, language: row.language };
    },

    /** Turns a launch token into a session once; the same request id replays the same answer. */
    async exchange(executor: Executor, vendorCode: string, request: VendorSessionRequest): Promise<SessionExchange> {
      const tables = executor as Kysely<GamesTables>;
      const launch = await tables
        .selectFrom('game_launch_tokens')
        .selectAll()
        .where('token_hash', '=', hashToken(request.launch_token))
        .forUpdate()
        .executeTakeFirst();
      if (!launch || launch.vendor_code !== vendorCode) return { status: 'INVALID_TOKEN' };
      const replayed = launch.used_at !== null && launch.exchange_request_uuid === request.request_uuid;
      if (launch.used_at !== null && !replayed) return { status: 'INVALID_TOKEN' };
      if (!replayed && launch.expires_at.getTime() <= Date.now()) return { status: 'TOKEN_EXPIRED' };
      const token = sessionTokenOf(sessionKey, request.launch_token);
      const session: GameSession = {
        memberId: String(launch.member_id),
        vendorCode: launch.vendor_code,
        gameCode: launch.game_code,
        gameType: launch.game_type as GameType,
        nodeId: launch.node_id,
        gameName: launch.game_name,
        currency: launch.currency,
        playMoney: launch.play_money,
        expiresAt: new Date(Date.now() + options.sessionLifetimeMinutes * 60_000),
      };
      if (!replayed) {
        await tables
          .insertInto('game_sessions')
          .values({
            token_hash: hashToken(token),
            member_id: session.memberId,
            vendor_code: session.vendorCode,
            game_code: session.gameCode,
            game_type: session.gameType,
            node_id: session.nodeId,
            game_name: session.gameName,
            currency: session.currency,
            play_money: session.playMoney,
            expires_at: session.expiresAt,
          })
          .execute();
        await tables
          .updateTable('game_launch_tokens')
          .set({ used_at: sql<Date>`now()`, exchange_request_uuid: request.request_uuid })
          .where('token_hash', '=', hashToken(request.launch_token))
          .execute();
      }
      return { status: 'OK', session, token, language: launch.language };
    },

    /** The session behind a token (expired ones too: wins and rollbacks still need them). */
    async find(executor: Executor, token: string | undefined): Promise<GameSession | undefined> {
      if (token === undefined) return undefined;
      const memory = remembered.get(token);
      if (memory) return memory;
      const row = await (executor as Kysely<GamesTables>)
        .selectFrom('game_sessions')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row) return undefined;
      const session: GameSession = {
        memberId: String(row.member_id),
        vendorCode: row.vendor_code,
        gameCode: row.game_code,
        gameType: row.game_type as GameType,
        nodeId: row.node_id,
        gameName: row.game_name,
        currency: row.currency,
        playMoney: row.play_money,
        expiresAt: row.expires_at,
      };
      remember(token, session);
      return session;
    },

    /** Removes launch tokens and sessions long past their expiry (rounds and the journal keep their facts). */
    async purgeExpired(executor: Executor, olderThanDays: number): Promise<number> {
      const launches = await sql`delete from game_launch_tokens where expires_at < now() - make_interval(days => ${olderThanDays}::int)`.execute(executor);
      const sessionsDeleted = await sql`delete from game_sessions where expires_at < now() - make_interval(days => ${olderThanDays}::int)`.execute(executor);
      return Number(launches.numAffectedRows ?? 0n) + Number(sessionsDeleted.numAffectedRows ?? 0n);
    },
  };
}

export type GameSessions = ReturnType<typeof gameSessions>;
