import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember, createMember } from '../../../test/factories.ts';

let test: TestApp;
const operator = { authorization: '' };

beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
  operator.authorization = `Bearer ${test.config.operatorToken}`;
});
afterAll(async () => {
  await test.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) {
  const response = await test.app.server.inject({ method, url, headers: options.headers, payload: options.payload as never });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: any; code: string } };
}

async function storedRealName(memberId: string): Promise<string | null> {
  const { rows } = await sql<{ real_name: string | null }>`select real_name from members where id = ${memberId}::bigint`.execute(test.database.db);
  return rows[0]!.real_name;
}

describe('the member sets a real name', () => {
  it('refuses badly formed names with the field and rule, writing nothing', async () => {
    const member = await createMember(test);
    for (const [realName, rule] of [
      ['Ana', 'two_words'],
      ['A', 'length'],
      ['Ana 5ouza', 'characters'],
      ['Ana <b>Souza</b>', 'characters'],
      [`Ana ${'a'.repeat(100)}`, 'length'],
      ['   ', 'required'],
    ] as const) {
      const response = await call('POST', '/wps/member/security/realName', { headers: member.headers, payload: { realName } });
      expect(response.status, realName).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.value ?? response.body).toBeDefined();
      expect(JSON.stringify(response.body)).toContain(rule);
      expect(JSON.stringify(response.body)).toContain('realName');
    }
    expect(await storedRealName(member.memberId)).toBeNull();
  });

  it('sets it once, tidied, and refuses a second set with real_name_exists', async () => {
    const member = await createMember(test);
    const first = await call('POST', '/wps/member/security/realName', { headers: member.headers, payload: { realName: "  Ana   Maria d'Ávila-Souza " } });
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ realName: "Ana Maria d'Ávila-Souza" });
    expect(await storedRealName(member.memberId)).toBe("Ana Maria d'Ávila-Souza");
    const overview = await call('GET', '/wps/member/security', { headers: member.headers });
    expect(overview.body.value.realName).toMatch(/^A\*+$/u);
    const second = await call('POST', '/wps/member/security/realName', { headers: member.headers, payload: { realName: 'Someone Else' } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('real_name_exists');
    expect(await storedRealName(member.memberId)).toBe("Ana Maria d'Ávila-Souza");
  });

  it('lets only one of two racing sets through', async () => {
    const member = await createMember(test);
    const answers = await Promise.all(
      ['Paulo Lima', 'Pedro Costa', 'Rita Gomes', 'Luis Alves'].map((realName) => call('POST', '/wps/member/security/realName', { headers: member.headers, payload: { realName } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'real_name_exists')).toHaveLength(3);
  });

  it('needs a login and a real account', async () => {
    expect((await call('POST', '/wps/member/security/realName', { payload: { realName: 'Ana Souza' } })).status).toBe(401);
    const trial = await createMember(test, { memberType: 4 });
    expect((await call('POST', '/wps/member/security/realName', { headers: trial.headers, payload: { realName: 'Ana Souza' } })).body.code).toBe('in_need_true_account');
  });
});

describe('the operator corrects a real name', () => {
  it('needs the operator credential, changes the name and audits before and after', async () => {
    const member = await createFundedMember(test, { realName: 'Maria Silva' });
    const url = `/ops/account/members/${member.memberId}/realName`;
    expect((await call('PUT', url, { headers: member.headers, payload: { realName: 'Maria da Silva' } })).status).toBe(403);
    expect((await call('PUT', url, { headers: operator, payload: { realName: 'Maria' } })).status).toBe(400);
    expect((await call('PUT', '/ops/account/members/999999999/realName', { headers: operator, payload: { realName: 'Maria da Silva' } })).status).toBe(404);
    const corrected = await call('PUT', url, { headers: operator, payload: { realName: 'Maria da Silva' } });
    expect(corrected.status).toBe(200);
    expect(await storedRealName(member.memberId)).toBe('Maria da Silva');
    const { rows } = await sql<{ action: string; before: unknown; after: unknown }>`
      select action, before, after from operator_audit where subject = ${member.memberId} order by created_at desc limit 1`.execute(test.database.db);
    expect(rows[0]).toMatchObject({ action: 'account.member.real_name', before: { realName: 'Maria Silva' }, after: { realName: 'Maria da Silva' } });
  });
});

describe('payout accounts follow the real name', () => {
  it('binds after the member sets the name, and a different holder is a 400 naming payeeName', async () => {
    const member = await createFundedMember(test, { realName: null });
    const payload = { method: 'pix', pixKeyType: 'email', pixKey: `${member.account}@example.com`, paymentPassword: member.paymentPassword };
    expect((await call('POST', '/wps/wallet/payout-accounts', { headers: member.headers, payload: { ...payload, payeeName: 'João Pereira' } })).body.code).toBe('real_name_required');
    expect((await call('POST', '/wps/member/security/realName', { headers: member.headers, payload: { realName: 'João Pereira' } })).status).toBe(200);
    const mismatch = await call('POST', '/wps/wallet/payout-accounts', { headers: member.headers, payload: { ...payload, payeeName: 'João Pereira Santos' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'payee_name_mismatch' });
    expect(JSON.stringify(mismatch.body)).toContain('payeeName');
    const bound = await call('POST', '/wps/wallet/payout-accounts', { headers: member.headers, payload: { ...payload, payeeName: 'joao  PEREIRA' } });
    expect(bound.status).toBe(200);
    expect(bound.body.value.payeeName).toBe('João Pereira');
  });
});
