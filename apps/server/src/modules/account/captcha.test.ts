import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaValueSchema } from '@platform/contract/account/verification';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../platform/errors.ts';
import { readByOutlines } from '../../../test/captcha-attack.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from './account-test-client.ts';
import { captchaText } from './captcha.ts';

let test: TestApp;
let client: AccountTestClient;

beforeAll(async () => {
  test = await createTestApp();
  client = accountTestClient(test);
});
afterAll(async () => {
  await test.close();
});

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

describe('image captcha', () => {
  it('answers a png image and an id, and lets a client refresh it at most once a second', async () => {
    const address = freshAddress();
    const first = await client.call('GET', '/wps/captcha', { address });
    expect(first.status).toBe(200);
    const value = captchaValueSchema.parse(first.body.value);
    expect(value.image.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(value.image.split(',')[1]!, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    const tooSoon = await client.call('GET', '/wps/captcha', { address });
    expect([tooSoon.status, tooSoon.body.code]).toEqual([429, 'too_many_requests']);
    expect((await client.call('GET', '/wps/captcha', { address: freshAddress() })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    const later = await client.call('GET', '/wps/captcha', { address });
    expect(later.status).toBe(200);
    expect(later.body.value.captchaId).not.toBe(value.captchaId);
  });

  it('accepts the answer in any case, once; a wrong answer uses the image up too', async () => {
    const captcha = test.app.services.account.captcha;
    const right = await client.captcha();
    await captcha.checkCaptcha(right.captchaId, right.captcha.toUpperCase());
    expect(await captcha.checkCaptcha(right.captchaId, right.captcha).catch(codeOf)).toBe('captcha_error');
    const wrong = await client.captcha();
    expect(await captcha.checkCaptcha(wrong.captchaId, 'nope').catch(codeOf)).toBe('captcha_error');
    expect(await captcha.checkCaptcha(wrong.captchaId, wrong.captcha).catch(codeOf)).toBe('captcha_error');
    expect(await captcha.checkCaptcha(undefined, 'abcd').catch(codeOf)).toBe('captcha_required');
  });
});

describe('image captcha against the glyph-matching attack', () => {
  const runs = 26;
  const countRead = async (read: (text: string) => Promise<string>) => {
    let solved = 0;
    for (let run = 0; run < runs; run += 1) {
      const text = captchaText();
      if ((await read(text)).toLowerCase() === text.toLowerCase()) solved += 1;
    }
    return solved;
  };

  it('the attack reads the old svg captcha nearly every time, by matching outlines against the public font', async () => {
    const oldCaptcha = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;
    const solved = await countRead(async (text) => readByOutlines(oldCaptcha(text, { noise: 2, color: true, background: '#f4f1ff' })));
    expect(solved).toBeGreaterThanOrEqual(24);
  });

  it('reads nothing on the new image: pixels of letters scaled, turned, sheared, overlapped and warped, with no outline to match', async () => {
    let read = 0;
    for (let run = 0; run < runs; run += 1) {
      const served = await client.call('GET', '/wps/captcha', { address: freshAddress() });
      const answer = await test.app.services.account.verification.captchaAnswer(served.body.value.captchaId as string);
      const image = Buffer.from(String(served.body.value.image).split(',')[1]!, 'base64');
      expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
      if (answer && readByOutlines(image.toString('latin1')).toLowerCase() === answer.toLowerCase()) read += 1;
    }
    expect(read).toBe(0);
  });
});

describe('proof-of-work challenge', () => {
  it('issues signed, expiring challenges of the configured difficulty that verify once', async () => {
    const response = await client.call('GET', '/wps/captcha/altcha');
    expect(response.body.value.parameters).toMatchObject({ algorithm: 'SHA-256', keyPrefix: '000' });
    expect(response.body.value.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(response.body.value.signature).toMatch(/^[0-9a-f]{64}$/);
    const captcha = test.app.services.account.captcha;
    const solved = await client.altcha();
    await captcha.checkAltcha(solved);
    expect(await captcha.checkAltcha(solved).catch(codeOf)).toBe('altcha_error');
  });

  it('refuses a solution whose challenge was altered', async () => {
    const solved = JSON.parse(Buffer.from(await client.altcha(), 'base64').toString('utf8'));
    solved.challenge.parameters.keyPrefix = '0';
    const altered = Buffer.from(JSON.stringify(solved)).toString('base64');
    expect(await test.app.services.account.captcha.checkAltcha(altered).catch(codeOf)).toBe('altcha_error');
    expect(await test.app.services.account.captcha.checkAltcha('not base64 json').catch(codeOf)).toBe('altcha_error');
  });

  it('is optional when the merchant turns it off, yet a given solution is still checked', async () => {
    await test.app.services.account.settings.update({ altcha: { required: false } });
    try {
      await test.app.services.account.captcha.checkAltcha(undefined);
      expect(await test.app.services.account.captcha.checkAltcha('e30=').catch(codeOf)).toBe('altcha_error');
    } finally {
      await test.app.services.account.settings.update({ altcha: { required: true } });
    }
  });
});
