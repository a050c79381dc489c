import { useTranslation } from 'react-i18next';
import { endsToday, formatRangeDay, rangeLengthsInDays, type DateRange, type RangeLengthInDays } from '../../lib/date-range.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { RoundIconButton } from './round-icon-button.tsx';
import { Segmented } from './segmented.tsx';
import fieldStyles from './field.module.css';
import styles from './period-picker.module.css';

/**
 * The period of the member centre's records (spec §9): 7 or 30 days, and a step to the previous or next
 * period of that length; the next one stops at the period that ends today.
 */
export function PeriodPicker({
  range,
  length,
  today,
  onLength,
  onStep,
  className,
  labelTestId,
}: {
  range: DateRange;
  length: RangeLengthInDays;
  today: string;
  onLength: (length: RangeLengthInDays) => void;
  onStep: (direction: 'previous' | 'next') => void;
  /** Extra classes for the picker's place in its form. */
  className?: string;
  labelTestId?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className={[fieldStyles.field, styles.picker, className ?? ''].join(' ')}>
      <span className={fieldStyles.label}>{t('common.period.label')}</span>
      <div className={styles.period}>
        <Segmented
          label={t('common.period.label')}
          options={rangeLengthsInDays.map((days) => ({ value: days, label: t('common.period.days', { count: days }) }))}
          value={length}
          onChange={onLength}
        />
        <div className={styles.step}>
          <RoundIconButton onClick={() => onStep('previous')} aria-label={t('common.period.previous', { count: length })}>
            <ChevronLeftIcon size={18} />
          </RoundIconButton>
          <span className={styles.label} data-testid={labelTestId}>
            {formatRangeDay(range.from, i18n.language)} – {formatRangeDay(range.to, i18n.language)}
          </span>
          <RoundIconButton onClick={() => onStep('next')} disabled={endsToday(range, today)} aria-label={t('common.period.next', { count: length })}>
            <ChevronRightIcon size={18} />
          </RoundIconButton>
        </div>
      </div>
    </div>
  );
}
