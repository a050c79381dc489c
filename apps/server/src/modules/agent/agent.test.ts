import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  downlinePageValueSchema,
  registerCentreValueSchema,
  teamOverviewValueSchema,
  teamProfitLossValueSchema,
  teamTransactionsValueSchema,
  type TeamOverviewValue,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember, type TestMember } from '../../../test/factories.ts';
import { accountTestClient, freshAddress } from '../account/account-test-client.ts';

let test: TestApp;
// The tree: top agent A over sub-agent B (over member C) and member D; agent X on another branch over member Y.
let a: TestMember, b: TestMember, c: TestMember, d: TestMember, x: TestMember, y: TestMember;

beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
  a = await createMember(test, { memberType: 1 });
  b = await createMember(test, { memberType: 41, uplineId: a.memberId });
  c = await createMember(test, { uplineId: b.memberId });
  d = await createMember(test, { uplineId: a.memberId });
  x = await createMember(test, { memberType: 1 });
  y = await createMember(test, { uplineId: x.memberId });
});
afterAll(async () => {
  await test.close();
});

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestMember | undefined, payload?: unknown) {
  const response = await test.app.server.inject({ method, url, headers: who?.headers, payload: payload as never });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: any; code: string } };
}

/** A ledger movement of a member: a debit of its cash for stakes and payouts, a credit for the rest. */
async function move(member: TestMember, kind: string, amount: number, metadata: Record<string, unknown> = {}): Promise<string> {
  const debitsMember = ['game_bet', 'lottery_bet', 'withdrawal_payout'].includes(kind);
  const system = kind === 'deposit' || kind === 'withdrawal_payout' ? 'payment_clearing' : kind === 'bonus' ? 'bonus_expense' : 'house';
  const memberSide = { memberId: member.memberId, wallet: 'cash' as const };
  const result = await test.app.services.wallet.postTransfer(undefined, {
    idempotencyKey: `agent-test:${randomUUID()}`,
    debit: debitsMember ? memberSide : { system },
    credit: debitsMember ? { system } : memberSide,
    amount,
    kind,
    reference: 'agent test',
    metadata,
  });
  return result.transferId;
}

async function overview(who: TestMember, query = 'period=today'): Promise<TeamOverviewValue> {
  const response = await call('GET', `/wps/agent/team/overview?${query}`, who);
  expect(response.status).toBe(200);
  return teamOverviewValueSchema.parse(response.body.value);
}

const figures = () => test.app.services.agent.figures;

