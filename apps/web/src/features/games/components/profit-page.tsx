import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordCategories, type ProfitValue, type RecordCategory } from '@platform/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { formatRangeDay, merchantDate, rangeEndingOn, shiftRange, type DateRange, type RangeLengthInDays } from '../../../lib/date-range.ts';
import { useProfitReport } from '../api/profit-report.ts';
import { useRecordsMoney, useRecordsSite } from '../games-records-site.tsx';
import { gmtLabel, profitDays, type Figures } from '../records-query.ts';
import { NetAmount, RecordsCard, RecordsPage, RecordsPeriod, RecordsQueryState, RecordsStat } from './records-parts.tsx';
import styles from './records.module.css';

/** personalProfit (spec §2 personal loss): stake, valid bet, win and net by game type and day over a period. */
export function ProfitPage() {
  const { t } = useTranslation();
  const { gmtOffsetMinutes } = useRecordsSite();
  const today = merchantDate(new Date(), gmtOffsetMinutes);
  const [category, setCategory] = useState<RecordCategory | 'all'>('all');
  const [length, setLength] = useState<RangeLengthInDays>(7);
  const [range, setRange] = useState<DateRange>(() => rangeEndingOn(today, 7));
  const report = useProfitReport({ category, ...range });
  const changeRange = (next: DateRange, nextLength: RangeLengthInDays = length) => {
    setLength(nextLength);
    setRange(next);
  };

  return (
    <RecordsPage title={t('games.profit.title')} subtitle={t('games.profit.subtitle')}>
      <RecordsCard label={t('games.records.filters')}>
        <div className={[styles.filters, styles.filtersTwo].join(' ')}>
          <SelectField
            label={t('games.records.category')}
            value={category}
            options={[{ value: 'all', label: t('games.records.allCategories') }, ...recordCategories.map((type) => ({ value: type, label: t(`games.records.categories.${type}`) }))]}
            onChange={(event) => setCategory(event.target.value as RecordCategory | 'all')}
          />
          <RecordsPeriod
            range={range}
            length={length}
            today={today}
            onLength={(nextLength) => changeRange(rangeEndingOn(today, nextLength), nextLength)}
            onStep={(direction) => changeRange(shiftRange(range, length, direction, today))}
          />
        </div>
      </RecordsCard>
      {report.data ? (
        <ProfitReport value={report.data} busy={report.isPlaceholderData} />
      ) : (
        <RecordsCard>
          <RecordsQueryState error={report.error} onRetry={() => void report.refetch()} />
        </RecordsCard>
      )}
    </RecordsPage>
  );
}

function ProfitReport({ value, busy }: { value: ProfitValue; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useRecordsMoney();
  const days = profitDays(value.days);
  return (
    <>
      <div className={styles.stats} role="group" aria-label={t('games.profit.totals')} aria-busy={busy || undefined}>
        <RecordsStat label={t('games.records.stake')} value={money(value.totals.stake)} note={t('games.records.roundCount', { count: value.totals.rounds })} />
        <RecordsStat label={t('games.records.validBet')} value={money(value.totals.validBet)} />
        <RecordsStat label={t('games.records.win')} value={money(value.totals.winAmount)} />
        <RecordsStat label={t('games.profit.net')} value={<NetAmount net={value.totals.net} />} net />
      </div>
      {days.length === 0 ? (
        <RecordsCard>
          <EmptyState title={t('games.profit.empty')} description={t('games.records.emptyHint')} />
        </RecordsCard>
      ) : (
        <>
          <RecordsCard title={t('games.profit.byCategory')}>
            <FiguresTable
              label={t('games.profit.byCategory')}
              heading={t('games.records.category')}
              rows={value.byCategory.map((row) => ({ key: row.category, title: t(`games.records.categories.${row.category}`), figures: row }))}
              total={value.totals}
            />
          </RecordsCard>
          <RecordsCard title={t('games.profit.byDay')} note={t('games.profit.timeZone', { offset: gmtLabel(value.gmtOffsetMinutes) })}>
            <FiguresTable
              label={t('games.profit.byDay')}
              heading={t('games.profit.day')}
              rows={days.map((day) => ({
                key: day.day,
                title: formatRangeDay(day.day, i18n.language, true),
                figures: day,
                // A day of more than one game type lists each of them under its total.
                parts: day.categories.length > 1 ? day.categories.map((row) => ({ key: row.category, title: t(`games.records.categories.${row.category}`), figures: row })) : [],
              }))}
              total={value.totals}
            />
          </RecordsCard>
        </>
      )}
    </>
  );
}

interface FiguresRow {
  key: string;
  title: string;
  figures: Figures;
  parts?: FiguresRow[];
}

/** Rounds, stake, valid bet, win and net per row, with the period's total at the end. */
function FiguresTable({ label, heading, rows, total }: { label: string; heading: string; rows: FiguresRow[]; total: Figures }) {
  const { t } = useTranslation();
  const columns = [
    { key: 'rounds', label: t('games.profit.rounds') },
    { key: 'stake', label: t('games.records.stake') },
    { key: 'validBet', label: t('games.records.validBet') },
    { key: 'win', label: t('games.records.win') },
    { key: 'net', label: t('games.profit.net') },
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={[styles.table, styles.cardTable, styles.figuresTable].join(' ')} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.number}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.key}>
              <FiguresLine row={row} heading={heading} columns={columns} />
              {(row.parts ?? []).map((part) => (
                <FiguresLine key={part.key} row={part} heading={heading} columns={columns} className={styles.subRow} />
              ))}
            </Fragment>
          ))}
          <FiguresLine row={{ key: 'total', title: t('games.profit.total'), figures: total }} columns={columns} className={styles.totalRow} />
        </tbody>
      </table>
    </div>
  );
}

function FiguresLine({ row, heading, columns, className }: { row: FiguresRow; heading?: string; columns: { key: string; label: string }[]; className?: string }) {
  const money = useRecordsMoney();
  const [rounds, stake, validBet, win, net] = columns;
  return (
    <tr className={className} data-row={row.key}>
      <th scope="row" data-label={heading} className={[styles.cellWide, styles.cellTitle].join(' ')}>
        {row.title}
      </th>
      <td data-label={rounds?.label} className={styles.number}>
        {row.figures.rounds}
      </td>
      <td data-label={stake?.label} className={styles.number}>
        {money(row.figures.stake)}
      </td>
      <td data-label={validBet?.label} className={styles.number}>
        {money(row.figures.validBet)}
      </td>
      <td data-label={win?.label} className={styles.number}>
        {money(row.figures.winAmount)}
      </td>
      <td data-label={net?.label} className={[styles.number, styles.strong, styles.cellNet].join(' ')}>
        <NetAmount net={row.figures.net} />
      </td>
    </tr>
  );
}
