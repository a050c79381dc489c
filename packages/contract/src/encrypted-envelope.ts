/**
 * The envelope of encrypted calls (login, register, password changes): the browser seals the JSON body
 * with a fresh AES-256-GCM key and wraps that key with the server's RSA-OAEP (SHA-256) public key, so
 * passwords never appear in the logs of proxies and load balancers in front of the servers.
 * Only `globalThis.crypto.subtle` is used, which browsers and Node 20 both provide.
 */
import { z } from 'zod';

/** The wrapped key of a 2048 to 4096-bit RSA key is at most 512 bytes, 684 base64 characters. */
const wrappedKeyLengthMax = 700;
/** A 12-byte AES-GCM nonce in base64. */
const ivLength = 16;
/** The sealed body in base64: room for a body of about 48 KB, far above any encrypted call. */
export const sealedDataLengthMax = 65_536;
/** The AES-GCM tag alone is 16 bytes, so shorter data cannot be a sealed body. */
const sealedDataLengthMin = 24;

const base64Text = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/u, 'base64 text');

export const encryptedEnvelopeSchema = z
  .object({
    encrypted: z
      .object({
        key: base64Text.min(1).max(wrappedKeyLengthMax),
        iv: base64Text.length(ivLength),
        data: base64Text.min(sealedDataLengthMin).max(sealedDataLengthMax),
      })
      .strict(),
  })
  .strict();
export type EncryptedEnvelope = z.infer<typeof encryptedEnvelopeSchema>;

/** The server's public key as a JSON Web Key (RFC 7517), for RSA-OAEP with SHA-256. */
export const rsaPublicJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string().min(300).max(1400),
  e: z.string().min(1).max(16),
  alg: z.literal('RSA-OAEP-256'),
  use: z.literal('enc').optional(),
  kid: z.string().min(1).max(64),
});
export type RsaPublicJwk = z.infer<typeof rsaPublicJwkSchema>;

/** GET /wps/system/encryption-key. */
export const encryptionKeyValueSchema = z.object({ publicKey: rsaPublicJwkSchema });
export type EncryptionKeyValue = z.infer<typeof encryptionKeyValueSchema>;

/*
 * The contract compiles without the DOM and Node type libraries, so the few Web Crypto members it
 * uses are described here structurally; both runtimes provide them on globalThis.
 */
interface SubtleCryptoMembers {
  importKey(format: 'jwk', keyData: object, algorithm: object, extractable: boolean, usages: string[]): Promise<unknown>;
  generateKey(algorithm: object, extractable: boolean, usages: string[]): Promise<unknown>;
  exportKey(format: 'raw', key: unknown): Promise<ArrayBuffer>;
  encrypt(algorithm: object, key: unknown, data: Uint8Array | ArrayBuffer): Promise<ArrayBuffer>;
}

interface WebCryptoHost {
  crypto: { subtle: SubtleCryptoMembers; getRandomValues(array: Uint8Array): Uint8Array };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}

function webCrypto(): WebCryptoHost {
  const host = globalThis as unknown as Partial<WebCryptoHost>;
  if (!host.crypto?.subtle || !host.TextEncoder) throw new Error('Web Crypto is not available in this runtime');
  return host as WebCryptoHost;
}

/** Seals a JSON body for an encrypted call with the server's public key. */
export async function sealBody(publicJwk: RsaPublicJwk, body: unknown): Promise<EncryptedEnvelope> {
  const { crypto, TextEncoder } = webCrypto();
  const { subtle } = crypto;
  const jwk = { kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e, alg: publicJwk.alg, ext: true };
  const publicKey = await subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const contentKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(body ?? null));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, contentKey, plaintext);
  const wrappedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', contentKey));
  return { encrypted: { key: toBase64(new Uint8Array(wrappedKey)), iv: toBase64(iv), data: toBase64(new Uint8Array(data)) } };
}

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 with padding, written out because the contract may not assume Buffer or btoa. */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const first = bytes[index] ?? 0;
    const second = bytes[index + 1];
    const third = bytes[index + 2];
    const triple = (first << 16) | ((second ?? 0) << 8) | (third ?? 0);
    text += base64Alphabet[(triple >> 18) & 63];
    text += base64Alphabet[(triple >> 12) & 63];
    text += second === undefined ? '=' : base64Alphabet[(triple >> 6) & 63];
    text += third === undefined ? '=' : base64Alphabet[triple & 63];
  }
  return text;
}

/** Decodes standard base64; throws on any character outside the alphabet. */
export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/u, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const character of clean) {
    const value = base64Alphabet.indexOf(character);
    if (value < 0) throw new Error('invalid base64 text');
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written] = (buffer >> bits) & 0xff;
      written += 1;
    }
  }
  return bytes.subarray(0, written);
}
