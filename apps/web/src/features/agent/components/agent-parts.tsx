import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { ChevronRightIcon, CopyIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../../components/ui/icons.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { successDialogTimeoutMs } from '../../../config/timeouts.ts';
import { describeError } from '../../../lib/error-message.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import styles from './agent.module.css';

/** The frame of an agent page: its title, a line saying what it is for, and its sections. */
export function AgentPage({ title, subtitle, aside, children }: { title: string; subtitle?: string; aside?: ReactNode; children: ReactNode }) {
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

/** A raised card with an optional title and a note on its right. */
export function AgentCard({ title, note, label, children }: { title?: string; note?: ReactNode; label?: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={label ?? title}>
      {title ? (
        <h2 className={styles.cardTitle}>
          {title}
          {note !== undefined ? <span className={styles.cardTitleNote}>{note}</span> : null}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

const noticeTones = {
  info: { className: '', Icon: InfoIcon },
  warning: { className: styles.noticeWarning, Icon: WarningIcon },
  success: { className: styles.noticeSuccess, Icon: SuccessIcon },
  danger: { className: styles.noticeDanger, Icon: ErrorIcon },
} as const;

/** A coloured line of information with its icon. */
export function Notice({ tone = 'info', children }: { tone?: keyof typeof noticeTones; children: ReactNode }) {
  const { className, Icon } = noticeTones[tone];
  return (
    <div className={[styles.notice, className].join(' ')} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      <Icon size={20} className={styles.noticeIcon} />
      <div className={styles.noticeBody}>{children}</div>
    </div>
  );
}

/** The text of a failed call: the translation of its code (the site's one error text mechanism). */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => describeError(error, t, (key) => i18n.exists(key));
}

/** What a section shows while its data loads, or when loading failed (with a retry). */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!error) return <CentredSpinner />;
  return (
    <Notice tone="danger">
      <span>{errorText(error)}</span>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Notice>
  );
}

/** Copies a text and confirms it with the copy_success dialog (spec §8). */
async function copyText(text: string, successText: string, failureText: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void showDialog({ icon: 'success', html: escapeHtml(successText), timeoutMs: successDialogTimeoutMs, coverClickCloses: true });
  } catch {
    void showDialog({ icon: 'error', html: escapeHtml(failureText) });
  }
}

/** A button that copies a value; `name` says what is copied to screen readers. */
export function CopyButton({ value, name }: { value: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="small"
      icon={<CopyIcon size={16} />}
      onClick={() => void copyText(value, t('copy_success'), t('agent.copyFailed'))}
      aria-label={t('agent.copyNamed', { name })}
    >
      {t('agent.copy')}
    </Button>
  );
}

/** A member's status as a coloured pill. */
export function StatusBadge({ status }: { status: 'active' | 'disabled' }) {
  const { t } = useTranslation();
  return <span className={[styles.badge, status === 'active' ? styles.toneSuccess : styles.toneNeutral].join(' ')}>{t(`agent.status.${status}`)}</span>;
}

/** The way down from the agent to a listed level; every level above the listed one goes back up (the agent's own as undefined). */
export function TeamTrail({ trail, label, onOpen }: { trail: { memberId: string; account: string }[]; label: string; onOpen: (memberId: string | undefined) => void }) {
  return (
    <nav aria-label={label} className={styles.trail}>
      <ol>
        {trail.map((step, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={step.memberId}>
              {last ? (
                <span aria-current="location" className={styles.trailCurrent}>
                  {step.account}
                </span>
              ) : (
                <button type="button" className={styles.trailLink} onClick={() => onOpen(index === 0 ? undefined : step.memberId)}>
                  {step.account}
                </button>
              )}
              {last ? null : <ChevronRightIcon size={14} className={styles.trailArrow} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
