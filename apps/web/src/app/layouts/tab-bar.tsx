import type { ComponentType, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HomeIcon, LotteryIcon, SlotIcon, UserIcon, WalletIcon, type IconProps } from '../../components/ui/icons.tsx';
import { memberCentrePath, paths } from '../../config/paths.ts';
import { usePanelGuard } from '../../features/account/hooks/use-panel-guard.ts';
import { showHomeCategory } from '../../features/lobby/store/lobby-store.ts';
import { translationKey } from '../../lib/translation-key.ts';
import styles from './tab-bar.module.css';

interface Tab {
  key: string;
  to: string;
  labelKey: string;
  Icon: ComponentType<IconProps>;
  /** A member page: a guest gets the login modal, a trial account the real-account message. */
  member?: boolean;
  end?: boolean;
}

/** The phone's bottom tab bar, in the order players know from mobile casinos. */
const tabs: readonly Tab[] = [
  { key: 'home', to: paths.home, labelKey: translationKey('nav.tabBar.home'), Icon: HomeIcon, end: true },
  { key: 'games', to: paths.rng, labelKey: translationKey('nav.tabBar.games'), Icon: SlotIcon },
  { key: 'lottery', to: paths.lott, labelKey: translationKey('nav.tabBar.lottery'), Icon: LotteryIcon },
  { key: 'deposit', to: memberCentrePath('depositv2'), labelKey: translationKey('nav.tabBar.deposit'), Icon: WalletIcon, member: true },
  { key: 'account', to: paths.member, labelKey: translationKey('nav.tabBar.account'), Icon: UserIcon, member: true },
];

/** Home, games, lottery, deposit and account at the bottom of a phone's screen; hidden on wider screens. */
export function TabBar() {
  const { t } = useTranslation();
  const guard = usePanelGuard();
  const follow = (tab: Tab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (tab.key === 'home') showHomeCategory();
    if (!tab.member) return;
    let allowed = false;
    guard(() => {
      allowed = true;
    }, tab.to);
    if (!allowed) event.preventDefault();
  };
  return (
    <nav className={styles.bar} aria-label={t('nav.tabBar.label')} data-testid="tab-bar">
      {tabs.map((tab) => (
        <NavLink key={tab.key} to={tab.to} end={tab.end ?? false} className={({ isActive }) => [styles.tab, isActive ? styles.active : '', tab.key === 'deposit' ? styles.deposit : ''].join(' ')} onClick={follow(tab)} data-tab={tab.key}>
          <span className={styles.icon}>
            <tab.Icon size={22} />
          </span>
          <span className={styles.label}>{t(tab.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
