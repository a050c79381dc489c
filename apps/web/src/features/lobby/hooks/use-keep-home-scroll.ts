import { useEffect } from 'react';
import { useLobbyStore } from '../store/lobby-store.ts';

/** How long home keeps trying to reach its old position while its sections render. */
const restoreAttemptsMax = 30;
const restoreIntervalMs = 100;

/**
 * Home is kept alive (spec §2): its filters live in the lobby store and its data in the query cache,
 * and this hook brings the page back to where the visitor left it. The route change scrolls to the top
 * first; the restore runs after it.
 */
export function useKeepHomeScroll(): void {
  useEffect(() => {
    const { homeScrollY, setHomeScrollY } = useLobbyStore.getState();
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const restore = () => {
      if (cancelled) return;
      attempts += 1;
      window.scrollTo({ top: homeScrollY, behavior: 'instant' });
      if (Math.abs(window.scrollY - homeScrollY) > 2 && attempts < restoreAttemptsMax) timer = setTimeout(restore, restoreIntervalMs);
    };
    const frame = homeScrollY > 0 ? window.requestAnimationFrame(restore) : 0;
    let pending = 0;
    const remember = () => {
      if (pending) return;
      pending = window.requestAnimationFrame(() => {
        pending = 0;
        // Until the old position is reached, the restore's own scrolling must not overwrite it.
        if (attempts > 0 || homeScrollY === 0) setHomeScrollY(window.scrollY);
      });
    };
    // The visitor's own scrolling ends the restore: home never pulls the page away from under them.
    const stopRestoring = () => {
      cancelled = true;
      attempts = Math.max(attempts, 1);
    };
    const userInputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const input of userInputs) window.addEventListener(input, stopRestoring, { passive: true });
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      for (const input of userInputs) window.removeEventListener(input, stopRestoring);
      window.removeEventListener('scroll', remember);
      window.cancelAnimationFrame(frame);
      window.cancelAnimationFrame(pending);
      clearTimeout(timer);
    };
  }, []);
}
