import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundStatus } from '@platform/contract';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { endsToday, rangeLengthsInDays, type DateRange, type RangeLengthInDays } from '../../../lib/date-range.ts';
import { describeError } from '../../../lib/error-message.ts';
import { formatRecordsDay, useRecordsMoney } from '../games-records-site.tsx';
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

/** The period: 7 or 30 days, and a step to the previous or next period of that length (spec §9). */
export function RecordsPeriod({
  range,
  length,
  today,
  onLength,
  onStep,
}: {
  range: DateRange;
  length: RangeLengthInDays;
  today: string;
  onLength: (length: RangeLengthInDays) => void;
  onStep: (direction: 'previous' | 'next') => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className={[styles.fieldset, styles.fieldsetWide].join(' ')}>
      <span className={styles.legend}>{t('games.records.period')}</span>
      <div className={styles.period}>
        <div className={styles.segmented} role="radiogroup" aria-label={t('games.records.period')}>
          {rangeLengthsInDays.map((days) => (
            <button
              key={days}
              type="button"
              role="radio"
              aria-checked={days === length}
              className={[styles.segment, days === length ? styles.segmentActive : ''].join(' ')}
              onClick={() => onLength(days)}
            >
              {t('games.records.days', { count: days })}
            </button>
          ))}
        </div>
        <div className={styles.periodStep}>
          <button type="button" className={styles.iconButton} onClick={() => onStep('previous')} aria-label={t('games.records.previous', { count: length })}>
            <ChevronLeftIcon size={18} />
          </button>
          <span className={styles.periodLabel} data-testid="records-period">
            {formatRecordsDay(range.from, i18n.language)} – {formatRecordsDay(range.to, i18n.language)}
          </span>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => onStep('next')}
            disabled={endsToday(range, today)}
            aria-label={t('games.records.next', { count: length })}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      </div>
    </div>
  );
}

/** Previous and next page buttons around 'page / totalPages'; hidden when everything fits one page. */
export function RecordsPager({ pageNo, totalPages, onChange }: { pageNo: number; totalPages: number; onChange: (pageNo: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('games.records.pager.label')}>
      <button type="button" className={styles.iconButton} disabled={pageNo <= 1} onClick={() => onChange(pageNo - 1)} aria-label={t('games.records.pager.previous')}>
        <ChevronLeftIcon size={18} />
      </button>
      <span>
        {pageNo} / {totalPages}
      </span>
      <button type="button" className={styles.iconButton} disabled={pageNo >= totalPages} onClick={() => onChange(pageNo + 1)} aria-label={t('games.records.pager.next')}>
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
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