describe('team figures', () => {
  it("add up each member's committed bets, wins, rebates, bonuses and payments for the team and the direct level", async () => {
    await move(c, 'deposit', 10_000);
    await move(c, 'game_bet', 3_000);
    await move(c, 'game_win', 1_000);
    await move(c, 'withdrawal_payout', 2_000);
    await move(d, 'deposit', 5_000);
    await move(d, 'lottery_bet', 2_000);
    await move(d, 'lottery_rebate', 100);
    await move(d, 'bonus', 500);
    await move(y, 'deposit', 17_000);
    await move(y, 'game_bet', 9_000);
    await figures().catchUp();

    const top = await overview(a);
    expect(top.team).toMatchObject({
      size: 4,
      registrations: 4,
      firstDeposits: 2,
      activeMembers: 2,
      deposits: 15_000,
      withdrawals: 2_000,
      validBet: 5_000,
      payout: 1_000,
      rebates: 100,
      bonuses: 500,
      profitAndLoss: 5_000 - 1_000 - 100 - 500,
      balance: 10_000 - 3_000 + 1_000 - 2_000 + 5_000 - 2_000 + 100 + 500,
    });
    // Direct: B (nothing of its own) and D; C is two levels down.
    expect(top.direct).toMatchObject({ size: 2, registrations: 2, firstDeposits: 1, activeMembers: 1, deposits: 5_000, validBet: 2_000, payout: 0, rebates: 100, bonuses: 500 });
    const sub = await overview(b);
    expect(sub.team).toMatchObject({ size: 2, validBet: 3_000, payout: 1_000, deposits: 10_000, withdrawals: 2_000, activeMembers: 1 });
    expect(sub.direct).toMatchObject({ size: 1, validBet: 3_000 });
    // The other branch sees only its own.
    expect((await overview(x)).team).toMatchObject({ size: 2, validBet: 9_000, deposits: 17_000 });
    expect(await figures().reconcile()).toEqual([]);
  });

  it('take back the stakes that refunds return and the pushed stakes of a settlement, and never count play money', async () => {
    const before = (await overview(x)).team;
    await move(y, 'lottery_bet', 4_000);
    await move(y, 'lottery_rebate', 200);
    await move(y, 'lottery_refund', 1_900, { stake: 2_000, rebate: 100 });
    await move(y, 'lottery_win', 3_500, { win: 3_000, pushRefund: 500 });
    await move(y, 'game_bet', 1_000);
    await move(y, 'game_bet_refund', 1_000);
    const trial = await createMember(test, { memberType: 4, uplineId: x.memberId });
    await test.app.services.wallet.topUpPlayMoney(trial.memberId).catch(() => undefined);
    await figures().catchUp();
    const after = (await overview(x)).team;
    expect(after.validBet - before.validBet).toBe(4_000 - 2_000 - 500);
    expect(after.rebates - before.rebates).toBe(200 - 100);
    expect(after.payout - before.payout).toBe(3_000);
    expect(after.size).toBe(before.size);
    expect(await figures().reconcile()).toEqual([]);
  });

  it("cut hours and days in the merchant's time zone, and a rebuild from the ledger gives the same rows", async () => {
    const e = await createMember(test, { uplineId: x.memberId });
    await move(e, 'deposit', 10_000);
    // The demo merchant is GMT-3: 02:59 UTC is 23:59 of the day before, 03:00 UTC the local midnight.
    const late = await move(e, 'game_bet', 1_111);
    const midnight = await move(e, 'game_bet', 2_222);
    const nextHour = await move(e, 'game_win', 333);
    // The ledger is append-only; the test moves these three back in time with its triggers off.
    await test.database.db.transaction().execute(async (transaction) => {
      await sql`set local session_replication_role = replica`.execute(transaction);
      await sql`update wallet_transfers set created_at = case id
        when ${late}::bigint then timestamptz '2026-10-05 02:59:59.999+00'
        when ${midnight}::bigint then timestamptz '2026-10-05 03:00:00+00'
        else timestamptz '2026-10-05 04:00:00+00' end
      where id in (${late}::bigint, ${midnight}::bigint, ${nextHour}::bigint)`.execute(transaction);
    });
    await figures().rebuild();
    await figures().catchUp();
    const { rows } = await sql<{ hour: string; valid_bet: string; payout: string }>`
      select to_char(hour, 'YYYY-MM-DD"T"HH24:MI') as hour, valid_bet::text, payout::text from agent_member_hours
       where member_id = ${e.memberId}::bigint and hour < '2026-10-06' order by hour`.execute(test.database.db);
    expect(rows).toEqual([
      { hour: '2026-10-04T23:00', valid_bet: '1111', payout: '0' },
      { hour: '2026-10-05T00:00', valid_bet: '2222', payout: '0' },
      { hour: '2026-10-05T01:00', valid_bet: '0', payout: '333' },
    ]);
    const dayBefore = await overview(x, 'period=range&from=2026-10-04&to=2026-10-04');
    const day = await overview(x, 'period=range&from=2026-10-05&to=2026-10-05');
    expect(dayBefore.team).toMatchObject({ validBet: 1_111, payout: 0, activeMembers: 1 });
    expect(day.team).toMatchObject({ validBet: 2_222, payout: 333, activeMembers: 1 });
    const both = await overview(x, 'period=range&from=2026-10-04&to=2026-10-05');
    expect(both.team).toMatchObject({ validBet: 3_333, activeMembers: 1 });

    const snapshot = async () =>
      (
        await sql<Record<string, unknown>>`
          select 'm' as t, member_id as id, 0 as scope, hour, registrations, first_deposits, deposits, withdrawals, valid_bet, payout, rebates, bonuses from agent_member_hours
          union all
          select 't', ancestor_id, scope, hour, registrations, first_deposits, deposits, withdrawals, valid_bet, payout, rebates, bonuses from agent_team_hours
          union all
          select 'a', ancestor_id, scope, period::timestamp, active, 0, 0, 0, 0, 0, 0, 0 from agent_team_active
          order by 1, 2, 3, 4`.execute(test.database.db)
      ).rows;
    const first = await snapshot();
    await figures().rebuild();
    await figures().catchUp();
    expect(await snapshot()).toEqual(first);
    expect(await figures().reconcile()).toEqual([]);
  });

  it('count every movement exactly once while bets and several runs go on at the same time', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(test, { uplineId: d.memberId })));
    for (const member of members) await move(member, 'deposit', 10_000);
    const before = (await overview(a)).team.validBet;
    const writers = members.map(async (member) => {
      for (let index = 0; index < 25; index++) await move(member, 'game_bet', 100 + index);
    });
    const runners = Array.from({ length: 3 }, async () => {
      for (let index = 0; index < 10; index++) await figures().run();
    });
    await Promise.all([...writers, ...runners]);
    await figures().catchUp();
    const expected = members.length * Array.from({ length: 25 }, (_, index) => 100 + index).reduce((total, stake) => total + stake, 0);
    expect((await overview(a)).team.validBet - before).toBe(expected);
    expect(await figures().reconcile()).toEqual([]);
  });
});

