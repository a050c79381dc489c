import { useEffect } from 'react';
import { sessionStore } from '../lib/session-store.ts';
import { logout } from '../features/auth/api/login.ts';

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;
/** How often the idle time is checked. */
const checkIntervalMs = 15_000;

/**
 * Logs the staff member out after `idleMinutes` without a key press, click or pointer movement, as the server
 * does; the login screen then says why.
 */
export function useIdleLogout(idleMinutes: number | undefined): void {
  useEffect(() => {
    if (idleMinutes === undefined) return undefined;
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    for (const name of activityEvents) window.addEventListener(name, touch, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity < idleMinutes * 60_000) return;
      window.clearInterval(timer);
      // The server ends it too after the same time; telling it now closes the session at once.
      logout().catch(() => undefined);
      sessionStore.end('idle');
    }, checkIntervalMs);
    return () => {
      window.clearInterval(timer);
      for (const name of activityEvents) window.removeEventListener(name, touch);
    };
  }, [idleMinutes]);
}
