import type { AreaName } from '../config/areas.ts';

/** What a route tells the shell through its `handle`: the area that fills it and its title. */
export interface RouteHandle {
  coming?: { area: AreaName; titleKey: string };
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
