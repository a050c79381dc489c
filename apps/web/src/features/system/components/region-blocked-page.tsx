import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { SiteBrand } from './site-brand.tsx';
import styles from './site-status-page.module.css';

interface RegionBlockedPageProps {
  ip: string;
  countryCode: string;
  brandName?: string;
  logoUrl?: string;
}

/** Shown instead of the site to a visitor from a restricted region, with the address it saw. */
export function RegionBlockedPage({ ip, countryCode, brandName, logoUrl }: RegionBlockedPageProps) {
  const { t } = useTranslation();
  return (
    <main className={`${styles.page} ${styles.blocked}`}>
      <div className={styles.card}>
        <SiteBrand name={brandName} logoUrl={logoUrl} />
        <div className={styles.emblem}>
          <ShieldIcon size={52} />
        </div>
        <h1 className={styles.title}>{t('blockip')}</h1>
        <p className={styles.message}>{t('info_ip_block')}</p>
        <div className={styles.facts}>
          {ip ? (
            <span className={styles.fact}>
              {t('blocked.ipLabel')}
              <span className={styles.factValue}>{ip}</span>
            </span>
          ) : null}
          {countryCode ? (
            <span className={styles.fact}>
              {t('blocked.regionLabel')}
              <span className={styles.factValue}>{countryCode}</span>
            </span>
          ) : null}
        </div>
      </div>
    </main>
  );
}
