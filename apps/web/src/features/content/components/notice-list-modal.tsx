import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@platform/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, MessageIcon } from '../../../components/ui/icons.tsx';
import type { ModalBodyProps } from '../../../components/ui/modal/modal-host.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { useNotices } from '../api/get-notices.ts';
import styles from './notices.module.css';

/** The notice list (noticeModal): nine notices a page, pinned first, each opening in place. */
export default function NoticeListModal(_: ModalBodyProps<'noticeModal'>) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const notices = useNotices(pageNo);
  if (notices.isPending) return <CentredSpinner />;
  if (notices.isError) return <ErrorScreen error={notices.error} onRetry={() => void notices.refetch()} compact />;
  if (notices.data.list.length === 0) return <EmptyState icon={<MessageIcon size={28} />} title={t('content.notices.empty')} />;
  // While the next page loads the previous one stays, with its own number.
  const { list, totalPages, pageNum } = notices.data;
  return (
    <div className={styles.noticeList}>
      <ul className={styles.notices}>
        {list.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} open={openId === notice.id} onToggle={() => setOpenId(openId === notice.id ? null : notice.id)} />
        ))}
      </ul>
      {totalPages > 1 ? (
        <div className={styles.pager}>
          <button type="button" className={styles.pageButton} disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)} aria-label={t('lobby.previous')}>
            <ChevronLeftIcon size={18} />
          </button>
          <span className={styles.pageLabel}>
            {pageNum} / {totalPages}
          </span>
          <button type="button" className={styles.pageButton} disabled={pageNo >= totalPages} onClick={() => setPageNo(pageNo + 1)} aria-label={t('lobby.next')}>
            <ChevronRightIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

function NoticeItem({ notice, open, onToggle }: { notice: Notice; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation();
  const html = useMemo(() => (open ? sanitizeHtml(notice.content) : ''), [open, notice.content]);
  const date = new Date(notice.publishTime).toLocaleDateString(i18n.language, { day: '2-digit', month: 'short', year: 'numeric' });
  return (
    <li className={[styles.notice, open ? styles.noticeOpen : ''].join(' ')}>
      <button type="button" className={styles.noticeHead} aria-expanded={open} onClick={onToggle}>
        {notice.pinned ? <span className={styles.pinned}>{t('content.notices.pinned')}</span> : null}
        <span className={styles.noticeTitle}>{notice.title}</span>
        <time className={styles.noticeDate} dateTime={notice.publishTime}>
          {date}
        </time>
        <ChevronDownIcon size={16} className={styles.noticeChevron} />
      </button>
      {open ? <div className={styles.noticeBody} dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </li>
  );
}
