/** What the side menu needs of the member's counters (spec §3 Player counters). */
export interface SideMenuCounters {
  availablePromo: { SIGNUP: { enabled: boolean; count: number }; REFERRAL: { enabled: boolean; count: number } };
  hasVip: boolean;
}

export interface SideMenuEntries {
  checkIn: boolean;
  inviteFriends: boolean;
  vip: boolean;
}

/**
 * The side menu entries that depend on the member (spec §2 Side menu): check-in only while the signup
 * promotion is enabled with a count above zero, invite friends for guests or when referral is enabled,
 * VIP and player rank for VIP members.
 */
export function sideMenuEntries(loggedIn: boolean, counters: SideMenuCounters | undefined): SideMenuEntries {
  const signup = counters?.availablePromo.SIGNUP;
  return {
    checkIn: loggedIn && signup !== undefined && signup.enabled && signup.count > 0,
    inviteFriends: !loggedIn || counters?.availablePromo.REFERRAL.enabled === true,
    vip: loggedIn && counters?.hasVip === true,
  };
}
