import type { StaffProfile } from '@platform/contract/staff/staff';
import type { ConsoleScreen } from '../lib/screen.ts';
import { holds } from '../lib/session-store.ts';
import * as registry from './screen-registry.ts';

/** The registry's screens in navigation order. */
export const screens: readonly ConsoleScreen[] = Object.values(registry).sort((first, second) => first.order - second.order);

/** The screens a staff member may open. */
export function screensFor(staff: StaffProfile | undefined): ConsoleScreen[] {
  return screens.filter((screen) => holds(staff, screen.permission));
}
