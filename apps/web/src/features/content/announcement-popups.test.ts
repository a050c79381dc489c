import { describe, expect, it } from 'vitest';
import type { Announcement } from '@platform/contract';
import { isPopupClosed, markPopupClosed, marqueeAnnouncements, popupAnnouncements, popupUserTypeOf } from './announcement-popups.ts';

function announcement(id: number, type: Announcement['type'], executionCode: Announcement['executionCode'], sort = 0): Announcement {
  return { id, type, title: `A${id}`, content: '', executionCode, platform: 'W', sort, startTime: '', endTime: null };
}

const list = [announcement(1, 'PU', 'A'), announcement(2, 'PU', 'B'), announcement(3, 'PU', 'F'), announcement(4, 'B', null, 2), announcement(5, 'B', null, 1), announcement(6, 'PL', null)];
const ids = (announcements: Announcement[]) => announcements.map((item) => item.id);

describe('announcement popup (spec §4)', () => {
  it('guests see the B popups', () => {
    expect(ids(popupAnnouncements(list, { loggedIn: false, firstTimeLogin: false }))).toEqual([2]);
  });

  it('logged-in users see A, plus F on a first-time login', () => {
    expect(ids(popupAnnouncements(list, { loggedIn: true, firstTimeLogin: false }))).toEqual([1]);
    expect(ids(popupAnnouncements(list, { loggedIn: true, firstTimeLogin: true }))).toEqual([1, 3]);
  });

  it('closing sets a flag for that user type only', () => {
    expect(isPopupClosed('guest')).toBe(false);
    markPopupClosed(popupUserTypeOf(false));
    expect(isPopupClosed('guest')).toBe(true);
    expect(isPopupClosed('member')).toBe(false);
  });
});

describe('notice marquee', () => {
  it('shows the bulletins in their order', () => {
    expect(ids(marqueeAnnouncements(list))).toEqual([5, 4]);
  });
});
