import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FieldRule } from '@platform/contract';
import { validateField } from '@platform/contract/field-rules';
import { registrationFieldChecks, registrationSettingsValueSchema, type RegistrationSettingsValue } from '@platform/contract/account/registration';
import { loginValueSchema } from '@platform/contract/account/session';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from './account-test-client.ts';

let test: TestApp;
let client: AccountTestClient;
let settings: RegistrationSettingsValue;

beforeAll(async () => {
  test = await createTestApp();
  client = accountTestClient(test);
  await test.app.services.account.settings.update({ altcha: { keyPrefix: '0' } });
  settings = registrationSettingsValueSchema.parse((await client.call('GET', '/wps/system/setting/register')).body.value);
});
afterAll(async () => {
  await test.close();
});

let counter = 0;
function validForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `player${counter}a${Date.now() % 10_000}`,
    password: 'Sunflower77',
    confirmPassword: 'Sunflower77',
    privacyAgreement: true,
    domain: 'localhost:8080',
    registerUrl: 'http://localhost:8080/register',
    registerMethod: 'WEB',
    ...overrides,
  };
}

/** Registers through the sealed call with a solved challenge and a read captcha, unless the form brings its own. */
async function register(form: Record<string, unknown>, options: { path?: string; address?: string } = {}) {
  const antiBot = {
    ...('altcha' in form ? {} : { altcha: await client.altcha() }),
    ...('captchaId' in form ? {} : await client.captcha()),
  };
  return client.call('PUT', options.path ?? '/wps/member/register', { payload: { ...antiBot, ...form }, sealed: true, address: options.address ?? freshAddress() });
}

const countMembers = () => test.app.services.account.accounts.countMembers();

describe('registration settings', () => {
  it('describe the register type, each optional field and the rules the form checks against', () => {
    expect(settings.registerType).toBe('username');
    expect(settings.fields.captcha).toEqual({ show: true, required: true });
    expect(settings.fields.payeeName.show).toBe(false);
    expect(settings.rules.username).toMatchObject({ minLength: 6, maxLength: 16, patternId: 'letter_first_alphanumeric' });
    expect(settings.rules.password).toMatchObject({ minLength: 8, patternId: 'letters_digits_combined' });
  });
});

