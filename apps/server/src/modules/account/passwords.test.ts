import { describe, expect, it } from 'vitest';
import { commonPasswords } from './common-passwords.ts';
import { hashPassword, isPasswordExpired, passwordPolicyFailure, passwordPolicyFieldError, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('hashes with argon2id and a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('Goldfish42');
    const second = await hashPassword('Goldfish42');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Goldfish42')).toBe(true);
    expect(await verifyPassword(first, 'goldfish42')).toBe(false);
    expect(await verifyPassword(null, 'Goldfish42')).toBe(false);
    expect(await verifyPassword('not a hash', 'Goldfish42')).toBe(false);
  });
});

describe('password policy', () => {
  it('bundles at least 1,000 common passwords, lower-cased', () => {
    expect(commonPasswords.size).toBeGreaterThanOrEqual(1000);
    for (const password of commonPasswords) expect(password).toBe(password.toLowerCase());
    expect(commonPasswords.has('123456')).toBe(true);
    expect(commonPasswords.has('senha123')).toBe(true);
  });

  it.each([
    ['Seven7x', 'length'],
    ['Password1', 'common_password'],
    ['FLAMENGO2024', 'common_password'],
    ['Abc12345', 'common_password'],
    ['Given9Secret', 'default_password'],
    ['Goldfish42', 'same_as_old'],
    ['Harbour7Lights', null],
  ])('judges %s as %s', (password, expected) => {
    expect(passwordPolicyFailure(password, { defaultPassword: 'Given9Secret', oldPassword: 'Goldfish42' })).toBe(expected);
  });

  it('explains each failure in the caller language', () => {
    expect(passwordPolicyFieldError('password', 'common_password', 'pt-BR').message).toBe('Esta senha é comum demais, escolha outra');
    expect(passwordPolicyFieldError('password', 'length', 'en')).toEqual({ field: 'password', rule: 'length', message: 'Please use at least 8 characters' });
  });

  it('expires passwords after the configured days, never when expiry is off', () => {
    const now = Date.UTC(2026, 0, 31);
    const day = 24 * 60 * 60 * 1000;
    expect(isPasswordExpired(new Date(now - 30 * day), 30, now)).toBe(false);
    expect(isPasswordExpired(new Date(now - 31 * day), 30, now)).toBe(true);
    expect(isPasswordExpired(new Date(now - 3000 * day), 0, now)).toBe(false);
    expect(isPasswordExpired(null, 30, now)).toBe(true);
  });
});
