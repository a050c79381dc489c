import type { Game } from '@platform/contract';
import { useFavouriteIds } from '../api/get-favourite-ids.ts';
import { useFavouriteToggle } from './use-favourite-toggle.ts';
import { useStartGame } from './use-start-game.ts';

export interface GameActions {
  favouriteIds: ReadonlySet<number>;
  start: (game: Game) => void;
  toggleFavourite: (game: Game) => void;
}

/** What a list of game cards needs: the favourite hearts, starting a game and toggling a favourite. */
export function useGameActions(): GameActions {
  const favouriteIds = useFavouriteIds();
  const startGame = useStartGame();
  const toggle = useFavouriteToggle(favouriteIds);
  return {
    favouriteIds,
    start: (game) => void startGame(game),
    toggleFavourite: (game) => void toggle(game),
  };
}
