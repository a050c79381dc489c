import type { IconProps } from '../components/ui/icons.tsx';
import {
  CardsIcon,
  EsportsIcon,
  FishIcon,
  FlameIcon,
  HeartIcon,
  LiveIcon,
  LotteryIcon,
  SlotIcon,
  SportsIcon,
} from '../components/ui/icons.tsx';
import { paths } from '../config/paths.ts';
import { translationKey } from '../lib/translation-key.ts';
import type { ComponentType } from 'react';

export interface GameCategoryLink {
  key: string;
  to: string;
  labelKey: string;
  Icon: ComponentType<IconProps>;
}

/** The game categories of spec §3 with their pages; the lobby area later hides those without vendors. */
export const gameCategoryLinks: GameCategoryLink[] = [
  { key: 'live', to: paths.live, labelKey: translationKey('categories.live'), Icon: LiveIcon },
  { key: 'rng', to: paths.rng, labelKey: translationKey('categories.rng'), Icon: SlotIcon },
  { key: 'sports', to: paths.sports, labelKey: translationKey('categories.sports'), Icon: SportsIcon },
  { key: 'esports', to: paths.esports, labelKey: translationKey('categories.esports'), Icon: EsportsIcon },
  { key: 'fish', to: paths.fish, labelKey: translationKey('categories.fish'), Icon: FishIcon },
  { key: 'lott', to: paths.lott, labelKey: translationKey('categories.lott'), Icon: LotteryIcon },
  { key: 'pvp', to: paths.pvp, labelKey: translationKey('categories.pvp'), Icon: CardsIcon },
];

/** The side menu's games group: HOT and FAV first, then each category (spec §2 Side menu). */
export const sideMenuGameLinks: GameCategoryLink[] = [
  { key: 'hot', to: paths.home, labelKey: translationKey('categories.hot'), Icon: FlameIcon },
  { key: 'favorite', to: paths.favorite, labelKey: translationKey('categories.favorite'), Icon: HeartIcon },
  ...gameCategoryLinks,
];
