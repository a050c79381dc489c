import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isGamePage } from '../../config/paths.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useLayoutStore } from './layout-store.ts';
import { SideMenu } from './side-menu.tsx';
import styles from './layouts.module.css';

/** The main layout: header, collapsible side menu (not on game pages) and footer around the page. */
export function MainLayout() {
  const { pathname } = useLocation();
  const closeDrawer = useLayoutStore((state) => state.closeDrawer);
  const showSideMenu = !isGamePage(pathname);
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);
  return (
    <div className={styles.shell}>
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
    </div>
  );
}
