import { useTranslation } from 'react-i18next';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { marqueeAnnouncements } from '../announcement-popups.ts';
import styles from './notice-marquee.module.css';

/** A text of the announcement without its markup, for the one-line marquee. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** Roughly this many characters scroll past per second, whatever the length of the bulletins. */
const charactersPerSecond = 9;

/** The scrolling notice marquee of the home page; a click opens the notice list (spec §2). */
export default function NoticeMarquee() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const bulletins = marqueeAnnouncements(announcements.data?.list ?? []);
  const text = bulletins.map((bulletin) => `${bulletin.title}: ${plainText(bulletin.content)}`).join('   ✦   ');
  const durationSeconds = Math.max(20, Math.round(text.length / charactersPerSecond));
  return (
    <button type="button" className={styles.marquee} onClick={() => openModal('noticeModal')} aria-label={t('content.notices.open')}>
      <span className={styles.label}>
        <MessageIcon size={16} />
        <span className={styles.labelText}>{t('content.notices.label')}</span>
      </span>
      <span className={styles.window}>
        {text ? (
          <span className={styles.track} style={{ animationDuration: `${durationSeconds}s` }}>
            <span>{text}</span>
            <span aria-hidden="true">{text}</span>
          </span>
        ) : null}
      </span>
      <span className={styles.more}>{t('content.notices.more')}</span>
    </button>
  );
}
