import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ClockIcon } from '../../components/ui/icons.tsx';
import { Image } from '../../components/ui/image.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { paths } from '../../config/paths.ts';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { offeredLanguages } from '../site-languages.ts';
import { gmtLabel, merchantTime } from './merchant-clock.ts';
import styles from './layouts.module.css';

const clockTickMs = 1_000;

/** The agent layout (/agent, /agentHome): brand, merchant clock and language, without the player chrome. */
export function Component() {
  const { t } = useTranslation();
  const permission = usePermissionInfo();
  return (
    <div className={styles.shell}>
      <header className={styles.agentBar}>
        <Link to={paths.agent} className={styles.agentBrand}>
          <Image className={styles.agentLogo} src={permission.brand.logoUrl} alt="" loading="eager" />
          {permission.brand.name}
        </Link>
        <span className={styles.agentBadge}>{t('agent.centre')}</span>
        <div className={styles.agentTools}>
          <MerchantClock offsetMinutes={permission.gmtOffsetMinutes} />
          <LanguageSelect languages={offeredLanguages(permission.languages)} iconOnly />
          <Link to={paths.home} className={styles.backLink}>
            {t('agent.backToSite')}
          </Link>
        </div>
      </header>
      <main className={styles.agentContent}>
        <Outlet />
      </main>
    </div>
  );
}

/** The merchant's GMT offset and time, ticking every second (spec §9). */
function MerchantClock({ offsetMinutes }: { offsetMinutes: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), clockTickMs);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className={styles.clock}>
      <ClockIcon size={16} />
      {gmtLabel(offsetMinutes)}
      <span className={styles.clockTime}>{merchantTime(now, offsetMinutes)}</span>
    </span>
  );
}
