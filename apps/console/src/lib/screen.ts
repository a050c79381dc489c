import type { ComponentType } from 'react';
import type { StaffArea, StaffPermission } from '@platform/contract/staff/staff';

/**
 * A screen of the console, declared by its feature (features/<feature>/screen.ts) and listed once in
 * app/screen-registry.ts. The navigation, the start page's cards and the route guard are all built from it.
 */
export interface ConsoleScreen {
  /** The address under /console/, without a leading slash. */
  path: string;
  /** The area of the platform the screen is about, or null for the staff member's own things. */
  area: StaffArea | null;
  /** The permission needed to open it; null when every staff member may. */
  permission: StaffPermission | null;
  /** Dictionary keys of its name and its one-line description. */
  labelKey: string;
  descriptionKey: string;
  /** An SVG path (24×24 box) drawn in the navigation and on its card. */
  icon: string;
  /** Position in the navigation, lowest first. */
  order: number;
  /** The screen itself, loaded when first opened. */
  element: ComponentType;
}
