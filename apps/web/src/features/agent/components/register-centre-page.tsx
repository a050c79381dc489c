import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rebatePercentOfPrizeGroup, type RegisterCentreValue } from '@platform/contract/agent/team';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useRegisterCentre } from '../api/get-register-centre.ts';
import { formatRebatePercent } from '../prize-groups.ts';
import { AgentCard, AgentPage, QueryState } from './agent-parts.tsx';
import { OpenAccountForm } from './open-account-form.tsx';
import { PromotionLinks } from './promotion-links.tsx';
import styles from './agent.module.css';

type RegisterTab = 'openAccount' | 'links';

/** registerCenter (spec §2 register account): open a downline directly, or through promotion links; the quotas of high groups. */
export function RegisterCentrePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RegisterTab>('openAccount');
  const centre = useRegisterCentre();
  return (
    <AgentPage title={t('agent.register.title')} subtitle={t('agent.register.subtitle')}>
      <Tabs
        label={t('agent.register.title')}
        items={[
          { key: 'openAccount', label: t('agent.register.openAccount') },
          { key: 'links', label: t('agent.links.title') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {centre.data ? (
        <>
          <AgentCard>{tab === 'openAccount' ? <OpenAccountForm centre={centre.data} /> : <PromotionLinks centre={centre.data} />}</AgentCard>
          <Quotas centre={centre.data} />
        </>
      ) : (
        <QueryState error={centre.error} onRetry={() => void centre.refetch()} />
      )}
    </AgentPage>
  );
}

/** The agent's bounds and its quotas of the groups above the threshold. */
function Quotas({ centre }: { centre: RegisterCentreValue }) {
  const { t, i18n } = useTranslation();
  const rebate = (group: number) => formatRebatePercent(rebatePercentOfPrizeGroup(group), i18n.language);
  return (
    <AgentCard title={t('agent.quotas.title')}>
      <dl className={styles.bounds}>
        <div className={styles.bound}>
          <dt className={styles.boundLabel}>{t('agent.quotas.own')}</dt>
          <dd className={styles.boundValue} data-testid="own-prize-group">
            {centre.ownPrizeGroup} · {rebate(centre.ownPrizeGroup)}
          </dd>
        </div>
        <div className={styles.bound}>
          <dt className={styles.boundLabel}>{t('agent.quotas.minimum')}</dt>
          <dd className={styles.boundValue}>
            {centre.prizeGroupMin} · {rebate(centre.prizeGroupMin)}
          </dd>
        </div>
        <div className={styles.bound}>
          <dt className={styles.boundLabel}>{t('agent.quotas.threshold')}</dt>
          <dd className={styles.boundValue}>{centre.quotaThreshold}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('agent.quotas.explained', { threshold: centre.quotaThreshold })}</p>
      {centre.quotas.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={[styles.table, styles.quotaTable].join(' ')} aria-label={t('agent.quotas.title')}>
            <thead>
              <tr>
                <th scope="col">{t('agent.fields.prizeGroup')}</th>
                <th scope="col" className={styles.number}>
                  {t('agent.quotas.allowed')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('agent.quotas.used')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('agent.quotas.left')}
                </th>
              </tr>
            </thead>
            <tbody>
              {centre.quotas.map((quota) => (
                <tr key={quota.prizeGroup}>
                  <th scope="row">
                    {quota.prizeGroup} · {rebate(quota.prizeGroup)}
                  </th>
                  <td className={styles.number}>{quota.allowed}</td>
                  <td className={styles.number}>{quota.used}</td>
                  <td className={[styles.number, quota.allowed - quota.used > 0 ? '' : styles.negative].join(' ')}>{Math.max(0, quota.allowed - quota.used)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AgentCard>
  );
}
