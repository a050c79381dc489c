import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LotteryGameSummary } from '@platform/contract/lottery/games';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLotteryGames, type LotteryGamesFilter } from '../api/get-lottery-games.ts';
import { countdownText, untilNextDraw } from '../countdown.ts';
import { useServerNow } from '../hooks/use-server-clock.ts';
import { LotteryGame } from './lottery-game.tsx';
import styles from './lottery.module.css';

interface LotteryPageProps {
  /** Which games the page lists: a prize mode (/lottery) or a vendor (/vnLottery, /seaLottery). */
  filter: LotteryGamesFilter;
  /** The game from the address (query gameCode); the first game of the list otherwise. */
  gameCode: string | null;
  /** The page's own address, to which the chosen game is added as gameCode. */
  path: string;
  currencySymbol: string;
  language: string;
}

/** The group a game is listed under: its family, or its Vietnamese region. */
function groupOf(game: LotteryGameSummary): string {
  if (game.family === 'vietnam') return game.schedule.kind === 'interval' ? 'fast' : (game.region ?? 'north');
  return game.family;
}

/** The countdown a list shows beside a game: to its next draw, rolling on for interval games. */
export function nextDrawText(game: LotteryGameSummary, now: number): string {
  if (!game.nextDraw) return '';
  const remaining = untilNextDraw(game.nextDraw.drawAt, game.schedule.kind === 'interval' ? game.schedule.seconds : null, now);
  return remaining === null ? '…' : countdownText(remaining);
}

/** A lottery page: the list of games beside the chosen game. */
export function LotteryPage({ filter, gameCode, path, currencySymbol, language }: LotteryPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const games = useLotteryGames(filter, language);
  const list = games.data?.list ?? [];
  const offsetMs = games.data ? Date.parse(games.data.serverTime) - games.dataUpdatedAt : 0;
  const now = useServerNow(offsetMs);
  const chosen = list.find((game) => game.gameCode === gameCode) ?? list[0];
  if (games.isSuccess && list.length === 0) return <EmptyState title={t('lottery.noGames')} />;
  const choose = (code: string) => void navigate(`${path}?gameCode=${encodeURIComponent(code)}`, { replace: true });
  const groups = [...new Set(list.map(groupOf))];
  return (
    <div className={styles.page}>
      <nav className={styles.gameList} aria-label={t('lottery.gamesLabel')}>
        {groups.map((group) => (
          <div key={group}>
            <p className={styles.gameGroupTitle}>{t(`lottery.families.${group}`)}</p>
            {list
              .filter((game) => groupOf(game) === group)
              .map((game) => (
                <button
                  key={game.gameCode}
                  type="button"
                  className={[styles.gameItem, game.gameCode === chosen?.gameCode ? styles.gameItemActive : ''].join(' ')}
                  aria-current={game.gameCode === chosen?.gameCode ? 'page' : undefined}
                  onClick={() => choose(game.gameCode)}
                >
                  <span>{game.gameName}</span>
                  <span className={styles.gameItemTime}>{nextDrawText(game, now)}</span>
                </button>
              ))}
          </div>
        ))}
      </nav>
      <div className={styles.main}>
        <select className={styles.gameSelect} value={chosen?.gameCode ?? ''} aria-label={t('lottery.gamesLabel')} onChange={(event) => choose(event.target.value)}>
          {list.map((game) => (
            <option key={game.gameCode} value={game.gameCode}>
              {game.gameName}
            </option>
          ))}
        </select>
        {chosen ? <LotteryGame key={chosen.gameCode} gameCode={chosen.gameCode} currencySymbol={currencySymbol} language={language} /> : null}
      </div>
    </div>
  );
}
