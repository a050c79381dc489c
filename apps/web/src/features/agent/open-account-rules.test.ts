import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { openAccountMessages, serverMessages } from './open-account-rules.ts';

const texts = { accountRule: 'account rule', passwordRule: 'password rule', prizeGroupRequired: 'choose a group' };
const errorText = (error: unknown) => `text of ${(error as ApiError).code}`;

describe('the open-account form', () => {
  it('accepts an account of letters and digits starting with a letter, a password of 8 to 20 and a group', () => {
    expect(openAccountMessages({ account: 'filho2025', password: 'filho2025x', kind: 'member', prizeGroup: 1900 }, texts)).toEqual({});
  });

  it('names each field that fails its rule', () => {
    expect(openAccountMessages({ account: '1abc', password: '123', kind: 'agent', prizeGroup: undefined }, texts)).toEqual({
      account: 'account rule',
      password: 'password rule',
      prizeGroup: 'choose a group',
    });
    expect(openAccountMessages({ account: 'abc', password: 'filho2025x', kind: 'member', prizeGroup: 1900 }, texts)).toEqual({ account: 'account rule' });
  });

  it('puts a taken account and a used quota under their fields', () => {
    expect(serverMessages(new ApiError('agent_account_taken', 409, 'taken'), errorText)).toEqual({ account: 'text of agent_account_taken' });
    expect(serverMessages(new ApiError('agent_quota_used', 409, 'used'), errorText)).toEqual({ prizeGroup: 'text of agent_quota_used' });
  });

  it("puts a validation answer's fields under them with the server's message", () => {
    const error = new ApiError('validation_failed', 400, 'invalid', [{ field: 'password', rule: 'min', message: 'too short' }]);
    expect(serverMessages(error, errorText)).toEqual({ password: 'too short' });
  });

  it('leaves a refusal of the whole form, or a network failure, to the message above the button', () => {
    expect(serverMessages(new ApiError('forbidden', 403, 'no'), errorText)).toEqual({});
    expect(serverMessages(new Error('offline'), errorText)).toEqual({});
  });
});
