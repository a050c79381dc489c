import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { hideBootLoader, hideLoader } from '../components/ui/loader-store.ts';
import { ModalHost } from '../components/ui/modal/modal-host.tsx';
import { openModal } from '../components/ui/modal/modal-store.ts';
import { onUnauthorized } from '../lib/api-client.ts';
import { modalRegistry } from './modal-registry.tsx';
import styles from './root-route.module.css';

/** The root of every route: route-change effects, the one 401 handler, and the modals. */
export function RootRoute() {
  useRouteChangeEffects();
  useEffect(() => onUnauthorized(() => openModal('login')), []);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ModalHost registry={modalRegistry} />
    </>
  );
}

/** On every route change the page scrolls to top, the loader hides, and a hash scrolls to its element (spec §2). */
function useRouteChangeEffects(): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    hideLoader();
    hideBootLoader();
    if (!hash) return undefined;
    const frame = window.requestAnimationFrame(() => scrollToHash(hash));
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, search, hash]);
}

/** A thin bar at the top while the next page (or its chunk) loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} role="progressbar" aria-busy="true" />;
}

function scrollToHash(hash: string): void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}
