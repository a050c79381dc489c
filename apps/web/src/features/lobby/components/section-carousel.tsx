import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Game } from '@platform/contract';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { carouselHasArrows, homeLimits } from '../home-sections.ts';
import type { GameActions } from '../hooks/use-game-actions.ts';
import { GameCard } from './game-card.tsx';
import styles from './home-lobby.module.css';

/** Fewer slides on narrow screens; the home carousels show six on a desktop (spec §9). */
const slideBreakpoints = {
  0: { slidesPerView: 3, spaceBetween: 10 },
  640: { slidesPerView: 4, spaceBetween: 12 },
  1000: { slidesPerView: homeLimits.carouselSlides, spaceBetween: 14 },
};

interface SectionHeaderProps {
  id: string;
  icon: ReactNode;
  title: string;
  moreTo?: string;
  children?: ReactNode;
}

/** A home section's title row: icon, title, a link to see everything and optional controls. */
export function SectionHeader({ id, icon, title, moreTo, children }: SectionHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.sectionHeader}>
      <h2 className={styles.sectionTitle} id={id}>
        <span className={styles.sectionIcon}>{icon}</span>
        {title}
      </h2>
      <div className={styles.sectionTools}>
        {moreTo ? (
          <Link to={moreTo} className={styles.more}>
            {t('lobby.seeAll')}
          </Link>
        ) : null}
        {children}
      </div>
    </div>
  );
}

interface GameCarouselProps {
  id: string;
  icon: ReactNode;
  title: string;
  moreTo?: string;
  games: readonly Game[];
  actions: GameActions;
  /** Whether hot games carry the HOT badge (not in a list of hot games only). */
  hotBadge?: boolean;
}

/** A home section of game cards: six slides, with arrows only when it holds more than six games. */
export function GameCarousel({ id, icon, title, moreTo, games, actions, hotBadge = true }: GameCarouselProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const arrows = carouselHasArrows(games.length);
  return (
    <section className={styles.section} aria-labelledby={id} data-section={id}>
      <SectionHeader id={id} icon={icon} title={title} moreTo={moreTo}>
        {arrows ? (
          <span className={styles.arrows}>
            <button type="button" className={styles.arrow} onClick={() => swiper?.slidePrev()} aria-label={t('lobby.previous')}>
              <ChevronLeftIcon size={18} />
            </button>
            <button type="button" className={styles.arrow} onClick={() => swiper?.slideNext()} aria-label={t('lobby.next')}>
              <ChevronRightIcon size={18} />
            </button>
          </span>
        ) : null}
      </SectionHeader>
      {/* Swiper centres itself with auto margins, which a flex column would size to its content: a block keeps it at the section's width. */}
      <div className={styles.carouselTrack}>
        <Swiper onSwiper={setSwiper} breakpoints={slideBreakpoints} watchOverflow>
          {games.map((game) => (
            <SwiperSlide key={game.nodeId}>
              <GameCard game={game} favourite={actions.favouriteIds.has(game.nodeId)} onStart={actions.start} onToggleFavourite={actions.toggleFavourite} hotBadge={hotBadge} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
