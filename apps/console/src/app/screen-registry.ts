/**
 * Every screen of the console, one line each. A feature declares its screen in features/<feature>/screen.ts
 * and adds its line here; the navigation, the start page and the routes are built from this list.
 */
export { agentsScreen } from '../features/agents/screen.ts';
export { auditScreen } from '../features/audit/screen.ts';
export { sessionsScreen } from '../features/sessions/screen.ts';
