import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { ModalBodyProps } from '../../../components/ui/modal/modal-host.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { popupAnnouncements } from '../announcement-popups.ts';
import styles from './notices.module.css';

/** The announcement popup (publicModal): the popups for the visitor's audience, one at a time. */
export default function AnnouncementModal({ close }: ModalBodyProps<'publicModal'>) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const firstTimeLogin = useSessionStore((state) => state.firstTimeLogin);
  const announcements = useAnnouncements();
  const popups = popupAnnouncements(announcements.data?.list ?? [], { loggedIn, firstTimeLogin });
  const [index, setIndex] = useState(0);
  const shown = popups[Math.min(index, popups.length - 1)];
  const html = useMemo(() => (shown ? sanitizeHtml(shown.content) : ''), [shown]);
  if (announcements.isPending) return <CentredSpinner />;
  if (!shown) return null;
  const last = index >= popups.length - 1;
  return (
    <div className={styles.popup}>
      {popups.length > 1 ? (
        <div className={styles.popupTabs} role="tablist">
          {popups.map((popup, position) => (
            <button key={popup.id} type="button" role="tab" aria-selected={popup === shown} className={[styles.popupTab, popup === shown ? styles.popupTabActive : ''].join(' ')} onClick={() => setIndex(position)}>
              {popup.title}
            </button>
          ))}
        </div>
      ) : null}
      <article className={styles.popupArticle}>
        <h3 className={styles.popupTitle}>{shown.title}</h3>
        <div className={styles.popupContent} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      <div className={styles.popupActions}>
        {last ? <Button onClick={close}>{t('content.announcement.understood')}</Button> : <Button onClick={() => setIndex(index + 1)}>{t('lobby.next')}</Button>}
      </div>
    </div>
  );
}
