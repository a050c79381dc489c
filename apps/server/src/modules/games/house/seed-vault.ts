import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals server seeds at rest (AES-256-GCM under a key derived from the application secret), so that
 * reading the database alone does not reveal seeds that are still in play.
 */
export function seedVault(appSecret: string) {
  const key = createHash('sha256').update(`games-seed-vault:${appSecret}`).digest();
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

export type SeedVault = ReturnType<typeof seedVault>;

/** A fresh server seed: 32 bytes from the CSPRNG as 64 hexadecimal characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** SHA-256 of the seed's bytes, the commitment shown before play. */
export function seedHashOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** A default client seed the player may replace. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}
