import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { applySeed } from '../../seed.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from './account-test-client.ts';

let test: TestApp;
let client: AccountTestClient;

beforeAll(async () => {
  test = await createTestApp();
  client = accountTestClient(test);
  await test.app.services.account.settings.update({ altcha: { keyPrefix: '0' } });
});
afterAll(async () => {
  await test.close();
});

describe('demo accounts', () => {
  it('are listed for the start-up banner, and seeding again creates nothing new', async () => {
    const before = await test.app.services.account.accounts.countMembers();
    const seed = await applySeed(test.config, test.app.services);
    expect(seed.demoAccounts).toEqual(
      expect.arrayContaining([expect.stringContaining('demo_player / Demo12345'), expect.stringContaining('demo_agent / Agent12345'), expect.stringContaining('demo_newmember / Abc12345')]),
    );
    expect(await test.app.services.account.accounts.countMembers()).toBe(before);
  });

  it('let the player log in on the player site and the agent in the agent area', async () => {
    expect((await client.login({ username: 'demo_player', password: 'Demo12345' }, freshAddress())).status).toBe(200);
    expect((await client.login({ username: 'demo_agent', password: 'Agent12345', site: 'agent' }, freshAddress())).status).toBe(200);
  });

  it('give the agent a downline of a sub-agent (type 41) and two members', async () => {
    const rows = await sql<{ account: string; member_type: number; depth: number }>`
      select m.account, m.member_type, c.depth from member_closure c
      join members a on a.id = c.ancestor_id join members m on m.id = c.descendant_id
      where a.account = 'demo_agent' and c.depth > 0 order by m.account`.execute(test.database.db);
    expect(rows.rows).toEqual([
      { account: 'demo_member1', member_type: 0, depth: 1 },
      { account: 'demo_member2', member_type: 0, depth: 2 },
      { account: 'demo_newmember', member_type: 0, depth: 1 },
      { account: 'demo_subagent', member_type: 41, depth: 1 },
    ]);
  });

  it('include a member created with the default password, whose first login forces a change', async () => {
    const login = await client.login({ username: 'demo_newmember', password: 'Abc12345' }, freshAddress());
    expect(login.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
  });
});
