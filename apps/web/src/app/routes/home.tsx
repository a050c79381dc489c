import { Suspense, useCallback } from 'react';
import i18next from 'i18next';
import type { Banner } from '@platform/contract';
import { bannersQueryOptions } from '../../features/content/api/get-banners.ts';
import { AnnouncementPopup } from '../../features/content/components/announcement-popup.tsx';
import { winnersQueryOptions } from '../../features/lobby/api/get-winners.ts';
import { useKeepHomeScroll } from '../../features/lobby/hooks/use-keep-home-scroll.ts';
import { useStartGame } from '../../features/lobby/hooks/use-start-game.ts';
import { permissionQueryOptions, usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { configureCdns, imageUrl } from '../../lib/cdn.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout.ts';
import { queryClient } from '../../lib/query-client.ts';
import styles from './home.module.css';

// The home route's first load stays small: the carousel, the winners and the lobby load as chunks of their own.
const BannerCarousel = lazyWithTimeout(() => import('../../features/content/components/banner-carousel.tsx'));
const NoticeMarquee = lazyWithTimeout(() => import('../../features/content/components/notice-marquee.tsx'));
const WinnerBoard = lazyWithTimeout(() => import('../../features/lobby/components/winner-board.tsx'));
const HomeLobby = lazyWithTimeout(() => import('../../features/lobby/components/home-lobby.tsx'));

/**
 * Starts the home page's slowest reads as the route is entered, before its sections' chunks arrive: the
 * banners (the largest picture of the first screen) and the winners. The sections then find them cached.
 */
export function prefetchHomeData(): null {
  const language = currentLanguage();
  const banners = queryClient.fetchQuery(bannersQueryOptions('w_home', i18next.language || language));
  // The pictures' host comes from the permission information (the start-up gate reads the same query).
  const permission = queryClient.fetchQuery(permissionQueryOptions());
  void Promise.all([banners, permission])
    .then(([{ list }, cdns]) => {
      configureCdns(cdns);
      preloadFirstBanners(list);
    })
    .catch(() => undefined);
  void queryClient.prefetchQuery(winnersQueryOptions(language));
  return null;
}

/** The banners on the first screen: their pictures start loading with the data, not when the carousel mounts. */
const bannersOnFirstScreen = 3;

function preloadFirstBanners(banners: readonly Banner[]): void {
  for (const banner of [...banners].sort((first, second) => first.sort - second.sort).slice(0, bannersOnFirstScreen)) {
    const picture = new window.Image();
    picture.decoding = 'async';
    picture.src = imageUrl(banner.url);
  }
}

/**
 * The home page (spec §2): banners, notice marquee, winner board, category menu and the lobby. On a phone the
 * lobby comes before the winner board, so that the first screen shows games.
 */
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
      <div className={styles.winnersSlot}>
        <Suspense fallback={<div className={styles.winnersPlaceholder} aria-hidden="true" />}>
          <WinnerBoard currencySymbol={currencySymbol} />
        </Suspense>
      </div>
      <Suspense fallback={<div className={styles.lobbyPlaceholder} aria-hidden="true" />}>
        <HomeLobby />
      </Suspense>
      <AnnouncementPopup />
    </div>
  );
}
