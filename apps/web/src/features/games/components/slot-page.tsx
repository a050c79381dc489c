import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SlotSpinValue } from '@platform/contract/games/house';
import { GOLDEN_REELS_DEFINITION } from '@platform/game-math/slot/golden-reels';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useSpinSlot } from '../api/house-api.ts';
import { newRequestId } from '../house-amounts.ts';
import { useHouseBetError } from '../hooks/house-bet-error.ts';
import { useHouseWallet } from '../hooks/house-wallet.ts';
import { verifyQueryOf } from '../verify-rounds.ts';
import { FairnessPanel, useRevealedSeed } from './fairness-panel.tsx';
import { SlotSymbolIcon } from './house-icons.tsx';
import { HouseFrame, HouseLayout } from './house-frame.tsx';
import { SlotReels, slotSymbolKeys, type ReelsSpin } from './slot-reels.tsx';
import styles from './house.module.css';

const lines = GOLDEN_REELS_DEFINITION.paylines.length;
/** Line bets offered (minor units); the stake is the line bet × 20 lines. */
const lineBets = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000];
const symbolNames = GOLDEN_REELS_DEFINITION.symbols.map((symbol) => symbol.name);
const freeSpinRule = GOLDEN_REELS_DEFINITION.freeSpins;
const freeSpinStepMs = 900;

/** The window before the first spin: the top of each base strip. */
const restingSpin: ReelsSpin = {
  grid: GOLDEN_REELS_DEFINITION.baseStrips.map((strip) =>
    [...strip.slice(0, GOLDEN_REELS_DEFINITION.rows)].map((letter) => GOLDEN_REELS_DEFINITION.symbols.findIndex((symbol) => symbol.letter === letter)),
  ),
  lineWins: [],
  scatters: 0,
};

function useSymbolLabel() {
  const { t } = useTranslation();
  return (name: string) => {
    const key = slotSymbolKeys[name];
    return key ? t(key) : name;
  };
}

function Paytable({ lineBet }: { lineBet: number }) {
  const { t } = useTranslation();
  const symbolLabel = useSymbolLabel();
  const { money } = useHouseWallet();
  return (
    <details className={styles.card}>
      <summary className={styles.sectionTitle} style={{ cursor: 'pointer' }}>
        {t('games.house.slot.paytable')}
      </summary>
      <p className={styles.muted}>{t('games.house.slot.rules', { lines, spins: freeSpinRule.spinsAwarded, scatters: freeSpinRule.scattersToTrigger, multiplier: freeSpinRule.winMultiplier })}</p>
      <div className={styles.paytable}>
        {GOLDEN_REELS_DEFINITION.symbols.map((symbol) => (
          <div className={styles.paytableItem} key={symbol.name}>
            <span className={styles.paytableIcon}>
              <SlotSymbolIcon name={symbol.name} wildLabel={t('games.house.slot.wildMark')} />
            </span>
            <span>
              <strong>{symbolLabel(symbol.name)}</strong>
              {[5, 4, 3].map((count) => (
                <span key={count} style={{ display: 'block' }}>
                  {count}× {money((symbol.pays[count] ?? 0) * lineBet)}
                </span>
              ))}
            </span>
          </div>
        ))}
      </div>
    </details>
  );
}

