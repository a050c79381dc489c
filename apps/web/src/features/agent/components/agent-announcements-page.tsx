import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentAnnouncement } from '@platform/contract/content/announcements';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ChevronDownIcon, MessageIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { useAgentAnnouncements } from '../api/get-agent-announcements.ts';
import { formatAgentDate, useAgentSite } from '../agent-site.tsx';
import { AgentPage, QueryState } from './agent-parts.tsx';
import styles from './agent-announcements.module.css';

/** agentAnnouncement: the announcements for agents, newest first, long ones folded until opened. */
export function AgentAnnouncementsPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const announcements = useAgentAnnouncements(pageNo);
  const changePage = (next: number) => {
    setPageNo(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <AgentPage title={t('agent.announcements.title')} subtitle={t('agent.announcements.subtitle')}>
      {announcements.data ? (
        announcements.data.list.length === 0 ? (
          <section className={styles.emptyCard}>
            <EmptyState title={t('agent.announcements.empty')} description={t('agent.announcements.emptyHint')} icon={<MessageIcon size={28} />} />
          </section>
        ) : (
          <>
            <ol className={styles.list} aria-label={t('agent.announcements.list')} aria-busy={announcements.isPlaceholderData || undefined}>
              {announcements.data.list.map((announcement) => (
                <AnnouncementItem key={announcement.id} announcement={announcement} />
              ))}
            </ol>
            <Pager pageNo={announcements.data.pageNum} totalPages={announcements.data.totalPages} onChange={changePage} />
          </>
        )
      ) : (
        <QueryState error={announcements.error} onRetry={() => void announcements.refetch()} />
      )}
    </AgentPage>
  );
}

/** One announcement: its title and date, then its html, folded to a few lines when it is longer. */
function AnnouncementItem({ announcement }: { announcement: AgentAnnouncement }) {
  const { t, i18n } = useTranslation();
  const { gmtOffsetMinutes } = useAgentSite();
  const html = useMemo(() => sanitizeHtml(announcement.content), [announcement.content]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);
  const bodyId = `agent-announcement-${announcement.id}`;

  // Whether the folded text hides anything depends on the width, so it is measured again when that changes.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return undefined;
    // An opened text is not measured: it stays long, so that it can be folded again.
    const measure = () => {
      if (body.dataset.open !== 'true') setLong(body.scrollHeight > body.clientHeight + 1);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(body);
    return () => observer?.disconnect();
  }, [html]);

  return (
    <li className={styles.item} data-testid="agent-announcement">
      <article className={styles.article} aria-labelledby={`${bodyId}-title`}>
        <header className={styles.head}>
          <h2 className={styles.title} id={`${bodyId}-title`}>
            {announcement.title}
          </h2>
          <time className={styles.date} dateTime={announcement.startTime}>
            {formatAgentDate(announcement.startTime, gmtOffsetMinutes, i18n.language)}
          </time>
        </header>
        <div
          ref={bodyRef}
          id={bodyId}
          className={[styles.body, open ? '' : styles.folded, long && !open ? styles.fade : ''].join(' ')}
          data-open={open}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {long ? (
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
            {open ? t('agent.announcements.showLess') : t('agent.announcements.showMore')}
            <ChevronDownIcon size={16} className={open ? styles.chevronOpen : undefined} />
          </button>
        ) : null}
      </article>
    </li>
  );
}
