/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { webcrypto } from 'node:crypto';
import { encryptedEnvelopeSchema, encryptionKeyValueSchema, fromBase64, sealBody, toBase64, type RsaPublicJwk } from './encrypted-envelope.ts';

const subtle = globalThis.crypto.subtle;

async function keyPair() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const exported = await subtle.exportKey('jwk', pair.publicKey);
  const publicJwk: RsaPublicJwk = { kty: 'RSA', n: exported.n!, e: exported.e!, alg: 'RSA-OAEP-256', use: 'enc', kid: 'test-key' };
  return { publicJwk, privateKey: pair.privateKey };
}

async function open(privateKey: webcrypto.CryptoKey, envelope: { encrypted: { key: string; iv: string; data: string } }) {
  const rawKey = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(envelope.encrypted.key));
  const contentKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plaintext = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(envelope.encrypted.iv) }, contentKey, fromBase64(envelope.encrypted.data));
  return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
}

describe('encrypted envelope', () => {
  it('seals a body that only the private key opens, with a fresh key and nonce each time', async () => {
    const { publicJwk, privateKey } = await keyPair();
    expect(encryptionKeyValueSchema.parse({ publicKey: publicJwk }).publicKey.kid).toBe('test-key');
    const body = { username: 'demo_player', password: 'Demo12345 ção' };
    const first = await sealBody(publicJwk, body);
    const second = await sealBody(publicJwk, body);
    expect(encryptedEnvelopeSchema.parse(first)).toEqual(first);
    expect(JSON.stringify(first)).not.toContain('Demo12345');
    expect(first.encrypted.iv).not.toBe(second.encrypted.iv);
    expect(first.encrypted.data).not.toBe(second.encrypted.data);
    expect(await open(privateKey, first)).toEqual(body);
  });

  it('fails to open when a single byte of the sealed data changes', async () => {
    const { publicJwk, privateKey } = await keyPair();
    const sealed = await sealBody(publicJwk, { password: 'secret-value-1' });
    const bytes = fromBase64(sealed.encrypted.data);
    bytes[0] = (bytes[0]! + 1) % 256;
    const tampered = { encrypted: { ...sealed.encrypted, data: toBase64(bytes) } };
    await expect(open(privateKey, tampered)).rejects.toThrow();
  });

  it('refuses envelopes with extra fields, missing parts or text that is not base64', () => {
    const valid = { encrypted: { key: 'a'.repeat(344), iv: 'b'.repeat(16), data: 'c'.repeat(40) } };
    expect(encryptedEnvelopeSchema.safeParse(valid).success).toBe(true);
    expect(encryptedEnvelopeSchema.safeParse({ ...valid, username: 'x' }).success).toBe(false);
    expect(encryptedEnvelopeSchema.safeParse({ encrypted: { key: valid.encrypted.key, data: valid.encrypted.data } }).success).toBe(false);
    expect(encryptedEnvelopeSchema.safeParse({ encrypted: { ...valid.encrypted, iv: '%'.repeat(16) } }).success).toBe(false);
    expect(encryptedEnvelopeSchema.safeParse({ encrypted: { ...valid.encrypted, data: 'd'.repeat(70_000) } }).success).toBe(false);
  });

  it('encodes base64 exactly as Node does, and decodes it back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = toBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(Array.from(fromBase64(text))).toEqual(Array.from(bytes));
      }),
    );
    expect(() => fromBase64('ab$d')).toThrow();
  });
});
