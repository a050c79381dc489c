import { describe, expect, it } from 'vitest';
import { sideMenuEntries, type SideMenuCounters } from './side-menu-entries.ts';

function counters(signup: { enabled: boolean; count: number }, referralEnabled: boolean, hasVip: boolean): SideMenuCounters {
  return { availablePromo: { SIGNUP: signup, REFERRAL: { enabled: referralEnabled, count: 1 } }, hasVip };
}

describe('side menu entries (spec §2 Side menu)', () => {
  it('shows check-in only if the signup promo is enabled with count > 0', () => {
    expect(sideMenuEntries(true, counters({ enabled: true, count: 1 }, false, false)).checkIn).toBe(true);
    expect(sideMenuEntries(true, counters({ enabled: true, count: 0 }, false, false)).checkIn).toBe(false);
    expect(sideMenuEntries(true, counters({ enabled: false, count: 3 }, false, false)).checkIn).toBe(false);
    expect(sideMenuEntries(false, undefined).checkIn).toBe(false);
  });

  it('shows invite friends if logged out or referral enabled', () => {
    expect(sideMenuEntries(false, undefined).inviteFriends).toBe(true);
    expect(sideMenuEntries(true, counters({ enabled: false, count: 0 }, true, false)).inviteFriends).toBe(true);
    expect(sideMenuEntries(true, counters({ enabled: false, count: 0 }, false, false)).inviteFriends).toBe(false);
    expect(sideMenuEntries(true, undefined).inviteFriends).toBe(false);
  });

  it('shows VIP and player rank only for a VIP member', () => {
    expect(sideMenuEntries(true, counters({ enabled: false, count: 0 }, false, true)).vip).toBe(true);
    expect(sideMenuEntries(true, counters({ enabled: false, count: 0 }, false, false)).vip).toBe(false);
    expect(sideMenuEntries(false, undefined).vip).toBe(false);
  });
});
