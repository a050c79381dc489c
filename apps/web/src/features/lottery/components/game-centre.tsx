import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryGameSummary, PrizeMode } from '@platform/contract/lottery/games';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLotteryGames } from '../api/get-lottery-games.ts';
import { nextDrawText } from './lottery-page.tsx';
import { useServerNow } from '../hooks/use-server-clock.ts';
import styles from './lottery.module.css';

/** The page a game opens on (spec §4 Start game). */
function pageOf(game: LotteryGameSummary, paths: { lottery: string; vnLottery: string; seaLottery: string }): string {
  const page = game.vassalage === 'TCG_LOTTO_VN' ? paths.vnLottery : game.vassalage === 'TCG_SEA' ? paths.seaLottery : paths.lottery;
  return `${page}?gameCode=${encodeURIComponent(game.gameCode)}`;
}

/** A game centre (/lott, /elott): every lottery game of a prize mode with its next draw, by family. */
export function GameCentre({ prizeMode, titleKey, language, paths }: { prizeMode: PrizeMode; titleKey: string; language: string; paths: { lottery: string; vnLottery: string; seaLottery: string } }) {
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
                        {t('lottery.centre.nextDraw', { time: new Date(game.nextDraw.drawAt).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }), countdown: nextDrawText(game, now) })}
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
