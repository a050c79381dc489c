import { lazy } from 'react';
import type { ConsoleScreen } from '../../lib/screen.ts';

/** Agents: any member's place in the tree, its team and figures, quotas and links, moves, and fraud flags. */
export const agentsScreen: ConsoleScreen = {
  path: 'agents',
  area: 'agents',
  permission: 'agents.view',
  labelKey: 'agents.title',
  descriptionKey: 'agents.card',
  icon: 'M12 4a3 3 0 1 0 0 6a3 3 0 1 0 0-6M5 20v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2M4 10.5a2.5 2.5 0 0 1 3-2.4M20 10.5a2.5 2.5 0 0 0-3-2.4',
  order: 40,
  element: lazy(() => import('./components/agents-screen.tsx')),
};