describe('team reports', () => {
  it('state each member of a level with its team per merchant day, drill down a level, or show one member', async () => {
    const level = teamProfitLossValueSchema.parse((await call('GET', '/wps/agent/reports/profit-loss?pageSize=100', a)).body.value);
    // A's level: B with its team (B and C) and D; C is inside B's row.
    const bRow = level.list.find((row) => row.account === b.account)!;
    expect(bRow).toMatchObject({ memberId: b.memberId, hasTeam: true, deposits: 10_000, withdrawals: 2_000, validBet: 3_000, payout: 1_000, profitAndLoss: 2_000 });
    // D's row holds the members placed under it by the concurrency test too.
    expect(level.list.find((row) => row.account === d.account)).toMatchObject({ hasTeam: true, rebates: 100, bonuses: 500 });
    expect(level.list.some((row) => row.account === c.account || row.account === y.account)).toBe(false);
    expect(level.trail).toEqual([{ memberId: a.memberId, account: a.account }]);
    // The totals are A's whole team over the period.
    expect(level.totals.validBet).toBe((await overview(a, `period=range&from=${level.from}&to=${level.to}`)).team.validBet);
    const below = teamProfitLossValueSchema.parse((await call('GET', `/wps/agent/reports/profit-loss?parentId=${b.memberId}`, a)).body.value);
    expect(below.list.map((row) => [row.account, row.hasTeam, row.validBet])).toEqual([[c.account, false, 3_000]]);
    expect(below.trail.map((step) => step.account)).toEqual([a.account, b.account]);
    const one = teamProfitLossValueSchema.parse((await call('GET', `/wps/agent/reports/profit-loss?account=${c.account.toUpperCase()}`, a)).body.value);
    expect(one.list.map((row) => row.account)).toEqual([c.account]);
    expect(one.totals).toMatchObject({ validBet: 3_000, payout: 1_000 });
    expect((await call('GET', `/wps/agent/reports/profit-loss?account=${y.account}`, a)).body.code).toBe('agent_not_in_team');
    expect((await call('GET', `/wps/agent/reports/profit-loss?parentId=${x.memberId}`, a)).body.code).toBe('agent_not_in_team');
    expect((await call('GET', `/wps/agent/reports/profit-loss?account=${d.account}`, b)).body.code).toBe('agent_not_in_team');
    const reversed = await call('GET', '/wps/agent/reports/profit-loss?from=2026-11-02&to=2026-11-01', a);
    expect(reversed.status).toBe(400);
    expect((await call('GET', '/wps/agent/reports/profit-loss?from=2026-01-01&to=2026-11-01', a)).status).toBe(400);
  });

  it("list the team's account records by category and member, each naming its member", async () => {
    const games = teamTransactionsValueSchema.parse((await call('GET', `/wps/agent/reports/transactions?type=game&account=${c.account}`, a)).body.value);
    expect(games.list.map((row) => [row.account, row.kind, row.amount]).sort()).toEqual([
      [c.account, 'game_bet', -3_000],
      [c.account, 'game_win', 1_000],
    ].sort());
    const team = teamTransactionsValueSchema.parse((await call('GET', '/wps/agent/reports/transactions?type=deposit&pageSize=100', a)).body.value);
    expect(team.list.some((row) => row.account === y.account)).toBe(false);
    expect(team.list.map((row) => row.account)).toEqual(expect.arrayContaining([c.account, d.account]));
    expect((await call('GET', `/wps/agent/reports/transactions?account=${c.account}`, x)).body.code).toBe('agent_not_in_team');
  });
});

