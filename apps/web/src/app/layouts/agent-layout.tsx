import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { showDialog, type DialogButton } from '../../components/ui/dialog/dialog-store.ts';
import { ClockIcon, LogoutIcon, UserIcon } from '../../components/ui/icons.tsx';
import { Image } from '../../components/ui/image.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { hideLoader, showLoader } from '../../components/ui/loader-store.ts';
import { paths } from '../../config/paths.ts';
import { endSession } from '../../features/account/session-flow.ts';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { offeredLanguages } from '../site-languages.ts';
import { gmtLabel, merchantTime } from './merchant-clock.ts';
import styles from './layouts.module.css';

const clockTickMs = 1_000;

/**
 * The agent layout (/agent, /agentHome): brand, merchant clock and language, and for a signed-in agent its
 * nickname (or account) and the logout, without the player chrome.
 */
export function Component() {
  const { t } = useTranslation();
  const permission = usePermissionInfo();
  return (
    <div className={styles.shell}>
      <header className={styles.agentBar}>
        <Link to={paths.agent} className={styles.agentBrand}>
          <Image className={styles.agentLogo} src={permission.brand.logoUrl} alt="" loading="eager" />
          <span className={styles.agentBrandName}>{permission.brand.name}</span>
        </Link>
        <span className={styles.agentBadge}>{t('agent.centre')}</span>
        <div className={styles.agentTools}>
          <MerchantClock offsetMinutes={permission.gmtOffsetMinutes} />
          <LanguageSelect languages={offeredLanguages(permission.languages)} iconOnly />
          <Link to={paths.home} className={styles.backLink}>
            {t('agent.backToSite')}
          </Link>
          <AgentAccount />
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

/** The signed-in agent's name and the logout (spec §2 Agent centre header); nothing for anyone else. */
function AgentAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useSessionStore((state) => (state.token && state.member?.isAgent ? state.member : null));
  if (!member) return null;
  const signOut = async () => {
    const confirm: DialogButton = { label: t('account.signOut.submit'), variant: 'danger' };
    const answer = await showDialog({
      icon: 'warning',
      title: t('account.signOut.title'),
      html: escapeHtml(t('account.signOut.question')),
      buttons: [{ label: t('common.cancel'), variant: 'secondary' }, confirm],
    });
    if (answer !== confirm) return;
    showLoader();
    try {
      await endSession();
    } finally {
      hideLoader();
      void navigate(paths.agent);
    }
  };
  return (
    <span className={styles.agentAccount}>
      <span className={styles.agentName} data-testid="agent-name">
        <UserIcon size={16} />
        <span className={styles.agentNameText}>{member.nickname || member.account}</span>
      </span>
      <button type="button" className={styles.agentLogout} onClick={() => void signOut()} aria-label={t('account.signOut.submit')} title={t('account.signOut.submit')}>
        <LogoutIcon size={18} />
        <span className={styles.agentLogoutText}>{t('account.signOut.submit')}</span>
      </button>
    </span>
  );
}
