import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import {
  ChevronDownIcon,
  CloseIcon,
  DownloadIcon,
  GiftIcon,
  HeadsetIcon,
  StoreIcon,
  TaskIcon,
  TelegramIcon,
  TrophyIcon,
  type IconProps,
} from '../../components/ui/icons.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { memberCentrePath, paths } from '../../config/paths.ts';
import { useMemberInfo } from '../../features/account/api/get-member-info.ts';
import { SideMenuPromotions } from '../../features/content/components/side-menu-promotions.tsx';
import { sideMenuEntries } from '../../features/content/side-menu-entries.ts';
import { CalendarIcon, CrownIcon, UsersIcon } from '../../features/lobby/components/lobby-icons.tsx';
import { useSideMenuGameLinks } from '../../features/lobby/hooks/use-side-menu-game-links.ts';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { isModuleEnabled } from '../../features/system/whitelabel.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { offeredLanguages } from '../site-languages.ts';
import { useMediaQuery } from '../use-media-query.ts';
import { drawerMediaQuery, useLayoutStore } from './layout-store.ts';
import styles from './side-menu.module.css';

/** The white-label module that switches the points mall on (spec §6). */
const pointsMallModule = 'PTSYS3';

/** The collapsible side menu; on a phone it is a drawer. */
export function SideMenu() {
  const { t } = useTranslation();
  const permission = usePermissionInfo();
  const collapsed = useLayoutStore((state) => state.collapsed);
  const drawerOpen = useLayoutStore((state) => state.drawerOpen);
  const closeDrawer = useLayoutStore((state) => state.closeDrawer);
  const customerService = useCustomerService();
  // A closed drawer is off screen; it must not take keyboard focus either.
  const hiddenDrawer = useMediaQuery(drawerMediaQuery) && !drawerOpen;
  const telegram = permission.resources.find((resource) => resource.resourceType === 'telegram');
  const gameLinks = useSideMenuGameLinks();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const entries = sideMenuEntries(loggedIn, useMemberInfo().data);
  const classes = [styles.menu, collapsed ? styles.collapsed : '', drawerOpen ? styles.drawerOpen : ''];
  return (
    <>
      <aside className={classes.join(' ')} aria-label={t('sideMenu.label')} inert={hiddenDrawer}>
        <div className={styles.drawerHeader}>
          <span>{permission.brand.name}</span>
          <button type="button" className={styles.drawerClose} onClick={closeDrawer} aria-label={t('common.close')}>
            <CloseIcon size={18} />
          </button>
        </div>
        <div className={styles.scroll}>
          <ul className={styles.list}>
            <PromotionsGroup />
            <MenuLink to={memberCentrePath('missionLeaderboard')} Icon={TaskIcon} label={t('sideMenu.task')} />
            {entries.checkIn ? <MenuLink to={memberCentrePath('rewardCenter')} Icon={CalendarIcon} label={t('lobby.sideMenu.checkIn')} /> : null}
            {entries.inviteFriends ? <MenuLink to={memberCentrePath('referral')} Icon={UsersIcon} label={t('lobby.sideMenu.inviteFriends')} /> : null}
            {entries.vip ? <MenuLink to={memberCentrePath('rewardCenter')} Icon={CrownIcon} label={t('lobby.sideMenu.vip')} /> : null}
            {entries.vip ? <MenuLink to={memberCentrePath('missionLeaderboard')} Icon={TrophyIcon} label={t('lobby.sideMenu.playerRank')} /> : null}
            {isModuleEnabled(permission.whitelabel, pointsMallModule) ? (
              <MenuLink to={paths.pointMall} Icon={StoreIcon} label={t('sideMenu.pointMall')} />
            ) : null}
            <MenuLink to={paths.download} Icon={DownloadIcon} label={t('sideMenu.download')} />
            {telegram ? (
              <MenuItem Icon={TelegramIcon} label={t('sideMenu.telegram')}>
                {(content) => (
                  <a className={styles.item} href={telegram.url} target="_blank" rel="noopener noreferrer" title={t('sideMenu.telegram')}>
                    {content}
                  </a>
                )}
              </MenuItem>
            ) : null}
            {customerService.available ? (
              <MenuItem Icon={HeadsetIcon} label={t('sideMenu.customerService')}>
                {(content) => (
                  <button type="button" className={styles.item} onClick={() => void customerService.open()} title={t('sideMenu.customerService')}>
                    {content}
                  </button>
                )}
              </MenuItem>
            ) : null}
          </ul>
          <p className={styles.heading}>{t('sideMenu.games')}</p>
          <ul className={styles.list}>
            {gameLinks.map((link) => (
              <MenuLink key={link.key} to={link.to} Icon={link.Icon} label={t(link.labelKey)} end={link.to === paths.home} />
            ))}
          </ul>
        </div>
        <div className={styles.footer}>
          <LanguageSelect languages={offeredLanguages(permission.languages)} iconOnly={collapsed && !drawerOpen} opensUp />
        </div>
      </aside>
      {drawerOpen ? <div className={styles.backdrop} onClick={closeDrawer} aria-hidden="true" /> : null}
    </>
  );
}

interface MenuItemProps {
  Icon: ComponentType<IconProps>;
  label: string;
  children: (content: ReactNode) => ReactNode;
}

function MenuItem({ Icon, label, children }: MenuItemProps) {
  return (
    <li>
      {children(
        <>
          <Icon size={20} />
          <span className={styles.label}>{label}</span>
        </>,
      )}
    </li>
  );
}

function MenuLink({ to, Icon, label, end }: { to: string; Icon: ComponentType<IconProps>; label: string; end?: boolean }) {
  return (
    <MenuItem Icon={Icon} label={label}>
      {(content) => (
        <NavLink to={to} end={end} title={label} className={({ isActive }) => [styles.item, isActive ? styles.active : ''].join(' ')}>
          {content}
        </NavLink>
      )}
    </MenuItem>
  );
}

/** Promotions open by default (spec §2); the content area lists up to six promotions here. */
function PromotionsGroup() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <li className={open ? styles.groupOpen : ''}>
      <button
        type="button"
        className={`${styles.item} ${styles.featured}`}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        title={t('sideMenu.promotions')}
      >
        <GiftIcon size={20} />
        <span className={styles.label}>{t('sideMenu.promotions')}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {open ? (
        <ul className={styles.subList}>
          <SideMenuPromotions linkClassName={`${styles.item} ${styles.subItem}`} labelClassName={styles.label} />
          <li>
            <NavLink to={paths.promotions} className={({ isActive }) => [styles.item, styles.subItem, isActive ? styles.active : ''].join(' ')}>
              <span className={styles.label}>{t('sideMenu.allPromotions')}</span>
            </NavLink>
          </li>
        </ul>
      ) : null}
    </li>
  );
}
