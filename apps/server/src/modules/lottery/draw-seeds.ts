import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seeds of draws are made when a draw is created and kept sealed (AES-256-GCM under a key derived
 * from the application secret) until the draw is drawn, so reading the database alone cannot reveal
 * a result ahead of time.
 */
export function drawSeedVault(appSecret: string) {
  const key = createHash('sha256').update(`lottery-draw-seeds:${appSecret}`).digest();
  return {
    seal(seedHex: string): Buffer {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(seedHex, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
    },
    open(sealed: Buffer): string {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export type DrawSeedVault = ReturnType<typeof drawSeedVault>;

/** A draw seed: 32 bytes from the CSPRNG as 64 hexadecimal characters. */
export function newDrawSeed(): string {
  return randomBytes(32).toString('hex');
}

/** SHA-256 of the seed's bytes: the commitment published when the draw opens. */
export function seedHashOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}
