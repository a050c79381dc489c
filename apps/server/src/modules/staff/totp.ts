import { createHmac, randomBytes } from 'node:crypto';

/**
 * Time-based one-time codes (RFC 6238 over RFC 4226: HMAC-SHA-1, 30-second steps, six digits), as every
 * authenticator app reads them from an otpauth:// address.
 */
export const totpStepSeconds = 30;
const digits = 6;
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new secret: 20 random bytes, written in base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return toBase32(randomBytes(20));
}

export function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += base32Alphabet[(value << (5 - bits)) & 31];
  return output;
}

export function fromBase32(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of text.replace(/=+$/, '').toUpperCase()) {
    const index = base32Alphabet.indexOf(character);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The time step a moment falls in. */
export function totpStepAt(epochMs: number): number {
  return Math.floor(epochMs / 1000 / totpStepSeconds);
}

/** The code of one time step. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The step a code matches, within one step either side of now (clocks drift), and only a step after
 * `lastUsedStep`: a code already accepted is not accepted again. Null when it matches none.
 */
export function matchTotp(secret: string, code: string, epochMs: number, lastUsedStep: number): number | null {
  const now = totpStepAt(epochMs);
  for (const step of [now, now - 1, now + 1]) {
    if (step > lastUsedStep && totpCode(secret, step) === code) return step;
  }
  return null;
}

/** The otpauth:// address an authenticator app reads (as a QR code) to add the account. */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(digits), period: String(totpStepSeconds) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
