import type { ComponentType } from 'react';
import { FlameIcon, HeartIcon, type IconProps } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { translationKey } from '../../../lib/translation-key.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { categoriesWithVendors, categoryInfo } from '../game-categories.ts';

export interface GameLink {
  key: string;
  to: string;
  labelKey: string;
  Icon: ComponentType<IconProps>;
}

const fixedLinks: GameLink[] = [
  { key: 'hot', to: paths.home, labelKey: translationKey('lobby.mode.HOT'), Icon: FlameIcon },
  { key: 'favorite', to: paths.favorite, labelKey: translationKey('lobby.mode.FAV'), Icon: HeartIcon },
];

/** The side menu's games group: HOT, FAV, then each category that has vendors (spec §2 Side menu). */
export function useSideMenuGameLinks(): GameLink[] {
  const { menus } = useGameMenus();
  return [
    ...fixedLinks,
    ...categoriesWithVendors(menus).map((menu) => ({ key: menu.gameType, to: categoryInfo[menu.gameType].path, labelKey: categoryInfo[menu.gameType].labelKey, Icon: categoryInfo[menu.gameType].Icon })),
  ];
}
