import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryGameSummary, PrizeMode } from '@platform/contract/lottery/games';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLotteryGames } from '../api/get-lottery-games.ts';
import { nextDrawText } from './lottery-page.tsx';
import { useServerNow } from '../hooks/use-server-clock.ts';
import styles from './lottery.module.css';

/** The hour and minute of an instant in the merchant's time zone (`gmtOffsetMinutes` from UTC). */
export function merchantClockTime(iso: string, gmtOffsetMinutes: number, language: string): string {
  const shifted = new Date(Date.parse(iso) + gmtOffsetMinutes * 60_000);
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(shifted);
}

/** The page a game opens on (spec §4 Start game). */
function pageOf(game: LotteryGameSummary, paths: { lottery: string; vnLottery: string; seaLottery: string }): string {
  const page = game.vassalage === 'TCG_LOTTO_VN' ? paths.vnLottery : game.vassalage === 'TCG_SEA' ? paths.seaLottery : paths.lottery;
  return `${page}?gameCode=${encodeURIComponent(game.gameCode)}`;
}

/** A game centre (/lott, /elott): every lottery game of a prize mode with its next draw, by family. */
export function GameCentre({
  prizeMode,
  titleKey,
  language,
  gmtOffsetMinutes,
  paths,
}: {
  prizeMode: PrizeMode;
  titleKey: string;
  language: string;
  /** The merchant's time zone, which the draw times are shown in, as the records show theirs. */
  gmtOffsetMinutes: number;
  paths: { lottery: string; vnLottery: string; seaLottery: string };
}) {
  const { t } = useTranslation();
  const games = useLotteryGames({ prizeMode }, language);
  const list = games.data?.list ?? [];
  const now = useServerNow(games.data ? Date.parse(games.data.serverTime) - games.dataUpdatedAt : 0);
  const families = [...new Set(list.map((game) => (game.family === 'vietnam' ? (game.schedule.kind === 'interval' ? 'fast' : (game.region ?? 'north')) : game.family)))];
  return (
    <div className={styles.centre}>
      <h1 className={styles.centreTitle}>{t(titleKey)}</h1>
      {games.isSuccess && list.length === 0 ? <EmptyState title={t('lottery.noGames')} /> : null}
      {families.map((family) => (
        <section key={family} className={styles.centreGroup}>
          <p className={styles.gameGroupTitle}>{t(`lottery.families.${family}`)}</p>
          <div className={styles.centreGrid}>
            {list
              .filter((game) => (game.family === 'vietnam' ? (game.schedule.kind === 'interval' ? 'fast' : game.region) : game.family) === family)
              .map((game) => (
                <Link key={game.gameCode} className={styles.centreCard} to={pageOf(game, paths)} data-testid="centre-game">
                  <span className={styles.centreCardName}>{game.gameName}</span>
                  {game.nextDraw ? (
                    <>
                      <span className={styles.centreCardMeta}>{t('lottery.issue', { issue: game.nextDraw.issue })}</span>
                      <span className={styles.centreCardMeta}>
                        <span data-testid="next-draw-time" data-draw-at={game.nextDraw.drawAt}>
                          {t('lottery.centre.nextDraw', { time: merchantClockTime(game.nextDraw.drawAt, gmtOffsetMinutes, language), countdown: nextDrawText(game, now) })}
                        </span>
                      </span>
                    </>
                  ) : null}
                </Link>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
