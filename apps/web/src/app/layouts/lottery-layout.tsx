import { Outlet } from 'react-router';
import { Header } from './header.tsx';
import styles from './layouts.module.css';

/** The lottery layout: the header and the game, without side menu or footer. */
export function Component() {
  return (
    <div className={styles.shell}>
      <Header showMenuToggle={false} />
      <main className={styles.lotteryContent}>
        <Outlet />
      </main>
    </div>
  );
}
