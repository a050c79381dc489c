import type { ReactNode } from 'react';
import { InfoIcon, SuccessIcon, WarningIcon, ErrorIcon } from '../../../components/ui/icons.tsx';
import styles from './wallet.module.css';

/** The frame of a wallet page: its title, a line saying what it is for, and its sections. */
export function WalletPage({ title, subtitle, aside, children }: { title: string; subtitle?: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.page} aria-label={title}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{title}</h1>
          {subtitle ? <p className={styles.pageSubtitle}>{subtitle}</p> : null}
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}

/** A raised card with an optional title. */
export function WalletCard({ title, count, children, labelledBy }: { title?: string; count?: ReactNode; children: ReactNode; labelledBy?: string }) {
  return (
    <div className={styles.card} aria-labelledby={labelledBy}>
      {title ? (
        <h2 className={styles.cardTitle} id={labelledBy}>
          {title}
          {count !== undefined ? <span className={styles.cardTitleCount}>{count}</span> : null}
        </h2>
      ) : null}
      {children}
    </div>
  );
}

const noticeTones = {
  info: { className: '', Icon: InfoIcon },
  warning: { className: styles.noticeWarning, Icon: WarningIcon },
  success: { className: styles.noticeSuccess, Icon: SuccessIcon },
  danger: { className: styles.noticeDanger, Icon: ErrorIcon },
} as const;

/** A coloured line of information with its icon, and optional actions below the text. */
export function Notice({ tone = 'info', children }: { tone?: keyof typeof noticeTones; children: ReactNode }) {
  const { className, Icon } = noticeTones[tone];
  return (
    <div className={[styles.notice, className].join(' ')} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      <Icon size={20} className={styles.noticeIcon} />
      <div className={styles.noticeBody}>{children}</div>
    </div>
  );
}

/** One figure of a summary row: a label and a big value. */
export function Stat({ label, value, note, highlight = false }: { label: string; value: ReactNode; note?: ReactNode; highlight?: boolean }) {
  return (
    <div className={[styles.stat, highlight ? styles.statHighlight : ''].join(' ')}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{value}</span>
      {note ? <div className={styles.statNote}>{note}</div> : null}
    </div>
  );
}
