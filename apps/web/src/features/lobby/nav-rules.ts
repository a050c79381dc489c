import type { Game, GameType } from '@platform/contract';

/** Game types whose nav item always opens their page, whatever their number of vendors (spec §2 Header). */
const alwaysPageTypes: readonly string[] = ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'];

/** Above this many vendors the hover drop menu is the large panel (spec §9). */
export const dropPanelLargeAbove = 10;

export type NavItemType = 'HOME' | 'PROMO' | GameType;

export type NavClick = { kind: 'page' } | { kind: 'launch'; vendor: Game };

/**
 * What a click on a nav item does: the page for HOME, PROMO, PVP, FISH and RNG or a type with more
 * than one vendor; otherwise the single vendor starts at once.
 */
export function navClickOf(type: NavItemType, vendors: readonly Game[]): NavClick {
  const [onlyVendor] = vendors;
  if (alwaysPageTypes.includes(type) || vendors.length !== 1 || !onlyVendor) return { kind: 'page' };
  return { kind: 'launch', vendor: onlyVendor };
}

/** The hover drop menu is the large panel when a type has more than ten vendors. */
export function dropPanelSize(vendorCount: number): 'large' | 'small' {
  return vendorCount > dropPanelLargeAbove ? 'large' : 'small';
}
