import { describe, expect, it } from 'vitest';
import { formatAgentDate, formatAgentTime, promotionLinkUrl } from './agent-site.tsx';

describe('the agent centre site helpers', () => {
  it('build a promotion link address with its code', () => {
    expect(promotionLinkUrl('https://example.test/register', 'AB12CD')).toBe('https://example.test/register?referralCode=AB12CD');
  });

  it('show an instant in the merchant time zone', () => {
    expect(formatAgentTime('2026-11-28T02:30:00Z', -180, 'en-GB')).toBe('27/11/2026, 23:30');
  });

  it('date an announcement by the merchant day it started on', () => {
    expect(formatAgentDate('2026-11-28T02:30:00Z', -180, 'en-GB')).toBe('27 Nov 2026');
    expect(formatAgentDate('2026-11-28T03:30:00Z', -180, 'en-GB')).toBe('28 Nov 2026');
  });
});
