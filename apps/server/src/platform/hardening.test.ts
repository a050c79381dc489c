import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createFundedMember } from '../../test/factories.ts';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from './database.ts';

let test: TestApp;
const metricsToken = 'metrics-token-for-the-scraper-0001';
const publicUrl = 'https://www.sortedourada.example';

beforeAll(async () => {
  test = await createTestApp({ METRICS_TOKEN: metricsToken, METRICS_NETWORKS: '127.0.0.0/8,::1,10.20.0.0/16', PUBLIC_URL: publicUrl });
  await test.app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await test.close();
});

const metrics = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  test.app.server.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('/metrics', () => {
  it('answers the configured networks, judged by the trusted client address', async () => {
    expect((await metrics()).statusCode).toBe(200);
    expect((await metrics({}, '10.20.3.4')).statusCode).toBe(200);
    // A trusted proxy (loopback) forwarding a visitor from elsewhere is not the local network.
    const forwarded = await metrics({ 'x-forwarded-for': '177.71.128.1' });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.body).not.toContain('http_request_duration_seconds');
    expect((await metrics({}, '177.71.128.1')).statusCode).toBe(403);
  });

  it('answers anyone else only with the configured bearer token', async () => {
    const withToken = await metrics({ authorization: `Bearer ${metricsToken}` }, '177.71.128.1');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_request_duration_seconds');
    expect((await metrics({ authorization: 'Bearer not-the-metrics-token-at-all' }, '177.71.128.1')).statusCode).toBe(403);
    expect((await metrics({ authorization: `Bearer ${test.config.operatorToken}` }, '177.71.128.1')).statusCode).toBe(403);
  });

  it('refuses a configuration naming something that is not a network', () => {
    expect(() => loadConfig({ METRICS_NETWORKS: '10.0.0.0/40' })).toThrow(/METRICS_NETWORKS/);
    expect(() => loadConfig({ METRICS_NETWORKS: 'prometheus.internal' })).toThrow(/METRICS_NETWORKS/);
    expect(loadConfig({ METRICS_NETWORKS: '' }).metricsNetworks).toEqual([]);
  });
});

describe('answers carrying tokens or personal data', () => {
  it('are never stored by a browser or a proxy cache', async () => {
    const member = await createFundedMember(test);
    for (const url of ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/wallet/transactions']) {
      const response = await test.app.server.inject({ method: 'GET', url, headers: member.headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const operator = await test.app.server.inject({ method: 'GET', url: '/ops/wallet/settings', headers: { authorization: `Bearer ${test.config.operatorToken}` } });
    expect(operator.headers['cache-control']).toBe('no-store');
  });

  it('carry no HSTS outside production, which runs on plain HTTP', async () => {
    expect((await test.app.server.inject({ method: 'GET', url: '/wps/system/status' })).headers).not.toHaveProperty('strict-transport-security');
  });
});

describe('a production server', () => {
  it('tells browsers to keep to HTTPS, on pages, calls and the vendor API', async () => {
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(40), OPERATOR_TOKEN: 'o'.repeat(30), DATABASE_URL: test.config.databaseUrl!, LOG_LEVEL: 'silent' });
    const database = openDatabase(config.databaseUrl!, 2);
    const production = await buildApp({ config, database, logger: false });
    try {
      for (const url of ['/health', '/wps/system/status', '/vendor-api/wallet/balance']) {
        const response = await production.server.inject({ method: url.startsWith('/vendor') ? 'POST' : 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await production.server.close();
      await database.close();
    }
  });
});

describe('development pages', () => {
  it('answer only this machine, not a visitor a trusted proxy forwards or a remote peer', async () => {
    const member = await createFundedMember(test);
    const order = await test.app.server.inject({ method: 'POST', url: '/wps/wallet/deposit/orders', headers: member.headers, payload: { channelCode: 'PIX', amount: 5_000, idempotencyKey: randomUUID() } });
    const reference = order.json().value.reference as string;
    for (const url of ['/dev/outbox', `/dev/payments/${reference}`]) {
      expect((await test.app.server.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      expect((await test.app.server.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '177.71.128.1' } })).statusCode, url).toBe(404);
      expect((await test.app.server.inject({ method: 'GET', url, remoteAddress: '177.71.128.1' })).statusCode, url).toBe(404);
    }
    const remotePay = await test.app.server.inject({
      method: 'POST',
      url: `/dev/payments/${reference}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '177.71.128.1' },
      payload: '',
    });
    expect(remotePay.statusCode).toBe(404);
    expect((await test.app.services.wallet.balances(member.memberId)).cash).toBe(0);
  });
});

/** Asks for a WebSocket upgrade with an Origin; resolves to 101 when accepted, else the HTTP status refused with. */
function upgradeStatus(options: { origin?: string; host?: string }): Promise<number> {
  const port = (test.app.server.server.address() as AddressInfo).port;
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/ws',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-version': '13',
        host: options.host ?? `127.0.0.1:${port}`,
        ...(options.origin ? { origin: options.origin } : {}),
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the WebSocket', () => {
  it("accepts the site's own pages at whatever address they were opened, PUBLIC_URL and the mirrors", async () => {
    const port = (test.app.server.server.address() as AddressInfo).port;
    expect(await upgradeStatus({ origin: `http://127.0.0.1:${port}` })).toBe(101);
    expect(await upgradeStatus({ origin: `http://localhost:${port}`, host: `localhost:${port}` })).toBe(101);
    expect(await upgradeStatus({ origin: publicUrl, host: 'www.sortedourada.example' })).toBe(101);
    expect(await upgradeStatus({ origin: 'https://mirror1.sortedourada.example', host: 'mirror1.sortedourada.example' })).toBe(101);
    expect(await upgradeStatus({ origin: 'https://mirror2.sortedourada.example' })).toBe(101);
    // Not from a browser page: nothing of a visitor's to hijack.
    expect(await upgradeStatus({})).toBe(101);
  });

  it('refuses a page of any other origin', async () => {
    expect(await upgradeStatus({ origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus({ origin: 'https://sortedourada.example.evil.example' })).toBe(403);
    expect(await upgradeStatus({ origin: 'null' })).toBe(403);
  });
});
