import { describe, expect, it } from 'vitest';
import { memberCentrePages } from '../../config/paths.ts';
import { badgeText, memberCentreEntries } from './member-centre-pages.ts';

describe('member centre pages', () => {
  it('lists every page of the spec once, in its order', () => {
    expect(memberCentreEntries.map((entry) => entry.page)).toEqual([...memberCentrePages]);
  });

  it('badges the message and reward entries from the player counters, capping the text', () => {
    const counters = { unreadMessage: 3, availablePromoCount: 120 } as Parameters<NonNullable<(typeof memberCentreEntries)[number]['badge']>>[0];
    const badges = Object.fromEntries(memberCentreEntries.flatMap((entry) => (entry.badge ? [[entry.page, badgeText(entry.badge(counters))]] : [])));
    expect(badges).toEqual({ messageV2: '3', rewardCenter: '99+' });
    expect(badgeText(0)).toBeNull();
  });
});
