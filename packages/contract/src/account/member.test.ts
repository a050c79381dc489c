import { describe, expect, it } from 'vitest';
import { avatarUpdateRequestSchema, memberInfoValueSchema, playerCountersValueSchema } from './member.ts';

const memberInfo = {
  id: 17,
  account: 'demo01',
  nickname: 'Demo',
  type: 0,
  isAgent: false,
  isTrial: false,
  customerId: 100017,
  avatar: '',
  realName: null,
  mobileBound: true,
  emailBound: false,
  hasPaymentPassword: true,
  authenticatorBound: false,
};

const counters = {
  balance: 123_450,
  bonus: 0,
  currencySymbol: 'R$',
  availablePromo: { SIGNUP: { enabled: true, count: 1 }, REFERRAL: { enabled: false, count: 0 } },
  availablePromoCount: 1,
  unreadMessage: 3,
  hasVip: true,
  vipLabelName: 'VIP 2',
  vipRankLevel: 2,
};

describe('member schemas', () => {
  it('reads member info', () => {
    expect(memberInfoValueSchema.parse(memberInfo)).toEqual(memberInfo);
    expect(memberInfoValueSchema.safeParse({ ...memberInfo, isTrial: undefined }).success).toBe(false);
  });

  it('reads the player counters with amounts in integer minor units only', () => {
    expect(playerCountersValueSchema.parse(counters)).toEqual(counters);
    expect(playerCountersValueSchema.safeParse({ ...counters, balance: 1234.5 }).success).toBe(false);
    expect(playerCountersValueSchema.safeParse({ ...counters, balance: 2 ** 60 }).success).toBe(false);
    expect(playerCountersValueSchema.safeParse({ ...counters, unreadMessage: -1 }).success).toBe(false);
    expect(playerCountersValueSchema.safeParse({ ...counters, availablePromo: { SIGNUP: counters.availablePromo.SIGNUP } }).success).toBe(
      false,
    );
  });

  it('accepts only an avatar id from the set, never a path or URL', () => {
    expect(avatarUpdateRequestSchema.parse({ avatarId: ' avatar-3 ' })).toEqual({ avatarId: 'avatar-3' });
    expect(avatarUpdateRequestSchema.safeParse({ avatarId: '../../etc/passwd' }).success).toBe(false);
    expect(avatarUpdateRequestSchema.safeParse({ avatarId: 'https://evil.example/a.svg' }).success).toBe(false);
  });
});
