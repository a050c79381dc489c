import { describe, expect, it } from 'vitest';
import { fieldRuleFor } from '../field-rules.ts';
import { fieldErrorsOf } from './field-checks.ts';
import { changePasswordSchemaFor, forgotPasswordByEmailSchemaFor, forgotPasswordByPhoneSchemaFor } from './password.ts';

function errorsOf(result: { success: true } | { success: false; error: Parameters<typeof fieldErrorsOf>[0] }) {
  return result.success ? [] : fieldErrorsOf(result.error).map((error) => [error.field, error.rule]);
}

describe('change password', () => {
  const schema = changePasswordSchemaFor();

  it('accepts a new password that follows the rule and is confirmed', () => {
    expect(schema.parse({ oldPassword: ' Old12345 ', newPassword: 'New12345', confirmNewPassword: 'New12345' })).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    });
  });

  it('needs the old password, the password rule on the new one and a matching confirmation', () => {
    const result = schema.safeParse({ oldPassword: '', newPassword: 'newpassword', confirmNewPassword: 'newpassword1' });
    expect(errorsOf(result)).toEqual([
      ['oldPassword', 'required'],
      ['newPassword', 'pattern'],
      ['confirmNewPassword', 'inconsistent_twice'],
    ]);
  });

  it('names the new password in the message', () => {
    const result = schema.safeParse({ oldPassword: 'Old12345', newPassword: 'short1', confirmNewPassword: 'short1' });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(
      'Please fill in your new password with 8 - 20 characters, combining letters and digits',
    );
  });
});

describe('forgotten password', () => {
  it('by e-mail needs a username and a valid e-mail', () => {
    const schema = forgotPasswordByEmailSchemaFor();
    expect(schema.parse({ username: ' demo01 ', email: ' joao@example.com ' })).toEqual({ username: 'demo01', email: 'joao@example.com' });
    expect(errorsOf(schema.safeParse({ username: '', email: 'joao@example' }))).toEqual([
      ['username', 'required'],
      ['email', 'pattern'],
    ]);
  });

  it('by phone needs the mobile number, the code and a new password that follows the rule', () => {
    const schema = forgotPasswordByPhoneSchemaFor({ password: fieldRuleFor('alphanumeric_uppercase', 8, 12) });
    const request = { mobileNum: '11987654321', countryDialingCode: '+55', verificationCode: '123456', newPassword: 'Abcdefgh' };
    expect(schema.parse(request)).toEqual(request);
    expect(errorsOf(schema.safeParse({ ...request, mobileNum: '', verificationCode: '12 456', newPassword: 'abcdefgh' }))).toEqual([
      ['mobileNum', 'required'],
      ['verificationCode', 'pattern'],
      ['newPassword', 'pattern'],
    ]);
    expect(errorsOf(schema.safeParse({ ...request, countryDialingCode: '55-1' }))).toEqual([['countryDialingCode', 'pattern']]);
  });
});
