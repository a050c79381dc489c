import { createHmac } from 'node:crypto';

/** The current code of an authenticator app for a base32 secret (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits). */
export function authenticatorCode(secret: string, nowMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of secret.replace(/[\s=]+/gu, '').toUpperCase()) bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/gu) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A code with a few seconds of its 30-second step left, waiting for the next step when the current one is ending. */
export async function freshAuthenticatorCode(secret: string): Promise<string> {
  const intoStepMs = Date.now() % 30_000;
  if (intoStepMs > 26_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStepMs + 200));
  return authenticatorCode(secret);
}
