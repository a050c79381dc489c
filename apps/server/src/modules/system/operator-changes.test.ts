import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember } from '../../../test/factories.ts';

let test: TestApp;
const operator = () => ({ authorization: `Bearer ${test.config.operatorToken}` });

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});
afterEach(async () => {
  await auditFails(false);
});

/** Fault injection in the real database: every insert into the operator audit trail fails while on. */
async function auditFails(on: boolean) {
  if (on) {
    await sql`create or replace function test_refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit store unavailable'; end $$`.execute(test.database.db);
    await sql`create trigger test_refuse_audit before insert on operator_audit for each row execute function test_refuse_audit()`.execute(test.database.db);
  } else {
    await sql`drop trigger if exists test_refuse_audit on operator_audit`.execute(test.database.db);
  }
}

async function auditRows(action: string, subject: string) {
  const rows = await sql<{ count: string }>`select count(*) as count from operator_audit where action = ${action} and subject = ${subject}`.execute(test.database.db);
  return Number(rows.rows[0]!.count);
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) {
  const response = await test.app.server.inject({ method, url, headers: options.headers, ...(method === 'GET' ? {} : { payload: (options.payload ?? {}) as never }) });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: any; code: string } };
}

describe('an operator change and its audit row commit together or not at all', () => {
  it('site controls: a failed audit leaves the site as it was', async () => {
    const before = await auditRows('system.site_controls', test.config.merchantCode);
    await auditFails(true);
    const refused = await call('PUT', '/ops/system/site-controls', { headers: operator(), payload: { maintenance: true, maintenanceMessage: 'never applied' } });
    expect(refused.status).toBe(500);
    expect(refused.body.code).toBe('unknown_error');
    expect((await call('GET', '/wps/system/status')).body.value.status).toBe(0);
    const merchant = await test.app.services.repositories.system.findMerchant(test.config.merchantCode);
    expect(merchant).toMatchObject({ maintenance: false });
    expect(await auditRows('system.site_controls', test.config.merchantCode)).toBe(before);

    await auditFails(false);
    expect((await call('PUT', '/ops/system/site-controls', { headers: operator(), payload: { maintenance: true } })).status).toBe(200);
    expect(await auditRows('system.site_controls', test.config.merchantCode)).toBe(before + 1);
    expect((await call('PUT', '/ops/system/site-controls', { headers: operator(), payload: { maintenance: false, blockedCountries: ['US'] } })).status).toBe(200);
  });

  it('wallet settings: a failed audit leaves the settings as they were', async () => {
    const current = (await call('GET', '/ops/wallet/settings', { headers: operator() })).body.value;
    const changed = { ...current, withdrawal: { ...current.withdrawal, minimumAmount: current.withdrawal.minimumAmount + 100 } };
    await auditFails(true);
    expect((await call('PUT', '/ops/wallet/settings', { headers: operator(), payload: changed })).status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call('GET', '/ops/wallet/settings', { headers: operator() })).body.value).toEqual(current);
    await auditFails(false);
    expect((await call('PUT', '/ops/wallet/settings', { headers: operator(), payload: changed })).body.value).toEqual(changed);
  });

  it('deposit confirmation: a failed audit credits nothing and leaves the order pending', async () => {
    const member = await createFundedMember(test);
    const order = await call('POST', '/wps/wallet/deposit/orders', { headers: member.headers, payload: { channelCode: 'PIX', amount: 5_000, idempotencyKey: randomUUID() } });
    expect(order.status).toBe(200);
    const reference = order.body.value.reference as string;
    await auditFails(true);
    expect((await call('POST', `/ops/wallet/deposits/${reference}/confirm`, { headers: operator(), payload: { note: 'seen' } })).status).toBe(500);
    expect((await test.app.services.wallet.balances(member.memberId)).cash).toBe(0);
    expect(await auditRows('wallet.deposit.confirm', reference)).toBe(0);
    await auditFails(false);
    expect((await call('POST', `/ops/wallet/deposits/${reference}/confirm`, { headers: operator(), payload: { note: 'seen' } })).status).toBe(200);
    expect((await test.app.services.wallet.balances(member.memberId)).cash).toBe(5_000);
    expect(await auditRows('wallet.deposit.confirm', reference)).toBe(1);
  });

  it('withdrawal decision: a failed audit leaves the withdrawal where it was', async () => {
    const member = await createFundedMember(test, { balance: 50_000 });
    const account = await call('POST', '/wps/wallet/payout-accounts', {
      headers: member.headers,
      payload: { method: 'pix', payeeName: member.realName, pixKeyType: 'email', pixKey: `${member.account}@example.com`, paymentPassword: member.paymentPassword },
    });
    expect(account.status).toBe(200);
    const requested = await call('POST', '/wps/wallet/withdrawals', {
      headers: member.headers,
      payload: { amount: 10_000, payoutAccountId: account.body.value.id, paymentPassword: member.paymentPassword, idempotencyKey: randomUUID() },
    });
    expect(requested.status).toBe(200);
    const id = String(requested.body.value.id);
    const statusBefore = requested.body.value.status;
    await auditFails(true);
    expect((await call('POST', `/ops/wallet/withdrawals/${id}/approve`, { headers: operator(), payload: {} })).status).toBe(500);
    const listed = await sql<{ status: string }>`select status from wallet_withdrawals where id = ${id}::bigint`.execute(test.database.db);
    expect(listed.rows[0]?.status).toBe(statusBefore);
    await auditFails(false);
    expect((await call('POST', `/ops/wallet/withdrawals/${id}/approve`, { headers: operator(), payload: {} })).status).toBe(200);
    expect(await auditRows('wallet.withdrawal.approve', id)).toBe(1);
  });
});
