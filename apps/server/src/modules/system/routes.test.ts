import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionInfoSchema, systemStatusSchema } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
const operator = () => ({ authorization: `Bearer ${test.config.operatorToken}` });

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) {
  const response = await test.app.server.inject({ method, url, headers: options.headers, payload: options.payload as never });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: any; message: string; code: string }, headers: response.headers };
}

async function setControls(controls: { maintenance: boolean; blockedCountries?: string[]; maintenanceMessage?: string }) {
  const response = await call('PUT', '/ops/system/site-controls', { headers: operator(), payload: controls });
  expect(response.status).toBe(200);
}

describe('permission information', () => {
  it('describes the site, with the caller location resolved through the trusted proxy', async () => {
    const { status, body } = await call('GET', '/wps/system/permission', { headers: { 'x-forwarded-for': '177.71.128.1' } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const info = permissionInfoSchema.parse(body.value);
    expect(info.location).toEqual({ ip: '177.71.128.1', countryCode: 'BR' });
    expect(info.regionRestriction.restricted).toBe(false);
    expect(info.whitelabel.every((node) => node.enabled === '1' || node.enabled === '0')).toBe(true);
    expect(info.brand.name).toBe('Sorte Dourada');
    // The demo has no CDN: pictures and launches come from the address the site was reached at.
    expect(info.imageCDNs).toEqual([]);
    expect(info.launchGameCDNs).toEqual([]);
    // Customer-service addresses never travel in the clear.
    for (const link of info.customerService) expect(link.path).not.toContain('http');
  });

  it('opens a sealed customer-service path and refuses a tampered one', async () => {
    const info = permissionInfoSchema.parse((await call('GET', '/wps/system/permission')).body.value);
    const link = info.customerService[0]!;
    const opened = await call('GET', `/wps/system/customerService?csType=${link.csType}&path=${link.path}`);
    expect(opened.status).toBe(200);
    expect(opened.body.value.url).toMatch(/^https:\/\//);
    const tampered = `${link.path.slice(0, -2)}AA`;
    expect((await call('GET', `/wps/system/customerService?csType=${link.csType}&path=${tampered}`)).status).toBe(404);
    expect((await call('GET', `/wps/system/customerService?csType=OTHER&path=${link.path}`)).status).toBe(404);
    const missing = await call('GET', '/wps/system/customerService');
    expect(missing.status).toBe(400);
    expect(missing.body.value.fields.map((field: { field: string }) => field.field).sort()).toEqual(['csType', 'path']);
  });
});

describe('system status', () => {
  it.each([
    ['177.71.128.1', 'BR', 0],
    ['161.148.1.1', 'BR', 0],
    ['41.1.1.1', 'ZA', 0],
    ['8.8.8.8', 'US', 2],
    ['81.2.69.160', 'GB', 2],
    ['5.39.1.1', 'FR', 2],
    ['80.58.61.250', 'ES', 2],
    ['13.228.0.1', 'SG', 2],
    ['2001:4860:4860::8888', 'US', 2],
  ])('a visitor from %s (%s) gets status %i', async (address, country, expected) => {
    const { body } = await call('GET', '/wps/system/status', { headers: { 'x-forwarded-for': address } });
    const value = systemStatusSchema.parse(body.value);
    expect(value).toMatchObject({ status: expected, ip: address, countryCode: country });
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const response = await test.app.server.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '8.8.8.8' },
      remoteAddress: '177.71.128.1',
    });
    expect(response.json().value).toMatchObject({ status: 0, ip: '177.71.128.1', countryCode: 'BR' });
  });

  it('maintenance takes precedence over region restriction, and ends when switched off', async () => {
    await setControls({ maintenance: true, maintenanceMessage: 'Back at 10:00', blockedCountries: ['US'] });
    const during = await call('GET', '/wps/system/status', { headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(during.body.value).toMatchObject({ status: 1, message: 'Back at 10:00' });
    const permission = await call('GET', '/wps/system/permission');
    expect(permission.body.value.maintenance).toEqual({ enabled: true, message: 'Back at 10:00' });
    await setControls({ maintenance: false, blockedCountries: ['US'] });
    expect((await call('GET', '/wps/system/status', { headers: { 'x-forwarded-for': '8.8.8.8' } })).body.value.status).toBe(2);
    expect((await call('GET', '/wps/system/status', { headers: { 'x-forwarded-for': '81.2.69.160' } })).body.value.status).toBe(0);
    await setControls({ maintenance: false, blockedCountries: ['US', 'GB', 'FR', 'ES', 'NL', 'AU', 'SG'] });
  });
});

describe('operator site controls', () => {
  it('refuses callers without the operator credential and writes nothing', async () => {
    const anonymous = await call('PUT', '/ops/system/site-controls', { payload: { maintenance: true } });
    expect(anonymous.status).toBe(403);
    const wrong = await call('PUT', '/ops/system/site-controls', { headers: { authorization: 'Bearer not-the-token' }, payload: { maintenance: true } });
    expect(wrong.status).toBe(403);
    expect((await call('GET', '/wps/system/status')).body.value.status).toBe(0);
  });

  it('rejects bad input with the field and the reason', async () => {
    const response = await call('PUT', '/ops/system/site-controls', { headers: operator(), payload: { maintenance: 'yes', blockedCountries: ['usa'] } });
    expect(response.status).toBe(400);
    const fields = response.body.value.fields.map((field: { field: string }) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['maintenance', 'blockedCountries.0']));
  });
});

describe('white label, domains, mirrors and help', () => {
  it('serves the brand and feature tree', async () => {
    const { body } = await call('GET', '/wps/system/whitelabel');
    expect(body.value.brand.colors.primary).toMatch(/^#/);
    expect(body.value.tree.find((node: { modId: string }) => node.modId === 'PTSYS3')).toBeTruthy();
  });

  it('lists domains and verifies official ones', async () => {
    const routes = await call('GET', '/wps/system/domainRoute');
    expect(routes.body.value.domains.some((domain: { kind: string }) => domain.kind === 'main')).toBe(true);
    const mirrors = await call('GET', '/wps/system/mirrors');
    expect(mirrors.body.value.list).toHaveLength(2);
    const official = await call('GET', '/wps/system/mirrors/verify?domain=https://mirror2.sortedourada.example/');
    expect(official.body.value).toEqual({ domain: 'mirror2.sortedourada.example', official: true });
    const impostor = await call('GET', '/wps/system/mirrors/verify?domain=sortedourada-bonus.example');
    expect(impostor.body.value.official).toBe(false);
    expect((await call('GET', '/wps/system/mirrors/verify')).status).toBe(400);
  });

  it('gives help topics in the asked language with PT as the fallback', async () => {
    const english = await call('GET', '/wps/system/helpCenter?lang=en&device=WEB');
    const tags = english.body.value.topics.map((topic: { tag: string }) => topic.tag);
    expect(tags).toEqual(expect.arrayContaining(['term', 'privacy']));
    expect(english.body.value.topics[0].title).toBe('Terms and conditions');
    const unknown = await call('GET', '/wps/system/helpCenter?lang=de&device=WEB');
    expect(unknown.body.value.topics[0].title).toBe('Termos e condições');
    expect((await call('GET', '/wps/system/helpCenter?device=TV')).status).toBe(400);
  });

  it('sanitises help html on save and on render', async () => {
    await test.app.services.content.saveHelpTopic({
      tag: 'xss',
      language: 'en',
      title: 'Unsafe',
      content: '<p onclick="alert(1)">hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      sort: 99,
    });
    const { body } = await call('GET', '/wps/system/helpCenter?lang=en');
    const topic = body.value.topics.find((entry: { tag: string }) => entry.tag === 'xss');
    expect(topic.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(topic.content).toContain('<p>hi</p>');
  });
});

let nextAddress = 10;
// Feedback is rate limited per address, so each case speaks from its own address.
const freshAddress = () => ({ 'x-forwarded-for': `177.71.128.${(nextAddress += 1)}` });

describe('feedback', () => {
  it('limits one address to 5 feedbacks a minute with a 429 envelope', async () => {
    const headers = freshAddress();
    const payload = { questionType: 'other', content: 'Please add more lottery games.' };
    for (let index = 0; index < 5; index += 1) expect((await call('PUT', '/wps/feedback', { headers, payload })).status).toBe(200);
    const limited = await call('PUT', '/wps/feedback', { headers, payload });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_requests');
    expect(limited.headers['retry-after']).toBeTruthy();
    // The message names the wait the Retry-After header gives, from the same number (PT is the default language).
    const seconds = Number(limited.headers['retry-after']);
    expect(limited.body.value).toEqual({ retryAfterSeconds: seconds });
    const minutes = Math.ceil(seconds / 60);
    const wait = seconds < 60 ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}` : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
    expect(limited.body.message).toBe(`Muitas solicitações, tente novamente em ${wait}`);
  });

  it('stores valid feedback', async () => {
    const before = await test.app.services.repositories.system.countFeedback(test.config.merchantCode);
    const response = await call('PUT', '/wps/feedback', { headers: freshAddress(), payload: { questionType: 'deposit', content: 'My PIX deposit took ten minutes.' } });
    expect(response.status).toBe(200);
    expect(response.body.value.id).toBeGreaterThan(0);
    expect(await test.app.services.repositories.system.countFeedback(test.config.merchantCode)).toBe(before + 1);
  });

  it.each([
    [{ questionType: 'refund', content: 'A long enough complaint text.' }, 'questionType'],
    [{ questionType: 'game', content: 'short' }, 'content'],
    [{ questionType: 'game', content: 'x'.repeat(501) }, 'content'],
    [{ questionType: 'game', content: '          trimmed      ' }, 'content'],
    [{ questionType: 'game', content: 12345678901 }, 'content'],
    [{ content: 'A long enough complaint text.' }, 'questionType'],
  ])('refuses %j naming the field %s, and writes nothing', async (payload, field) => {
    const before = await test.app.services.repositories.system.countFeedback(test.config.merchantCode);
    const response = await call('PUT', '/wps/feedback', { headers: freshAddress(), payload });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.value.fields.map((entry: { field: string }) => entry.field)).toContain(field);
    expect(await test.app.services.repositories.system.countFeedback(test.config.merchantCode)).toBe(before);
  });
});

describe('HTTP platform', () => {
  it('answers unknown API paths with the envelope and 404', async () => {
    const response = await call('GET', '/wps/nothing/here', { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, value: null, message: 'Invalid URL, please contact customer service', code: 'route_not_found' });
  });

  it('refuses malformed JSON, a wrong content type and an oversize body without a stack trace', async () => {
    const malformed = await test.app.server.inject({ method: 'PUT', url: '/wps/feedback', headers: { ...freshAddress(), 'content-type': 'application/json' }, payload: '{"questionType":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('malformed_body');
    expect(malformed.body).not.toMatch(/at .*\.ts|Error:/);
    const wrongType = await test.app.server.inject({ method: 'PUT', url: '/wps/feedback', headers: { ...freshAddress(), 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(wrongType.statusCode).toBe(415);
    const huge = await test.app.server.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...freshAddress(), 'content-type': 'application/json' },
      payload: JSON.stringify({ questionType: 'game', content: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
  });

  it('sends security headers and a request id', async () => {
    const response = await test.app.server.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-module-id': 'system' } });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('reports health, readiness, metrics and the OpenAPI document', async () => {
    expect((await test.app.server.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await test.app.server.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready' });
    const metrics = await test.app.server.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('http_request_duration_seconds');
    const openapi = (await test.app.server.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/wps/system/permission', '/wps/system/status', '/wps/feedback', '/wps/system/helpCenter']));
    expect(openapi.paths['/wps/feedback'].put.requestBody).toBeTruthy();
  });
});