describe('team management', () => {
  it('lists one level at a time with the drill-down trail, and searches the whole team by account', async () => {
    const top = downlinePageValueSchema.parse((await call('GET', '/wps/agent/downlines', a)).body.value);
    expect(top.list.map((row) => row.account).sort()).toEqual([b.account, d.account].sort());
    expect(top.trail).toEqual([{ memberId: a.memberId, account: a.account }]);
    const bRow = top.list.find((row) => row.account === b.account)!;
    expect(bRow).toMatchObject({ kind: 'agent', depth: 1, teamSize: 1, prizeGroup: 1950, rebatePercent: 12.5, status: 'active' });
    expect(bRow.teamBalance).toBe(10_000 - 3_000 + 1_000 - 2_000);
    const level = downlinePageValueSchema.parse((await call('GET', `/wps/agent/downlines?parentId=${b.memberId}`, a)).body.value);
    expect(level.list.map((row) => [row.account, row.depth, row.kind])).toEqual([[c.account, 2, 'member']]);
    expect(level.trail.map((step) => step.account)).toEqual([a.account, b.account]);
    const search = downlinePageValueSchema.parse((await call('GET', `/wps/agent/downlines?account=${c.account.slice(0, 6).toUpperCase()}`, a)).body.value);
    expect(search.list.map((row) => row.account)).toContain(c.account);
  });

  it('keeps every agent inside its own subtree: other branches, the upline and members are refused', async () => {
    expect((await call('GET', `/wps/agent/downlines?parentId=${y.memberId}`, a)).body.code).toBe('agent_not_in_team');
    expect((await call('GET', `/wps/agent/downlines?parentId=${a.memberId}`, b)).body.code).toBe('agent_not_in_team');
    expect((await call('GET', `/wps/agent/downlines?parentId=${d.memberId}`, x)).body.code).toBe('agent_not_in_team');
    expect((await call('PATCH', `/wps/agent/downlines/${d.memberId}`, x, { prizeGroup: 1900 })).body.code).toBe('agent_not_in_team');
    expect((await call('PATCH', `/wps/agent/downlines/${a.memberId}`, b, { prizeGroup: 1900 })).body.code).toBe('agent_not_in_team');
    // Only the direct upline sets a member's group.
    expect((await call('PATCH', `/wps/agent/downlines/${c.memberId}`, a, { prizeGroup: 1900 })).status).toBe(403);
    const search = downlinePageValueSchema.parse((await call('GET', `/wps/agent/downlines?account=${y.account}`, a)).body.value);
    expect(search.list).toEqual([]);
    for (const url of ['/wps/agent/team/overview', '/wps/agent/downlines', '/wps/agent/register-centre']) {
      expect((await call('GET', url, c)).status).toBe(403);
      expect((await call('GET', url, undefined)).status).toBe(401);
    }
  });

  it("sets a direct downline's prize group up to the agent's own and never below what it gave its own team", async () => {
    await sql`update members set prize_group_max = 1940 where id = ${c.memberId}::bigint`.execute(test.database.db);
    expect((await call('PATCH', `/wps/agent/downlines/${b.memberId}`, a, { prizeGroup: 1960 })).body.code).toBe('agent_prize_group_above_own');
    expect((await call('PATCH', `/wps/agent/downlines/${b.memberId}`, a, { prizeGroup: 1930 })).body.code).toBe('agent_prize_group_below_team');
    const lowered = await call('PATCH', `/wps/agent/downlines/${b.memberId}`, a, { prizeGroup: 1944 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.value).toMatchObject({ prizeGroup: 1944, rebatePercent: 12.2 });
    const refused = await call('PATCH', `/wps/agent/downlines/${b.memberId}`, a, { prizeGroup: 1600 });
    expect(refused.status).toBe(400);
    expect(refused.body.value?.fields?.[0]?.field).toBe('prizeGroup');
  });
});

describe('register centre', () => {
  it('opens accounts under the agent within its group and the quota of groups above the threshold', async () => {
    await test.app.services.agent.replaceSettings({ activeValidBetMinimum: 1000, quotaThreshold: 1950, defaultQuota: 2 });
    await sql`update members set prize_group_max = 1956 where id = ${a.memberId}::bigint`.execute(test.database.db);
    const centre = registerCentreValueSchema.parse((await call('GET', '/wps/agent/register-centre', a)).body.value);
    expect(centre).toMatchObject({ ownPrizeGroup: 1956, prizeGroupMin: 1700, quotaThreshold: 1950, links: [] });
    expect(centre.quotas.map((quota) => quota.prizeGroup)).toEqual([1951, 1952, 1953, 1954, 1955, 1956]);
    const open = (account: string, prizeGroup: number, kind = 'member') => call('POST', '/wps/agent/downlines', a, { account, password: 'Tucano2026x', kind, prizeGroup });
    const first = await open('quota1a', 1955);
    expect(first.status).toBe(200);
    expect((await open('quota1b', 1955, 'agent')).status).toBe(200);
    expect((await open('quota1c', 1955)).body.code).toBe('agent_quota_used');
    expect((await open('quota1d', 1957)).body.code).toBe('agent_prize_group_above_own');
    expect((await open('quota1a', 1900)).body.code).toBe('agent_account_taken');
    const common = await call('POST', '/wps/agent/downlines', a, { account: 'weakpass1', password: '12345678', kind: 'member', prizeGroup: 1900 });
    expect(common.status).toBe(400);
    expect(common.body.value?.fields?.[0]).toMatchObject({ field: 'password', rule: 'common_password' });
    const bad = await open('1bad', 1900);
    expect(bad.status).toBe(400);
    expect(bad.body.value?.fields?.[0]?.field).toBe('account');
    const after = registerCentreValueSchema.parse((await call('GET', '/wps/agent/register-centre', a)).body.value);
    expect(after.quotas.find((quota) => quota.prizeGroup === 1955)).toEqual({ prizeGroup: 1955, allowed: 2, used: 2 });
    const level = downlinePageValueSchema.parse((await call('GET', '/wps/agent/downlines?pageSize=100', a)).body.value);
    expect(level.list.find((row) => row.account === 'quota1b')).toMatchObject({ kind: 'agent', prizeGroup: 1955, depth: 1 });
    // The new account logs in with its password.
    await test.app.services.account.settings.update({ altcha: { keyPrefix: '0' } });
    const login = await accountTestClient(test).login({ username: 'quota1a', password: 'Tucano2026x' }, freshAddress());
    expect(login.body).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('registers visitors of a promotion link under the agent with its kind and group, counts them, and stops once closed', async () => {
    const created = await call('POST', '/wps/agent/links', a, { kind: 'agent', prizeGroup: 1945, note: 'Instagram' });
    expect(created.status).toBe(200);
    const link = created.body.value as { id: string; code: string };
    expect(created.body.value).toMatchObject({ kind: 'agent', prizeGroup: 1945, rebatePercent: 12.25, note: 'Instagram', registrations: 0, closedAt: null });
    expect((await call('DELETE', `/wps/agent/links/${link.id}`, x)).body.code).toBe('agent_link_not_found');

    const client = accountTestClient(test);
    await test.app.services.account.settings.update({ altcha: { keyPrefix: '0' } });
    const username = `viaLink${Date.now() % 100_000}`;
    const registered = await client.call('PUT', '/wps/member/register', {
      payload: {
        ...(await client.captcha()),
        altcha: await client.altcha(),
        username,
        password: 'Sunflower77',
        confirmPassword: 'Sunflower77',
        privacyAgreement: true,
        referralCode: link.code,
        registerMethod: 'WEB',
      },
      sealed: true,
      address: freshAddress(),
    });
    expect(registered.body.success).toBe(true);
    const centre = registerCentreValueSchema.parse((await call('GET', '/wps/agent/register-centre', a)).body.value);
    expect(centre.links.find((entry) => entry.id === link.id)?.registrations).toBe(1);
    const search = downlinePageValueSchema.parse((await call('GET', `/wps/agent/downlines?account=${username}`, a)).body.value);
    expect(search.list[0]).toMatchObject({ account: username, kind: 'agent', prizeGroup: 1945, depth: 1 });

    const closed = await call('DELETE', `/wps/agent/links/${link.id}`, a);
    expect(closed.body.value.closedAt).not.toBeNull();
    expect((await client.call('GET', `/wps/agent/affiliate?code=${link.code}&domain=localhost`)).body.code).toBe('invitation_code_error');
  });
});
