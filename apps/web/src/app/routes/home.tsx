import { Suspense, useCallback } from 'react';
import { AnnouncementPopup } from '../../features/content/components/announcement-popup.tsx';
import { useKeepHomeScroll } from '../../features/lobby/hooks/use-keep-home-scroll.ts';
import { useStartGame } from '../../features/lobby/hooks/use-start-game.ts';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout.ts';
import styles from './home.module.css';

// The home route's first load stays small: the carousel, the winners and the lobby load as chunks of their own.
const BannerCarousel = lazyWithTimeout(() => import('../../features/content/components/banner-carousel.tsx'));
const NoticeMarquee = lazyWithTimeout(() => import('../../features/content/components/notice-marquee.tsx'));
const WinnerBoard = lazyWithTimeout(() => import('../../features/lobby/components/winner-board.tsx'));
const HomeLobby = lazyWithTimeout(() => import('../../features/lobby/components/home-lobby.tsx'));

/** The home page (spec §2): banners, notice marquee, winner board, category menu and the lobby. */
export function HomePage() {
  const { currencySymbol } = usePermissionInfo();
  const startGame = useStartGame();
  const openBannerGame = useCallback((nodeId: number) => void startGame({ nodeId, vassalage: '', gameCode: '' }), [startGame]);
  useKeepHomeScroll();
  return (
    <div className={styles.home}>
      <Suspense fallback={<div className={styles.bannerPlaceholder} aria-hidden="true" />}>
        <BannerCarousel onOpenGame={openBannerGame} />
      </Suspense>
      <Suspense fallback={<div className={styles.marqueePlaceholder} aria-hidden="true" />}>
        <NoticeMarquee />
      </Suspense>
      <Suspense fallback={null}>
        <WinnerBoard currencySymbol={currencySymbol} />
      </Suspense>
      <Suspense fallback={<div className={styles.lobbyPlaceholder} aria-hidden="true" />}>
        <HomeLobby />
      </Suspense>
      <AnnouncementPopup />
    </div>
  );
}
