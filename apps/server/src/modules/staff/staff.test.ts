import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditPageSchema,
  auditVerificationSchema,
  staffLoginChallengeSchema,
  staffProfileSchema,
  staffSessionSchema,
  staffSessionStartSchema,
  type StaffSessionStart,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember } from '../../../test/factories.ts';
import { operatorRoutePermissions, routeAccess } from '../../platform/http.ts';
import { totpCode, totpStepAt } from './totp.ts';
import { demoStaffPassword } from './seed.ts';
import { staffRules } from './service.ts';

let test: TestApp;
const userAgent = 'staff-test-browser/1.0';

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

type Answer = { status: number; body: { success: boolean; value: any; code: string; message: string } };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { token?: string; payload?: unknown; address?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'user-agent': userAgent };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await test.app.server.inject({ method, url, headers, payload: options.payload as never, ...(options.address ? { remoteAddress: options.address } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const automation = () => test.config.operatorToken;
const db = () => test.database.db;

/** Logs a demo staff member in (enrolling at the first login); returns the session and the secret. */
let logins = 0;
async function logIn(email: string, secrets: Map<string, string>, given: { address?: string } = {}): Promise<StaffSessionStart> {
  // Each login from its own address: the login calls are rate limited per address.
  const options = { address: given.address ?? `10.99.${Math.floor(++logins / 200)}.${logins % 200}` };
  const first = await call('POST', '/ops/staff/login', { payload: { email, password: demoStaffPassword }, ...options });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const challenge = staffLoginChallengeSchema.parse(first.body.value);
  if (challenge.step === 'enrol') secrets.set(email, challenge.secret!);
  const secret = secrets.get(email)!;
  // A code is good once: wait out the step when this staff member already used the current one.
  const [{ last }] = (await sql<{ last: string }>`select totp_last_step::text as last from staff_members where lower(email) = ${email}`.execute(db())).rows as [{ last: string }];
  let step = totpStepAt(Date.now());
  if (Number(last) >= step) step = Number(last) + 1;
  while (totpStepAt(Date.now()) + 1 < step) await new Promise((resolve) => setTimeout(resolve, 500));
  const second = await call('POST', '/ops/staff/login/code', { payload: { ticket: challenge.ticket, code: totpCode(secret, step) }, ...options });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return staffSessionStartSchema.parse(second.body.value);
}

const secrets = new Map<string, string>();

let created = 0;
/** A staff member of its own for a test (a code is good once, so one account logging in often would wait for new codes). */
async function newStaff(role: 'admin' | 'lottery' | 'auditor'): Promise<string> {
  const email = `${role}${++created}@staff.test`;
  await test.app.services.staff.create({ email, name: `Test ${role} ${created}`, role, password: demoStaffPassword });
  return email;
}

describe('staff login', () => {
  it('enrols an authenticator at the first login: a wrong code is refused, the right one starts a session with ten backup codes', async () => {
    const first = await call('POST', '/ops/staff/login', { payload: { email: 'Admin@Staff.Demo', password: demoStaffPassword } });
    expect(first.status).toBe(200);
    const challenge = staffLoginChallengeSchema.parse(first.body.value);
    expect(challenge.step).toBe('enrol');
    expect(challenge.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+admin%40staff\.demo\?secret=[A-Z2-7]{32}&/);
    const secret = challenge.secret!;
    const now = totpStepAt(Date.now());
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => ![now - 1, now, now + 1].some((step) => totpCode(secret, step) === code))!;
    const refused = await call('POST', '/ops/staff/login/code', { payload: { ticket: challenge.ticket, code: wrong } });
    expect(refused).toMatchObject({ status: 400, body: { code: 'staff_code_invalid' } });
    const accepted = await call('POST', '/ops/staff/login/code', { payload: { ticket: challenge.ticket, code: totpCode(secret, now) } });
    expect(accepted.status).toBe(200);
    const session = staffSessionStartSchema.parse(accepted.body.value);
    expect(session.backupCodes).toHaveLength(staffRules.backupCodes);
    expect(new Set(session.backupCodes).size).toBe(staffRules.backupCodes);
    expect(session.staff).toMatchObject({ email: 'admin@staff.demo', role: 'admin' });
    expect(session.staff.permissions).toContain('payments.approve');
    secrets.set('admin@staff.demo', secret);
    // The ticket is spent.
    const again = await call('POST', '/ops/staff/login/code', { payload: { ticket: challenge.ticket, code: totpCode(secret, now) } });
    expect(again).toMatchObject({ status: 400, body: { code: 'staff_ticket_expired' } });
    // The profile.
    const me = await call('GET', '/ops/staff/me', { token: session.token });
    expect(staffProfileSchema.parse(me.body.value).name).toBe('Ana Administradora');

    // The next login asks for a code; the code just used is not accepted twice; a backup code works once.
    const next = staffLoginChallengeSchema.parse((await call('POST', '/ops/staff/login', { payload: { email: 'admin@staff.demo', password: demoStaffPassword } })).body.value);
    expect(next.step).toBe('code');
    expect(next.secret).toBeUndefined();
    expect(await call('POST', '/ops/staff/login/code', { payload: { ticket: next.ticket, code: totpCode(secret, now) } })).toMatchObject({ status: 400, body: { code: 'staff_code_invalid' } });
    const backup = session.backupCodes![0]!;
    expect((await call('POST', '/ops/staff/login/code', { payload: { ticket: next.ticket, code: backup } })).status).toBe(200);
    const third = staffLoginChallengeSchema.parse((await call('POST', '/ops/staff/login', { payload: { email: 'admin@staff.demo', password: demoStaffPassword } })).body.value);
    expect(await call('POST', '/ops/staff/login/code', { payload: { ticket: third.ticket, code: backup } })).toMatchObject({ status: 400, body: { code: 'staff_code_invalid' } });
  });

  it('refuses a wrong password like an unknown e-mail, locks after five in a row, and refuses bad input with the field', async () => {
    const address = '10.50.0.1';
    const unknown = await call('POST', '/ops/staff/login', { address, payload: { email: 'nobody@staff.demo', password: 'whatever1' } });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'staff_login_failed' } });
    for (let attempt = 0; attempt < staffRules.lockAfter; attempt++) {
      const wrong = await call('POST', '/ops/staff/login', { address, payload: { email: 'support@staff.demo', password: 'not-the-password' } });
      expect(wrong).toMatchObject({ status: 400, body: { code: 'staff_login_failed', message: unknown.body.message } });
    }
    const locked = await call('POST', '/ops/staff/login', { address, payload: { email: 'support@staff.demo', password: demoStaffPassword } });
    expect(locked).toMatchObject({ status: 429, body: { code: 'login_locked' } });
    const bad = await call('POST', '/ops/staff/login', { address: '10.50.0.2', payload: { email: 'not an e-mail', password: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.value.fields.map((field: { field: string }) => field.field).sort()).toEqual(['email', 'password']);
    const badCode = await call('POST', '/ops/staff/login/code', { address: '10.50.0.2', payload: { ticket: 'x', code: '12ab' } });
    expect(badCode.status).toBe(400);
    expect(badCode.body.value.fields[0].field).toBe('code');
  });

  it('admits a staff member only from the addresses on their list', async () => {
    await sql`update staff_members set allowed_addresses = '{10.20.}' where email = 'content@staff.demo'`.execute(db());
    const outside = await call('POST', '/ops/staff/login', { address: '10.21.0.7', payload: { email: 'content@staff.demo', password: demoStaffPassword } });
    expect(outside).toMatchObject({ status: 403, body: { code: 'staff_address_not_allowed' } });
    const session = await logIn('content@staff.demo', secrets, { address: '10.20.0.7' });
    expect((await call('GET', '/ops/staff/me', { token: session.token, address: '10.20.0.7' })).status).toBe(200);
    expect(await call('GET', '/ops/staff/me', { token: session.token, address: '127.0.0.1' })).toMatchObject({ status: 403, body: { code: 'staff_address_not_allowed' } });
  });
});

describe('staff sessions', () => {
  it('end after the idle time, are listed with the current one marked, and can be revoked; logout ends the session', async () => {
    const one = await logIn('risk@staff.demo', secrets);
    const two = await logIn('risk@staff.demo', secrets);
    const listed = (await call('GET', '/ops/staff/sessions', { token: one.token })).body.value.map((session: unknown) => staffSessionSchema.parse(session));
    expect(listed.length).toBe(2);
    expect(listed.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(listed[0].userAgent).toBe(userAgent);
    const other = listed.find((session: { current: boolean }) => !session.current)!;
    expect((await call('DELETE', `/ops/staff/sessions/${other.id}`, { token: one.token })).status).toBe(200);
    expect(await call('GET', '/ops/staff/me', { token: two.token })).toMatchObject({ status: 401, body: { code: 'staff_session_expired' } });
    // Another staff member's session cannot be revoked.
    const finance = await logIn('finance@staff.demo', secrets);
    const financeSession = (await call('GET', '/ops/staff/sessions', { token: finance.token })).body.value[0].id;
    expect((await call('DELETE', `/ops/staff/sessions/${financeSession}`, { token: one.token })).status).toBe(404);
    // Idle for longer than the idle time: the session has ended.
    await sql`update staff_sessions set last_seen_at = now() - make_interval(mins => ${staffRules.idleMinutes + 1}) where id = ${financeSession}`.execute(db());
    expect(await call('GET', '/ops/staff/me', { token: finance.token })).toMatchObject({ status: 401, body: { code: 'staff_session_expired' } });
    expect((await call('POST', '/ops/staff/logout', { token: one.token })).status).toBe(200);
    expect((await call('GET', '/ops/staff/me', { token: one.token })).status).toBe(401);
    expect((await call('GET', '/ops/staff/me', { token: 'never-issued' })).status).toBe(403);
  });
});

describe('staff permissions', () => {
  it('every operator route declares the permission it needs', () => {
    const operatorRoutes = [...routeAccess.entries()].filter(([, access]) => access === 'operator').map(([route]) => route);
    expect(operatorRoutes.length).toBeGreaterThan(20);
    for (const route of operatorRoutes) expect(operatorRoutePermissions.get(route), route).toBeDefined();
  });

  it('are checked on the server: each role reaches what its permissions allow and nothing else', async () => {
    const auditor = await logIn('auditor@staff.demo', secrets);
    const lottery = await logIn('lottery@staff.demo', secrets);
    expect((await call('GET', '/ops/audit/entries', { token: auditor.token })).status).toBe(200);
    expect((await call('GET', '/ops/wallet/withdrawals', { token: auditor.token })).status).toBe(200);
    const refused = await call('PUT', '/ops/system/site-controls', { token: auditor.token, payload: { maintenance: true, maintenanceMessage: 'x', blockedCountries: [] } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'staff_permission_missing' } });
    expect((await call('GET', '/ops/system/operator-details', { token: lottery.token })).status).toBe(403);
    expect((await call('GET', '/ops/lottery/games', { token: lottery.token })).status).toBe(200);
    expect((await call('GET', '/ops/audit/entries', { token: lottery.token })).status).toBe(403);
    // A grant with an expiry adds a permission for a while.
    const lotteryId = lottery.staff.id;
    await sql`insert into staff_grants (staff_id, permission, expires_at) values (${lotteryId}, 'audit.view', now() + interval '1 hour')`.execute(db());
    expect((await call('GET', '/ops/audit/entries', { token: lottery.token })).status).toBe(200);
    await sql`update staff_grants set expires_at = now() - interval '1 second' where staff_id = ${lotteryId}`.execute(db());
    expect((await call('GET', '/ops/audit/entries', { token: lottery.token })).status).toBe(403);
    // The site is still open: nothing the refused call asked for was written.
    expect((await call('GET', '/ops/system/operator-details', { token: automation() })).status).toBe(200);
  });
});

describe('staff audit', () => {
  it('records who changed what, from where and with which browser, in a chain the check verifies; a changed row breaks it', async () => {
    const admin = await logIn(await newStaff('admin'), secrets);
    const controls = { maintenance: false, maintenanceMessage: 'Voltamos já', blockedCountries: ['US'] };
    expect((await call('PUT', '/ops/system/site-controls', { token: admin.token, payload: controls })).status).toBe(200);
    const page = auditPageSchema.parse((await call('GET', `/ops/audit/entries?staffId=${admin.staff.id}&area=site`, { token: admin.token })).body.value);
    expect(page.entries[0]).toMatchObject({ actor: admin.staff.email, staffId: admin.staff.id, area: 'site', action: 'system.site_controls', userAgent, clientAddress: '127.0.0.1' });
    expect(page.entries[0]!.after).toEqual(controls);
    const logins = auditPageSchema.parse((await call('GET', `/ops/audit/entries?action=staff.login.succeeded&staffId=${admin.staff.id}`, { token: admin.token })).body.value);
    expect(logins.entries).toHaveLength(1);
    expect(logins.entries[0]!.after).toMatchObject({ method: 'enrolled', newAddress: true });
    // The automation credential is audited under its own name.
    expect((await call('PUT', '/ops/system/site-controls', { token: automation(), payload: controls })).status).toBe(200);
    const byAutomation = auditPageSchema.parse((await call('GET', '/ops/audit/entries?action=system.site_controls&limit=1', { token: admin.token })).body.value);
    expect(byAutomation.entries[0]).toMatchObject({ actor: 'automation', staffId: null });

    const verified = auditVerificationSchema.parse((await call('POST', '/ops/audit/verify', { token: admin.token })).body.value);
    expect(verified.ok).toBe(true);
    expect(verified.checked).toBeGreaterThan(5);

    // Rows cannot be changed or deleted through SQL; one changed with the guard switched off breaks the chain there.
    await expect(sql`update operator_audit set actor = 'someone else' where id = ${page.entries[0]!.id}`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit where id = ${page.entries[0]!.id}`.execute(db())).rejects.toThrow(/append-only/);
    await sql`alter table operator_audit disable trigger operator_audit_append_only`.execute(db());
    await sql`update operator_audit set after = '{"maintenance": true}' where id = ${page.entries[0]!.id}`.execute(db());
    await sql`alter table operator_audit enable trigger operator_audit_append_only`.execute(db());
    const broken = auditVerificationSchema.parse((await call('POST', '/ops/audit/verify', { token: admin.token })).body.value);
    expect(broken).toMatchObject({ ok: false, brokenAt: page.entries[0]!.id });
  });

  it('keeps the chain whole when many staff actions commit at once', async () => {
    const admin = await logIn(await newStaff('admin'), secrets);
    const before = auditVerificationSchema.parse((await call('POST', '/ops/audit/verify', { token: admin.token })).body.value);
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        call('PUT', '/ops/lobby/vendors/HOUSE', { token: admin.token, payload: { sort: index } }),
      ),
    );
    const rows = await sql<{ id: string; prev_hash: string; hash: string }>`select id::text, prev_hash, hash from operator_audit order by operator_audit.id`.execute(db());
    for (let index = 1; index < rows.rows.length; index++) expect(rows.rows[index]!.prev_hash, JSON.stringify(rows.rows.slice(Math.max(0, index - 2), index + 2))).toBe(rows.rows[index - 1]!.hash);
    const generic = auditPageSchema.parse((await call('GET', `/ops/audit/entries?action=${encodeURIComponent('PUT /ops/lobby/vendors/:code')}&limit=30`, { token: admin.token })).body.value);
    expect(generic.entries.length).toBe(24);
    expect(generic.entries[0]).toMatchObject({ area: 'games', target: '/ops/lobby/vendors/HOUSE', actor: admin.staff.email });
    // The tampered row of the test before still breaks the chain where it was; nothing after it was chained wrongly.
    const after = auditVerificationSchema.parse((await call('POST', '/ops/audit/verify', { token: admin.token })).body.value);
    expect(after.brokenAt).toBe(before.brokenAt);
  });

  it('leaves out only the load-testing movement, which production never registers', async () => {
    const member = await createFundedMember(test, { balance: 1000 });
    const count = async () => Number((await sql<{ count: string }>`select count(*)::text as count from operator_audit`.execute(db())).rows[0]!.count);
    const before = await count();
    const moved = await call('POST', '/ops/wallet/movements', { token: automation(), payload: { memberId: member.memberId, direction: 'debit', amount: 100, idempotencyKey: 'audit-exempt-1' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await count()).toBe(before);
  });

  it('pages newest first, filters, exports CSV (itself audited), and refuses bad filters with the field', async () => {
    const admin = await logIn(await newStaff('admin'), secrets);
    const first = auditPageSchema.parse((await call('GET', '/ops/audit/entries?limit=3', { token: admin.token })).body.value);
    expect(first.entries).toHaveLength(3);
    expect(first.more).toBe(true);
    const ids = first.entries.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = auditPageSchema.parse((await call('GET', `/ops/audit/entries?limit=3&before=${first.entries[2]!.id}`, { token: admin.token })).body.value);
    expect(Number(second.entries[0]!.id)).toBeLessThan(Number(first.entries[2]!.id));
    const today = new Date().toISOString().slice(0, 10);
    const dated = auditPageSchema.parse((await call('GET', `/ops/audit/entries?from=${today}&to=${today}&limit=5`, { token: admin.token })).body.value);
    expect(dated.entries.length).toBe(5);
    const empty = auditPageSchema.parse((await call('GET', '/ops/audit/entries?from=2020-01-01&to=2020-01-02', { token: admin.token })).body.value);
    expect(empty.entries).toHaveLength(0);

    const csv = await test.app.server.inject({ method: 'GET', url: `/ops/audit/entries.csv?staffId=${admin.staff.id}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,staffId,actor,area,action,target,before,after,reason,clientAddress,userAgent,hash');
    expect(lines.length).toBe(3);
    expect(csv.body).toContain(',staff.login.succeeded,');
    const exported = auditPageSchema.parse((await call('GET', '/ops/audit/entries?action=audit.export&limit=1', { token: admin.token })).body.value);
    expect(exported.entries[0]).toMatchObject({ actor: admin.staff.email, area: 'audit' });

    const bad = await call('GET', '/ops/audit/entries?from=yesterday&limit=5000&area=casino', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.value.fields.map((field: { field: string }) => field.field).sort()).toEqual(['area', 'from', 'limit']);
    const support = await call('GET', '/ops/audit/entries.csv', { token: (await logIn(await newStaff('lottery'), secrets)).token });
    expect(support.status).toBe(403);
  });
});
