import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { generate } from 'otplib';
import type { IpVerificationMethod } from '@platform/contract/account/session';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from './account-test-client.ts';

let test: TestApp;
let client: AccountTestClient;
let authenticatorSecret: string;
const password = 'Lantern5Sea';
const member = { account: 'ipcheck_member', mobile: '11966661234', email: 'ip.check@example.com', realName: 'Joana  da Silva' };

beforeAll(async () => {
  test = await createTestApp();
  client = accountTestClient(test);
  await test.app.services.account.settings.update({ altcha: { keyPrefix: '0' } });
  await test.app.services.account.createMember({
    account: member.account,
    memberType: 0,
    uplineId: null,
    password,
    mobile: { dialingCode: '55', mobile: member.mobile },
    email: member.email,
    realName: member.realName,
  });
  // The first login ever registers its address; the authenticator is then bound through the security page.
  const home = freshAddress();
  const login = await client.login({ username: member.account, password }, home);
  expect(login.status).toBe(200);
  const token = login.body.value.token as string;
  const started = await client.call('POST', '/wps/member/security/authenticator', { token, sealed: true, payload: { password } });
  authenticatorSecret = started.body.value.secret;
  const confirmed = await client.call('POST', '/wps/member/security/authenticator/confirm', { token, payload: { code: await generate({ secret: authenticatorSecret }) } });
  expect(confirmed.status).toBe(200);
});
afterAll(async () => {
  await test.close();
});

/** The right answer for each method, read as the member would: from memory, the phone or the app. */
const answers: Record<IpVerificationMethod, () => Promise<string>> = {
  mobile: async () => member.mobile,
  email: async () => member.email.toUpperCase(),
  bankAccountName: async () => ' joana da silva ',
  verificationCode: () => client.latestCode(`55${member.mobile}`),
  // One step ahead of the clock: the step the binding used is spent, and one step of drift is accepted.
  google: () => generate({ secret: authenticatorSecret, epoch: Math.floor(Date.now() / 1000) + 30 }),
};

describe('login from an address the member never used', () => {
  it.each(['mobile', 'verificationCode', 'email', 'bankAccountName', 'google'] as const)(
    'asks for the %s check, refuses a wrong answer and accepts the right one, which registers the address',
    async (method) => {
      await test.app.services.account.settings.update({ ipVerification: { method } });
      const address = freshAddress();
      const credentials = { username: member.account, password };
      const asked = await client.login(credentials, address);
      expect(asked.status).toBe(403);
      expect(asked.body).toMatchObject({ code: 'ip_verification_required', value: { captcha: false, ipVerificationRequired: method } });

      const wrong = await client.login({ ...credentials, ipVerification: { method, answer: method === 'email' ? 'other@example.com' : '000009' } }, address);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'ip_verification_failed', value: { ipVerificationRequired: method } });

      const right = await client.login({ ...credentials, ipVerification: { method, answer: await answers[method]() } }, address);
      expect(right.status).toBe(200);
      expect((await client.login(credentials, address)).status).toBe(200);
      await sql`update members set totp_last_step = null where account = ${member.account}`.execute(test.database.db);

      const audit = await test.app.services.account.accounts.listAudit({ event: 'ip_verification_failed', limit: 1 });
      expect(audit[0]).toMatchObject({ clientAddress: address, detail: { method } });
    },
  );

  it('answers a check for another method as if none was given', async () => {
    await test.app.services.account.settings.update({ ipVerification: { method: 'email' } });
    const response = await client.login({ username: member.account, password, ipVerification: { method: 'mobile', answer: member.mobile } }, freshAddress());
    expect(response.body).toMatchObject({ code: 'ip_verification_required', value: { ipVerificationRequired: 'email' } });
  });

  it('lets the member in when nothing the method needs is bound, and records it', async () => {
    await test.app.services.account.settings.update({ ipVerification: { method: 'email' } });
    const account = 'ipcheck_bare';
    await test.app.services.account.createMember({ account, memberType: 0, uplineId: null, password });
    expect((await client.login({ username: account, password }, freshAddress())).status).toBe(200);
    expect((await client.login({ username: account, password }, freshAddress())).status).toBe(200);
    const audit = await test.app.services.account.accounts.listAudit({ event: 'ip_verification_unavailable', limit: 1 });
    expect(audit[0]?.account).toBe(account);
  });

  /** A member with its own mobile who logged in once from home, so any other address is new. */
  async function smsMember(account: string, mobile: string) {
    await test.app.services.account.createMember({ account, memberType: 0, uplineId: null, password, mobile: { dialingCode: '55', mobile }, email: `${account}@example.com` });
    await test.app.services.account.settings.update({ ipVerification: { method: null } });
    expect((await client.login({ username: account, password }, freshAddress())).status).toBe(200);
    const address = freshAddress();
    return {
      address,
      async smsLogin() {
        const sent = await client.call('POST', '/wps/verification/sms/noLogin', { address, payload: { mobileNum: mobile, countryDialingCode: '55' } });
        expect(sent.status).toBe(200);
        const code = await client.latestCode(`55${mobile}`);
        return { code, login: await client.login({ type: 'sms', mobileNum: mobile, countryDialingCode: '55', verificationCode: code }, address) };
      },
    };
  }

  it.each([
    ['verificationCode', '11977770001'],
    ['mobile', '11977770002'],
  ] as const)('lets an sms login from a new address in with its one code when the check is %s', async (method, mobile) => {
    const subject = await smsMember(`ipsms_${method.toLowerCase()}`, mobile);
    await test.app.services.account.settings.update({ ipVerification: { method } });
    const { code, login } = await subject.smsLogin();
    expect(login.status).toBe(200);
    expect(login.body.value.token).toBeTruthy();
    // No second code was sent: the latest one is still the code the login spent.
    expect(await client.latestCode(`55${mobile}`)).toBe(code);
    const audit = await test.app.services.account.accounts.listAudit({ event: 'ip_verification_passed', limit: 1 });
    expect(audit[0]).toMatchObject({ clientAddress: subject.address, detail: { method, by: 'sms_login' } });
  });

  it('still asks an sms login for a check the code does not prove (e-mail)', async () => {
    const subject = await smsMember('ipsms_email', '11977770003');
    await test.app.services.account.settings.update({ ipVerification: { method: 'email' } });
    const { login } = await subject.smsLogin();
    expect(login.body).toMatchObject({ code: 'ip_verification_required', value: { ipVerificationRequired: 'email' } });
  });

  it('does not ask at all when the merchant turned the check off', async () => {
    await test.app.services.account.settings.update({ ipVerification: { method: null } });
    expect((await client.login({ username: member.account, password }, freshAddress())).status).toBe(200);
  });
});
