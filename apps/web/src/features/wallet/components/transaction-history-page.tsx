import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionCategories, type TransactionCategory, type TransactionRecord } from '@platform/contract/wallet/records';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PeriodPicker } from '../../../components/ui/period-picker.tsx';
import { useTransactions } from '../api/get-transactions.ts';
import { merchantDate, rangeEndingOn, shiftRange, type DateRange, type RangeLengthInDays } from '../../../lib/date-range.ts';
import { useMerchantTime, useWalletAmount, useWalletSite } from '../wallet-site.tsx';
import { QueryState } from './query-state.tsx';
import { WalletCard, WalletPage } from './wallet-page.tsx';
import styles from './wallet.module.css';

type TypeFilter = TransactionCategory | 'all';

/** transactionHistory (spec §2 account record): money in and out by type and period, paged. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const { gmtOffsetMinutes } = useWalletSite();
  const today = merchantDate(new Date(), gmtOffsetMinutes);
  const [type, setType] = useState<TypeFilter>('all');
  const [length, setLength] = useState<RangeLengthInDays>(7);
  const [range, setRange] = useState<DateRange>(() => rangeEndingOn(today, 7));
  const [pageNo, setPageNo] = useState(1);
  const transactions = useTransactions({ type, ...range, pageNo });

  const changeType = (next: TypeFilter) => {
    setType(next);
    setPageNo(1);
  };
  const changeRange = (next: DateRange, nextLength: RangeLengthInDays = length) => {
    setLength(nextLength);
    setRange(next);
    setPageNo(1);
  };

  return (
    <WalletPage title={t('wallet.history.title')} subtitle={t('wallet.history.subtitle')}>
      <WalletCard>
        <div className={styles.toolbar}>
          <div className={styles.toolbarGrow}>
            <SelectField
              label={t('wallet.history.type')}
              value={type}
              options={(['all', ...transactionCategories] as const).map((category) => ({ value: category, label: t(`wallet.categories.${category}`) }))}
              onChange={(event) => changeType(event.target.value as TypeFilter)}
            />
          </div>
          <PeriodPicker
            range={range}
            length={length}
            today={today}
            onLength={(nextLength) => changeRange(rangeEndingOn(today, nextLength), nextLength)}
            onStep={(direction) => changeRange(shiftRange(range, length, direction, today))}
          />
        </div>
        {transactions.data ? (
          transactions.data.list.length === 0 ? (
            <EmptyState title={t('wallet.history.empty')} />
          ) : (
            <>
              <ul className={styles.rows} aria-label={t('wallet.history.title')} aria-busy={transactions.isPlaceholderData || undefined}>
                {transactions.data.list.map((record) => (
                  <TransactionRow key={record.id} record={record} />
                ))}
              </ul>
              <Pager pageNo={transactions.data.pageNo} totalPages={transactions.data.totalPages} onChange={setPageNo} />
            </>
          )
        ) : (
          <QueryState error={transactions.error} onRetry={() => void transactions.refetch()} />
        )}
      </WalletCard>
    </WalletPage>
  );
}

function TransactionRow({ record }: { record: TransactionRecord }) {
  const { t, i18n } = useTranslation();
  const amountOf = useWalletAmount();
  const time = useMerchantTime();
  const kindKey = `wallet.kinds.${record.kind}`;
  const kind = i18n.exists(kindKey) ? t(kindKey) : t(`wallet.categories.${record.category}`);
  const details = [time(record.createdAt), t(`wallet.wallets.${record.wallet}`)];
  // A game movement names its game; a move between the member's own wallets carries an internal reference the
  // wallet already says; other references (an order number) are shown as they are.
  if (record.gameName) details.push(record.gameName);
  else if (record.reference && record.kind !== 'wallet_transfer' && record.category !== 'game') details.push(record.reference);
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{kind}</span>
        <span className={styles.rowMeta}>{details.join(' · ')}</span>
      </div>
      <span className={[styles.rowAmount, record.amount >= 0 ? styles.positive : styles.negative].join(' ')}>
        {record.amount > 0 ? '+' : ''}
        {amountOf(record.amount, record.wallet)}
      </span>
      <span className={[styles.rowEnd, styles.rowMeta].join(' ')}>{t('wallet.history.balanceAfter', { amount: amountOf(record.balanceAfter, record.wallet) })}</span>
    </li>
  );
}
