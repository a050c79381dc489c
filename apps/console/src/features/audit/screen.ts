import { lazy } from 'react';
import type { ConsoleScreen } from '../../lib/screen.ts';

/** The staff audit: every staff action and login, hash-chained. */
export const auditScreen: ConsoleScreen = {
  path: 'audit',
  area: 'audit',
  permission: 'audit.view',
  labelKey: 'audit.title',
  descriptionKey: 'audit.card',
  icon: 'M5 3h10l4 4v14H5zM14 3v5h5M8 12h8M8 16h8M8 8h3',
  order: 90,
  element: lazy(() => import('./components/audit-screen.tsx')),
};
