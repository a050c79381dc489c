import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarValueSchema } from '@platform/contract/account/member';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from './account-test-client.ts';
import { memberInfoWithCountersSchema } from './schemas.ts';

let test: TestApp;
let client: AccountTestClient;
let token: string;

beforeAll(async () => {
  test = await createTestApp();
  client = accountTestClient(test);
  await test.app.services.account.settings.update({ altcha: { keyPrefix: '0' } });
  token = (await client.login({ username: 'demo_player', password: 'Demo12345' }, freshAddress())).body.value.token;
});
afterAll(async () => {
  await test.close();
});

describe('member info', () => {
  it('answers the member and the header counters, with amounts in minor units', async () => {
    const response = await client.call('GET', '/wps/member/info', { token });
    const info = memberInfoWithCountersSchema.parse(response.body.value);
    expect(info).toMatchObject({
      account: 'demo_player',
      type: 0,
      isAgent: false,
      isTrial: false,
      realName: 'Demo Player',
      mobileBound: true,
      emailBound: true,
      balance: 0,
      bonus: 0,
      currencySymbol: 'R$',
      availablePromo: { SIGNUP: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } },
      availablePromoCount: 2,
      unreadMessage: 0,
      hasVip: false,
      avatar: '/wps/member/info/icon/avatar-1.svg',
    });
    expect(info.customerId).toBe(info.id);
  });

  it('follows the merchant settings for the promotions', async () => {
    await test.app.services.account.settings.update({ promotions: { REFERRAL: { enabled: false, count: 3 } } });
    const info = (await client.call('GET', '/wps/member/info', { token })).body.value;
    expect(info.availablePromo.REFERRAL).toEqual({ enabled: false, count: 3 });
    expect(info.availablePromoCount).toBe(1);
  });

  it('refuses guests and unknown tokens with not_logged_in', async () => {
    expect((await client.call('GET', '/wps/member/info')).body.code).toBe('not_logged_in');
    expect((await client.call('GET', '/wps/member/info', { token: 'x'.repeat(43) })).status).toBe(401);
  });
});

describe('avatar', () => {
  it('lists the fixed set and changes to one of them only', async () => {
    const current = avatarValueSchema.parse((await client.call('GET', '/wps/member/info/icon', { token })).body.value);
    expect(current.avatarId).toBe('avatar-1');
    expect(current.choices).toHaveLength(12);
    const changed = await client.call('POST', '/wps/member/info/icon', { token, payload: { avatarId: 'avatar-7' } });
    expect(changed.body.value).toMatchObject({ avatarId: 'avatar-7', url: '/wps/member/info/icon/avatar-7.svg' });
    for (const avatarId of ['avatar-99', '../../etc/passwd', 'https://evil.example/a.svg']) {
      const refused = await client.call('POST', '/wps/member/info/icon', { token, payload: { avatarId } });
      expect(refused.status, avatarId).toBe(400);
      expect(refused.body.value.fields[0].field).toBe('avatarId');
    }
    expect((await client.call('GET', '/wps/member/info', { token })).body.value.avatar).toBe('/wps/member/info/icon/avatar-7.svg');
  });

  it('serves each avatar of the set as an svg image, and nothing else', async () => {
    const image = await test.app.server.inject({ method: 'GET', url: '/wps/member/info/icon/avatar-3.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await test.app.server.inject({ method: 'GET', url: '/wps/member/info/icon/avatar-0.svg' })).statusCode).toBe(404);
    expect((await test.app.server.inject({ method: 'GET', url: '/wps/member/info/icon/avatar-3.png' })).statusCode).toBe(404);
  });
});

describe('development outbox', () => {
  it('lists the kept messages newest first, escaped, when demo data is on', async () => {
    await client.call('POST', '/wps/verification/sms/noLogin', { payload: { mobileNum: '11987654321', countryDialingCode: '55' } });
    await test.app.services.account.outbox.mailProvider.send({ to: 'x@example.com', subject: '<script>alert(1)</script>', text: 'body' });
    const page = await test.app.server.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('&#60;script&#62;');
    expect(page.body.indexOf('x@example.com')).toBeLessThan(page.body.indexOf('5511987654321'));
  });

  it('does not exist without demo data', async () => {
    const production = await createTestApp({ DEMO_DATA: 'false' });
    try {
      const page = await production.app.server.inject({ method: 'GET', url: '/dev/outbox' });
      // Without the page the path falls through to the single-page app (or 404 when no build exists).
      expect(page.body).not.toContain('<h1>Outbox</h1>');
    } finally {
      await production.close();
    }
  });
});
