import { describe, expect, it } from 'vitest';
import { fieldRuleFor } from '../field-rules.ts';
import { fieldErrorsOf } from './field-checks.ts';
import {
  freePlayLoginRequestSchema,
  loginRefusalValueSchema,
  loginRequestSchema,
  loginRequestSchemaFor,
  loginResponseValueSchema,
  loginValueSchema,
} from './session.ts';

function loginErrors(input: unknown, language?: string) {
  const result = loginRequestSchemaFor({}, { language }).safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error).map((error) => [error.field, error.rule, error.message]);
}

describe('login request', () => {
  it('trims the username and password and defaults to a username login', () => {
    const request = loginRequestSchema.parse({ username: ' demo01 ', password: ' Pass1234 ', captcha: ' ab12 ', extra: 'x' });
    expect(request).toEqual({ type: 'username', username: 'demo01', password: 'Pass1234', captcha: 'ab12' });
  });

  it('needs both a username and a password for a username login, with the spec text', () => {
    const message = 'Please enter the username and password';
    expect(loginErrors({ type: 'username', username: '  ', password: '' })).toEqual([
      ['username', 'required', message],
      ['password', 'required', message],
    ]);
    expect(loginErrors({ username: 'demo01' }, 'pt')).toEqual([
      ['password', 'required', 'Digite o nome de usuário e a senha'],
    ]);
    expect(loginErrors({ username: 'a'.repeat(65), password: 'x' })).toEqual([['username', 'length', message]]);
  });

  it('checks an sms login against the mobile rule and the code rule, ignoring the password', () => {
    expect(loginRequestSchema.parse({ type: 'sms', mobileNum: '11987654321', verificationCode: '123456', password: 'x' })).toEqual({
      type: 'sms',
      mobileNum: '11987654321',
      verificationCode: '123456',
    });
    expect(loginErrors({ type: 'sms', mobileNum: '1198765432a', verificationCode: '' }).map(([field, rule]) => [field, rule])).toEqual([
      ['mobileNum', 'pattern'],
      ['verificationCode', 'required'],
    ]);
    const portugueseNumbers = loginRequestSchemaFor({ mobileNum: fieldRuleFor('digits', 9, 9) });
    expect(portugueseNumbers.safeParse({ type: 'sms', mobileNum: '912345678', verificationCode: '123456' }).success).toBe(true);
    expect(portugueseNumbers.safeParse({ type: 'sms', mobileNum: '11987654321', verificationCode: '123456' }).success).toBe(false);
  });

  it('carries the proof of work and an IP verification answer, within bounds', () => {
    const base = { username: 'demo01', password: 'Pass1234' };
    const verified = loginRequestSchema.parse({ ...base, altcha: 'eyJhIjoxfQ==', ipVerification: { method: 'email', answer: ' a@b.co ' } });
    expect(verified).toMatchObject({ altcha: 'eyJhIjoxfQ==', ipVerification: { method: 'email', answer: 'a@b.co' } });
    expect(loginRequestSchema.safeParse({ ...base, altcha: 'a'.repeat(4097) }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ ...base, ipVerification: { method: 'telepathy', answer: 'x' } }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ ...base, type: 'social' }).success).toBe(false);
  });
});

describe('login answers', () => {
  it('reads a successful login and a refused one', () => {
    const success = { token: 't'.repeat(43), firstTimeLogin: true, passwordExpired: false };
    expect(loginValueSchema.parse(success)).toEqual(success);
    expect(loginResponseValueSchema.parse({ captcha: true, ipVerificationRequired: 'google' })).toEqual({
      captcha: true,
      ipVerificationRequired: 'google',
    });
    expect(loginRefusalValueSchema.safeParse({ captcha: true }).success).toBe(false);
    expect(loginValueSchema.safeParse({ ...success, token: '' }).success).toBe(false);
  });

  it('accepts free play only from the web platform at gateway version 3', () => {
    expect(freePlayLoginRequestSchema.safeParse({ os: 'Linux', platform: 'W', gatewayVersion: 3 }).success).toBe(true);
    expect(freePlayLoginRequestSchema.safeParse({ os: 'Linux', platform: 'A', gatewayVersion: 3 }).success).toBe(false);
    expect(freePlayLoginRequestSchema.safeParse({ os: 'Linux', platform: 'W', gatewayVersion: 2 }).success).toBe(false);
  });
});
