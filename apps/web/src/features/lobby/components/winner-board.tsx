import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { formatMoney } from '@platform/contract/money';
import { TrophyIcon } from '../../../components/ui/icons.tsx';
import { Image } from '../../../components/ui/image.tsx';
import { useWinners } from '../api/get-winners.ts';
import { useLiveWinners } from '../hooks/use-live-winners.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { useStartGame } from '../hooks/use-start-game.ts';
import { nextScrollOffset, rankWinners, winnerCarouselSlides, winnerScrollStepPx, type RankedWinner } from '../winner-ranks.ts';
import { CrownIcon } from './lobby-icons.tsx';
import styles from './winner-board.module.css';

type Winner = RankedWinner['winner'];

interface WinnerBoardProps {
  /** The merchant's currency symbol, from the permission information. */
  currencySymbol: string;
}

/** Starts the game a winner won in (spec §2: clicking a winner starts that game). */
function useStartWinnerGame() {
  const startGame = useStartGame();
  return (winner: Winner) =>
    void startGame({ nodeId: winner.nodeId, vassalage: winner.vassalage, gameCode: winner.gameCode, gameType: winner.gameType, isGame: 'GAME' });
}

/** The winner board: the top three on pillars, the rest scrolling from rank 4, and the winner carousel; new wins arrive live. */
export default function WinnerBoard({ currencySymbol }: WinnerBoardProps) {
  const { t } = useTranslation();
  const winners = useWinners();
  useLiveWinners();
  const language = useLobbyLanguage();
  const start = useStartWinnerGame();
  const list = winners.data?.list ?? [];
  // While the winners load, the board keeps its place so the lobby below does not jump when they arrive.
  if (winners.isPending) return <div className={styles.skeleton} aria-hidden="true" />;
  if (list.length === 0) return null;
  const { podium, rest } = rankWinners(list);
  const money = (winner: Winner) => formatMoney(winner.winAmount, currencySymbol, language);
  return (
    <section className={styles.board} aria-labelledby="winner-board-title">
      <div className={styles.header}>
        <h2 className={styles.title} id="winner-board-title">
          <TrophyIcon size={20} />
          {t('lobby.winners.title')}
        </h2>
        <span className={styles.live}>{t('lobby.winners.live')}</span>
      </div>
      <div className={styles.columns}>
        <ol className={styles.podium} aria-label={t('lobby.winners.top')}>
          {podium.map((ranked) => (
            <li key={ranked.rank} className={styles[`place${ranked.rank}`]}>
              <button type="button" className={styles.pillarButton} onClick={() => start(ranked.winner)} title={ranked.winner.gameName}>
                {ranked.rank === 1 ? <CrownIcon size={22} className={styles.crown} /> : null}
                <Image className={styles.pillarIcon} src={ranked.winner.iconUrl} alt="" fromCdn />
                <span className={styles.winnerName}>{ranked.winner.customerName}</span>
                <span className={styles.amount}>{money(ranked.winner)}</span>
                <span className={styles.pillar}>
                  <span className={styles.rank}>{ranked.rank}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
        <ScrollingWinners winners={rest} money={money} onStart={start} />
      </div>
      <WinnerCarousel winners={[...podium, ...rest]} money={money} onStart={start} />
    </section>
  );
}

interface WinnerListProps {
  winners: RankedWinner[];
  money: (winner: Winner) => string;
  onStart: (winner: Winner) => void;
}

/** Moves a list shown twice upwards by half a pixel a frame, pausing while pointed at or focused. */
function useEndlessScroll(listHeightPx: () => number) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    let offset = 0;
    let frame = window.requestAnimationFrame(function step() {
      offset = nextScrollOffset(offset, winnerScrollStepPx, listHeightPx());
      if (trackRef.current) trackRef.current.style.transform = `translateY(${-offset}px)`;
      frame = window.requestAnimationFrame(step);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [paused, listHeightPx]);
  return { trackRef, setPaused };
}

function ScrollingWinners({ winners, money, onStart }: WinnerListProps) {
  const { t } = useTranslation();
  const firstCopyRef = useRef<HTMLOListElement>(null);
  const measure = useCallback(() => firstCopyRef.current?.offsetHeight ?? 0, []);
  const { trackRef, setPaused } = useEndlessScroll(measure);
  if (winners.length === 0) return null;
  const rows = (copy: number) =>
    winners.map((ranked) => (
      <li key={`${copy}-${ranked.rank}`}>
        <button type="button" className={styles.row} onClick={() => onStart(ranked.winner)} tabIndex={copy === 0 ? 0 : -1}>
          <span className={styles.rowRank}>{ranked.rank}</span>
          <Image className={styles.rowIcon} src={ranked.winner.iconUrl} alt="" fromCdn />
          <span className={styles.rowText}>
            <span className={styles.winnerName}>{ranked.winner.customerName}</span>
            <span className={styles.gameName}>{ranked.winner.gameName}</span>
          </span>
          <span className={styles.amount}>{money(ranked.winner)}</span>
        </button>
      </li>
    ));
  return (
    <div
      className={styles.scroller}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={trackRef} className={styles.track}>
        <ol ref={firstCopyRef} className={styles.rows} aria-label={t('lobby.winners.others')}>
          {rows(0)}
        </ol>
        <ol className={styles.rows} aria-hidden="true">
          {rows(1)}
        </ol>
      </div>
    </div>
  );
}

/** Eight winners at a time, sliding on by themselves (spec §9). */
function WinnerCarousel({ winners, money, onStart }: WinnerListProps) {
  const { t } = useTranslation();
  const loop = winners.length > winnerCarouselSlides;
  return (
    <div className={styles.carousel} role="region" aria-label={t('lobby.winners.carousel')}>
      <Swiper
        modules={[Autoplay]}
        loop={loop}
        autoplay={loop ? { delay: 2500, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        breakpoints={{ 0: { slidesPerView: 2.4, spaceBetween: 8 }, 640: { slidesPerView: 4, spaceBetween: 10 }, 1000: { slidesPerView: winnerCarouselSlides, spaceBetween: 10 } }}
      >
        {winners.map((ranked) => (
          <SwiperSlide key={ranked.rank}>
            <button type="button" className={styles.slide} onClick={() => onStart(ranked.winner)} title={ranked.winner.gameName}>
              <Image className={styles.slideIcon} src={ranked.winner.iconUrl} alt="" fromCdn />
              <span className={styles.slideText}>
                <span className={styles.winnerName}>{ranked.winner.customerName}</span>
                <span className={styles.amount}>{money(ranked.winner)}</span>
              </span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
