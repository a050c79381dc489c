import type { Announcement } from '@platform/contract';
import { storageKeys } from '../../config/storage-keys.ts';
import { sessionStorageOrMemory } from '../../lib/browser-storage.ts';

/** The popup flag is kept per user type: closing it as a guest does not hide the members' popups. */
export type PopupUserType = 'guest' | 'member';

export interface PopupAudience {
  loggedIn: boolean;
  firstTimeLogin: boolean;
}

export function popupUserTypeOf(loggedIn: boolean): PopupUserType {
  return loggedIn ? 'member' : 'guest';
}

/**
 * The announcements shown in the popup (spec §4 Announcement popup): logged-in users see execution A,
 * plus F right after a first-time login; guests see B.
 */
export function popupAnnouncements(list: readonly Announcement[], audience: PopupAudience): Announcement[] {
  const codes = audience.loggedIn ? (audience.firstTimeLogin ? ['A', 'F'] : ['A']) : ['B'];
  return list.filter((announcement) => announcement.executionCode !== null && codes.includes(announcement.executionCode));
}

/** The bulletins of the home marquee (type B without a popup code), in their order. */
export function marqueeAnnouncements(list: readonly Announcement[]): Announcement[] {
  return list.filter((announcement) => announcement.type === 'B' && announcement.executionCode === null).sort((first, second) => first.sort - second.sort);
}

const storage = sessionStorageOrMemory();

function flagKey(userType: PopupUserType): string {
  return `${storageKeys.announcementClosed}:${userType}`;
}

/** Whether the popup was closed for this user type in this browser session. */
export function isPopupClosed(userType: PopupUserType): boolean {
  return storage.getItem(flagKey(userType)) === '1';
}

/** Closing the popup sets the flag for the user type until the session ends. */
export function markPopupClosed(userType: PopupUserType): void {
  void storage.setItem(flagKey(userType), '1');
}
