import { useTranslation } from 'react-i18next';
import type { CurrentDrawValue, Draw } from '@platform/contract/lottery/draws';
import type { LotteryFamilyCode } from '@platform/contract/lottery/games';
import { countdownText, phaseOf } from '../countdown.ts';
import { useServerNow } from '../hooks/use-server-clock.ts';
import { DrawNumbers } from './draw-numbers.tsx';
import styles from './lottery.module.css';

interface DrawHeaderProps {
  gameName: string;
  family: LotteryFamilyCode;
  draws: CurrentDrawValue | undefined;
  offsetMs: number;
  /** The issue whose result just arrived and is animating. */
  animatingIssue: string | null;
}

/** The issue taking bets with its countdown to the close (then to the draw), and the last result. */
export function DrawHeader({ gameName, family, draws, offsetMs, animatingIssue }: DrawHeaderProps) {
  const { t } = useTranslation();
  const now = useServerNow(offsetMs);
  const open = openIssue(draws, now);
  const last = draws?.recent.find((draw) => draw.status === 'settled');
  const state = open ? phaseOf(open, now) : null;
  const label = state?.phase === 'open' ? t('lottery.countdown.closesIn') : state?.phase === 'closed' ? t('lottery.countdown.drawIn') : t('lottery.countdown.drawing');
  return (
    <section className={[styles.card, styles.header].join(' ')} aria-live="polite">
      <div>
        <h1 className={styles.gameName}>{gameName}</h1>
        <p className={styles.issueLine} data-testid="current-issue">
          {open ? t('lottery.issue', { issue: open.issue }) : t('lottery.noIssue')}
        </p>
      </div>
      <div className={styles.countdown}>
        <span className={styles.countdownLabel}>{label}</span>
        <span className={[styles.countdownValue, state?.phase === 'open' ? '' : styles.countdownClosed].join(' ')} data-testid="countdown">
          {state && state.phase !== 'drawing' ? countdownText(state.remainingMs) : '--:--'}
        </span>
      </div>
      <div className={styles.lastResult}>
        <span className={styles.lastResultLabel}>{last ? t('lottery.lastResult', { issue: last.issue }) : t('lottery.noResultYet')}</span>
        {last ? <DrawNumbers family={family} draw={last} animate={animatingIssue === last.issue} small={family === 'vietnam'} /> : null}
      </div>
    </section>
  );
}

/** The issue to show: the current one while it takes bets or waits for its draw, else the next. */
export function openIssue(draws: CurrentDrawValue | undefined, now: number): Draw | null {
  if (!draws) return null;
  const candidates = [draws.current, draws.next].filter((draw): draw is Draw => draw !== null);
  return candidates.find((draw) => Date.parse(draw.drawAt) > now) ?? null;
}