describe('register', () => {
  it('creates the member with an argon2id hash, logs in, and remembers where it registered', async () => {
    const address = freshAddress();
    const form = validForm({ email: 'new.player@example.com', whatsapp: '5511987650000' });
    const before = await countMembers();
    const response = await register(form, { address });
    expect(response.status).toBe(200);
    expect(loginValueSchema.parse(response.body.value)).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    expect(await countMembers()).toBe(before + 1);
    const info = await client.call('GET', '/wps/member/info', { token: response.body.value.token });
    expect(info.body.value).toMatchObject({ account: form.username, type: 0, isTrial: false, emailBound: true, balance: 0 });
    const row = await sql<{ password_hash: string; register_domain: string; register_method: string; profile: Record<string, string> }>`
      select password_hash, register_domain, register_method, profile from members where account = ${form.username}`.execute(test.database.db);
    expect(row.rows[0]).toMatchObject({ register_domain: 'localhost:8080', register_method: 'WEB', profile: { whatsapp: '5511987650000' } });
    expect(row.rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await client.login({ username: form.username, password: form.password }, address);
    expect(again.body.value.firstTimeLogin).toBe(false);
  });

  it('checks every shown field with the contract rule engine, with the same rule and text as the form', async () => {
    const checks = registrationFieldChecks(settings, settings.rules);
    const samples = (rule: FieldRule) => ['', 'x', 'a'.repeat(rule.maxLength + 1), '9 bad!', 'abcdef'];
    let checked = 0;
    for (const check of checks) {
      for (const value of samples(check.rule)) {
        const expected = validateField(value, check.rule, { field: check.wording ?? check.field, language: 'en', required: check.required });
        if (!expected) continue;
        const before = await countMembers();
        const response = await register(validForm({ altcha: 'unused', captchaId: 'unused', captcha: 'abcd', [check.field]: value }));
        expect([response.status, response.body.code], `${check.field}=${JSON.stringify(value)}`).toEqual([400, 'validation_failed']);
        const field = response.body.value.fields.find((entry: { field: string }) => entry.field === check.field);
        expect(field, `${check.field}=${JSON.stringify(value)}`).toEqual({ field: check.field, rule: expected.rule, message: expected.message });
        expect(await countMembers()).toBe(before);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('answers in Portuguese when asked', async () => {
    const response = await client.call('PUT', '/wps/member/register?lang=pt', {
      payload: validForm({ username: '1abc', altcha: 'unused', captchaId: 'unused', captcha: 'abcd' }),
      sealed: true,
    });
    const field = response.body.value.fields.find((entry: { field: string }) => entry.field === 'username');
    expect(field.message).toBe(validateField('1abc', settings.rules.username!, { field: 'username', language: 'pt' })!.message);
    expect(field.message).toContain('Preencha');
  });

  it('answers inconsistent_twice when only the confirmation differs', async () => {
    const response = await register(validForm({ confirmPassword: 'Sunflower78', altcha: 'unused', captchaId: 'unused', captcha: 'abcd' }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('inconsistent_twice');
    expect(response.body.value.fields).toEqual([{ field: 'confirmPassword', rule: 'inconsistent_twice', message: 'Incorrect confirmation input' }]);
  });

  it('needs the ticked agreement', async () => {
    const response = await register(validForm({ privacyAgreement: false, altcha: 'unused', captchaId: 'unused', captcha: 'abcd' }));
    expect(response.body.value.fields).toEqual([expect.objectContaining({ field: 'privacyAgreement', rule: 'agreement' })]);
  });

  it.each([
    ['password123', 'common_password'],
    ['qwerty2024', 'common_password'],
    ['Abc12345', 'common_password'],
  ])('refuses the common password %s', async (password, rule) => {
    const before = await countMembers();
    const response = await register(validForm({ password, confirmPassword: password }));
    expect(response.status).toBe(400);
    expect(response.body.value.fields).toEqual([expect.objectContaining({ field: 'password', rule })]);
    expect(await countMembers()).toBe(before);
  });

  it('refuses a taken username whatever its case, and a wrong or missing anti-bot answer', async () => {
    const form = validForm();
    expect((await register(form)).status).toBe(200);
    const taken = await register({ ...validForm(), username: form.username.toUpperCase() });
    expect([taken.status, taken.body.code]).toEqual([409, 'account_taken']);
    const wrongCaptcha = await register(validForm({ ...(await client.captcha()), captcha: 'zzzz' }));
    expect(wrongCaptcha.body.code).toBe('captcha_error');
    const noAltcha = await register(validForm({ altcha: undefined }));
    expect(noAltcha.body.code).toBe('altcha_error');
  });

  it('refuses wrongly typed and oversize bodies with 400 naming the field, writing nothing', async () => {
    const before = await countMembers();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 123456 }, 'username'],
      [{ username: 'u'.repeat(300) }, 'username'],
      [{ email: ['a@b.co'] }, 'email'],
      [{ login: 'yes' }, 'login'],
      [{ registerMethod: 'APP' }, 'registerMethod'],
      [{ domain: 'evil domain/<script>' }, 'domain'],
    ];
    for (const [overrides, field] of cases) {
      const response = await register(validForm({ ...overrides, altcha: 'unused', captchaId: 'unused', captcha: 'abcd' }));
      expect(response.status, field).toBe(400);
      expect(response.body.value.fields.map((entry: { field: string }) => entry.field)).toContain(field);
    }
    expect(await countMembers()).toBe(before);
  });
});

describe('invitation codes', () => {
  async function uplineOf(account: string) {
    const rows = await sql<{ ancestor: string; depth: number }>`
      select a.account as ancestor, c.depth from member_closure c
      join members m on m.id = c.descendant_id join members a on a.id = c.ancestor_id
      where m.account = ${account} and c.depth > 0 order by c.depth`.execute(test.database.db);
    return rows.rows.map((row) => [row.ancestor, row.depth]);
  }

  it('places a member registered with an affiliate code under that agent', async () => {
    const form = validForm({ affiliateCode: 'demoagent' });
    expect((await register(form)).status).toBe(200);
    expect(await uplineOf(form.username)).toEqual([['demo_agent', 1]]);
  });

  it('places a member arriving with a referral code under that agent, inside its upline tree', async () => {
    const form = validForm({ referralCode: 'DEMOSUB1' });
    expect((await register(form)).status).toBe(200);
    expect(await uplineOf(form.username)).toEqual([
      ['demo_subagent', 1],
      ['demo_agent', 2],
    ]);
  });

  it('refuses an unknown code with invitation_code_error and writes nothing', async () => {
    const before = await countMembers();
    const response = await register(validForm({ affiliateCode: 'NOPE1234' }));
    expect([response.status, response.body.code, response.body.message]).toEqual([400, 'invitation_code_error', 'Invalid invitation code']);
    expect(await countMembers()).toBe(before);
  });

  it('checks a code on its own, as the form does when one is typed', async () => {
    const valid = await client.call('GET', '/wps/agent/affiliate?code=DEMOAGENT&domain=localhost');
    expect(valid.body.value).toEqual({ code: 'DEMOAGENT', valid: true });
    const member = await client.call('GET', '/wps/agent/affiliate?code=ABCD1234&domain=localhost');
    expect([member.status, member.body.code]).toEqual([400, 'invitation_code_error']);
    const malformed = await client.call('GET', '/wps/agent/affiliate?code=a%20b&domain=');
    expect(malformed.status).toBe(400);
    expect(malformed.body.value.fields.map((field: { field: string }) => field.field).sort()).toEqual(['code', 'domain']);
  });
});

describe('mobile registration with sms verification', () => {
  it('needs the number and the code sent to it, and binds the number', async () => {
    const service = test.app.services.account;
    const original = await service.settings.read();
    await service.settings.update({ registration: { registerType: 'mobile', fields: { smsVerification: { show: true, required: true } } } });
    try {
      const mobile = '11976543210';
      const missing = await register(validForm({ altcha: 'unused' }), { path: '/wps/member/register/mobile' });
      expect(missing.body.value.fields.map((field: { field: string }) => field.field)).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
      const sent = await client.call('POST', '/wps/verification/sms/register', { payload: { mobileNo: mobile, countryDialingCode: '+55' } });
      expect(sent.body.value).toEqual({ expiredMinutes: 5 });
      const code = await client.latestCode(`55${mobile}`);
      const form = validForm({ mobileNum: mobile, countryDialingCode: '+55', verificationCode: code });
      const response = await register(form, { path: '/wps/member/register/mobile' });
      expect(response.status).toBe(200);
      const info = await client.call('GET', '/wps/member/info', { token: response.body.value.token });
      expect(info.body.value.mobileBound).toBe(true);
      const again = await client.call('POST', '/wps/verification/sms/register', { payload: { mobileNo: mobile, countryDialingCode: '55' } });
      expect([again.status, again.body.code]).toEqual([409, 'mobile_taken']);
    } finally {
      await service.settings.update({ registration: original.registration });
    }
  });
});

describe('free play', () => {
  it('creates a trial account with play money, refused on member-only calls', async () => {
    const response = await client.call('POST', '/wps/session/login/freeplay', { payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 }, sealed: true });
    expect(response.status).toBe(200);
    const token = response.body.value.token as string;
    const info = await client.call('GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({ isTrial: true, type: 4, isAgent: false });
    const row = await sql<{ play_money: boolean; member_type: number }>`select play_money, member_type from members where id = ${String(info.body.value.id)}`.execute(test.database.db);
    expect(row.rows[0]).toEqual({ play_money: true, member_type: 4 });
    const refusals = [
      await client.call('POST', '/wps/member/password', { token, sealed: true, payload: { oldPassword: 'x', newPassword: 'Sunflower77', confirmNewPassword: 'Sunflower77' } }),
      await client.call('POST', '/wps/member/info/icon', { token, payload: { avatarId: 'avatar-2' } }),
      await client.call('GET', '/wps/member/security', { token }),
      await client.call('POST', '/wps/member/security/email', { token, sealed: true, payload: { password: 'x', email: 'a@b.co' } }),
    ];
    for (const refusal of refusals) expect([refusal.status, refusal.body.code]).toEqual([403, 'in_need_true_account']);
  });

  it('accepts only the web platform at gateway version 3, sealed', async () => {
    const wrong = await client.call('POST', '/wps/session/login/freeplay', { payload: { os: 'Linux', platform: 'A', gatewayVersion: 3 }, sealed: true });
    expect(wrong.body.value.fields.map((field: { field: string }) => field.field)).toEqual(['platform']);
    const plain = await client.call('POST', '/wps/session/login/freeplay', { payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
    expect(plain.body.code).toBe('encrypted_body_required');
  });
});
