import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { recordCategories, recordCategoryOf, roundStatuses, type BettingRecord, type BettingRecordValue, type GameType, type RecordCategory, type RoundStatus } from '@platform/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { merchantDate, rangeEndingOn, shiftRange, type DateRange, type RangeLengthInDays } from '../../../lib/date-range.ts';
import { useBettingRecords } from '../api/betting-records.ts';
import { useRecordsVendors } from '../api/records-vendors.ts';
import { useRecordsMoney, useRecordsSite, useRoundTime } from '../games-records-site.tsx';
import { useVendorName } from '../hooks/records-vendor-name.ts';
import { RecallPanel } from './recall-panel.tsx';
import { NetAmount, RecordsCard, RecordsPage, RecordsPeriod, RecordsQueryState, RecordsStat, RoundStatusBadge } from './records-parts.tsx';
import styles from './records.module.css';

type View = 'records' | 'recall';

/** personalHistoryCopy (spec §2 betting record): every round by game type, vendor, status and period, and the game recall. */
export function BettingRecordsPage() {
  const { t } = useTranslation();
  const [searchParameters, setSearchParameters] = useSearchParams();
  const view: View = searchParameters.get('view') === 'recall' ? 'recall' : 'records';
  const changeView = (next: View) => setSearchParameters(next === 'recall' ? { view: 'recall' } : {}, { replace: true });
  return (
    <RecordsPage title={t('games.records.title')} subtitle={t('games.records.subtitle')}>
      <Tabs<View>
        label={t('games.records.views')}
        value={view}
        onChange={changeView}
        items={[
          { key: 'records', label: t('games.records.viewRecords') },
          { key: 'recall', label: t('games.records.viewRecall') },
        ]}
      />
      {view === 'records' ? <BettingRecordsList /> : <RecallPanel />}
    </RecordsPage>
  );
}

function BettingRecordsList() {
  const { t } = useTranslation();
  const { gmtOffsetMinutes } = useRecordsSite();
  const today = merchantDate(new Date(), gmtOffsetMinutes);
  const vendors = useRecordsVendors();
  const [category, setCategory] = useState<RecordCategory | 'all'>('all');
  const [vendor, setVendor] = useState('all');
  const [status, setStatus] = useState<RoundStatus | 'all'>('all');
  const [length, setLength] = useState<RangeLengthInDays>(7);
  const [range, setRange] = useState<DateRange>(() => rangeEndingOn(today, 7));
  const [pageNo, setPageNo] = useState(1);
  const records = useBettingRecords({ category, vendor, status, ...range, pageNo });

  // A vendor is offered under a category when one of its game types counts there (the house games under ORIGINALS).
  const serves = (entry: { vassalage: string; gameTypes: readonly GameType[] }, next: RecordCategory) => entry.gameTypes.some((type) => recordCategoryOf(entry.vassalage, type) === next);
  const vendorOptions = (vendors.data?.vendors ?? []).filter((entry) => category === 'all' || serves(entry, category));
  const changeRange = (next: DateRange, nextLength: RangeLengthInDays = length) => {
    setLength(nextLength);
    setRange(next);
    setPageNo(1);
  };
  const changeCategory = (next: RecordCategory | 'all') => {
    setCategory(next);
    // A vendor that serves no game of the new type would leave the list empty for no visible reason.
    if (next !== 'all' && !vendors.data?.vendors.some((entry) => entry.vassalage === vendor && serves(entry, next))) setVendor('all');
    setPageNo(1);
  };

  return (
    <>
      <RecordsCard label={t('games.records.filters')}>
        <div className={styles.filters}>
          <SelectField
            label={t('games.records.category')}
            value={category}
            options={[{ value: 'all', label: t('games.records.allCategories') }, ...recordCategories.map((type) => ({ value: type, label: t(`games.records.categories.${type}`) }))]}
            onChange={(event) => changeCategory(event.target.value as RecordCategory | 'all')}
          />
          <SelectField
            label={t('games.records.vendor')}
            value={vendor}
            options={[{ value: 'all', label: t('games.records.allVendors') }, ...vendorOptions.map((entry) => ({ value: entry.vassalage, label: entry.name }))]}
            onChange={(event) => {
              setVendor(event.target.value);
              setPageNo(1);
            }}
          />
          <SelectField
            label={t('games.records.status')}
            value={status}
            options={[{ value: 'all', label: t('games.records.allStatuses') }, ...roundStatuses.map((entry) => ({ value: entry, label: t(`games.records.statuses.${entry}`) }))]}
            onChange={(event) => {
              setStatus(event.target.value as RoundStatus | 'all');
              setPageNo(1);
            }}
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
      {records.data ? (
        <>
          <RecordTotals value={records.data} />
          <RecordsCard title={t('games.records.rounds')} note={t('games.records.roundCount', { count: records.data.total })}>
            {records.data.list.length === 0 ? (
              <EmptyState title={t('games.records.empty')} description={t('games.records.emptyHint')} />
            ) : (
              <>
                <RecordsTable list={records.data.list} busy={records.isPlaceholderData} />
                <Pager pageNo={records.data.pageNo} totalPages={records.data.totalPages} onChange={setPageNo} />
              </>
            )}
          </RecordsCard>
        </>
      ) : (
        <RecordsCard>
          <RecordsQueryState error={records.error} onRetry={() => void records.refetch()} />
        </RecordsCard>
      )}
    </>
  );
}

