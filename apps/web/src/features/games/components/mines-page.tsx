import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MinesStateValue } from '@platform/contract/games/house';
import { MINES_CELLS, MINES_MAX, MINES_MIN } from '@platform/game-math/house/mines';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentMines, useMinesAction, type MinesAction } from '../api/house-api.ts';
import { basisPointsMultiplierText, checkStake, newRequestId } from '../house-amounts.ts';
import { useHouseBetError } from '../hooks/house-bet-error.ts';
import { useHouseWallet } from '../hooks/house-wallet.ts';
import { minesResultKey, verifyQueryOf } from '../verify-rounds.ts';
import { FairnessPanel, useRevealedSeed } from './fairness-panel.tsx';
import { GemIcon, MineIcon } from './house-icons.tsx';
import { HouseFrame, HouseLayout } from './house-frame.tsx';
import { HouseStakeField } from './house-stake-field.tsx';
import styles from './house.module.css';

const mineCounts = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, index) => MINES_MIN + index);
const cells = Array.from({ length: MINES_CELLS }, (_, index) => index);

function Tile({ cell, round, onReveal, busy }: { cell: number; round: MinesStateValue | null; onReveal: (cell: number) => void; busy: boolean }) {
  const { t } = useTranslation();
  const revealed = round?.revealed.includes(cell) ?? false;
  const mine = round?.minePositions?.includes(cell) ?? false;
  const ended = round !== null && round.status !== 'playing';
  const playable = round?.status === 'playing' && !revealed && !busy;
  let look: string | undefined = '';
  let content = null;
  let state = 'hidden';
  if (mine && ended) {
    look = `${styles.tileMine} ${revealed ? '' : styles.tileFaded}`;
    content = <MineIcon />;
    state = 'mine';
  } else if (revealed) {
    look = styles.tileGem;
    content = <GemIcon />;
    state = 'gem';
  } else if (ended) {
    look = `${styles.tileGem} ${styles.tileFaded}`;
    content = <GemIcon />;
    state = 'safe';
  }
  return (
    <button
      type="button"
      className={[styles.tile, look].join(' ')}
      disabled={!playable}
      onClick={() => onReveal(cell)}
      data-cell={cell}
      data-state={state}
      aria-label={t('games.house.mines.tile', { number: cell + 1 })}
    >
      {content}
    </button>
  );
}

/** /house/mines: a 5 × 5 grid hiding 1–24 mines; reveal gems and cash out before hitting a mine. */
export function MinesPage() {
  const { t, i18n } = useTranslation();
  const { money } = useHouseWallet();
  const current = useCurrentMines();
  const action = useMinesAction();
  const betError = useHouseBetError('MINES');
  const mineCountId = useId();
  const [stakeText, setStakeText] = useState('1');
  const [mineCount, setMineCount] = useState(3);
  const [tried, setTried] = useState(false);
  const round = current.data ?? null;
  const playing = round?.status === 'playing';
  const serverSeed = useRevealedSeed(round?.fairness.serverSeedHash ?? '') ?? round?.fairness.serverSeed ?? null;
  const stake = checkStake(stakeText, betError.limits).stake;

  const run = (next: MinesAction) => {
    betError.clear();
    action.mutate(next, { onError: betError.report });
  };
  const start = () => {
    setTried(true);
    if (stake !== undefined) run({ kind: 'start', requestId: newRequestId(), stake, mines: mineCount });
  };
  const reveal = (cell: number) => round && run({ kind: 'reveal', roundId: round.roundId, cell });
  const cashOut = () => round && run({ kind: 'cashout', roundId: round.roundId });
  const safeRevealed = round ? round.revealed.filter((cell) => !(round.minePositions ?? []).includes(cell)).length : 0;

  const controls = (
    <>
      <HouseStakeField value={stakeText} onChange={setStakeText} limits={betError.limits} showProblem={tried} disabled={playing || action.isPending} />
      <div className={styles.fieldGroup}>
        <label className={styles.label} htmlFor={mineCountId}>
          {t('games.house.mines.count')}
        </label>
        <select id={mineCountId} className={styles.input} value={playing && round ? round.mines : mineCount} disabled={playing || action.isPending} onChange={(event) => setMineCount(Number(event.target.value))}>
          {mineCounts.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      {playing && round ? (
        <>
          <div className={styles.statRow} style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <div className={styles.stat}>
              <span className={styles.statLabel}>{t('games.house.mines.multiplier')}</span>
              <span className={`${styles.statValue} ${styles.gold}`} data-testid="mines-multiplier">
                {basisPointsMultiplierText(round.multiplierBasisPoints || 10_000, i18n.language)}
              </span>
            </div>
            <div className={styles.stat}>
              <span className={styles.statLabel}>{t('games.house.mines.next')}</span>
              <span className={styles.statValue}>{round.nextMultiplierBasisPoints ? basisPointsMultiplierText(round.nextMultiplierBasisPoints, i18n.language) : '—'}</span>
            </div>
          </div>
          <Button size="large" variant="accent" block onClick={cashOut} loading={action.isPending} disabled={safeRevealed === 0} data-testid="mines-cashout">
            {safeRevealed === 0 ? t('games.house.mines.pickFirst') : t('games.house.mines.cashOut', { amount: money(round.winAmount) })}
          </Button>
        </>
      ) : (
        <Button size="large" block onClick={start} loading={action.isPending} disabled={current.isPending} data-testid="mines-start">
          {t('games.house.mines.start')}
        </Button>
      )}
      {betError.message ? (
        <span className={styles.error} role="alert">
          {betError.message}
        </span>
      ) : null}
    </>
  );

  const stage = (
    <>
      {round && round.status !== 'playing' ? (
        <div className={[styles.banner, round.status === 'cashed_out' ? styles.bannerWon : styles.bannerLost].join(' ')} role="status" data-testid="mines-outcome" data-status={round.status}>
          {round.status === 'cashed_out' ? t('games.house.wonAmount', { amount: money(round.winAmount) }) : t('games.house.mines.busted')}
          <Link
            className={styles.linkButton}
            to={`${paths.houseVerify}${verifyQueryOf({ game: 'MINES', serverSeedHash: round.fairness.serverSeedHash, serverSeed, clientSeed: round.fairness.clientSeed, nonce: round.fairness.nonce, mines: round.mines, result: minesResultKey(round.minePositions ?? []) })}`}
          >
            {t('games.house.verifyRound')} →
          </Link>
        </div>
      ) : (
        <div className={styles.banner} data-testid="mines-status">
          {playing && round ? t('games.house.mines.playing', { mines: round.mines, gems: MINES_CELLS - round.mines - safeRevealed }) : t('games.house.mines.intro')}
        </div>
      )}
      <div className={styles.minesGrid} data-testid="mines-grid">
        {cells.map((cell) => (
          <Tile key={cell} cell={cell} round={round} onReveal={reveal} busy={action.isPending} />
        ))}
      </div>
    </>
  );

  return (
    <HouseFrame title={t('games.house.mines.name')} subtitle={t('games.house.mines.tagline')}>
      <HouseLayout controls={controls} stage={stage} testId="mines-stage" />
      <FairnessPanel game="MINES" />
    </HouseFrame>
  );
}
