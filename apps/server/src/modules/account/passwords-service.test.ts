import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { defaultRegisterRules, validateField } from '@platform/contract/field-rules';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from './account-test-client.ts';

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
async function member(extra: { email?: string; mobile?: string } = {}) {
  counter += 1;
  const account = `pwuser${counter}`;
  await test.app.services.account.createMember({
    account,
    memberType: 0,
    uplineId: null,
    password: 'Goldfish42',
    ...(extra.email ? { email: extra.email } : {}),
    ...(extra.mobile ? { mobile: { dialingCode: '55', mobile: extra.mobile } } : {}),
  });
  const login = await client.login({ username: account, password: 'Goldfish42' }, freshAddress());
  return { account, token: login.body.value.token as string };
}

const change = (token: string, payload: Record<string, unknown>) => client.call('POST', '/wps/member/password', { token, sealed: true, payload });

describe('change password', () => {
  it('checks the current password, applies the rules, and ends the other sessions', async () => {
    const user = await member();
    const other = await client.login({ username: user.account, password: 'Goldfish42' }, freshAddress());
    const wrongOld = await change(user.token, { oldPassword: 'Goldfish43', newPassword: 'Meadow88Larks', confirmNewPassword: 'Meadow88Larks' });
    expect([wrongOld.status, wrongOld.body.code]).toEqual([400, 'password_incorrect']);
    const mismatch = await change(user.token, { oldPassword: 'Goldfish42', newPassword: 'Meadow88Larks', confirmNewPassword: 'Meadow88Lark' });
    expect(mismatch.body.code).toBe('inconsistent_twice');
    const broken = await change(user.token, { oldPassword: 'Goldfish42', newPassword: 'short', confirmNewPassword: 'short' });
    expect(broken.body.value.fields).toEqual([
      { field: 'newPassword', rule: 'length', message: 'Please fill in your new password with 8 - 20 characters, combining letters and digits' },
    ]);
    const same = await change(user.token, { oldPassword: 'Goldfish42', newPassword: 'Goldfish42', confirmNewPassword: 'Goldfish42' });
    expect(same.body.value.fields).toEqual([expect.objectContaining({ field: 'newPassword', rule: 'same_as_old' })]);
    const common = await change(user.token, { oldPassword: 'Goldfish42', newPassword: 'Password1', confirmNewPassword: 'Password1' });
    expect(common.body.value.fields).toEqual([expect.objectContaining({ field: 'newPassword', rule: 'common_password' })]);

    const done = await change(user.token, { oldPassword: 'Goldfish42', newPassword: 'Meadow88Larks', confirmNewPassword: 'Meadow88Larks' });
    expect(done.status).toBe(200);
    expect((await client.call('GET', '/wps/member/info', { token: user.token })).status).toBe(200);
    expect((await client.call('GET', '/wps/member/info', { token: other.body.value.token })).status).toBe(401);
    expect((await client.login({ username: user.account, password: 'Meadow88Larks' }, freshAddress())).status).toBe(200);
  });

  it('refuses a plain body and a guest', async () => {
    const user = await member();
    const plain = await client.call('POST', '/wps/member/password', { token: user.token, payload: { oldPassword: 'Goldfish42' } });
    expect(plain.body.code).toBe('encrypted_body_required');
    const guest = await client.call('POST', '/wps/member/password', { sealed: true, payload: { oldPassword: 'Goldfish42' } });
    expect(guest.status).toBe(401);
  });
});

