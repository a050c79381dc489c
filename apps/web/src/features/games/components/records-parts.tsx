import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundStatus } from '@platform/contract';
import { Button } from '../../../components/ui/button.tsx';
import { PeriodPicker } from '../../../components/ui/period-picker.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { useRecordsMoney } from '../games-records-site.tsx';
import { netTone, roundStatusKey, roundStatusTone } from '../records-query.ts';
import styles from './records.module.css';

/** The frame of a records page: its title, a line saying what it is for, and its sections. */
export function RecordsPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-label={title}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{title}</h1>
          <p className={styles.pageSubtitle}>{subtitle}</p>
        </div>
      </header>
      {children}
    </section>
  );
}

/** A raised card with an optional title and a note on its right. */
export function RecordsCard({ title, note, label, children }: { title?: string; note?: ReactNode; label?: string; children: ReactNode }) {
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

/** The records' period, in its place among the filters. */
export function RecordsPeriod(props: Omit<ComponentProps<typeof PeriodPicker>, 'className' | 'labelTestId'>) {
  return <PeriodPicker {...props} className={styles.fieldsetWide} labelTestId="records-period" />;
}

/** A round's status as a coloured pill. */
export function RoundStatusBadge({ status, className }: { status: RoundStatus; className?: string }) {
  const { t } = useTranslation();
  return <span className={[styles.badge, styles[`tone-${roundStatusTone(status)}`], className ?? ''].join(' ')}>{t(roundStatusKey(status))}</span>;
}

/** The class that colours a net result: green for a gain, red for a loss. */
export function netClassName(net: number): string {
  const tone = netTone(net);
  return (tone === 'positive' ? styles.positive : tone === 'negative' ? styles.negative : undefined) ?? '';
}

/** A net result with its sign and colour. */
export function NetAmount({ net }: { net: number }) {
  const money = useRecordsMoney();
  return (
    <span className={netClassName(net)} data-net={net}>
      {net > 0 ? '+' : ''}
      {money(net)}
    </span>
  );
}

/** One figure of a totals row: a label and a big value. */
export function RecordsStat({ label, value, note, net = false }: { label: string; value: ReactNode; note?: ReactNode; net?: boolean }) {
  return (
    <div className={[styles.stat, net ? styles.statNet : ''].join(' ')}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{value}</span>
      {note ? <span className={styles.statNote}>{note}</span> : null}
    </div>
  );
}

/** What a section shows while its data loads, or when loading failed (with a retry). */
export function RecordsQueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  if (!error) return <CentredSpinner />;
  return (
    <div className={styles.fieldset} role="alert">
      <span>{describeError(error, t, (key) => i18n.exists(key))}</span>
      <div>
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </div>
  );
}