/** /house/slot: Golden Reels, a 5 × 3 slot with 20 lines, wilds and free spins. */
export function SlotPage() {
  const { t } = useTranslation();
  const symbolLabel = useSymbolLabel();
  const { money } = useHouseWallet();
  const spin = useSpinSlot();
  const betError = useHouseBetError('SLOT');
  const [lineBet, setLineBet] = useState(5);
  const [result, setResult] = useState<SlotSpinValue | null>(null);
  const [shown, setShown] = useState(0);
  const [autoStepping, setAutoStepping] = useState(false);
  const serverSeed = useRevealedSeed(result?.fairness.serverSeedHash ?? '') ?? result?.fairness.serverSeed ?? null;
  const offered = lineBets.filter((bet) => bet * lines >= betError.limits.stakeMin && bet * lines <= betError.limits.stakeMax);

  // After a spin that awarded free spins, the free spins play out one after another.
  useEffect(() => {
    if (!autoStepping || !result) return undefined;
    if (shown >= result.freeSpins.length) {
      setAutoStepping(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown((current) => current + 1), freeSpinStepMs);
    return () => clearTimeout(timer);
  }, [autoStepping, shown, result]);

  const play = () => {
    betError.clear();
    spin.mutate(
      { requestId: newRequestId(), lineBet },
      {
        onSuccess: (value) => {
          setResult(value);
          setShown(0);
          setAutoStepping(value.freeSpins.length > 0);
        },
        onError: betError.report,
      },
    );
  };

  const current = result ? (shown === 0 ? result.baseSpin : (result.freeSpins[shown - 1] ?? result.baseSpin)) : null;
  const multiplier = shown === 0 ? 1 : freeSpinRule.winMultiplier;
  const resultNames = result?.symbols.map((symbol) => symbol.name) ?? symbolNames;

  const controls = (
    <>
      <div className={styles.fieldGroup}>
        <span className={styles.label}>{t('games.house.slot.lineBet')}</span>
        <div className={styles.chips} role="radiogroup" aria-label={t('games.house.slot.lineBet')}>
          {offered.map((bet) => (
            <button
              key={bet}
              type="button"
              role="radio"
              aria-checked={bet === lineBet}
              className={[styles.chip, bet === lineBet ? styles.chipActive : ''].join(' ')}
              onClick={() => setLineBet(bet)}
              disabled={spin.isPending}
            >
              {money(bet)}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.statRow} style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('games.house.slot.lines')}</span>
          <span className={styles.statValue}>{lines}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('games.house.slot.totalBet')}</span>
          <span className={`${styles.statValue} ${styles.gold}`} data-testid="slot-total-bet">
            {money(lineBet * lines)}
          </span>
        </div>
      </div>
      <Button size="large" block onClick={play} loading={spin.isPending} disabled={autoStepping} data-testid="slot-spin">
        {t('games.house.slot.spin')}
      </Button>
      {betError.message ? (
        <span className={styles.error} role="alert">
          {betError.message}
        </span>
      ) : null}
      {result ? (
        <div className={styles.fieldGroup}>
          <span className={styles.hint}>
            {t('games.house.fairness.nonce')}: {result.fairness.nonce}
          </span>
          <Link
            className={styles.linkButton}
            data-testid="slot-verify-link"
            to={`${paths.houseVerify}${verifyQueryOf({ game: 'SLOT', serverSeedHash: result.fairness.serverSeedHash, serverSeed, clientSeed: result.fairness.clientSeed, nonce: result.fairness.nonce, result: String(result.totalWin) })}`}
          >
            {t('games.house.verifyRound')} →
          </Link>
        </div>
      ) : null}
    </>
  );

  const stage = (
    <>
      <SlotReels spin={spin.isPending || !current ? (current ?? restingSpin) : current} symbolNames={resultNames} spinning={spin.isPending} />
      {result && !spin.isPending ? (
        <>
          <div className={[styles.banner, result.winAmount > 0 ? styles.bannerWon : styles.bannerLost].join(' ')} role="status" data-testid="slot-outcome">
            {result.winAmount > 0 ? t('games.house.wonAmount', { amount: money(result.winAmount) }) : t('games.house.noWin')}
            {result.capped ? <span className={styles.hint}>{t('games.house.slot.capped')}</span> : null}
          </div>
          {result.freeSpins.length > 0 ? (
            <div className={styles.fieldGroup} data-testid="slot-free-spins">
              <span className={styles.gold} style={{ fontWeight: 700 }}>
                {shown === 0 ? t('games.house.slot.freeSpinsAwarded', { count: result.freeSpins.length, multiplier: freeSpinRule.winMultiplier }) : t('games.house.slot.freeSpinOf', { current: shown, total: result.freeSpins.length })}
              </span>
              <div className={styles.spinTabs}>
                {[result.baseSpin, ...result.freeSpins].map((entry, index) => (
                  <button
                    key={index}
                    type="button"
                    className={[styles.spinTab, index === shown ? styles.spinTabActive : ''].join(' ')}
                    onClick={() => {
                      setAutoStepping(false);
                      setShown(index);
                    }}
                  >
                    {index === 0 ? t('games.house.slot.baseSpin') : t('games.house.slot.freeSpinShort', { number: index })}
                    {entry.win > 0 ? ` · ${money(entry.win * result.lineBet)}` : ''}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          {current && (current.lineWins.length > 0 || current.scatterPay > 0) ? (
            <ul className={styles.lineList} data-testid="slot-line-wins">
              {current.lineWins.map((win) => (
                <li className={styles.lineItem} key={win.line}>
                  <span>
                    {t('games.house.slot.lineWin', { line: win.line + 1, count: win.count, symbol: symbolLabel(resultNames[win.symbol] ?? '') })}
                  </span>
                  <span className={styles.won}>{money(win.pay * result.lineBet * multiplier)}</span>
                </li>
              ))}
              {current.scatterPay > 0 ? (
                <li className={styles.lineItem}>
                  <span>{t('games.house.slot.scatterWin', { count: current.scatters })}</span>
                  <span className={styles.won}>{money(current.scatterPay * result.lineBet * multiplier)}</span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </>
      ) : (
        <div className={styles.banner}>{spin.isPending ? t('games.house.slot.spinning') : t('games.house.slot.start')}</div>
      )}
    </>
  );

  return (
    <HouseFrame title={t('games.house.slot.name')} subtitle={t('games.house.slot.tagline')}>
      <HouseLayout controls={controls} stage={stage} testId="slot-stage" />
      <Paytable lineBet={lineBet} />
      <FairnessPanel game="SLOT" />
    </HouseFrame>
  );
}
