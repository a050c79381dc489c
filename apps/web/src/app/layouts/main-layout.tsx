import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isGamePage } from '../../config/paths.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useLayoutStore } from './layout-store.ts';
import { SideMenu } from './side-menu.tsx';
import { TabBar } from './tab-bar.tsx';
import styles from './layouts.module.css';

/**
 * The main layout: header, collapsible side menu and, on phones, the bottom tab bar (neither on game pages),
 * and the footer around the page.
 */
export function MainLayout() {
  const { pathname } = useLocation();
  const closeDrawer = useLayoutStore((state) => state.closeDrawer);
  const showSideMenu = !isGamePage(pathname);
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);
  return (
    <div className={[styles.shell, showSideMenu ? styles.withTabBar : ''].join(' ')}>
      <Header showMenuToggle={showSideMenu} />
      <div className={styles.body}>
        {showSideMenu ? <SideMenu /> : null}
        <div className={styles.main}>
          <main className={styles.content}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      {showSideMenu ? <TabBar /> : null}
    </div>
  );
}
