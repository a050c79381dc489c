import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/contract';
import { HeartIcon, WrenchIcon } from '../../../components/ui/icons.tsx';
import { Image } from '../../../components/ui/image.tsx';
import { PlayIcon } from './lobby-icons.tsx';
import styles from './game-card.module.css';

export interface GameCardProps {
  game: Game;
  favourite: boolean;
  onStart: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** The first rows load at once; the others when they scroll near. */
  eager?: boolean;
  /**
   * Whether a hot game carries the HOT badge. A list of hot games only (the hot section, the HOT tab) leaves it
   * off: there it would mark every tile and tell nothing.
   */
  hotBadge?: boolean;
}

/** A game tile: artwork, name and vendor, hot and new badges, a favourite heart, maintenance veil. */
export function GameCard({ game, favourite, onStart, onToggleFavourite, eager = false, hotBadge = true }: GameCardProps) {
  const { t } = useTranslation();
  const name = game.gameName || game.nodeName;
  return (
    <div className={styles.card} data-node-id={game.nodeId}>
      <button type="button" className={styles.art} onClick={() => onStart(game)} aria-label={t('lobby.play', { name })} title={name}>
        <Image className={styles.image} src={game.iconUrl || game.showIcon} alt="" fromCdn loading={eager ? 'eager' : 'lazy'} />
        <span className={styles.play} aria-hidden="true">
          <PlayIcon size={22} />
        </span>
        <span className={styles.badges}>
          {hotBadge && game.isHot === 1 ? <span className={`${styles.badge} ${styles.hot}`}>{t('lobby.badge.hot')}</span> : null}
          {game.isNew === 1 ? <span className={`${styles.badge} ${styles.new}`}>{t('lobby.badge.new')}</span> : null}
        </span>
        {game.maintenance ? (
          <span className={styles.maintenance}>
            <WrenchIcon size={18} />
            {t('lobby.maintenance')}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className={[styles.heart, favourite ? styles.heartOn : ''].join(' ')}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'lobby.favourite.remove' : 'lobby.favourite.add', { name })}
        onClick={() => onToggleFavourite(game)}
      >
        <HeartIcon size={16} fill={favourite ? 'currentColor' : 'none'} />
      </button>
      <div className={styles.meta}>
        <span className={styles.name}>{name}</span>
        <span className={styles.vendor}>{game.vendorName}</span>
      </div>
    </div>
  );
}
