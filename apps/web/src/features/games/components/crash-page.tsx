import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { crashBettingMs } from '@platform/contract/games/house';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { walletBalanceQueryPrefix } from '../../../lib/wallet-balance.ts';
import { useCrashBet, useCrashCashOut, useCrashState } from '../api/house-api.ts';
import { applyCrashEvent, curvePoints, multiplierOf, roundOfState, secondsToStart, type CrashCashOut, type CrashRoundView } from '../crash-clock.ts';
import { parseHundredths } from '@platform/contract/money';
import { checkStake, hundredthsMultiplierText, newRequestId } from '../house-amounts.ts';
import { useCrashEvents } from '../hooks/crash-events.ts';
import { useHouseBetError } from '../hooks/house-bet-error.ts';
import { useHouseWallet } from '../hooks/house-wallet.ts';
import { verifyQueryOf } from '../verify-rounds.ts';
import { HouseFrame, HouseLayout } from './house-frame.tsx';
import { HouseStakeField } from './house-stake-field.tsx';
import { ShieldIcon } from './house-icons.tsx';
import styles from './house.module.css';

const tickMs = 100;
const chartWidth = 800;
const chartHeight = 300;

/** The ticking clock of the page while a round is betting or climbing. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [active]);
  return active ? now : Date.now();
}

interface RevealedRound {
  crashRoundId: string;
  seedHash: string;
  seed: string;
  crashPoint: number;
}

/** /house/crash: the shared round; bet while betting is open, cash out before the crash. */
export function CrashPage() {
  const { t, i18n } = useTranslation();
  const { money } = useHouseWallet();
  const queryClient = useQueryClient();
  const state = useCrashState();
  const bet = useCrashBet();
  const cashOut = useCrashCashOut();
  const betError = useHouseBetError('CRASH');
  const autoId = useId();
  const [round, setRound] = useState<CrashRoundView | null>(null);
  const [cashOuts, setCashOuts] = useState<CrashCashOut[]>([]);
  const [revealed, setRevealed] = useState<RevealedRound | null>(null);
  const [stakeText, setStakeText] = useState('1');
  const [autoEnabled, setAutoEnabled] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const [tried, setTried] = useState(false);
  const now = useNow(round !== null && round.phase !== 'crashed' && round.phase !== 'cancelled');
  const roundRef = useRef(round);
  useEffect(() => {
    roundRef.current = round;
  });

  const data = state.data;
  useEffect(() => {
    if (!data) return;
    setRound(roundOfState(data, Date.now()));
    if (data.phase === 'crashed' && data.seed && data.crashPoint !== null) {
      setRevealed({ crashRoundId: data.crashRoundId, seedHash: data.seedHash, seed: data.seed, crashPoint: data.crashPoint });
    }
  }, [data]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['house', 'crash'] });
  useCrashEvents((event) => {
    setRound((current) => applyCrashEvent(current, event, Date.now()));
    if (event.type === 'crash.betting') setCashOuts([]);
    if (event.type === 'crash.cashout') setCashOuts((current) => [event.payload, ...current.filter((entry) => entry.crashRoundId === event.payload.crashRoundId)].slice(0, 30));
    if (event.type === 'crash.crashed') {
      const current = roundRef.current;
      if (current?.crashRoundId === event.payload.crashRoundId) setRevealed({ crashRoundId: current.crashRoundId, seedHash: current.seedHash, seed: event.payload.seed, crashPoint: event.payload.crashPoint });
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryPrefix });
    }
    if (event.type === 'crash.cancelled') void queryClient.invalidateQueries({ queryKey: walletBalanceQueryPrefix });
    if (event.type !== 'crash.cashout') refresh();
  }, refresh);

  const myBet = data && round && data.crashRoundId === round.crashRoundId ? data.myBet : null;
  // The member's last bet stays on view until the next one, so its outcome can be read after the round.
  const [lastBet, setLastBet] = useState<typeof myBet>(null);
  useEffect(() => {
    if (myBet) setLastBet(myBet);
  }, [myBet]);
  const shownBet = myBet ?? lastBet;
  const multiplier = round ? multiplierOf(round, now) : 100;
  const phase = round?.phase ?? null;
  const stake = checkStake(stakeText, betError.limits).stake;
  const autoCashOut = autoEnabled ? parseHundredths(autoText) : null;
  const autoInvalid = autoEnabled && (autoCashOut === null || autoCashOut < 101);
  const secondsLeft = round ? secondsToStart(round, now) : 0;
  const elapsed = round?.phase === 'running' && round.startedAt !== null ? Math.max(0, now - round.startedAt) : 0;

  const placeBet = () => {
    setTried(true);
    betError.clear();
    if (stake === undefined || autoInvalid) return;
    bet.mutate({ requestId: newRequestId(), stake, ...(autoCashOut !== null ? { autoCashOut } : {}) }, { onError: betError.report });
  };
  const takeCash = () => {
    betError.clear();
    if (round) cashOut.mutate(round.crashRoundId, { onError: betError.report });
  };

  const canCashOut = phase === 'running' && myBet?.status === 'active';
  const controls = (
    <>
      <HouseStakeField value={stakeText} onChange={setStakeText} limits={betError.limits} showProblem={tried} disabled={bet.isPending || myBet !== null} />
      <div className={styles.fieldGroup}>
        <label className={styles.checkboxRow}>
          <input type="checkbox" checked={autoEnabled} onChange={(event) => setAutoEnabled(event.target.checked)} disabled={myBet !== null} />
          {t('games.house.crash.autoCashOut')}
        </label>
        {autoEnabled ? (
          <div className={styles.inputRow}>
            <input
              id={autoId}
              aria-label={t('games.house.crash.autoAt')}
              className={[styles.input, autoInvalid && tried ? styles.inputInvalid : ''].join(' ')}
              inputMode="decimal"
              value={autoText}
              disabled={myBet !== null}
              onChange={(event) => setAutoText(event.target.value)}
            />
            <span className={styles.stepButton} style={{ display: 'grid', placeItems: 'center' }} aria-hidden="true">
              ×
            </span>
          </div>
        ) : null}
        {autoInvalid && tried ? <span className={styles.error}>{t('games.house.crash.autoInvalid')}</span> : null}
      </div>
      {canCashOut && myBet ? (
        <Button size="large" variant="accent" block onClick={takeCash} loading={cashOut.isPending} data-testid="crash-cashout">
          {t('games.house.crash.cashOut', { amount: money(Math.floor((myBet.stake * multiplier) / 100)) })}
        </Button>
      ) : (
        <Button size="large" block onClick={placeBet} loading={bet.isPending} disabled={phase !== 'betting' || myBet !== null} data-testid="crash-bet">
          {myBet && phase !== 'cancelled' ? t('games.house.crash.betPlaced') : phase === 'betting' ? t('games.house.crash.bet') : t('games.house.crash.waitNext')}
        </Button>
      )}
      {shownBet ? (
        <div className={styles.stat} data-testid="crash-my-bet" data-status={shownBet.status}>
          <span className={styles.statLabel}>{t('games.house.crash.myBet')}</span>
          <span className={styles.statValue}>
            {money(shownBet.stake)}
            {shownBet.autoCashOut ? ` · ${t('games.house.crash.autoShort', { value: hundredthsMultiplierText(shownBet.autoCashOut, i18n.language) })}` : ''}
          </span>
          <span className={shownBet.status === 'cashed_out' ? styles.won : shownBet.status === 'lost' ? styles.lost : styles.muted}>
            {shownBet.status === 'cashed_out' && shownBet.cashOutMultiplier
              ? t('games.house.crash.cashedOut', { multiplier: hundredthsMultiplierText(shownBet.cashOutMultiplier, i18n.language), amount: money(shownBet.winAmount) })
              : shownBet.status === 'lost'
                ? t('games.house.crash.lost')
                : shownBet.status === 'refunded'
                  ? t('games.house.crash.refunded')
                  : t('games.house.crash.riding')}
          </span>
        </div>
      ) : null}
      {betError.message ? (
        <span className={styles.error} role="alert">
          {betError.message}
        </span>
      ) : null}
    </>
  );

  const multiplierClass = phase === 'running' ? styles.crashMultiplierRunning : phase === 'crashed' ? styles.crashMultiplierCrashed : '';
  const stage = (
    <>
      <div className={styles.crashScreen}>
        {phase !== 'betting' ? (
          <svg className={styles.crashCurve} viewBox={`0 0 ${chartWidth} ${chartHeight}`} preserveAspectRatio="none" aria-hidden="true">
            <defs>
              <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#f5c04a" stopOpacity="0.35" />
                <stop offset="1" stopColor="#f5c04a" stopOpacity="0" />
              </linearGradient>
            </defs>
            {phase === 'running' ? (
              <>
                <polygon points={`0,${chartHeight} ${curvePoints(elapsed, chartWidth, chartHeight)} ${(Math.max(elapsed, 0) / Math.max(elapsed, 4_000)) * chartWidth},${chartHeight}`} fill="url(#crash-fill)" />
                <polyline points={curvePoints(elapsed, chartWidth, chartHeight)} fill="none" stroke="#f5c04a" strokeWidth="4" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
              </>
            ) : null}
          </svg>
        ) : null}
        <div className={styles.crashCenter}>
          {phase === 'betting' ? (
            <>
              <span className={styles.crashPhase}>{t('games.house.crash.startsIn')}</span>
              <span className={styles.crashMultiplier} data-testid="crash-countdown">
                {t('games.house.crash.seconds', { count: secondsLeft })}
              </span>
              <div className={styles.progress}>
                <div className={styles.progressBar} style={{ width: `${Math.min(100, (secondsLeft * 1000 * 100) / crashBettingMs)}%` }} />
              </div>
            </>
          ) : (
            <>
              <span className={[styles.crashMultiplier, multiplierClass].join(' ')} data-testid="crash-multiplier" data-phase={phase ?? ''}>
                {phase === 'cancelled' ? '—' : hundredthsMultiplierText(multiplier, i18n.language)}
              </span>
              <span className={styles.crashPhase}>{phase === 'crashed' ? t('games.house.crash.crashed') : phase === 'cancelled' ? t('games.house.crash.cancelled') : phase === 'running' ? t('games.house.crash.flying') : t('games.house.crash.waiting')}</span>
            </>
          )}
        </div>
      </div>
    </>
  );
  const below = (
    <>
      <div className={styles.fieldGroup}>
        <h2 className={styles.sectionTitle}>{t('games.house.crash.history')}</h2>
        <div className={styles.history} data-testid="crash-history">
          {(data?.history ?? []).map((entry) => (
            <span key={entry.crashRoundId} className={[styles.historyChip, entry.crashPoint >= 200 ? styles.historyWon : styles.historyLost].join(' ')}>
              {hundredthsMultiplierText(entry.crashPoint, i18n.language)}
            </span>
          ))}
          {(data?.history.length ?? 0) === 0 ? <span className={styles.muted}>{t('games.house.noHistory')}</span> : null}
        </div>
      </div>
      <div className={styles.fieldGroup}>
        <h2 className={styles.sectionTitle}>{t('games.house.crash.players')}</h2>
        {cashOuts.length === 0 ? (
          <span className={styles.muted}>{t('games.house.crash.noCashOuts')}</span>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table} data-testid="crash-cashouts">
              <thead>
                <tr>
                  <th>{t('games.house.crash.player')}</th>
                  <th>{t('games.house.crash.at')}</th>
                  <th>{t('games.house.win')}</th>
                </tr>
              </thead>
              <tbody>
                {cashOuts.map((entry, index) => (
                  <tr key={`${entry.player}-${index}`}>
                    <td>{entry.player}</td>
                    <td className={styles.gold}>{hundredthsMultiplierText(entry.multiplier, i18n.language)}</td>
                    <td className={styles.won}>{money(entry.winAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );

  return (
    <HouseFrame title={t('games.house.crash.name')} subtitle={t('games.house.crash.tagline')}>
      <HouseLayout controls={controls} stage={stage} below={below} testId="crash-stage" />
      <section className={styles.card} data-testid="crash-fairness">
        <div className={styles.fairness}>
          <div className={styles.fairnessHeader}>
            <div className={styles.fairnessTitle}>
              <span className={styles.shield}>
                <ShieldIcon />
              </span>
              <div>
                <h2 className={styles.sectionTitle}>{t('games.house.fairness.title')}</h2>
                <span className={styles.muted}>{t('games.house.crash.fairnessExplain')}</span>
              </div>
            </div>
          </div>
          <div className={styles.fieldGroup}>
            <span className={styles.label}>{t('games.house.crash.roundHash', { round: round?.crashRoundId ?? '…' })}</span>
            <span className={`${styles.codeBox} ${styles.mono}`}>{round?.seedHash ?? '…'}</span>
          </div>
          {revealed ? (
            <div className={styles.fieldGroup}>
              <span className={styles.label}>{t('games.house.crash.lastSeed', { round: revealed.crashRoundId, point: hundredthsMultiplierText(revealed.crashPoint, i18n.language) })}</span>
              <span className={`${styles.codeBox} ${styles.mono}`}>{revealed.seed}</span>
              <Link
                className={styles.linkButton}
                to={`${paths.houseVerify}${verifyQueryOf({ game: 'CRASH', serverSeedHash: revealed.seedHash, serverSeed: revealed.seed, crashRoundId: revealed.crashRoundId, result: String(revealed.crashPoint) })}`}
              >
                {t('games.house.verifyRound')} →
              </Link>
            </div>
          ) : null}
        </div>
      </section>
    </HouseFrame>
  );
}
