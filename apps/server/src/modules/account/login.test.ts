import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loginRefusalValueSchema, loginValueSchema } from '@platform/contract/account/session';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from './account-test-client.ts';

let test: TestApp;
let client: AccountTestClient;
let agentId: string;

beforeAll(async () => {
  test = await createTestApp();
  client = accountTestClient(test);
  // The cheapest proof of work keeps the suite fast; the checks are the same.
  await test.app.services.account.settings.update({ altcha: { keyPrefix: '0' }, ipVerification: { method: null } });
  agentId = (await test.app.services.account.accounts.findByAccount('demo_agent'))!.id;
});
afterAll(async () => {
  await test.close();
});

let accountCounter = 0;
async function newMember(options: { memberType?: number; password?: string; uplineId?: string | null } = {}) {
  accountCounter += 1;
  const account = `member${accountCounter}x${Date.now() % 100_000}`;
  const memberId = await test.app.services.account.createMember({
    account,
    memberType: options.memberType ?? 0,
    uplineId: options.uplineId ?? null,
    password: options.password ?? 'Goldfish42',
  });
  return { account, memberId, password: options.password ?? 'Goldfish42' };
}

describe('login by username', () => {
  it('answers a new token at every login, flags the first login, and the token reads member info', async () => {
    const member = await newMember();
    const address = freshAddress();
    const first = await client.login({ username: member.account, password: member.password }, address);
    expect(first.status).toBe(200);
    expect(loginValueSchema.parse(first.body.value)).toEqual({ token: expect.any(String), firstTimeLogin: true, passwordExpired: false });
    const second = await client.login({ username: ` ${member.account.toUpperCase()} `, password: member.password }, address);
    expect(second.body.value.firstTimeLogin).toBe(false);
    expect(second.body.value.token).not.toBe(first.body.value.token);
    const info = await client.call('GET', '/wps/member/info', { token: second.body.value.token });
    expect(info.body.value.account).toBe(member.account);
  });

  it('gives the same answer for a wrong password and an unknown account, and audits both with the address', async () => {
    const member = await newMember();
    const address = freshAddress();
    const wrong = await client.login({ username: member.account, password: 'Wrong12345' }, address);
    const unknown = await client.login({ username: 'nobody_here_1', password: 'Wrong12345' }, freshAddress());
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('login_failed');
      expect(response.body.message).toBe('Incorrect username or password');
      expect(loginRefusalValueSchema.parse(response.body.value)).toEqual({ captcha: false, ipVerificationRequired: null });
    }
    const audit = await test.app.services.account.accounts.listAudit({ event: 'login_failed', limit: 5 });
    expect(audit.map((entry) => [entry.account, entry.clientAddress])).toEqual(
      expect.arrayContaining([
        [member.account, address],
        ['nobody_here_1', expect.any(String)],
      ]),
    );
  });

  it.each([
    ['a known account', true],
    ['an unknown account', false],
  ])('for %s: flags the captcha after 3 failures, demands it, then locks this address out for 15 minutes after 10', async (_label, known) => {
    const member = known ? await newMember() : { account: `ghost${accountCounter++}`, password: 'Goldfish42' };
    const address = freshAddress();
    const attempt = async (password: string, extra: Record<string, unknown> = {}) => client.login({ username: member.account, password, ...extra }, address);
    const flags: boolean[] = [];
    for (let index = 0; index < 3; index += 1) flags.push((await attempt('Wrong12345')).body.value.captcha);
    expect(flags).toEqual([false, false, true]);

    const withoutCaptcha = await attempt(member.password);
    expect(withoutCaptcha.body.code).toBe('captcha_required');
    expect(withoutCaptcha.body.value.captcha).toBe(true);
    const wrongCaptcha = await attempt(member.password, { ...(await client.captcha()), captcha: 'zzzz' });
    expect(wrongCaptcha.body.code).toBe('captcha_error');

    for (let index = 3; index < 9; index += 1) {
      const failed = await attempt('Wrong12345', await client.captcha());
      expect(failed.body.code).toBe('login_failed');
    }
    const tenth = await attempt('Wrong12345', await client.captcha());
    expect(tenth.status).toBe(429);
    expect(tenth.body.code).toBe('login_locked');
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The message names the wait of the Retry-After header (in whole minutes, rounded up).
    expect(tenth.body.value.retryAfterSeconds).toBe(Number(tenth.headers['retry-after']));
    expect(tenth.body.message).toBe(`Too many failed logins, please try again after ${Math.ceil(Number(tenth.headers['retry-after']) / 60)} minutes`);
    const lockedEvenWhenRight = await attempt(member.password, await client.captcha());
    expect(lockedEvenWhenRight.body.code).toBe('login_locked');

    // Once the lock has passed, the right password (with the captcha) opens a session again; another
    // wrong one within the hour locks again at once, so a guesser gets one try per lock period.
    await sql`update login_failure_sources set locked_until = now() - interval '1 second' where credential = ${`account:${member.account.toLowerCase()}`} and client_address = ${address}`.execute(test.database.db);
    const afterLock = await attempt(member.password, await client.captcha());
    expect(afterLock.body.code).toBe(known ? 'ok' : 'login_locked');
  });

  it('never lets one address lock a member out: ten wrong passwords from one address leave other addresses only a captcha', async () => {
    const member = await newMember();
    const attacker = freshAddress();
    for (let index = 0; index < 10; index += 1) {
      await client.login({ username: member.account, password: 'Wrong12345', ...(index >= 3 ? await client.captcha() : {}) }, attacker);
    }
    const attackerAgain = await client.login({ username: member.account, password: member.password, ...(await client.captcha()) }, attacker);
    expect(attackerAgain.body.code).toBe('login_locked');
    const elsewhere = await client.login({ username: member.account, password: member.password }, freshAddress());
    expect(elsewhere.body.code).toBe('captcha_required');
    const withCaptcha = await client.login({ username: member.account, password: member.password, ...(await client.captcha()) }, freshAddress());
    expect([withCaptcha.status, withCaptcha.body.code]).toEqual([200, 'ok']);
  });

  it('locks an account that many addresses guess, for new addresses only, and alerts the member', async () => {
    const member = await newMember();
    await test.app.services.account.accounts.update(member.memberId, { email: `${member.account}@example.com` });
    const home = freshAddress();
    expect((await client.login({ username: member.account, password: member.password }, home)).status).toBe(200);
    const attackers = Array.from({ length: 5 }, () => freshAddress());
    const codes: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const attempt = await client.login({ username: member.account, password: 'Wrong12345', ...(await client.captcha()) }, attackers[index % attackers.length]!);
      codes.push(attempt.body.code);
    }
    expect(codes.slice(0, 19).every((code) => code === 'login_failed')).toBe(true);
    const fromNewAddress = await client.login({ username: member.account, password: member.password, ...(await client.captcha()) }, freshAddress());
    expect([fromNewAddress.status, fromNewAddress.body.code]).toEqual([429, 'login_locked']);
    const fromHome = await client.login({ username: member.account, password: member.password, ...(await client.captcha()) }, home);
    expect([fromHome.status, fromHome.body.code]).toEqual([200, 'ok']);
    const [alert] = await test.app.services.account.outbox.list({ recipient: `${member.account}@example.com`, channel: 'email', limit: 5 });
    expect(alert?.body).toContain('blocked for 15 minutes');
    expect((await test.app.services.account.accounts.listAudit({ memberId: member.memberId, event: 'login_locked_alert' })).length).toBe(1);
  });

  it('counts failures per address too: three accounts failing from one address bring the captcha to a fourth', async () => {
    const address = freshAddress();
    for (let index = 0; index < 3; index += 1) await client.login({ username: `probe${index}_${accountCounter}`, password: 'Wrong12345' }, address);
    const member = await newMember();
    const response = await client.login({ username: member.account, password: member.password }, address);
    expect(response.body.code).toBe('captcha_required');
  });

  it('keeps members on the player site and agents in the agent area', async () => {
    const member = await newMember();
    const agent = await newMember({ memberType: 41, uplineId: agentId });
    const onAgentSite = await client.login({ username: member.account, password: member.password, site: 'agent' }, freshAddress());
    expect([onAgentSite.status, onAgentSite.body.code, onAgentSite.body.message]).toEqual([403, 'non_agent_login', 'Non-agents cannot log in']);
    const onPlayerSite = await client.login({ username: agent.account, password: agent.password }, freshAddress());
    expect([onPlayerSite.status, onPlayerSite.body.code, onPlayerSite.body.message]).toEqual([403, 'non_member_login', 'Non-member account unable to login']);
    const agentLogin = await client.login({ username: agent.account, password: agent.password, site: 'agent' }, freshAddress());
    expect(agentLogin.status).toBe(200);
    const info = await client.call('GET', '/wps/member/info', { token: agentLogin.body.value.token });
    expect(info.body.value).toMatchObject({ isAgent: true, type: 41 });
  });

  it('refuses a disabled account and ends its sessions', async () => {
    const member = await newMember();
    const session = await client.login({ username: member.account, password: member.password }, freshAddress());
    await test.app.services.account.disableMember(member.memberId);
    expect((await client.call('GET', '/wps/member/info', { token: session.body.value.token })).status).toBe(401);
    const again = await client.login({ username: member.account, password: member.password }, freshAddress());
    expect([again.status, again.body.code]).toEqual([403, 'account_disabled']);
  });

  it('demands a solved proof of work, once per challenge', async () => {
    const member = await newMember();
    const address = freshAddress();
    const missing = await client.login({ username: member.account, password: member.password, altcha: undefined }, address);
    expect(missing.body.code).toBe('altcha_error');
    const forged = await client.login({ username: member.account, password: member.password, altcha: Buffer.from('{"challenge":1}').toString('base64') }, address);
    expect(forged.body.code).toBe('altcha_error');
    const solved = await client.altcha();
    expect((await client.login({ username: member.account, password: member.password, altcha: solved }, address)).status).toBe(200);
    expect((await client.login({ username: member.account, password: member.password, altcha: solved }, address)).body.code).toBe('altcha_error');
  });

  it('refuses wrongly typed and oversize input with 400 naming the field, and writes nothing', async () => {
    const auditBefore = (await test.app.services.account.accounts.listAudit({ limit: 1000 })).length;
    const sessionsBefore = await sql<{ count: string }>`select count(*) from sessions`.execute(test.database.db);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 12345, password: 'Goldfish42' }, 'username'],
      [{ username: 'someone', password: { value: 'x' } }, 'password'],
      [{ username: 'x'.repeat(65), password: 'Goldfish42' }, 'username'],
      [{ username: 'someone', password: 'p'.repeat(129) }, 'password'],
      [{ username: 'someone', password: 'Goldfish42', type: 'social' }, 'type'],
      [{ username: 'someone', password: 'Goldfish42', site: 'operator' }, 'site'],
      [{ username: '   ', password: '' }, 'username'],
    ];
    for (const [payload, field] of cases) {
      const response = await client.login({ ...payload, altcha: 'unused' }, freshAddress());
      expect(response.status, field).toBe(400);
      expect(response.body.value.fields.map((entry: { field: string }) => entry.field)).toContain(field);
    }
    const blank = await client.login({ username: '  ', password: '', altcha: 'unused' }, freshAddress());
    expect(blank.body.value.fields.map((entry: { message: string }) => entry.message)).toEqual([
      'Please enter the username and password',
      'Please enter the username and password',
    ]);
    expect((await test.app.services.account.accounts.listAudit({ limit: 1000 })).length).toBe(auditBefore);
    const sessionsAfter = await sql<{ count: string }>`select count(*) from sessions`.execute(test.database.db);
    expect(sessionsAfter.rows[0]!.count).toBe(sessionsBefore.rows[0]!.count);
  });
});

