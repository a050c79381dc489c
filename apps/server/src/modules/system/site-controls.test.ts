import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember, createMember, type TestMember } from '../../../test/factories.ts';
import { newId, vendorSessionFor } from '../games/games-test-kit.ts';

let test: TestApp;
let member: TestMember;
let agent: TestMember;
const operator = () => ({ authorization: `Bearer ${test.config.operatorToken}` });

// Addresses resolved by the bundled geo database: Brazil is open, the United States blocked.
const brazil = '177.71.128.1';
const unitedStates = '8.8.8.8';

beforeAll(async () => {
  test = await createTestApp();
  member = await createMember(test);
  agent = await createMember(test, { memberType: 1 });
});
afterAll(async () => {
  await test.close();
});
afterEach(async () => {
  await setControls({ maintenance: false, blockedCountries: ['US'] });
});

async function setControls(controls: { maintenance: boolean; blockedCountries?: string[]; maintenanceMessage?: string }) {
  const response = await test.app.server.inject({ method: 'PUT', url: '/ops/system/site-controls', headers: operator(), payload: controls });
  expect(response.statusCode).toBe(200);
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, options: { address?: string; headers?: Record<string, string>; payload?: unknown } = {}) {
  const response = await test.app.server.inject({
    method,
    url,
    headers: { ...(options.headers ?? {}), ...(options.address ? { 'x-forwarded-for': options.address } : {}) },
    ...(method === 'GET' ? {} : { payload: (options.payload ?? {}) as never }),
  });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: any; code: string }, headers: response.headers };
}

/** The calls the black-box test made from a blocked address and during maintenance: each must be refused. */
const closedCalls = [
  ['registration', 'PUT', '/wps/member/register', 'guest'],
  ['login', 'POST', '/wps/session/login', 'guest'],
  ['deposit order', 'POST', '/wps/wallet/deposit/orders', 'member'],
  ['lottery bet', 'POST', '/lotto/lgw/bets', 'member'],
  ['house game bet', 'POST', '/wps/house/dice/roll', 'member'],
  ['game launch', 'POST', '/wps/game/launchGame', 'member'],
  ['balance', 'GET', '/wps/v2/wallets/balance', 'member'],
  ['agent call', 'GET', '/wps/agent/affiliate', 'agent'],
  ['lobby list', 'GET', '/lgw/games/list', 'guest'],
] as const;

const headersOf = (caller: 'guest' | 'member' | 'agent') => (caller === 'member' ? member.headers : caller === 'agent' ? agent.headers : {});

describe('blocked countries, enforced by the server', () => {
  beforeAll(async () => {
    await setControls({ maintenance: false, blockedCountries: ['US'] });
  });

  it.each(closedCalls)('refuses a %s from a blocked country with 403 blockip and the address it saw', async (_name, method, url, caller) => {
    const response = await call(method, url, { headers: headersOf(caller), address: unitedStates });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, code: 'blockip', value: { ip: unitedStates, countryCode: 'US' } });
  });

  it('serves the same calls from an open country', async () => {
    for (const [name, method, url, caller] of closedCalls) {
      const response = await call(method, url, { headers: headersOf(caller), address: brazil });
      expect(response.body.code, name).not.toBe('blockip');
      expect(response.status, name).toBeLessThan(500);
    }
    expect((await call('GET', '/wps/v2/wallets/balance', { headers: member.headers, address: brazil })).status).toBe(200);
  });

  it('still answers the status, permission and customer-service calls, which say restricted', async () => {
    const status = await call('GET', '/wps/system/status', { address: unitedStates });
    expect(status.body.value).toMatchObject({ status: 2, ip: unitedStates, countryCode: 'US' });
    const permission = await call('GET', '/wps/system/permission', { address: unitedStates });
    expect(permission.status).toBe(200);
    expect(permission.body.value.regionRestriction).toEqual({ countryCode: 'US', restricted: true });
    const link = permission.body.value.customerService[0];
    expect((await call('GET', `/wps/system/customerService?csType=${link.csType}&path=${link.path}`, { address: unitedStates })).status).toBe(200);
    expect((await call('GET', '/wps/system/whitelabel', { address: unitedStates })).status).toBe(200);
  });

  it('decides from the trusted client address: X-Forwarded-For from a peer that is not a trusted proxy is ignored', async () => {
    const spoofed = await test.app.server.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { ...member.headers, 'x-forwarded-for': brazil }, remoteAddress: unitedStates });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().code).toBe('blockip');
    const direct = await test.app.server.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { ...member.headers, 'x-forwarded-for': unitedStates }, remoteAddress: brazil });
    expect(direct.statusCode).toBe(200);
  });

  it('leaves operator and vendor wallet calls alone', async () => {
    const context = await vendorSessionFor(test, await createMember(test), { amount: 5_000 });
    const operatorCall = await call('GET', '/ops/wallet/settings', { headers: operator(), address: unitedStates });
    expect(operatorCall.status).toBe(200);
    const vendorResponse = await test.app.server.inject({ method: 'POST', url: '/vendor-api/wallet/balance', headers: { 'x-forwarded-for': unitedStates }, payload: {} });
    expect(vendorResponse.json().code).toBeUndefined();
    expect(await context.vendor.call('/wallet/balance', { request_uuid: newId('request'), token: context.token })).toMatchObject({ status: 'OK', balance: 5_000 });
  });

  it('follows a change of the list at once', async () => {
    await setControls({ maintenance: false, blockedCountries: ['BR'] });
    expect((await call('GET', '/wps/v2/wallets/balance', { headers: member.headers, address: brazil })).body.code).toBe('blockip');
    expect((await call('GET', '/wps/v2/wallets/balance', { headers: member.headers, address: unitedStates })).status).toBe(200);
  });
});

