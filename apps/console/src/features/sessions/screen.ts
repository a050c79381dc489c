import { lazy } from 'react';
import type { ConsoleScreen } from '../../lib/screen.ts';

/** The staff member's own sessions, open to every staff member. */
export const sessionsScreen: ConsoleScreen = {
  path: 'sessions',
  area: null,
  permission: null,
  labelKey: 'sessions.title',
  descriptionKey: 'sessions.card',
  icon: 'M4 5h16v11H4zM9 20h6M12 16v4',
  order: 100,
  element: lazy(() => import('./components/sessions-screen.tsx')),
};
