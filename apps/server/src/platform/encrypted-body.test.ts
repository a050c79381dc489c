import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { encryptionKeyValueSchema, fromBase64, sealBody, toBase64, type RsaPublicJwk } from '@platform/contract/encrypted-envelope';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { accountTestClient, freshAddress, type AccountTestClient } from '../modules/account/account-test-client.ts';

let test: TestApp;
let client: AccountTestClient;

beforeAll(async () => {
  test = await createTestApp();
  client = accountTestClient(test);
  await test.app.services.account.settings.update({ altcha: { required: false } });
});
afterAll(async () => {
  await test.close();
});

const demoLogin = { username: 'demo_player', password: 'Demo12345' };

async function publicKey(): Promise<RsaPublicJwk> {
  const response = await client.call('GET', '/wps/system/encryption-key');
  expect(response.status).toBe(200);
  return encryptionKeyValueSchema.parse(response.body.value).publicKey;
}

describe('encrypted calls', () => {
  it('publishes an RSA-OAEP-256 public key of at least 2048 bits, stored once and shared by every node', async () => {
    const key = await publicKey();
    expect(key.alg).toBe('RSA-OAEP-256');
    expect(fromBase64(key.n.replace(/-/g, '+').replace(/_/g, '/')).length * 8).toBeGreaterThanOrEqual(2048);
    const secondNode = await buildApp({ config: test.config, database: test.database, logger: false });
    try {
      const fromSecond = (await secondNode.server.inject({ method: 'GET', url: '/wps/system/encryption-key' })).json();
      expect(fromSecond.value.publicKey).toEqual(key);
    } finally {
      await secondNode.server.close();
    }
    const rows = await sql<{ count: string }>`select count(*) from encryption_keys`.execute(test.database.db);
    expect(Number(rows.rows[0]!.count)).toBe(1);
    const stored = await sql<{ private_key_sealed: string }>`select private_key_sealed from encryption_keys`.execute(test.database.db);
    expect(stored.rows[0]!.private_key_sealed).not.toContain('PRIVATE KEY');
  });

  it('opens a sealed body: a login round trip', async () => {
    const response = await client.call('POST', '/wps/session/login', { payload: demoLogin, sealed: true, address: freshAddress() });
    expect(response.status).toBe(200);
    expect(response.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a plain body on an encrypted call with encrypted_body_required, before reading it', async () => {
    const response = await client.call('POST', '/wps/session/login', { payload: demoLogin });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('encrypted_body_required');
    const audit = await test.app.services.account.accounts.listAudit({ event: 'login_failed' });
    expect(audit).toHaveLength(0);
  });

  it('refuses a tampered, truncated, foreign or malformed envelope with encrypted_body_invalid', async () => {
    const key = await publicKey();
    const sealed = await sealBody(key, demoLogin);
    const flipped = fromBase64(sealed.encrypted.data);
    flipped[5] = flipped[5]! ^ 1;
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' });
    const foreign = await sealBody({ ...key, n: String(otherKey.n) }, demoLogin);
    const cases = [
      { encrypted: { ...sealed.encrypted, data: toBase64(flipped) } },
      { encrypted: { ...sealed.encrypted, key: toBase64(fromBase64(sealed.encrypted.key).subarray(1)) } },
      { encrypted: { ...sealed.encrypted, iv: toBase64(new Uint8Array(12)) } },
      foreign,
      { encrypted: { key: 'abc', iv: 'x', data: 'y' } },
      { encrypted: 'not an object' },
      { ...sealed, username: 'demo_player' },
    ];
    for (const payload of cases) {
      const response = await client.call('POST', '/wps/session/login', { payload });
      expect(response.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.body.code).toBe('encrypted_body_invalid');
    }
  });

  it('validates the opened body like any other: wrongly typed fields answer 400 naming them', async () => {
    const response = await client.call('POST', '/wps/session/login', { payload: { username: 42, password: ['x'] }, sealed: true });
    expect(response.status).toBe(400);
    expect(response.body.value.fields.map((field: { field: string }) => field.field)).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('refuses a sealed body larger than the encrypted-call limit with 413', async () => {
    const response = await client.call('POST', '/wps/session/login', { payload: { ...demoLogin, padding: 'x'.repeat(200_000) } });
    expect(response.status).toBe(413);
  });
});
