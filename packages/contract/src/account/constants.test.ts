import { describe, expect, it } from 'vitest';
import { defaultAgentMemberTypes, roleOfMemberType, smsResendCountdownSeconds, trialMemberType } from './constants.ts';

describe('account constants', () => {
  it('reads roles from member types, with trial never an agent', () => {
    expect(roleOfMemberType(trialMemberType)).toBe('trial');
    expect(defaultAgentMemberTypes.map((type) => roleOfMemberType(type))).toEqual(['agent', 'agent', 'agent', 'agent']);
    expect(roleOfMemberType(0)).toBe('member');
    expect(roleOfMemberType(3, [3])).toBe('agent');
    expect(roleOfMemberType(4, [4])).toBe('trial');
  });

  it('counts the sms resend down from the code lifetime, or 60 seconds for firebase', () => {
    expect(smsResendCountdownSeconds(5)).toBe(300);
    expect(smsResendCountdownSeconds(5, true)).toBe(60);
    expect(() => smsResendCountdownSeconds(0)).toThrow(RangeError);
  });
});
