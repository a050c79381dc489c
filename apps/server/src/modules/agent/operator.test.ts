import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { agentFlagsValueSchema, downlinePageValueSchema, operatorAgentViewSchema, teamOverviewValueSchema } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember, type TestMember } from '../../../test/factories.ts';

let test: TestApp;
// Agents P and Q on two trees; under P a sub-agent M1 with a member M2 under it.
let p: TestMember, q: TestMember, m1: TestMember, m2: TestMember;

beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
  p = await createMember(test, { memberType: 1 });
  q = await createMember(test, { memberType: 1 });
  m1 = await createMember(test, { memberType: 41, uplineId: p.memberId });
  m2 = await createMember(test, { uplineId: m1.memberId });
  for (const [member, stake] of [[m1, 1_500], [m2, 4_000]] as const) {
    for (const [kind, amount, debitsMember] of [['deposit', 10_000, false], ['game_bet', stake, true]] as const) {
      const side = { memberId: member.memberId, wallet: 'cash' as const };
      const system = { system: kind === 'deposit' ? 'payment_clearing' : 'house' } as const;
      await test.app.services.wallet.postTransfer(undefined, { idempotencyKey: `op-test:${randomUUID()}`, debit: debitsMember ? side : system, credit: debitsMember ? system : side, amount, kind });
    }
  }
  await test.app.services.agent.figures.catchUp();
});
afterAll(async () => {
  await test.close();
});

async function ops(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  const response = await test.app.server.inject({ method, url, headers: { authorization: `Bearer ${test.config.operatorToken}` }, payload: payload as never });
  return { status: response.statusCode, body: response.json() as { value: any; code: string } };
}
async function overview(who: TestMember) {
  const response = await test.app.server.inject({ method: 'GET', url: '/wps/agent/team/overview?period=today', headers: who.headers });
  return teamOverviewValueSchema.parse(response.json().value);
}
const snapshot = async () =>
  (
    await sql<Record<string, unknown>>`
      select 't' as t, ancestor_id as id, scope, hour, registrations, first_deposits, deposits, withdrawals, valid_bet, payout, rebates, bonuses from agent_team_hours
       where registrations <> 0 or first_deposits <> 0 or deposits <> 0 or withdrawals <> 0 or valid_bet <> 0 or payout <> 0 or rebates <> 0 or bonuses <> 0
      union all
      select 'a', ancestor_id, scope, period::timestamp, active, 0, 0, 0, 0, 0, 0, 0 from agent_team_active where active <> 0
      union all
      select 'b', ancestor_id, 0, null, 0, 0, 0, 0, balance, 0, 0, 0 from agent_team_balances where balance <> 0
      union all
      select 's', ancestor_id, 0, null, team, direct, 0, 0, 0, 0, 0, 0 from agent_team_sizes where team <> 0 or direct <> 0
      order by 1, 2, 3, 4`.execute(test.database.db)
  ).rows;

