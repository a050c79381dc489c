import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Image } from '../../../components/ui/image.tsx';
import { memberCentrePath } from '../../../config/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useMemberInfo } from '../api/get-member-info.ts';
import { badgeText, memberCentreEntries } from '../member-centre-pages.ts';
import { BalanceDisplay } from './balance.tsx';
import styles from './member-centre.module.css';

/** The member centre (/member): the list of its pages on the left, with badges, and the chosen page beside it. */
export function Component() {
  const { t } = useTranslation();
  const member = useSessionStore((state) => state.member);
  const info = useMemberInfo();
  return (
    <div className={styles.centre}>
      <aside className={styles.aside}>
        <div className={styles.profile}>
          <Image className={styles.avatar} src={info.data?.avatar || null} alt="" fallback="avatar" />
          <div className={styles.profileText}>
            <strong className={styles.account}>{member?.account}</strong>
            <BalanceDisplay />
          </div>
        </div>
        <nav className={styles.nav} aria-label={t('account.memberCentre.title')}>
          {memberCentreEntries.map((entry) => {
            const badge = entry.badge && info.data ? badgeText(entry.badge(info.data)) : null;
            return (
              <NavLink key={entry.page} to={memberCentrePath(entry.page)} className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}>
                <entry.Icon size={18} />
                <span className={styles.linkText}>{t(entry.titleKey)}</span>
                {badge ? <span className={styles.badge}>{badge}</span> : null}
              </NavLink>
            );
          })}
        </nav>
      </aside>
      <section className={styles.page}>
        <Outlet />
      </section>
    </div>
  );
}
