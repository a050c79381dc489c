import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@platform/contract';
import { ClockIcon, FlameIcon, HeartIcon } from '../../../components/ui/icons.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { paths } from '../../../config/paths.ts';
import { useMerchantStore, useSessionStore } from '../../../lib/session-store.ts';
import { translationKey } from '../../../lib/translation-key.ts';
import { gameListQueryOptions } from '../api/get-game-list.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { recentGamesQueryOptions } from '../api/get-recent-games.ts';
import { useVendorLanes } from '../api/get-vendor-lanes.ts';
import { categoryInfo } from '../game-categories.ts';
import { buildHomeSections, homeLimits, homeRows, type GameSectionKey, type HomeSection } from '../home-sections.ts';
import { useGameActions, type GameActions } from '../hooks/use-game-actions.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { useStartGame } from '../hooks/use-start-game.ts';
import { DiceIcon } from './lobby-icons.tsx';
import { GridSkeleton } from './grid-skeleton.tsx';
import { GameCarousel, SectionHeader } from './section-carousel.tsx';
import { VendorTile } from './vendor-tile.tsx';
import styles from './home-lobby.module.css';

/** The house vendor's games form their own home section (spec §2: house, BGS). */
const houseVendor = 'HOUSE';

const gameSectionLooks: Record<GameSectionKey, { icon: typeof FlameIcon; titleKey: string; moreTo?: string }> = {
  recent: { icon: ClockIcon, titleKey: translationKey('lobby.section.recent'), moreTo: paths.recent },
  hot: { icon: FlameIcon, titleKey: translationKey('lobby.section.hot') },
  favourites: { icon: HeartIcon, titleKey: translationKey('lobby.section.favourites'), moreTo: paths.favorite },
  house: { icon: DiceIcon, titleKey: translationKey('lobby.section.house'), moreTo: `${paths.rng}?vassalage=${houseVendor}` },
};

/** Loads what the home sections show; the member's lists only when logged in. */
function useHomeSections(): { sections: HomeSection[]; isPending: boolean } {
  const language = useLobbyLanguage();
  const token = useSessionStore((state) => state.token);
  const merchant = useMerchantStore((state) => state.merchantCode);
  const hot = useHotGames(undefined);
  const lanes = useVendorLanes();
  const favourites = useFavourites(undefined, '');
  const recent = useQuery(recentGamesQueryOptions({ gameType: undefined, vassalage: '', page: 1, pageSize: homeLimits.recentMax, language }, token));
  const house = useQuery(
    gameListQueryOptions({ gameType: undefined, vassalage: houseVendor, gameClassify: '', gameName: '', pageNo: 1, pageSize: homeLimits.sectionSize, merchant, language }),
  );
  const sections = buildHomeSections({
    loggedIn: token !== null,
    recent: recent.data?.list ?? [],
    hot: hot.data?.list ?? [],
    favourites: favourites.data?.content ?? [],
    house: house.data?.games ?? [],
    lanes: lanes.lanes,
  });
  return { sections, isPending: hot.isPending && lanes.isPending };
}

/** The home page's sections (spec §2 Home). */
export function HomeSectionsView() {
  const actions = useGameActions();
  const { sections, isPending } = useHomeSections();
  if (isPending) return <GridSkeleton count={12} />;
  return (
    <div className={styles.sections}>
      {homeRows(sections).map((row) =>
        row.kind === 'games' ? (
          <GameSection key={row.section.key} section={row.section} actions={actions} />
        ) : (
          // Lanes with few vendors share a row, each as wide as its tiles: no lane leaves an empty area.
          <div
            key={row.lanes.map((lane) => lane.key).join('+')}
            className={row.lanes.length > 1 ? `${styles.laneRow} ${styles.sharedRow}` : styles.laneRow}
            style={{ '--row-columns': Math.max(row.columns, 3) } as CSSProperties}
          >
            {row.lanes.map((lane) => (
              <VendorSection key={lane.key} section={lane} />
            ))}
          </div>
        ),
      )}
    </div>
  );
}

function GameSection({ section, actions }: { section: Extract<HomeSection, { kind: 'games' }>; actions: GameActions }) {
  const { t } = useTranslation();
  const { icon: Icon, titleKey, moreTo } = gameSectionLooks[section.key];
  return (
    <GameCarousel
      id={`home-section-${section.key}`}
      icon={<Icon size={18} />}
      title={t(titleKey)}
      moreTo={moreTo}
      games={section.games}
      actions={actions}
      hotBadge={section.key !== 'hot'}
    />
  );
}

function VendorSection({ section }: { section: Extract<HomeSection, { kind: 'vendors' }> }) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const info = categoryInfo[section.key];
  const open = (card: VendorCard) => {
    if (card.entry) void startGame(card.entry);
    else openModal('gamePopup', { vassalage: card.vassalage, gameType: section.key });
  };
  const id = `home-section-${section.key}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-section={id} style={{ '--lane-columns': section.cards.length } as CSSProperties}>
      <SectionHeader id={id} icon={<info.Icon size={18} />} title={t(info.labelKey)} moreTo={info.path} />
      <ul className={styles.vendorRow}>
        {section.cards.map((card) => (
          <li key={card.vassalage}>
            <VendorTile
              name={card.name}
              artUrl={card.entry?.lagerIcon || card.logoUrl}
              gameCount={card.gameCount}
              maintenance={card.maintenance}
              onOpen={() => open(card)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