describe('forgotten password by e-mail', () => {
  const ask = (payload: Record<string, unknown>) => client.call('POST', '/wps/member/password/email', { payload });

  it('answers the same whether or not the account and e-mail match, and mails a link only when they do', async () => {
    const user = await member({ email: 'Reset.Me@Example.com' });
    const outcomes = [
      await ask({ username: user.account, email: 'reset.me@example.com' }),
      await ask({ username: user.account, email: 'someone.else@example.com' }),
      await ask({ username: 'nobody_at_all', email: 'reset.me@example.com' }),
    ];
    for (const outcome of outcomes) expect([outcome.status, outcome.body.value, outcome.body.message]).toEqual([200, null, '']);
    const mails = await test.app.services.account.outbox.list({ channel: 'email', recipient: 'Reset.Me@Example.com' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sorte Dourada: reset your password');
    expect(await test.app.services.account.outbox.list({ channel: 'email', recipient: 'someone.else@example.com' })).toEqual([]);
  });

  it('checks the e-mail with the rule before anything else', async () => {
    const response = await ask({ username: 'someone', email: 'not-an-email' });
    expect(response.body.value.fields).toEqual([expect.objectContaining({ field: 'email', rule: 'pattern' })]);
  });

  it('resets with the link once, then every session of the account has ended', async () => {
    const user = await member({ email: 'link.user@example.com' });
    await ask({ username: user.account, email: 'link.user@example.com' });
    const [mail] = await test.app.services.account.outbox.list({ channel: 'email', recipient: 'link.user@example.com' });
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    const reset = (payload: Record<string, unknown>) => client.call('POST', '/wps/member/password/reset', { sealed: true, payload });
    const done = await reset({ token, newPassword: 'Orchard5Rain', confirmNewPassword: 'Orchard5Rain' });
    expect(done.status).toBe(200);
    expect((await client.call('GET', '/wps/member/info', { token: user.token })).status).toBe(401);
    expect((await reset({ token, newPassword: 'Orchard6Rain', confirmNewPassword: 'Orchard6Rain' })).body.code).toBe('reset_link_invalid');
    expect((await client.login({ username: user.account, password: 'Orchard5Rain' }, freshAddress())).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await member({ email: 'late.user@example.com' });
    await ask({ username: user.account, email: 'late.user@example.com' });
    await sql`update password_resets set expires_at = now() - interval '1 second'`.execute(test.database.db);
    const [mail] = await test.app.services.account.outbox.list({ channel: 'email', recipient: 'late.user@example.com' });
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    const response = await client.call('POST', '/wps/member/password/reset', { sealed: true, payload: { token, newPassword: 'Orchard5Rain', confirmNewPassword: 'Orchard5Rain' } });
    expect(response.body.code).toBe('reset_link_invalid');
  });
});

describe('forgotten password by phone', () => {
  it('sets the new password with the sms code and logs in on a new session', async () => {
    const user = await member({ mobile: '11944440001' });
    await client.call('POST', '/wps/verification/sms/noLogin', { payload: { mobileNum: '11944440001', countryDialingCode: '55' } });
    const code = await client.latestCode('5511944440001');
    const recover = (payload: Record<string, unknown>) => client.call('POST', '/wps/member/password/verification', { sealed: true, payload });
    const weak = await recover({ mobileNum: '11944440001', countryDialingCode: '55', verificationCode: code, newPassword: 'qwerty123' });
    expect(weak.body.value.fields).toEqual([expect.objectContaining({ field: 'newPassword', rule: 'common_password' })]);
    const done = await recover({ mobileNum: '11944440001', countryDialingCode: '55', verificationCode: code, newPassword: 'Compass3North' });
    expect(done.status).toBe(200);
    expect(done.body.value).toMatchObject({ token: expect.any(String), passwordExpired: false });
    expect((await client.call('GET', '/wps/member/info', { token: user.token })).status).toBe(401);
    expect((await client.call('GET', '/wps/member/info', { token: done.body.value.token })).body.value.account).toBe(user.account);
    const reused = await recover({ mobileNum: '11944440001', countryDialingCode: '55', verificationCode: code, newPassword: 'Compass4North' });
    expect(reused.body.code).toBe('verification_code_error');
  });
});

describe('rules of spec §5 on the password forms', () => {
  const valid = { mobileNum: '11944440099', countryDialingCode: '55', verificationCode: '123456', newPassword: 'Compass3North' };
  it.each([
    ['mobileNum', '1194444', 'mobileNum'],
    ['mobileNum', '119444400a9', 'mobileNum'],
    ['verificationCode', '12345', 'verificationCode'],
    ['verificationCode', '', 'verificationCode'],
    ['newPassword', 'onlyletters', 'password'],
    ['newPassword', 'Ab1', 'password'],
  ] as const)('the phone route checks %s=%j with the same rule and text as the form', async (field, value, ruled) => {
    const expected = validateField(value, defaultRegisterRules[ruled], { field, language: 'en' })!;
    const response = await client.call('POST', '/wps/member/password/verification', { sealed: true, payload: { ...valid, [field]: value } });
    expect(response.status).toBe(400);
    expect(response.body.value.fields).toEqual([{ field, rule: expected.rule, message: expected.message }]);
  });
});
