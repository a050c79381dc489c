import { describe, expect, it } from 'vitest';
import { fieldRuleFor } from '@platform/contract/field-rules';
import { messagesOfChecks } from './value-checks.ts';

const named = { inconsistentTwice: 'Incorrect confirmation input' };

describe('value checks', () => {
  it('gives each broken rule its message with the bounds, and the named text for a differing confirmation', () => {
    const digits = fieldRuleFor('digits', 6, 6);
    const messages = messagesOfChecks(
      [
        { field: 'paymentPassword', value: '12a', rule: digits },
        { field: 'password', value: '', rule: fieldRuleFor('any', 1, 128) },
        { field: 'email', value: '', rule: fieldRuleFor('email', 6, 64), required: false },
      ],
      [{ field: 'confirmPaymentPassword', value: '123456', original: '12a' }],
      'en',
      named,
    );
    expect(messages).toEqual({
      paymentPassword: 'Please fill in your transaction password with 6 digits',
      password: 'Please fill in your password with 1 - 128 characters',
      confirmPaymentPassword: 'Incorrect confirmation input',
    });
  });

  it('passes values that follow their rules and confirmations that match', () => {
    const checks = [{ field: 'paymentPassword', value: ' 123456 ', rule: fieldRuleFor('digits', 6, 6) }];
    expect(messagesOfChecks(checks, [{ field: 'confirm', value: '123456', original: ' 123456' }], 'pt', named)).toEqual({});
  });
});
