import { hash, verify } from '@node-rs/argon2';
import type { FieldError } from '@platform/contract';
import { messageLanguageOf } from '@platform/contract/field-rules';
import { commonPasswords } from './common-passwords.ts';

/** Whatever the merchant's password rule allows, a password shorter than this is refused. */
export const passwordLengthMin = 8;

/*
 * argon2id with the OWASP-recommended minimum (19 MiB, two passes, one lane). The library's
 * default algorithm is argon2id; the parameters are written out so a library upgrade cannot weaken them.
 */
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };

/** Hashes a password (or a payment password) with argon2id and a random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account, account without a password)
 * it still spends one verification against a dummy hash, so timing does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password that no account has');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

const policyMessages = {
  length: { en: `Please use at least ${passwordLengthMin} characters`, pt: `Use pelo menos ${passwordLengthMin} caracteres` },
  common_password: {
    en: 'This password is too common, please choose another one',
    pt: 'Esta senha é comum demais, escolha outra',
  },
  default_password: {
    en: 'Please choose a password other than the one you were given',
    pt: 'Escolha uma senha diferente da que foi atribuída a você',
  },
  same_as_old: { en: 'The new password must differ from the current one', pt: 'A nova senha precisa ser diferente da atual' },
} as const;

export type PasswordPolicyRule = keyof typeof policyMessages;

/**
 * The server-side checks a new login password passes on top of the merchant's field rule:
 * at least 8 characters, not a common password, not the merchant's default password, not the old one.
 */
export function passwordPolicyFailure(
  password: string,
  options: { defaultPassword: string; oldPassword?: string },
): PasswordPolicyRule | null {
  if ([...password].length < passwordLengthMin) return 'length';
  if (commonPasswords.has(password.toLowerCase())) return 'common_password';
  if (password === options.defaultPassword) return 'default_password';
  if (options.oldPassword !== undefined && password === options.oldPassword) return 'same_as_old';
  return null;
}

/** The field error for a policy failure, in the caller's language. */
export function passwordPolicyFieldError(field: string, rule: PasswordPolicyRule, language: string): FieldError {
  return { field, rule, message: policyMessages[rule][messageLanguageOf(language)] };
}

/** Whether a password has outlived the merchant's expiry (0 days means passwords never expire). */
export function isPasswordExpired(changedAt: Date | null, expiryDays: number, now: number): boolean {
  if (expiryDays <= 0) return false;
  if (!changedAt) return true;
  return now - changedAt.getTime() > expiryDays * 24 * 60 * 60 * 1000;
}
