import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { listenForNotifications } from '../../platform/database-notifications.ts';
import { sessionRepository } from './session-repository.ts';
import { sessionChangesChannel, sessionService } from './sessions.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('sessions', () => {
  it('resolves a token to its caller with the role from the member type', async () => {
    const member = await createMember(test);
    const trial = await createMember(test, { memberType: 4 });
    const agent = await createMember(test, { memberType: 41 });
    expect(await test.app.services.sessions.resolve(member.token)).toMatchObject({ memberId: member.memberId, role: 'member', isAgent: false });
    expect(await test.app.services.sessions.resolve(trial.token)).toMatchObject({ role: 'trial' });
    expect(await test.app.services.sessions.resolve(agent.token)).toMatchObject({ role: 'agent', isAgent: true });
  });

  it('stores only a hash of the token, and tokens carry 256 bits', async () => {
    const member = await createMember(test);
    expect(Buffer.from(member.token, 'base64url')).toHaveLength(32);
    const rows = await sql<{ token_hash: Buffer }>`select token_hash from sessions where member_id = ${member.memberId}`.execute(test.database.db);
    expect(rows.rows[0]!.token_hash.toString('base64url')).not.toBe(member.token);
  });

  it('refuses unknown, revoked, idle and expired sessions', async () => {
    expect(await test.app.services.sessions.resolve('x'.repeat(43))).toBeNull();
    const revoked = await createMember(test);
    const caller = await test.app.services.sessions.resolve(revoked.token);
    await test.app.services.sessions.end(caller!.sessionId, caller!.memberId);
    expect(await test.app.services.sessions.resolve(revoked.token)).toBeNull();

    const idle = await createMember(test);
    await sql`update sessions set last_seen_at = now() - interval '31 minutes' where member_id = ${idle.memberId}`.execute(test.database.db);
    expect(await test.app.services.sessions.resolve(idle.token)).toBeNull();

    const expired = await createMember(test);
    await sql`update sessions set expires_at = now() - interval '1 second' where member_id = ${expired.memberId}`.execute(test.database.db);
    expect(await test.app.services.sessions.resolve(expired.token)).toBeNull();
  });

  it('moves the idle clock of a session in use, at most once a minute', async () => {
    const member = await createMember(test);
    const lastSeen = async () => (await sql<{ idle: number }>`
      select extract(epoch from now() - last_seen_at)::integer as idle from sessions where member_id = ${member.memberId}
    `.execute(test.database.db)).rows[0]!.idle;
    await sql`update sessions set last_seen_at = now() - interval '20 minutes' where member_id = ${member.memberId}`.execute(test.database.db);
    expect(await test.app.services.sessions.resolve(member.token)).not.toBeNull();
    expect(await lastSeen()).toBeLessThan(5);
    await sql`update sessions set last_seen_at = now() - interval '30 seconds' where member_id = ${member.memberId}`.execute(test.database.db);
    expect(await test.app.services.sessions.resolve(member.token)).not.toBeNull();
    expect(await lastSeen()).toBeGreaterThanOrEqual(29);
  });

  it('ends every session of a disabled account', async () => {
    const member = await createMember(test);
    await sql`update members set status = 'disabled' where id = ${member.memberId}`.execute(test.database.db);
    expect(await test.app.services.sessions.resolve(member.token)).toBeNull();
  });

  it('keeps the member tree as a closure table: a subtree is one lookup', async () => {
    const top = await createMember(test, { memberType: 1 });
    const middle = await createMember(test, { memberType: 41, uplineId: top.memberId });
    const leaf = await createMember(test, { uplineId: middle.memberId });
    const other = await createMember(test);
    const repository = test.app.services.repositories.sessions;
    expect(await repository.isInSubtree(top.memberId, leaf.memberId)).toBe(true);
    expect(await repository.isInSubtree(middle.memberId, leaf.memberId)).toBe(true);
    expect(await repository.isInSubtree(leaf.memberId, top.memberId)).toBe(false);
    expect(await repository.isInSubtree(top.memberId, other.memberId)).toBe(false);
    const depth = await sql<{ depth: number }>`select depth from member_closure where ancestor_id = ${top.memberId} and descendant_id = ${leaf.memberId}`.execute(test.database.db);
    expect(depth.rows[0]!.depth).toBe(2);
  });

  describe('remembered between calls', () => {
    /** A second node's sessions: remembers what it reads, hears of changes, and counts its reads. */
    function node() {
      const repository = sessionRepository(test.database.db);
      let reads = 0;
      const heard: string[] = [];
      /** Runs after a read has fetched its row and before the node has it: a change made meanwhile. */
      const during = { read: async () => undefined as void };
      const counted = {
        ...repository,
        async findLiveSession(tokenHash: Buffer) {
          reads += 1;
          const row = await repository.findLiveSession(tokenHash);
          await during.read();
          return row;
        },
      };
      const sessions = sessionService({
        repository: counted,
        agentTypes: [1, 2, 41, 42],
        listen: (handlers) =>
          listenForNotifications(test.database.connectionString, sessionChangesChannel, {
            ...handlers,
            notified(payload) {
              heard.push(payload);
              handlers.notified(payload);
            },
          }),
      });
      return { sessions, reads: () => reads, heard, during };
    }
    type Node = ReturnType<typeof node>;
    const nodes: Node[] = [];
    afterAll(async () => {
      for (const each of nodes) await each.sessions.close();
    });

    async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
      const deadline = Date.now() + 5_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    /** Whether a session is answered from memory: resolving it again reads nothing. */
    async function answeredFromMemory(at: Node, token: string): Promise<boolean> {
      await at.sessions.resolve(token);
      const before = at.reads();
      return (await at.sessions.resolve(token)) !== null && at.reads() === before;
    }
    async function listeningNode(): Promise<Node> {
      const started = node();
      nodes.push(started);
      const probe = await createMember(test);
      await eventually(() => answeredFromMemory(started, probe.token), 'the node listens');
      return started;
    }

    it('reads a live session once, and forgets it when another node or a hand revokes it, disables its member or asks a new password', async () => {
      const at = await listeningNode();
      const [revoked, disabled, pending, retyped] = [await createMember(test), await createMember(test), await createMember(test), await createMember(test, { memberType: 4 })];
      for (const member of [revoked, disabled, pending, retyped]) expect(await answeredFromMemory(at, member.token)).toBe(true);

      await sql`update sessions set revoked_at = now() where member_id = ${revoked.memberId}`.execute(test.database.db);
      await sql`update members set status = 'disabled' where id = ${disabled.memberId}`.execute(test.database.db);
      await sql`update sessions set password_change_pending = true where member_id = ${pending.memberId}`.execute(test.database.db);
      await sql`update members set member_type = 0 where id = ${retyped.memberId}`.execute(test.database.db);
      await eventually(async () => (await at.sessions.resolve(revoked.token)) === null, 'a revoked session is refused');
      await eventually(async () => (await at.sessions.resolve(disabled.token)) === null, 'a disabled member is refused');
      await eventually(async () => (await at.sessions.resolve(pending.token)) === null, 'a session waiting for a new password is refused');
      expect(await at.sessions.resolve(pending.token, { allowPasswordChangePending: true })).not.toBeNull();
      await eventually(async () => (await at.sessions.resolve(retyped.token))?.role === 'member', 'a trial account made real is a member');
    });

    it('forgets a session ended on this node at once', async () => {
      const at = await listeningNode();
      const member = await createMember(test);
      expect(await answeredFromMemory(at, member.token)).toBe(true);
      const caller = (await at.sessions.resolve(member.token))!;
      await at.sessions.end(caller.sessionId, caller.memberId);
      expect(await at.sessions.resolve(member.token)).toBeNull();
    });

    it('does not remember a read that a change overtook', async () => {
      const at = await listeningNode();
      const member = await createMember(test);
      // The read fetches the live row; before the node has it, the session is revoked and the notice heard.
      at.during.read = async () => {
        at.during.read = async () => undefined;
        await sql`update sessions set revoked_at = now() where member_id = ${member.memberId}`.execute(test.database.db);
        await eventually(async () => at.heard.includes(member.memberId), 'the notice arrives');
      };
      expect(await at.sessions.resolve(member.token)).not.toBeNull();
      expect(await at.sessions.resolve(member.token)).toBeNull();
    });

    it('remembers nothing while its listening connection is lost, and hears of changes again once it is back', async () => {
      const at = await listeningNode();
      const member = await createMember(test);
      expect(await answeredFromMemory(at, member.token)).toBe(true);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'platform-server-listener' and datname = current_database()`.execute(test.database.db);
      await eventually(async () => !(await answeredFromMemory(at, member.token)), 'the lost connection forgets what it remembered');
      await eventually(() => answeredFromMemory(at, member.token), 'the node listens again');
      await sql`update sessions set revoked_at = now() where member_id = ${member.memberId}`.execute(test.database.db);
      await eventually(async () => (await at.sessions.resolve(member.token)) === null, 'a session revoked after the reconnection is refused');
    });
  });
});
