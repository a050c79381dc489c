import { useTranslation } from 'react-i18next';
import { WrenchIcon } from '../../../components/ui/icons.tsx';
import { Image } from '../../../components/ui/image.tsx';
import { PlayIcon } from './lobby-icons.tsx';
import styles from './vendor-tile.module.css';

export interface VendorTileProps {
  name: string;
  artUrl: string;
  gameCount?: number;
  maintenance: boolean;
  onOpen: () => void;
}

/** A vendor's wide tile: its artwork, then its name and number of games; opening it follows spec §4 Start game. */
export function VendorTile({ name, artUrl, gameCount, maintenance, onOpen }: VendorTileProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.tile} onClick={onOpen} title={name}>
      <span className={styles.frame}>
        <Image className={styles.art} src={artUrl} alt="" fromCdn />
        {maintenance ? (
          <span className={styles.maintenance}>
            <WrenchIcon size={14} />
            {t('lobby.maintenance')}
          </span>
        ) : (
          <span className={styles.go} aria-hidden="true">
            <PlayIcon size={16} />
          </span>
        )}
      </span>
      <span className={styles.caption}>
        <span className={styles.name}>{name}</span>
        {gameCount !== undefined ? <span className={styles.count}>{t('lobby.gameCount', { count: gameCount })}</span> : null}
      </span>
    </button>
  );
}