describe('forced password change', () => {
  it('opens a restricted session for the default password: only member info, logout and the password change answer', async () => {
    const member = await newMember({ password: 'Abc12345' });
    const login = await client.login({ username: member.account, password: 'Abc12345' }, freshAddress());
    expect(login.body.value).toMatchObject({ passwordExpired: true, firstTimeLogin: true });
    const token = login.body.value.token as string;
    expect((await client.call('GET', '/wps/member/info', { token })).status).toBe(200);
    expect((await client.call('GET', '/wps/member/info/icon', { token })).status).toBe(401);
    const change = await client.call('POST', '/wps/member/password', {
      token,
      sealed: true,
      payload: { oldPassword: 'Abc12345', newPassword: 'Harbour7Lights', confirmNewPassword: 'Harbour7Lights' },
    });
    expect(change.status).toBe(200);
    expect((await client.call('GET', '/wps/member/info/icon', { token })).status).toBe(200);
    const next = await client.login({ username: member.account, password: 'Harbour7Lights' }, freshAddress());
    expect(next.body.value.passwordExpired).toBe(false);
  });

  it('forces a change when the password is older than the policy allows, but never for an sms login', async () => {
    const member = await newMember();
    await sql`update members set password_changed_at = now() - interval '181 days', mobile = '11955550001', mobile_dialing_code = '55' where id = ${member.memberId}`.execute(test.database.db);
    const login = await client.login({ username: member.account, password: member.password }, freshAddress());
    expect(login.body.value.passwordExpired).toBe(true);
    const address = freshAddress();
    await client.call('POST', '/wps/verification/sms/noLogin', { address, payload: { mobileNum: '11955550001', countryDialingCode: '+55' } });
    const code = await client.latestCode('5511955550001');
    const smsLogin = await client.login({ type: 'sms', mobileNum: '11955550001', countryDialingCode: '55', verificationCode: code }, address);
    expect(smsLogin.body.value).toMatchObject({ passwordExpired: false });
  });
});