describe('maintenance, enforced by the server', () => {
  it.each(closedCalls)('answers a %s with 503, Retry-After and info_maintenance', async (_name, method, url, caller) => {
    await setControls({ maintenance: true, maintenanceMessage: 'Back at 10:00', blockedCountries: ['US'] });
    const response = await call(method, url, { headers: headersOf(caller), address: brazil });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ success: false, code: 'info_maintenance', value: { message: 'Back at 10:00' } });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body.value.retryAfterSeconds).toBe(Number(response.headers['retry-after']));
  });

  it('takes precedence over a blocked country, as the status call decides', async () => {
    await setControls({ maintenance: true, blockedCountries: ['US'] });
    expect((await call('POST', '/wps/session/login', { address: unitedStates })).body.code).toBe('info_maintenance');
    expect((await call('GET', '/wps/system/status', { address: unitedStates })).body.value.status).toBe(1);
  });

  it('still answers the status and permission calls and the customer-service link', async () => {
    await setControls({ maintenance: true, maintenanceMessage: 'Back soon' });
    expect((await call('GET', '/wps/system/status')).body.value).toMatchObject({ status: 1, message: 'Back soon' });
    const permission = await call('GET', '/wps/system/permission');
    expect(permission.body.value.maintenance).toEqual({ enabled: true, message: 'Back soon' });
    const link = permission.body.value.customerService[0];
    expect((await call('GET', `/wps/system/customerService?csType=${link.csType}&path=${link.path}`)).status).toBe(200);
  });

  it('lets a vendor settle a round opened before it: win and rollback are not refused', async () => {
    const context = await vendorSessionFor(test, await createMember(test), { amount: 10_000 });
    const bet = {
      request_uuid: newId('request'),
      token: context.token,
      user: context.user,
      transaction_uuid: newId('bet'),
      round: newId('round'),
      round_closed: false,
      game_code: context.game.gameCode,
      currency: context.currency,
      amount: 500,
    };
    const second = { ...bet, request_uuid: newId('request'), transaction_uuid: newId('bet'), round: newId('round') };
    expect(await context.vendor.call('/wallet/bet', bet)).toMatchObject({ status: 'OK', balance: 9_500 });
    expect(await context.vendor.call('/wallet/bet', second)).toMatchObject({ status: 'OK', balance: 9_000 });
    await setControls({ maintenance: true });
    const win = { ...bet, request_uuid: newId('request'), transaction_uuid: newId('win'), reference_transaction_uuid: bet.transaction_uuid, round_closed: true, amount: 1_200 };
    expect(await context.vendor.call('/wallet/win', win)).toMatchObject({ status: 'OK', balance: 10_200 });
    const rollback = { request_uuid: newId('request'), user: context.user, transaction_uuid: newId('rollback'), reference_transaction_uuid: second.transaction_uuid, round: second.round };
    expect(await context.vendor.call('/wallet/rollback', rollback)).toMatchObject({ status: 'OK', balance: 10_700 });
    expect(await context.vendor.call('/wallet/balance', { request_uuid: newId('request'), token: context.token })).toMatchObject({ status: 'OK', balance: 10_700 });
  });

  it('lets a withdrawal requested before it keep its course: the operator approves and pays it', async () => {
    const funded = await createFundedMember(test, { balance: 50_000 });
    const account = await call('POST', '/wps/wallet/payout-accounts', {
      headers: funded.headers,
      payload: { method: 'pix', payeeName: funded.realName, pixKeyType: 'email', pixKey: `${funded.account}@example.com`, paymentPassword: funded.paymentPassword },
    });
    expect(account.status).toBe(200);
    const requested = await call('POST', '/wps/wallet/withdrawals', {
      headers: funded.headers,
      payload: { amount: 10_000, payoutAccountId: account.body.value.id, paymentPassword: funded.paymentPassword, idempotencyKey: randomUUID() },
    });
    expect(requested.status).toBe(200);
    await setControls({ maintenance: true });
    expect((await call('GET', '/ops/wallet/withdrawals', { headers: operator() })).status).toBe(200);
    for (const action of ['approve', 'pay']) {
      const decided = await call('POST', `/ops/wallet/withdrawals/${requested.body.value.id}/${action}`, { headers: operator() });
      expect(decided.status, action).toBe(200);
    }
    expect((await call('GET', '/ops/wallet/deposits', { headers: operator() })).status).toBe(200);
  });

  it('ends when switched off', async () => {
    await setControls({ maintenance: true });
    expect((await call('GET', '/wps/v2/wallets/balance', { headers: member.headers })).status).toBe(503);
    await setControls({ maintenance: false });
    expect((await call('GET', '/wps/v2/wallets/balance', { headers: member.headers })).status).toBe(200);
  });
});
