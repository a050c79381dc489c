import { useTranslation } from 'react-i18next';
import type { WithdrawalListValue, WithdrawalValue } from '@platform/contract/wallet/withdrawal';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { withdrawalStatusTones } from '../withdrawal-status.ts';
import { useMerchantTime, useMoney } from '../wallet-site.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './wallet.module.css';

/** The status list of the member's withdrawals, newest first, with what was received and what went back. */
export function WithdrawalList({ page, onPage }: { page: WithdrawalListValue; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation();
  if (page.list.length === 0) return <EmptyState title={t('wallet.withdraw.listEmpty')} />;
  return (
    <>
      <ul className={styles.rows} aria-label={t('wallet.withdraw.listTitle')}>
        {page.list.map((withdrawal) => (
          <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
        ))}
      </ul>
      <Pager pageNo={page.pageNo} totalPages={page.totalPages} onChange={onPage} />
    </>
  );
}

function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useMerchantTime();
  const details = [time(withdrawal.createdAt), withdrawal.payoutAccount.label];
  if (withdrawal.parentId) details.push(t('wallet.withdraw.followUpOf', { id: withdrawal.parentId }));
  if (withdrawal.receivedAmount !== null && withdrawal.status === 'partly_received') {
    details.push(t('wallet.withdraw.receivedPart', { amount: money(withdrawal.receivedAmount) }));
  }
  if (withdrawal.remainingAmount !== null) details.push(t('wallet.withdraw.remainingPart', { amount: money(withdrawal.remainingAmount) }));
  if (withdrawal.forcedReceipt) details.push(t('wallet.withdraw.forcedReceipt'));
  return (
    <li className={styles.row} data-withdrawal-id={withdrawal.id}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{t('wallet.withdraw.itemTitle', { id: withdrawal.id })}</span>
        <span className={styles.rowMeta}>{details.join(' · ')}</span>
      </div>
      <span className={styles.rowAmount}>{money(withdrawal.amount)}</span>
      <span className={styles.rowEnd}>
        <StatusBadge tone={withdrawalStatusTones[withdrawal.status]} label={t(`wallet.withdrawalStatus.${withdrawal.status}`)} />
      </span>
    </li>
  );
}
