import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newServerSeed, sealer, seedHashOf } from './sealing.ts';

describe('sealing', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const box = sealer('app-secret', 'purpose-a');
    const first = box.seal('a secret');
    const second = box.seal('a secret');
    expect(first.equals(second)).toBe(false);
    expect(box.open(first)).toBe('a secret');
    expect(box.open(second)).toBe('a secret');
    expect(first.toString('utf8')).not.toContain('a secret');
  });

  it('refuses a sealed value that was altered', () => {
    const box = sealer('app-secret', 'purpose-a');
    const sealed = box.seal('a secret');
    sealed.writeUInt8(sealed.readUInt8(sealed.length - 1) ^ 1, sealed.length - 1);
    expect(() => box.open(sealed)).toThrow();
  });

  it('keeps purposes and application secrets apart', () => {
    const sealed = sealer('app-secret', 'purpose-a').seal('a secret');
    expect(() => sealer('app-secret', 'purpose-b').open(sealed)).toThrow();
    expect(() => sealer('another-secret', 'purpose-a').open(sealed)).toThrow();
  });
});

describe('server seeds', () => {
  it('are 32 random bytes in hexadecimal, committed to by the SHA-256 of their bytes', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(seedHashOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(seedHashOf('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });
});
