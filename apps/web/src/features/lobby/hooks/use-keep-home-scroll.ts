import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLobbyStore } from '../store/lobby-store.ts';

/** How long home keeps trying to reach its old position while its sections render and grow. */
const restoreWindowMs = 10_000;

/**
 * Home is kept alive (spec §2): its filters live in the lobby store and its data in the query cache,
 * and this hook brings the page back to where the visitor left it. The route change scrolls to the top
 * first; the restore runs after it, and again each time the page changes size (sections and artwork
 * arriving, a list drawn again), until the visitor scrolls by themselves or the window closes. Reaching the
 * position does not end it: a section that shrinks for a moment makes the browser pull the page up, and the
 * next growth must take it back down.
 */
export function useKeepHomeScroll(): void {
  // Leaving home stops the remembering within the commit that takes its sections away. The page then gets
  // shorter and the browser pulls the scroll position up; the effect's own cleanup runs only after that,
  // and would otherwise remember the pulled-up position as the visitor's.
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = false;
    return () => {
      leaving.current = true;
    };
  }, []);

  useEffect(() => {
    const { homeScrollY, setHomeScrollY } = useLobbyStore.getState();
    let restoring = homeScrollY > 0;
    let observer: ResizeObserver | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined;

    const stopRestoring = () => {
      restoring = false;
      observer?.disconnect();
      clearTimeout(deadline);
    };
    const restore = () => {
      if (!restoring || Math.abs(window.scrollY - homeScrollY) <= 2) return;
      window.scrollTo({ top: homeScrollY, behavior: 'instant' });
    };
    const frame = restoring ? window.requestAnimationFrame(restore) : 0;
    if (restoring) {
      observer = new ResizeObserver(restore);
      observer.observe(document.body);
      deadline = setTimeout(stopRestoring, restoreWindowMs);
    }

    let pending = 0;
    const remember = () => {
      if (pending) return;
      pending = window.requestAnimationFrame(() => {
        pending = 0;
        // While the old position is being restored, the restore's own scrolling must not overwrite it.
        if (!restoring && !leaving.current) setHomeScrollY(window.scrollY);
      });
    };
    // The visitor's own scrolling ends the restore: home never pulls the page away from under them.
    const userInputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const input of userInputs) window.addEventListener(input, stopRestoring, { passive: true });
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      for (const input of userInputs) window.removeEventListener(input, stopRestoring);
      window.removeEventListener('scroll', remember);
      window.cancelAnimationFrame(frame);
      window.cancelAnimationFrame(pending);
      stopRestoring();
    };
  }, []);
}
