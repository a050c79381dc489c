import type { Game } from '@platform/contract';
import type { GameActions } from '../hooks/use-game-actions.ts';
import { GameCard } from './game-card.tsx';
import styles from './lobby.module.css';

/** The first cards load their artwork at once: they are on screen when the list appears. */
const eagerCardCount = 12;

/** A responsive grid of game cards; `hotBadge` false for a list of hot games only. */
export function GameGrid({ games, actions, label, hotBadge = true }: { games: readonly Game[]; actions: GameActions; label: string; hotBadge?: boolean }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={`${game.nodeId}-${index}`}>
          <GameCard
            game={game}
            favourite={actions.favouriteIds.has(game.nodeId)}
            onStart={actions.start}
            onToggleFavourite={actions.toggleFavourite}
            eager={index < eagerCardCount}
            hotBadge={hotBadge}
          />
        </li>
      ))}
    </ul>
  );
}