describe('the console: agents', () => {
  it("shows a member's place in the tree, its team's figures this month, and its team level by level", async () => {
    const view = operatorAgentViewSchema.parse((await ops('GET', `/ops/agent/members?account=${m1.account.toUpperCase()}`)).body.value);
    expect(view).toMatchObject({ memberId: m1.memberId, kind: 'agent', teamSize: 1, directSize: 1, uplines: [{ memberId: p.memberId, account: p.account }] });
    expect(view.thisMonth).toMatchObject({ validBet: 5_500, deposits: 20_000, firstDeposits: 2 });
    const team = downlinePageValueSchema.parse((await ops('GET', `/ops/agent/members/${p.memberId}/team?parentId=${m1.memberId}`)).body.value);
    expect(team.list.map((row) => row.account)).toEqual([m2.account]);
    expect((await ops('GET', '/ops/agent/members?account=nobody_here')).status).toBe(404);
  });

  it('moves a member with its team under another agent: the figures follow and match a rebuild from the ledger', async () => {
    expect((await ops('POST', `/ops/agent/members/${m1.memberId}/move`, { uplineAccount: m2.account, reason: 'own team' })).body.code).toBe('agent_move_refused');
    expect((await ops('POST', `/ops/agent/members/${m2.memberId}/move`, { uplineAccount: m1.account, reason: 'same upline' })).body.code).toBe('agent_move_refused');
    expect((await ops('POST', `/ops/agent/members/${m1.memberId}/move`, { uplineAccount: q.account, reason: 'x' })).status).toBe(400);

    const moved = await ops('POST', `/ops/agent/members/${m1.memberId}/move`, { uplineAccount: q.account, reason: 'agent asked to change upline' });
    expect(moved.status).toBe(200);
    expect(moved.body.value.uplines).toEqual([{ memberId: q.memberId, account: q.account }]);
    expect((await overview(p)).team).toMatchObject({ size: 1, validBet: 0, activeMembers: 0, firstDeposits: 0 });
    expect((await overview(q)).team).toMatchObject({ size: 3, validBet: 5_500, activeMembers: 2, firstDeposits: 2, balance: 20_000 - 5_500 });
    expect((await overview(p)).team.balance).toBe(0);
    expect((await overview(q)).direct).toMatchObject({ size: 1, validBet: 1_500, activeMembers: 1 });
    const before = await snapshot();
    await test.app.services.agent.figures.rebuild();
    await test.app.services.agent.figures.catchUp();
    expect(await snapshot()).toEqual(before);

    const { rows } = await sql<{ action: string; reason: string; subject: string }>`
      select action, reason, subject from operator_audit where action = 'agent.move'`.execute(test.database.db);
    expect(rows).toEqual([{ action: 'agent.move', reason: 'agent asked to change upline', subject: m1.memberId }]);
  });

  it("sets an agent's quota of a prize group, with its reason in the audit", async () => {
    await sql`update members set prize_group_max = 1960 where id = ${q.memberId}::bigint`.execute(test.database.db);
    const changed = await ops('PUT', `/ops/agent/members/${q.memberId}/quotas`, { prizeGroup: 1955, allowed: 12, reason: 'top recruiter' });
    expect(changed.status).toBe(200);
    expect(changed.body.value.quotas.find((quota: { prizeGroup: number }) => quota.prizeGroup === 1955)).toEqual({ prizeGroup: 1955, allowed: 12, used: 0 });
    expect((await ops('PUT', `/ops/agent/members/${m2.memberId}/quotas`, { prizeGroup: 1955, allowed: 3, reason: 'not an agent' })).status).toBe(404);
    const { rows } = await sql<{ after: unknown }>`select after from operator_audit where action = 'agent.quota'`.execute(test.database.db);
    expect(rows).toEqual([{ after: { prizeGroup: 1955, allowed: 12 } }]);
  });

  it('flags agents who share a login address or a payout account with a member of their own team', async () => {
    await sql`insert into member_addresses (member_id, client_address) values (${q.memberId}::bigint, '198.51.100.7'), (${m2.memberId}::bigint, '198.51.100.7'), (${p.memberId}::bigint, '198.51.100.8')`.execute(test.database.db);
    await sql`insert into wallet_payout_accounts (member_id, method, payee_name, pix_key_type, pix_key)
      values (${m1.memberId}::bigint, 'pix', 'A', 'email', 'shared@pix.example'), (${m2.memberId}::bigint, 'pix', 'B', 'email', 'shared@pix.example')`.execute(test.database.db);
    const { flags } = agentFlagsValueSchema.parse((await ops('GET', '/ops/agent/flags')).body.value);
    expect(flags).toEqual(
      expect.arrayContaining([
        { agentId: q.memberId, agentAccount: q.account, memberId: m2.memberId, memberAccount: m2.account, signal: 'shared_address', detail: '198.51.100.7' },
        { agentId: m1.memberId, agentAccount: m1.account, memberId: m2.memberId, memberAccount: m2.account, signal: 'shared_payout_account', detail: expect.stringMatching(/^•+mple$/) },
      ]),
    );
    expect(flags.some((flag) => flag.agentId === p.memberId)).toBe(false);
  });
});
