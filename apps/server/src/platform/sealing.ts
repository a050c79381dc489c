import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ivLengthBytes = 12;
const tagLengthBytes = 16;

/**
 * Seals small secrets at rest (AES-256-GCM) under a key derived from the application secret for one
 * purpose: a copy of the database alone reveals nothing, and what one purpose sealed no other opens. A
 * sealed value is the 12-byte IV, the 16-byte authentication tag, then the ciphertext; opening a value
 * that was altered throws.
 */
export function sealer(appSecret: string, purpose: string) {
  const key = createHash('sha256').update(`${purpose}:${appSecret}`).digest();
  return {
    seal(plaintext: string): Buffer {
      const iv = randomBytes(ivLengthBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
    },
    open(sealed: Buffer): string {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, ivLengthBytes));
      decipher.setAuthTag(sealed.subarray(ivLengthBytes, ivLengthBytes + tagLengthBytes));
      return Buffer.concat([decipher.update(sealed.subarray(ivLengthBytes + tagLengthBytes)), decipher.final()]).toString('utf8');
    },
  };
}

export type Sealer = ReturnType<typeof sealer>;

/** A server seed of provably fair play: 32 bytes from the CSPRNG as 64 hexadecimal characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** SHA-256 of a seed's bytes: the commitment shown before play. */
export function seedHashOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}
