import { describe, expect, it } from 'vitest';
import { captchaRefreshIntervalMs, smsResendCountdownSeconds, smsSendThrottleMs } from '@platform/contract/account/constants';
import { createThrottle, secondsLeftUntil } from './timing.ts';

describe('sms countdown', () => {
  it('counts expiredMinutes × 60 seconds, or 60 for firebase sms, rounding part seconds up', () => {
    const start = 1_000_000;
    const deadline = start + smsResendCountdownSeconds(5) * 1000;
    expect(secondsLeftUntil(deadline, start)).toBe(300);
    expect(secondsLeftUntil(deadline, start + 1)).toBe(300);
    expect(secondsLeftUntil(deadline, start + 299_001)).toBe(1);
    expect(secondsLeftUntil(deadline, deadline)).toBe(0);
    expect(secondsLeftUntil(deadline, deadline + 5000)).toBe(0);
    expect(smsResendCountdownSeconds(5, true)).toBe(60);
  });
});

describe('throttle', () => {
  it('lets one action through per second, as the sms send and the captcha refresh require', () => {
    expect(smsSendThrottleMs).toBe(1000);
    expect(captchaRefreshIntervalMs).toBe(1000);
    const throttle = createThrottle(smsSendThrottleMs);
    expect(throttle.tryPass(10_000)).toBe(true);
    expect(throttle.tryPass(10_500)).toBe(false);
    expect(throttle.waitMs(10_500)).toBe(500);
    expect(throttle.tryPass(10_999)).toBe(false);
    expect(throttle.tryPass(11_000)).toBe(true);
    expect(throttle.waitMs(13_000)).toBe(0);
  });
});
