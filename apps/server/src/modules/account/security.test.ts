import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from './account-test-client.ts';
import { securityOverviewValueSchema } from './schemas.ts';

let test: TestApp;
let client: AccountTestClient;

beforeAll(async () => {
  test = await createTestApp();
  client = accountTestClient(test);
  await test.app.services.account.settings.update({ altcha: { keyPrefix: '0' }, ipVerification: { method: null } });
});
afterAll(async () => {
  await test.close();
});

let counter = 0;
async function member() {
  counter += 1;
  const account = `secure${counter}`;
  const memberId = await test.app.services.account.createMember({ account, memberType: 0, uplineId: null, password: 'Goldfish42' });
  const login = await client.login({ username: account, password: 'Goldfish42' }, freshAddress());
  return { account, memberId, token: login.body.value.token as string };
}

const sealedCall = (method: 'POST' | 'PUT', url: string, token: string, payload: Record<string, unknown>) => client.call(method, url, { token, sealed: true, payload });

describe('payment password', () => {
  it('is set once with the login password asked again, separate from the login password', async () => {
    const user = await member();
    const url = '/wps/member/security/paymentPassword';
    const wrongLogin = await sealedCall('POST', url, user.token, { password: 'Goldfish43', paymentPassword: '482915', confirmPaymentPassword: '482915' });
    expect([wrongLogin.status, wrongLogin.body.code]).toEqual([400, 'password_incorrect']);
    const notDigits = await sealedCall('POST', url, user.token, { password: 'Goldfish42', paymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef' });
    expect(notDigits.body.value.fields).toEqual([expect.objectContaining({ field: 'paymentPassword', rule: 'pattern' })]);
    const set = await sealedCall('POST', url, user.token, { password: 'Goldfish42', paymentPassword: '482915', confirmPaymentPassword: '482915' });
    expect(set.status).toBe(200);
    const again = await sealedCall('POST', url, user.token, { password: 'Goldfish42', paymentPassword: '111222', confirmPaymentPassword: '111222' });
    expect([again.status, again.body.code]).toEqual([409, 'payment_password_exists']);
    expect(await test.app.services.account.verifyPaymentPassword(user.memberId, '482915')).toBe('correct');
    expect(await test.app.services.account.verifyPaymentPassword(user.memberId, 'Goldfish42')).toBe('incorrect');
  });

  it('is changed with the current payment password', async () => {
    const user = await member();
    const url = '/wps/member/security/paymentPassword';
    const missing = await sealedCall('PUT', url, user.token, { oldPaymentPassword: '000000', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' });
    expect(missing.body.code).toBe('payment_password_missing');
    await sealedCall('POST', url, user.token, { password: 'Goldfish42', paymentPassword: '482915', confirmPaymentPassword: '482915' });
    const wrong = await sealedCall('PUT', url, user.token, { oldPaymentPassword: '482916', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' });
    expect(wrong.body.code).toBe('payment_password_incorrect');
    const mismatch = await sealedCall('PUT', url, user.token, { oldPaymentPassword: '482915', newPaymentPassword: '135790', confirmNewPaymentPassword: '135791' });
    expect(mismatch.body.code).toBe('inconsistent_twice');
    const done = await sealedCall('PUT', url, user.token, { oldPaymentPassword: '482915', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' });
    expect(done.status).toBe(200);
    expect(await test.app.services.account.verifyPaymentPassword(user.memberId, '135790')).toBe('correct');
  });
});

describe('binding', () => {
  it('binds a mobile number with the login password and the code sent to it', async () => {
    const user = await member();
    const mobile = '11933330001';
    const sent = await client.call('POST', '/wps/member/security/mobile/code', { token: user.token, payload: { mobileNum: mobile, countryDialingCode: '55' } });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await client.latestCode(`55${mobile}`);
    const wrongPassword = await sealedCall('POST', '/wps/member/security/mobile', user.token, { password: 'nope', mobileNum: mobile, countryDialingCode: '55', verificationCode: code });
    expect(wrongPassword.body.code).toBe('password_incorrect');
    const bound = await sealedCall('POST', '/wps/member/security/mobile', user.token, { password: 'Goldfish42', mobileNum: mobile, countryDialingCode: '55', verificationCode: code });
    expect(bound.status).toBe(200);
    const overview = securityOverviewValueSchema.parse((await client.call('GET', '/wps/member/security', { token: user.token })).body.value);
    expect(overview.mobile).toBe('+55 11*******01');
    const someoneElse = await member();
    const taken = await client.call('POST', '/wps/member/security/mobile/code', { token: someoneElse.token, payload: { mobileNum: mobile, countryDialingCode: '55' } });
    expect(taken.body.code).toBe('mobile_taken');
  });

  it('binds an e-mail with the login password, checked against the e-mail rule', async () => {
    const user = await member();
    const invalid = await sealedCall('POST', '/wps/member/security/email', user.token, { password: 'Goldfish42', email: 'not-an-email' });
    expect(invalid.body.value.fields).toEqual([expect.objectContaining({ field: 'email', rule: 'pattern' })]);
    const bound = await sealedCall('POST', '/wps/member/security/email', user.token, { password: 'Goldfish42', email: 'secure.user@example.com' });
    expect(bound.status).toBe(200);
    const overview = (await client.call('GET', '/wps/member/security', { token: user.token })).body.value;
    expect(overview.email).toBe('s*********r@example.com');
  });
});

describe('authenticator', () => {
  it('shows a QR code for an otpauth URL, and turns on only after the first code is verified', async () => {
    const user = await member();
    const wrongPassword = await sealedCall('POST', '/wps/member/security/authenticator', user.token, { password: 'nope' });
    expect(wrongPassword.body.code).toBe('password_incorrect');
    const early = await client.call('POST', '/wps/member/security/authenticator/confirm', { token: user.token, payload: { code: '123456' } });
    expect(early.body.code).toBe('authenticator_not_started');
    const started = await sealedCall('POST', '/wps/member/security/authenticator', user.token, { password: 'Goldfish42' });
    expect(started.body.value.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Sorte%20Dourada:${user.account}\\?secret=${started.body.value.secret}`));
    expect(started.body.value.qrCode).toMatch(/^data:image\/png;base64,/);
    const pending = (await client.call('GET', '/wps/member/security', { token: user.token })).body.value;
    expect(pending).toMatchObject({ authenticatorBound: false, authenticatorPending: true });
    const stored = await sql<{ totp_pending_secret: string }>`select totp_pending_secret from members where id = ${user.memberId}`.execute(test.database.db);
    expect(stored.rows[0]!.totp_pending_secret).not.toContain(started.body.value.secret);

    const wrong = await client.call('POST', '/wps/member/security/authenticator/confirm', { token: user.token, payload: { code: '000000' } });
    expect(wrong.body.code).toBe('authenticator_code_error');
    const code = await generate({ secret: started.body.value.secret });
    const confirmed = await client.call('POST', '/wps/member/security/authenticator/confirm', { token: user.token, payload: { code } });
    expect(confirmed.status).toBe(200);
    const info = (await client.call('GET', '/wps/member/info', { token: user.token })).body.value;
    expect(info.authenticatorBound).toBe(true);
  });
});
