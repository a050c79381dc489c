import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameType, VendorCard } from '@platform/contract';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { useVendorLanes } from '../api/get-vendor-lanes.ts';
import { categoryInfo } from '../game-categories.ts';
import { laneCards } from '../home-sections.ts';
import { useStartGame } from '../hooks/use-start-game.ts';
import { initialLobbyFilter } from '../lobby-filter.ts';
import { pageScope, useLobbyStore } from '../store/lobby-store.ts';
import { LobbyPanel } from './lobby-panel.tsx';
import { VendorTile } from './vendor-tile.tsx';
import styles from './pages.module.css';

/** Pages that hide the vendor reload (spec §9). */
const withoutVendorReload: readonly GameType[] = ['PVP', 'FISH', 'RNG'];

/** A category page's title band: icon, name and how many vendors it has. */
function CategoryHero({ gameType, vendorCount }: { gameType: GameType; vendorCount: number }) {
  const { t } = useTranslation();
  const info = categoryInfo[gameType];
  return (
    <header className={styles.hero} data-category={gameType}>
      <span className={styles.heroIcon}>
        <info.Icon size={28} />
      </span>
      <div>
        <h1 className={styles.heroTitle}>{t(info.labelKey)}</h1>
        <p className={styles.heroSubtitle}>{t('lobby.vendorCount', { count: vendorCount })}</p>
      </div>
    </header>
  );
}

/**
 * /live, /fish, /rng and /pvp: the category's lobby. /rng?vassalage= opens on that vendor's games
 * (spec §4: an RNG vendor launch goes to /rng with the vendor).
 */
export function CategoryPage({ gameType }: { gameType: GameType }) {
  const [searchParameters] = useSearchParams();
  const vendor = searchParameters.get('vassalage');
  const scope = pageScope(gameType);
  const reset = useLobbyStore((state) => state.reset);
  const { lanes } = useVendorLanes();
  const lane = lanes.find((candidate) => candidate.gameType === gameType);
  useLayoutEffect(() => {
    if (vendor) reset(scope, { ...initialLobbyFilter(gameType, vendor), mode: 'ALL' });
  }, [vendor, scope, gameType, reset]);
  return (
    <div className={styles.page}>
      <CategoryHero gameType={gameType} vendorCount={lane?.order.length ?? 0} />
      <LobbyPanel scope={scope} category={gameType} showVendorReload={!withoutVendorReload.includes(gameType)} />
    </div>
  );
}

/**
 * /sports and /esports: the game centre, each vendor as a large tile above all the category's games.
 */
export function GameCentrePage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const { lanes } = useVendorLanes();
  const lane = lanes.find((candidate) => candidate.gameType === gameType);
  const cards = lane ? laneCards(lane) : [];
  const open = (card: VendorCard) => {
    if (card.entry) void startGame(card.entry);
    else openModal('gamePopup', { vassalage: card.vassalage, gameType });
  };
  return (
    <div className={styles.page}>
      <CategoryHero gameType={gameType} vendorCount={cards.length} />
      {cards.length > 0 ? (
        <section aria-label={t('lobby.vendorsLabel')}>
          <ul className={styles.vendorGrid}>
            {cards.map((card) => (
              <li key={card.vassalage}>
                <VendorTile name={card.name} artUrl={card.entry?.lagerIcon || card.logoUrl} gameCount={card.gameCount} maintenance={card.maintenance} onOpen={() => open(card)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LobbyPanel scope={pageScope(gameType)} category={gameType} showVendorReload initialMode="ALL" />
    </div>
  );
}
