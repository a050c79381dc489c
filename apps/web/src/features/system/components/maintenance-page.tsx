import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { HeadsetIcon, RefreshIcon, WrenchIcon } from '../../../components/ui/icons.tsx';
import { useCustomerService } from '../hooks/use-customer-service.ts';
import { SiteBrand } from './site-brand.tsx';
import styles from './site-status-page.module.css';

interface MaintenancePageProps {
  /** The operator's own message, shown under the standard text when present. */
  message: string;
  brandName?: string;
  logoUrl?: string;
}

/** Shown instead of the site while it is under maintenance, with a way to reach customer service. */
export function MaintenancePage({ message, brandName, logoUrl }: MaintenancePageProps) {
  const { t } = useTranslation();
  const customerService = useCustomerService();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <SiteBrand name={brandName} logoUrl={logoUrl} />
        <div className={styles.emblem}>
          <WrenchIcon size={52} />
        </div>
        <h1 className={styles.title}>{t('info_maintenance')}</h1>
        <p className={styles.message}>{message || t('maintenance.detail')}</p>
        <div className={styles.actions}>
          {customerService.available ? (
            <Button
              size="large"
              icon={<HeadsetIcon size={20} />}
              loading={customerService.opening}
              onClick={() => void customerService.open()}
            >
              {t('maintenance.customerService')}
            </Button>
          ) : null}
          <Button size="large" variant="secondary" icon={<RefreshIcon size={18} />} onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    </main>
  );
}