describe('login by sms code', () => {
  it('logs in with the code sent to the bound number, once; a wrong code is a failed login', async () => {
    const member = await newMember();
    await sql`update members set mobile = '11955550002', mobile_dialing_code = '55' where id = ${member.memberId}`.execute(test.database.db);
    const address = freshAddress();
    const sent = await client.call('POST', '/wps/verification/sms/noLogin', { address, payload: { mobileNum: '11955550002', countryDialingCode: '55' } });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await client.latestCode('5511955550002');
    const wrong = await client.login({ type: 'sms', mobileNum: '11955550002', verificationCode: code === '000000' ? '111111' : '000000' }, address);
    expect(wrong.body.code).toBe('verification_code_error');
    const right = await client.login({ type: 'sms', mobileNum: '11955550002', verificationCode: code }, address);
    expect(right.status).toBe(200);
    const reused = await client.login({ type: 'sms', mobileNum: '11955550002', verificationCode: code }, address);
    expect(reused.body.code).toBe('verification_code_error');
  });

  it('checks the mobile number against the mobile rule before anything else', async () => {
    const response = await client.login({ type: 'sms', mobileNum: '123', verificationCode: '12345' }, freshAddress());
    expect(response.status).toBe(400);
    expect(response.body.value.fields.map((field: { field: string; rule: string }) => [field.field, field.rule])).toEqual([
      ['mobileNum', 'length'],
      ['verificationCode', 'length'],
    ]);
  });
});

describe('sessions', () => {
  it('ends the session at logout: the token no longer works', async () => {
    const member = await newMember();
    const login = await client.login({ username: member.account, password: member.password }, freshAddress());
    const token = login.body.value.token as string;
    const logout = await client.call('DELETE', '/wps/session/logout', { token });
    expect(logout.status).toBe(200);
    expect((await client.call('GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await client.call('DELETE', '/wps/session/logout', { token })).status).toBe(401);
  });

  it('accepts the token once in the query string of member info, on entry', async () => {
    const member = await newMember();
    const login = await client.login({ username: member.account, password: member.password }, freshAddress());
    const token = login.body.value.token as string;
    const entry = await client.call('GET', `/wps/member/info?token=${token}`);
    expect(entry.status).toBe(200);
    expect(entry.body.value.account).toBe(member.account);
    expect((await client.call('GET', `/wps/member/info?token=${token}`)).status).toBe(401);
    expect((await client.call('GET', '/wps/member/info/icon', { token })).status).toBe(200);
  });
});
