import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember } from '../../../test/factories.ts';

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
    await test.app.services.sessions.end(caller!.sessionId);
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
});
