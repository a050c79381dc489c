import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { depositOrderValueSchema, paymentSignatureHeader } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/database.ts';
import { buildApp } from '../../app.ts';
import { createFundedMember, type TestMember } from '../../../test/factories.ts';
import { verifyLedger } from './ledger-verify.ts';
import { paymentSignatureOf } from './payment-routes.ts';
import { crc16Ccitt } from './pix.ts';

let test: TestApp;
const operator = () => ({ authorization: `Bearer ${test.config.operatorToken}` });

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

async function call(method: 'GET' | 'POST', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) {
  const response = await test.app.server.inject({ method, url, headers: options.headers, payload: options.payload as never });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: any; code: string } };
}

async function createOrder(member: TestMember, channelCode: string, amount: number) {
  const response = await call('POST', '/wps/wallet/deposit/orders', { headers: member.headers, payload: { channelCode, amount, idempotencyKey: randomUUID() } });
  expect(response.status).toBe(200);
  return depositOrderValueSchema.parse(response.body.value);
}

function webhook(body: object, secret = test.config.paymentWebhookSecret) {
  const raw = JSON.stringify(body);
  return test.app.server.inject({
    method: 'POST',
    url: '/wps/payments/webhook',
    headers: { 'content-type': 'application/json', [paymentSignatureHeader]: paymentSignatureOf(raw, secret) },
    payload: raw,
  });
}

async function cashOf(memberId: string) {
  return (await test.app.services.wallet.balances(memberId)).cash;
}

