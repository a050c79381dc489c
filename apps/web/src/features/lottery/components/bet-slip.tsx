import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@platform/contract/money';
import type { LotteryGameDetail } from '@platform/contract/lottery/games';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { describeError } from '../../../lib/error-message.ts';
import { usePlaceBet } from '../api/place-bet.ts';
import type { BetTypeView } from '../bet-catalogue.ts';
import { countSlip, randomSelection, slipRebate, topPrize } from '../bet-slip-math.ts';
import { useBetSlipStore } from '../store/bet-slip-store.ts';
import styles from './lottery.module.css';

interface BetSlipProps {
  game: LotteryGameDetail;
  view: BetTypeView;
  /** The issue taking bets now, or null between the close and the next opening. */
  issue: string | null;
  currencySymbol: string;
}

function newRequestId(): string {
  return crypto.randomUUID();
}

/** The slip: combinations and cost counted live with game-math, unit, multiplier, prize group and rebate, chase, and placing. */
export function BetSlip({ game, view, issue, currencySymbol }: BetSlipProps) {
  const { t, i18n } = useTranslation();
  const slip = useBetSlipStore();
  const placing = usePlaceBet();
  const [error, setError] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currencySymbol, i18n.language);
  const stake = { unitPrice: slip.unitPrice, multiplier: slip.multiplier };
  const count = countSlip(game, view.code, slip.selection, stake);
  const issues = slip.chase?.issues ?? 1;
  const prizeGroup = game.prizeGroups ? Math.min(slip.prizeGroup ?? game.prizeGroups.max, game.prizeGroups.max) : null;
  const prize = topPrize(game, view.code, stake, prizeGroup !== null ? { prizeGroup } : { oddsMilli: view.oddsMilli });
  const rebate = game.prizeGroups && prizeGroup !== null ? slipRebate(count.cost, game.prizeGroups.max, prizeGroup) : null;

  async function submit() {
    if (!issue || !count.valid) return;
    setError(null);
    try {
      await placing.mutateAsync({
        requestId: newRequestId(),
        gameCode: game.gameCode,
        issue,
        betType: view.code,
        selection: slip.selection,
        unitPrice: slip.unitPrice,
        multiplier: slip.multiplier,
        cost: count.cost,
        ...(prizeGroup !== null ? { prizeGroup } : {}),
        ...(slip.chase ? { chase: slip.chase } : {}),
      });
      slip.clearPicks();
      void showDialog({ icon: 'success', title: t('lottery.slip.placed', { issue }), timeoutMs: 1_800, coverClickCloses: true });
    } catch (failure) {
      setError(describeError(failure, t, (key) => i18n.exists(key)));
    }
  }

  return (
    <div className={styles.slip}>
      <label className={styles.slipField}>
        {t('lottery.slip.unit')}
        <select value={slip.unitPrice} onChange={(event) => slip.setUnitPrice(Number(event.target.value))}>
          {game.unitPrices.map((price) => (
            <option key={price} value={price}>
              {money(price)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.slipField}>
        {t('lottery.slip.multiplier')}
        <div className={styles.stepper}>
          <button type="button" aria-label={t('lottery.slip.less')} onClick={() => slip.setMultiplier(Math.max(1, slip.multiplier - 1))}>
            −
          </button>
          <input
            type="number"
            min={1}
            max={game.limits.multiplierMax}
            value={slip.multiplier}
            aria-label={t('lottery.slip.multiplier')}
            onChange={(event) => slip.setMultiplier(Math.min(game.limits.multiplierMax, Math.max(1, Math.trunc(Number(event.target.value) || 1))))}
          />
          <button type="button" aria-label={t('lottery.slip.more')} onClick={() => slip.setMultiplier(Math.min(game.limits.multiplierMax, slip.multiplier + 1))}>
            +
          </button>
        </div>
      </div>
      {game.prizeGroups && prizeGroup !== null ? (
        <label className={styles.slipField}>
          {t('lottery.slip.prizeGroup', { group: prizeGroup, rebate: ((game.prizeGroups.max - prizeGroup) / 20).toFixed(1) })}
          <input type="range" min={game.prizeGroups.min} max={game.prizeGroups.max} step={1} value={prizeGroup} onChange={(event) => slip.setPrizeGroup(Number(event.target.value))} />
        </label>
      ) : null}
      <ChaseFields maximum={game.chaseIssuesMax} />
      <div className={styles.summary}>
        <div className={styles.summaryFigures}>
          <span>
            {t('lottery.slip.combinations')} <strong data-testid="combinations">{count.combinations}</strong>
          </span>
          <span>
            {t('lottery.slip.cost')} <strong data-testid="cost">{money(count.cost * issues)}</strong>
          </span>
          <span>
            {t('lottery.slip.prize')} <strong>{money(prize)}</strong>
          </span>
          {rebate && rebate.amount > 0 ? (
            <span>
              {t('lottery.slip.rebate')} <strong>{money(rebate.amount * issues)}</strong>
            </span>
          ) : null}
        </div>
        <div className={styles.summaryActions}>
          <Button variant="ghost" size="small" onClick={() => slip.setSelection(randomSelection(view.rows, (bound) => Math.floor(Math.random() * bound)))}>
            {t('lottery.slip.random')}
          </Button>
          <Button variant="secondary" size="small" onClick={() => slip.clearPicks()}>
            {t('lottery.slip.clear')}
          </Button>
          <Button variant="primary" disabled={!issue || !count.valid} loading={placing.isPending} onClick={() => void submit()} data-testid="place-bet">
            {issue ? t('lottery.slip.place') : t('lottery.slip.closed')}
          </Button>
        </div>
        {error ? <p className={styles.error} role="alert">{error}</p> : null}
      </div>
    </div>
  );
}

/** Chase: the same bet on the next issues, optionally stopping after a win. */
function ChaseFields({ maximum }: { maximum: number }) {
  const { t } = useTranslation();
  const chase = useBetSlipStore((state) => state.chase);
  const setChase = useBetSlipStore((state) => state.setChase);
  return (
    <div className={styles.slipField}>
      <label className={styles.chaseLine}>
        <input type="checkbox" checked={chase !== null} onChange={(event) => setChase(event.target.checked ? { issues: 5, stopOnWin: true } : null)} />
        {t('lottery.slip.chase')}
      </label>
      {chase ? (
        <div className={styles.chaseLine}>
          <input
            type="number"
            min={2}
            max={maximum}
            value={chase.issues}
            aria-label={t('lottery.slip.chaseIssues')}
            onChange={(event) => setChase({ ...chase, issues: Math.min(maximum, Math.max(2, Math.trunc(Number(event.target.value) || 2))) })}
          />
          <label className={styles.chaseLine}>
            <input type="checkbox" checked={chase.stopOnWin} onChange={(event) => setChase({ ...chase, stopOnWin: event.target.checked })} />
            {t('lottery.slip.stopOnWin')}
          </label>
        </div>
      ) : null}
    </div>
  );
}
