import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../platform/errors.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from './account-test-client.ts';

let test: TestApp;
let client: AccountTestClient;

beforeAll(async () => {
  test = await createTestApp();
  client = accountTestClient(test);
});
afterAll(async () => {
  await test.close();
});

let numberCounter = 0;
/** A Brazilian mobile number bound to a fresh member, so codes for it are delivered. */
async function boundNumber(): Promise<string> {
  numberCounter += 1;
  const mobile = `119${String(70_000_000 + numberCounter)}`;
  await test.app.services.account.createMember({ account: `smsuser${numberCounter}`, memberType: 0, uplineId: null, password: 'Goldfish42', mobile: { dialingCode: '55', mobile } });
  return mobile;
}

const send = (mobileNum: string, address = freshAddress()) => client.call('POST', '/wps/verification/sms/noLogin', { address, payload: { mobileNum, countryDialingCode: '+55' } });

/** Moves the number's past sends two seconds back, past the one-second throttle, as if the user had waited. */
async function waitOutThrottle(mobile: string) {
  await sql`update verification_codes set created_at = created_at - interval '2 seconds' where target = ${`55:${mobile}`}`.execute(test.database.db);
}

const consume = (mobile: string, code: string) => test.app.services.account.codes.consume('no_login', { dialingCode: '55', mobile }, code);
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

describe('sending sms codes', () => {
  it('sends 6 random digits to a registered number, keeps only a keyed hash, and answers expiredMinutes', async () => {
    const mobile = await boundNumber();
    const codes = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const response = await send(mobile);
      expect(response.body.value).toEqual({ expiredMinutes: 5 });
      const code = await client.latestCode(`55${mobile}`);
      expect(code).toMatch(/^[0-9]{6}$/);
      codes.add(code);
      await waitOutThrottle(mobile);
    }
    expect(codes.size).toBeGreaterThan(1);
    const [message] = await test.app.services.account.outbox.list({ recipient: `55${mobile}`, limit: 1 });
    expect(message!.body).toMatch(/Sorte Dourada: [0-9]{6} is your verification code\. It expires in 5 minutes\./);
    const stored = await sql<{ code_hash: Buffer }>`select code_hash from verification_codes where target = ${`55:${mobile}`}`.execute(test.database.db);
    for (const row of stored.rows) {
      expect(row.code_hash).toHaveLength(32);
      for (const code of codes) expect(row.code_hash.toString('hex')).not.toContain(Buffer.from(code).toString('hex'));
    }
  });

  it('answers the same for a number nobody registered, and delivers nothing', async () => {
    const response = await send('11900000001');
    expect([response.status, response.body.value]).toEqual([200, { expiredMinutes: 5 }]);
    expect(await test.app.services.account.outbox.list({ recipient: '5511900000001' })).toEqual([]);
  });

  it('checks the number against the mobile rule before sending', async () => {
    const response = await client.call('POST', '/wps/verification/sms/noLogin', { payload: { mobileNum: '12ab', countryDialingCode: '55' } });
    expect(response.status).toBe(400);
    expect(response.body.value.fields).toEqual([expect.objectContaining({ field: 'mobileNum', rule: 'length' })]);
    const noCode = await client.call('POST', '/wps/verification/sms/noLogin', { payload: { mobileNum: '11987654321' } });
    expect(noCode.body.value.fields.map((field: { field: string }) => field.field)).toEqual(['countryDialingCode']);
  });

  it('sends at most one code a second to a number, and the refusal says the wait its Retry-After says', async () => {
    const mobile = await boundNumber();
    expect((await send(mobile)).status).toBe(200);
    const second = await send(mobile);
    expect([second.status, second.body.code, second.headers['retry-after']]).toEqual([429, 'too_many_requests', '1']);
    expect(second.body.message).toBe('Too many requests, please try again after 1 second');
    expect(second.body.value).toEqual({ retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await send(mobile)).status).toBe(200);
  });

  it('sends at most 5 codes an hour to a number, then asks to wait 5 minutes', async () => {
    const mobile = await boundNumber();
    for (let index = 0; index < 5; index += 1) {
      expect((await send(mobile)).status).toBe(200);
      await waitOutThrottle(mobile);
    }
    const sixth = await send(mobile);
    expect([sixth.status, sixth.body.code, sixth.body.message]).toEqual([429, 'too_many_requests', 'Too many requests, please try again after 5 minutes']);
    expect(sixth.headers['retry-after']).toBe('300');
  });

  it('sends at most 20 codes an hour from one address', async () => {
    const address = freshAddress();
    for (let index = 0; index < 20; index += 1) expect((await send(`1190000${String(1000 + index)}`, address)).status).toBe(200);
    const next = await send('11900009999', address);
    expect([next.status, next.body.code]).toEqual([429, 'too_many_requests']);
    expect((await send('11900009999')).status).toBe(200);
  });
});

describe('checking sms codes', () => {
  it('uses a code once', async () => {
    const mobile = await boundNumber();
    await send(mobile);
    const code = await client.latestCode(`55${mobile}`);
    await consume(mobile, code);
    expect(await consume(mobile, code).catch(codeOf)).toBe('verification_code_error');
  });

  it('refuses an expired code with verification_code_expired', async () => {
    const mobile = await boundNumber();
    await send(mobile);
    const code = await client.latestCode(`55${mobile}`);
    await sql`update verification_codes set expires_at = now() - interval '1 second' where target = ${`55:${mobile}`}`.execute(test.database.db);
    expect(await consume(mobile, code).catch(codeOf)).toBe('verification_code_expired');
  });

  it('voids a code after 5 wrong guesses, even if the sixth is right', async () => {
    const mobile = await boundNumber();
    await send(mobile);
    const code = await client.latestCode(`55${mobile}`);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let index = 0; index < 5; index += 1) expect(await consume(mobile, wrong).catch(codeOf)).toBe('verification_code_error');
    expect(await consume(mobile, code).catch(codeOf)).toBe('verification_code_error');
  });

  it('lets only the newest code work once a new one is sent', async () => {
    const mobile = await boundNumber();
    await send(mobile);
    const first = await client.latestCode(`55${mobile}`);
    await waitOutThrottle(mobile);
    await send(mobile);
    const second = await client.latestCode(`55${mobile}`);
    if (first !== second) expect(await consume(mobile, first).catch(codeOf)).toBe('verification_code_error');
    await consume(mobile, second);
  });
});