describe('deposit orders', () => {
  it('lists the channels and creates a PIX order with a copy-and-paste code and its QR image', async () => {
    const member = await createFundedMember(test);
    const channels = await call('GET', '/wps/wallet/deposit/channels', { headers: member.headers });
    expect(channels.body.value.channels.map((channel: { code: string }) => channel.code)).toEqual(['PIX', 'BANK_TRANSFER', 'EWALLET']);
    const order = await createOrder(member, 'PIX', 5000);
    expect(order).toMatchObject({ status: 'pending', method: 'pix', amount: 5000, fee: 0, creditAmount: 5000, firstDeposit: false });
    expect(order.reference).toMatch(/^D[0-9A-Z]{16}$/);
    if (order.instructions?.kind !== 'pix') throw new Error('expected PIX instructions');
    const code = order.instructions.paymentCode;
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain('540550.00');
    expect(code.slice(-4)).toBe(crc16Ccitt(code.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'));
    expect(order.instructions.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const fetched = await call('GET', `/wps/wallet/deposit/orders/${order.reference}`, { headers: member.headers });
    expect(fetched.body.value.reference).toBe(order.reference);
    const stranger = await createFundedMember(test);
    expect((await call('GET', `/wps/wallet/deposit/orders/${order.reference}`, { headers: stranger.headers })).status).toBe(404);
  });

  it('charges the channel fee, enforces its limits and replays a repeated request', async () => {
    const member = await createFundedMember(test);
    const order = await createOrder(member, 'EWALLET', 10_000);
    expect(order).toMatchObject({ fee: 150, creditAmount: 9850, method: 'ewallet' });
    const payload = { channelCode: 'PIX', amount: 3000, idempotencyKey: randomUUID() };
    const first = await call('POST', '/wps/wallet/deposit/orders', { headers: member.headers, payload });
    const again = await call('POST', '/wps/wallet/deposit/orders', { headers: member.headers, payload });
    expect(again.body.value.reference).toBe(first.body.value.reference);
    expect((await call('POST', '/wps/wallet/deposit/orders', { headers: member.headers, payload: { ...payload, amount: 3001 } })).body.code).toBe('idempotency_conflict');
    const small = await call('POST', '/wps/wallet/deposit/orders', { headers: member.headers, payload: { channelCode: 'PIX', amount: 999, idempotencyKey: randomUUID() } });
    expect(small).toMatchObject({ status: 400, body: { code: 'amount_out_of_range', value: { minimumAmount: 1000 } } });
    expect((await call('POST', '/wps/wallet/deposit/orders', { headers: member.headers, payload: { channelCode: 'NOPE', amount: 5000, idempotencyKey: randomUUID() } })).status).toBe(404);
  });
});

describe('payment webhook', () => {
  it('credits a paid order once, whatever the number, order and concurrency of replays', async () => {
    const member = await createFundedMember(test);
    const order = await createOrder(member, 'BANK_TRANSFER', 20_000);
    const paid = { providerReference: `PRV-${randomUUID()}`, orderReference: order.reference, amount: 20_000, status: 'paid' };
    const failed = { ...paid, providerReference: `PRV-${randomUUID()}`, status: 'failed' };
    const deliveries = [failed, paid, paid, failed, paid, paid, paid];
    const responses = await Promise.all(deliveries.map((body) => webhook(body)));
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect(await cashOf(member.memberId)).toBe(19_800);
    const fetched = await call('GET', `/wps/wallet/deposit/orders/${order.reference}`, { headers: member.headers });
    expect(fetched.body.value).toMatchObject({ status: 'paid', firstDeposit: true, instructions: null });
    const house = await sql<{ count: string }>`select count(*) as count from wallet_transfers where reference = ${order.reference}`.execute(test.database.db);
    expect(house.rows[0]!.count).toBe('2');
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });

  it('refuses an unsigned, wrongly signed or tampered notification before reading it', async () => {
    const member = await createFundedMember(test);
    const order = await createOrder(member, 'PIX', 5000);
    const body = { providerReference: `PRV-${randomUUID()}`, orderReference: order.reference, amount: 5000, status: 'paid' };
    const unsigned = await test.app.server.inject({ method: 'POST', url: '/wps/payments/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(unsigned.statusCode).toBe(401);
    expect((await webhook(body, 'another-secret-that-is-long-enough-000')).statusCode).toBe(401);
    const raw = JSON.stringify(body);
    const tampered = await test.app.server.inject({
      method: 'POST',
      url: '/wps/payments/webhook',
      headers: { 'content-type': 'application/json', [paymentSignatureHeader]: paymentSignatureOf(raw, test.config.paymentWebhookSecret) },
      payload: raw.replace('5000', '9000'),
    });
    expect(tampered.statusCode).toBe(401);
    const mismatch = await webhook({ ...body, amount: 4999 });
    expect(mismatch.json()).toMatchObject({ code: 'payment_amount_mismatch' });
    const garbage = await webhook({ hello: 'world' });
    expect(garbage.statusCode).toBe(400);
    expect(await cashOf(member.memberId)).toBe(0);
  });

  it('marks only the first paid order of a member as first deposit, and refuses a provider reference reused for another order', async () => {
    const member = await createFundedMember(test);
    const orders = [await createOrder(member, 'PIX', 1000), await createOrder(member, 'PIX', 2000)];
    const reference = `PRV-${randomUUID()}`;
    await Promise.all(orders.map((order, index) => webhook({ providerReference: `${reference}-${index}`, orderReference: order.reference, amount: order.amount, status: 'paid' })));
    const flags = await Promise.all(orders.map(async (order) => (await call('GET', `/wps/wallet/deposit/orders/${order.reference}`, { headers: member.headers })).body.value.firstDeposit));
    expect(flags.filter(Boolean)).toHaveLength(1);
    const third = await createOrder(member, 'PIX', 3000);
    const reused = await webhook({ providerReference: `${reference}-0`, orderReference: third.reference, amount: 3000, status: 'paid' });
    expect(reused.json()).toMatchObject({ code: 'idempotency_conflict' });
    expect(await cashOf(member.memberId)).toBe(3000);
  });
});

describe('operator and simulator', () => {
  it('lets the operator confirm an order once, with an audit entry, and list orders by status', async () => {
    const member = await createFundedMember(test);
    const order = await createOrder(member, 'PIX', 7000);
    expect((await call('POST', `/ops/wallet/deposits/${order.reference}/confirm`, { payload: {} })).status).toBe(403);
    const confirmed = await call('POST', `/ops/wallet/deposits/${order.reference}/confirm`, { headers: operator(), payload: { note: 'seen on statement' } });
    expect(confirmed.body.value).toMatchObject({ status: 'paid', replayed: false });
    const again = await call('POST', `/ops/wallet/deposits/${order.reference}/confirm`, { headers: operator(), payload: {} });
    expect(again.body.value).toMatchObject({ status: 'paid', replayed: true });
    expect(await cashOf(member.memberId)).toBe(7000);
    const audit = await sql<{ before: { status: string }; after: { status: string; note: string } }>`
      select before, after from operator_audit where action = 'wallet.deposit.confirm' and subject = ${order.reference} order by id`.execute(test.database.db);
    expect(audit.rows[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'paid', note: 'seen on statement' } });
    const paid = await call('GET', '/ops/wallet/deposits?status=paid&pageSize=100', { headers: operator() });
    expect(paid.body.value.list.some((row: { reference: string; confirmedBy: string }) => row.reference === order.reference && row.confirmedBy === 'operator')).toBe(true);
  });

  it('pays an order from the simulator page through the signed webhook, with a form and no script', async () => {
    const member = await createFundedMember(test);
    const order = await createOrder(member, 'PIX', 4200);
    expect(order.simulatorUrl).toBe(`/dev/payments/${order.reference}`);
    const page = await test.app.server.inject({ method: 'GET', url: `/dev/payments/${order.reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`<form method="post" action="/dev/payments/${order.reference}/pay">`);
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const pay = await test.app.server.inject({ method: 'POST', url: `/dev/payments/${order.reference}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(pay.statusCode).toBe(303);
    expect(await cashOf(member.memberId)).toBe(4200);
    const after = await test.app.server.inject({ method: 'GET', url: `/dev/payments/${order.reference}` });
    expect(after.body).toContain('Pagamento recebido');
    const paidOrder = await call('GET', `/wps/wallet/deposit/orders/${order.reference}`, { headers: member.headers });
    expect(paidOrder.body.value.simulatorUrl).toBeUndefined();
  });

  it('expires unpaid orders, and still credits one paid late', async () => {
    const member = await createFundedMember(test);
    const order = await createOrder(member, 'PIX', 1500);
    expect(await test.app.services.wallet.deposits.expireOrders(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/wps/wallet/deposit/orders/${order.reference}`, { headers: member.headers })).body.value.status).toBe('expired');
    await webhook({ providerReference: `PRV-${randomUUID()}`, orderReference: order.reference, amount: 1500, status: 'paid' });
    expect(await cashOf(member.memberId)).toBe(1500);
  });
});

describe('a production configuration', () => {
  it('has no payment simulator and no load-test route', async () => {
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(40), OPERATOR_TOKEN: 'o'.repeat(30), DATABASE_URL: test.config.databaseUrl!, LOG_LEVEL: 'silent' });
    const database = openDatabase(config.databaseUrl!, 2);
    const production = await buildApp({ config, database, logger: false });
    try {
      expect(config.demoData).toBe(false);
      expect(production.routes.some((route) => route.url.startsWith('/dev/payments'))).toBe(false);
      expect(production.routes.some((route) => route.url === '/ops/wallet/movements')).toBe(false);
      expect(production.routes.some((route) => route.url === '/ops/wallet/withdrawals/:id/pay')).toBe(true);
    } finally {
      await production.server.close();
      await database.close();
    }
  });
});
