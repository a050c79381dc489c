import { useEffect } from 'react';
import { openModal, useModalStore } from '../../../components/ui/modal/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { isPopupClosed, markPopupClosed, popupAnnouncements, popupUserTypeOf } from '../announcement-popups.ts';

/**
 * Opens the announcement popup once the announcements have loaded (spec §4 Announcement popup), unless
 * it was closed already in this session for the visitor's user type; closing it sets that flag. It waits
 * while another modal (login, register, help) is open, so it never covers one.
 */
export function AnnouncementPopup() {
  const loggedIn = useSessionStore((state) => state.token !== null);
  const firstTimeLogin = useSessionStore((state) => state.firstTimeLogin);
  const modalOpen = useModalStore((state) => state.stack.length > 0);
  const announcements = useAnnouncements();
  const list = announcements.data?.list;
  useEffect(() => {
    if (!list || modalOpen) return;
    const userType = popupUserTypeOf(loggedIn);
    if (isPopupClosed(userType) || popupAnnouncements(list, { loggedIn, firstTimeLogin }).length === 0) return;
    openModal('publicModal', {}, { onClose: () => markPopupClosed(userType) });
  }, [list, loggedIn, firstTimeLogin, modalOpen]);
  return null;
}
