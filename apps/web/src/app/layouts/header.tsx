import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { Image } from '../../components/ui/image.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { paths } from '../../config/paths.ts';
import { HeaderAccount } from '../../features/account/components/header-account.tsx';
import { HeaderNav } from '../../features/lobby/components/header-nav.tsx';
import { showHomeCategory } from '../../features/lobby/store/lobby-store.ts';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { useMediaQuery } from '../use-media-query.ts';
import { offeredLanguages } from '../site-languages.ts';
import { drawerMediaQuery, useLayoutStore } from './layout-store.ts';
import styles from './header.module.css';

/** The site header: menu toggle, logo, nav, and the guest buttons or the member's account. */
export function Header({ showMenuToggle = true }: { showMenuToggle?: boolean }) {
  const { t } = useTranslation();
  const permission = usePermissionInfo();
  const toggleMenu = useLayoutStore((state) => state.toggleMenu);
  const compact = useMediaQuery(drawerMediaQuery);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {showMenuToggle ? (
          <button type="button" className={styles.toggle} onClick={toggleMenu} aria-label={t('nav.toggleMenu')}>
            <MenuIcon size={22} />
          </button>
        ) : null}
        <Link to={paths.home} className={styles.logo} aria-label={permission.brand.name} onClick={showHomeCategory}>
          <Image className={styles.logoImage} src={permission.brand.logoUrl} alt="" loading="eager" />
          <span className={styles.brandName}>{permission.brand.name}</span>
        </Link>
        <HeaderNav />
        <div className={styles.actions}>
          <HeaderAccount compact={compact} />
          <LanguageSelect languages={offeredLanguages(permission.languages)} iconOnly={compact} />
        </div>
      </div>
    </header>
  );
}
