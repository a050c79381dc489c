import type { ComponentType } from 'react';
import type { GameMenu, GameType } from '@platform/contract';
import { CardsIcon, EsportsIcon, FishIcon, LiveIcon, LotteryIcon, SlotIcon, SportsIcon, type IconProps } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { translationKey } from '../../lib/translation-key.ts';
import { BoltIcon, RoosterIcon } from './components/lobby-icons.tsx';

export interface CategoryInfo {
  /** The page of the category; cockfight has none and shows its lobby on home. */
  path: string;
  labelKey: string;
  /** A short label for the header, where space is tight. */
  shortLabelKey: string;
  Icon: ComponentType<IconProps>;
}

/** The home page with a category's lobby chosen, for categories without a page of their own. */
export function homeCategoryPath(gameType: GameType): string {
  return `${paths.home}?category=${gameType}`;
}

/** Each game type of spec §3 with its page, labels and icon. */
export const categoryInfo: Record<GameType, CategoryInfo> = {
  LIVE: { path: paths.live, labelKey: translationKey('lobby.category.LIVE'), shortLabelKey: translationKey('lobby.categoryShort.LIVE'), Icon: LiveIcon },
  RNG: { path: paths.rng, labelKey: translationKey('lobby.category.RNG'), shortLabelKey: translationKey('lobby.categoryShort.RNG'), Icon: SlotIcon },
  FISH: { path: paths.fish, labelKey: translationKey('lobby.category.FISH'), shortLabelKey: translationKey('lobby.categoryShort.FISH'), Icon: FishIcon },
  PVP: { path: paths.pvp, labelKey: translationKey('lobby.category.PVP'), shortLabelKey: translationKey('lobby.categoryShort.PVP'), Icon: CardsIcon },
  SPORTS: { path: paths.sports, labelKey: translationKey('lobby.category.SPORTS'), shortLabelKey: translationKey('lobby.categoryShort.SPORTS'), Icon: SportsIcon },
  ESPORTS: { path: paths.esports, labelKey: translationKey('lobby.category.ESPORTS'), shortLabelKey: translationKey('lobby.categoryShort.ESPORTS'), Icon: EsportsIcon },
  LOTT: { path: paths.lott, labelKey: translationKey('lobby.category.LOTT'), shortLabelKey: translationKey('lobby.categoryShort.LOTT'), Icon: LotteryIcon },
  ELOTT: { path: paths.elott, labelKey: translationKey('lobby.category.ELOTT'), shortLabelKey: translationKey('lobby.categoryShort.ELOTT'), Icon: BoltIcon },
  COCK: { path: homeCategoryPath('COCK'), labelKey: translationKey('lobby.category.COCK'), shortLabelKey: translationKey('lobby.categoryShort.COCK'), Icon: RoosterIcon },
};

/** The categories that have vendors, in the order of the menus (spec §2 Header: only those are listed). */
export function categoriesWithVendors(menus: readonly GameMenu[]): GameMenu[] {
  return [...menus].filter((menu) => menu.vendors.length > 0).sort((first, second) => first.sort - second.sort);
}
