import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '@platform/contract/wallet/records';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useBonuses } from '../api/get-bonuses.ts';
import { useMerchantTime, useMoney } from '../wallet-site.tsx';
import { QueryState } from './query-state.tsx';
import { StatusBadge } from './status-badge.tsx';
import { Stat, WalletCard, WalletPage } from './wallet-page.tsx';
import styles from './wallet.module.css';

const grantTones = { wagering: 'waiting', completed: 'success', expired: 'neutral' } as const;

/** bonusDetails (spec §2): each bonus received, how much of its wagering is done, and when it expires. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useBonuses(pageNo);
  return (
    <WalletPage title={t('wallet.bonus.title')} subtitle={t('wallet.bonus.subtitle')}>
      {bonuses.data ? (
        <>
          <div className={styles.stats}>
            <Stat label={t('wallet.bonus.balance')} value={money(bonuses.data.bonusBalance)} highlight />
            <Stat label={t('wallet.bonus.wageringRemaining')} value={money(bonuses.data.wageringRemaining)} />
          </div>
          <WalletCard title={t('wallet.bonus.listTitle')} count={bonuses.data.total}>
            {bonuses.data.list.length === 0 ? (
              <EmptyState icon={<GiftIcon size={28} />} title={t('wallet.bonus.empty')} />
            ) : (
              <ul className={styles.rows}>
                {bonuses.data.list.map((grant) => (
                  <BonusRow key={grant.id} grant={grant} />
                ))}
              </ul>
            )}
            <Pager pageNo={bonuses.data.pageNo} totalPages={bonuses.data.totalPages} onChange={setPageNo} />
          </WalletCard>
        </>
      ) : (
        <QueryState error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      )}
    </WalletPage>
  );
}

function BonusRow({ grant }: { grant: BonusGrant }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const time = useMerchantTime();
  const percent = grant.wageringRequired === 0 ? 100 : Math.floor((grant.wageringDone * 100) / grant.wageringRequired);
  const sourceKey = `wallet.bonus.sources.${grant.source}`;
  const source = i18n.exists(sourceKey) ? t(sourceKey) : grant.source;
  const expiry = grant.expiresAt ? t('wallet.bonus.expiresAt', { time: time(grant.expiresAt) }) : t('wallet.bonus.noExpiry');
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{source}</span>
        <span className={styles.rowMeta}>
          {time(grant.createdAt)} · {grant.status === 'wagering' ? expiry : grant.completedAt ? t('wallet.bonus.completedAt', { time: time(grant.completedAt) }) : expiry}
        </span>
      </div>
      <span className={styles.rowAmount}>{money(grant.amount)}</span>
      <span className={styles.rowEnd}>
        <StatusBadge tone={grantTones[grant.status]} label={t(`wallet.bonus.status.${grant.status}`)} />
      </span>
      <div className={styles.rowWide}>
        <span className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('wallet.bonus.wagering')}>
          <span className={styles.progressBar} style={{ width: `${percent}%` }} />
        </span>
        <span className={styles.progressText}>
          <span>{t('wallet.bonus.wageringProgress', { done: money(grant.wageringDone), required: money(grant.wageringRequired) })}</span>
          <span>{percent}%</span>
        </span>
      </div>
    </li>
  );
}