/** Totals of every round matching the filters, not only the page on screen. */
function RecordTotals({ value }: { value: BettingRecordValue }) {
  const { t } = useTranslation();
  const money = useRecordsMoney();
  return (
    <div className={styles.stats} role="group" aria-label={t('games.records.totals')}>
      <RecordsStat label={t('games.records.stake')} value={money(value.totals.stake)} note={t('games.records.roundCount', { count: value.totals.count })} />
      <RecordsStat label={t('games.records.validBet')} value={money(value.totals.validBet)} />
      <RecordsStat label={t('games.records.win')} value={money(value.totals.winAmount)} />
      <RecordsStat label={t('games.records.net')} value={<NetAmount net={value.totals.net} />} net />
    </div>
  );
}

function RecordsTable({ list, busy }: { list: BettingRecord[]; busy: boolean }) {
  const { t } = useTranslation();
  const money = useRecordsMoney();
  const time = useRoundTime();
  const vendorName = useVendorName();
  const columns = {
    time: t('games.records.time'),
    game: t('games.records.game'),
    round: t('games.records.roundId'),
    stake: t('games.records.stake'),
    win: t('games.records.win'),
    net: t('games.records.net'),
    status: t('games.records.status'),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={[styles.table, styles.cardTable].join(' ')} aria-label={t('games.records.rounds')} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {Object.entries(columns).map(([key, label]) => (
              <th key={key} scope="col" className={['stake', 'win', 'net'].includes(key) ? styles.number : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((record) => (
            <tr key={record.roundId} data-round-id={record.roundId}>
              <td data-label={columns.time} className={styles.time}>
                <time dateTime={record.openedAt}>{time(record.openedAt)}</time>
              </td>
              <td data-label={columns.game} className={styles.cellWide}>
                <span className={styles.cellMain}>
                  <span className={styles.cellTitle}>{record.gameName}</span>
                  <span className={styles.cellMeta}>
                    <span data-vendor={record.vassalage}>{vendorName(record.vassalage)}</span> · {t(`games.records.categories.${record.category}`)}
                  </span>
                </span>
              </td>
              <td data-label={columns.round} className={styles.cellWide}>
                <span className={styles.roundId} title={record.round}>
                  {record.round}
                </span>
              </td>
              <td data-label={columns.stake} className={styles.number}>
                {money(record.stake)}
              </td>
              <td data-label={columns.win} className={styles.number}>
                {money(record.winAmount)}
              </td>
              <td data-label={columns.net} className={[styles.number, styles.strong].join(' ')}>
                <NetAmount net={record.net} />
              </td>
              <td data-label={columns.status}>
                <span>
                  <RoundStatusBadge status={record.status} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
