import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DiceRollValue } from '@platform/contract/games/house';
import { DICE_CHANCE_MAX_BASIS_POINTS, DICE_CHANCE_MIN_BASIS_POINTS, DICE_ROLLS, diceMultiplierBasisPoints, type DiceDirection } from '@platform/game-math/house/dice';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useRollDice } from '../api/house-api.ts';
import { hundredthsText, parseHundredths } from '@platform/contract/money';
import { basisPointsMultiplierText, checkStake, newRequestId } from '../house-amounts.ts';
import { useHouseWallet } from '../hooks/house-wallet.ts';
import { useHouseBetError } from '../hooks/house-bet-error.ts';
import { verifyQueryOf } from '../verify-rounds.ts';
import { FairnessPanel, useRevealedSeed } from './fairness-panel.tsx';
import { HouseFrame, HouseLayout } from './house-frame.tsx';
import { HouseStakeField } from './house-stake-field.tsx';
import styles from './house.module.css';

const historyLength = 20;

/** The rolls that win a bet, as a range of the 0.00–99.99 track. */
function winRange(direction: DiceDirection, chance: number): { from: number; to: number } {
  return direction === 'under' ? { from: 0, to: chance } : { from: DICE_ROLLS - chance, to: DICE_ROLLS };
}

function HistoryRow({ roll }: { roll: DiceRollValue }) {
  const { t, i18n } = useTranslation();
  const { money } = useHouseWallet();
  const serverSeed = useRevealedSeed(roll.fairness.serverSeedHash) ?? roll.fairness.serverSeed;
  const range = winRange(roll.direction, roll.chanceBasisPoints);
  const target = roll.direction === 'under' ? `< ${hundredthsText(range.to, i18n.language)}` : `≥ ${hundredthsText(range.from, i18n.language)}`;
  const query = verifyQueryOf({
    game: 'DICE',
    serverSeedHash: roll.fairness.serverSeedHash,
    serverSeed,
    clientSeed: roll.fairness.clientSeed,
    nonce: roll.fairness.nonce,
    direction: roll.direction,
    chanceBasisPoints: roll.chanceBasisPoints,
    result: String(roll.roll),
  });
  return (
    <tr data-testid="dice-history-row" data-won={roll.won}>
      <td>{roll.fairness.nonce}</td>
      <td className={roll.won ? styles.won : styles.lost}>{hundredthsText(roll.roll, i18n.language)}</td>
      <td>{target}</td>
      <td>{basisPointsMultiplierText(roll.multiplierBasisPoints, i18n.language)}</td>
      <td>{money(roll.stake)}</td>
      <td className={roll.won ? styles.won : undefined}>{money(roll.winAmount)}</td>
      <td>
        <Link className={styles.linkButton} to={`${paths.houseVerify}${query}`} data-testid="dice-verify-link">
          {t('games.house.verifyRound')}
        </Link>
      </td>
    </tr>
  );
}

/** /house/dice: roll under or over with a chosen win chance (1 %–95 %). */
export function DicePage() {
  const { t, i18n } = useTranslation();
  const { money } = useHouseWallet();
  const roll = useRollDice();
  const betError = useHouseBetError('DICE');
  const chanceId = useId();
  const [stakeText, setStakeText] = useState('1');
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [chance, setChance] = useState(4950);
  const [chanceText, setChanceText] = useState(() => hundredthsText(4950, i18n.language));
  const [tried, setTried] = useState(false);
  const [history, setHistory] = useState<DiceRollValue[]>([]);
  const last = history[0];

  const multiplier = diceMultiplierBasisPoints(chance);
  const stake = checkStake(stakeText, betError.limits).stake;
  const range = winRange(direction, chance);

  const chooseChance = (basisPoints: number) => {
    const clamped = Math.min(DICE_CHANCE_MAX_BASIS_POINTS, Math.max(DICE_CHANCE_MIN_BASIS_POINTS, basisPoints));
    setChance(clamped);
    setChanceText(hundredthsText(clamped, i18n.language));
  };
  const typeChance = (text: string) => {
    setChanceText(text);
    const parsed = parseHundredths(text);
    if (parsed !== null && parsed >= DICE_CHANCE_MIN_BASIS_POINTS && parsed <= DICE_CHANCE_MAX_BASIS_POINTS) setChance(parsed);
  };

  const play = () => {
    setTried(true);
    betError.clear();
    if (stake === undefined) return;
    roll.mutate(
      { requestId: newRequestId(), stake, direction, chanceBasisPoints: chance },
      { onSuccess: (value) => setHistory((current) => [value, ...current].slice(0, historyLength)), onError: betError.report },
    );
  };

  const controls = (
    <>
      <HouseStakeField value={stakeText} onChange={setStakeText} limits={betError.limits} showProblem={tried} disabled={roll.isPending} />
      <div className={styles.fieldGroup}>
        <span className={styles.label}>{t('games.house.dice.direction')}</span>
        <div className={styles.segmented} role="radiogroup" aria-label={t('games.house.dice.direction')}>
          {(['under', 'over'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={direction === value}
              className={[styles.segment, direction === value ? styles.segmentActive : ''].join(' ')}
              onClick={() => setDirection(value)}
            >
              {value === 'under' ? t('games.house.dice.under') : t('games.house.dice.over')}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.fieldGroup}>
        <label className={styles.label} htmlFor={chanceId}>
          {t('games.house.dice.chance')}
        </label>
        <input
          className={styles.slider}
          type="range"
          min={DICE_CHANCE_MIN_BASIS_POINTS}
          max={DICE_CHANCE_MAX_BASIS_POINTS}
          step={1}
          value={chance}
          aria-label={t('games.house.dice.chanceSlider')}
          onChange={(event) => chooseChance(Number(event.target.value))}
        />
        <div className={styles.inputRow}>
          <input id={chanceId} className={styles.input} inputMode="decimal" value={chanceText} onChange={(event) => typeChance(event.target.value)} onBlur={() => chooseChance(chance)} />
          <span className={styles.stepButton} style={{ display: 'grid', placeItems: 'center' }} aria-hidden="true">
            %
          </span>
        </div>
      </div>
      <div className={styles.statRow} style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('games.house.dice.multiplier')}</span>
          <span className={`${styles.statValue} ${styles.gold}`} data-testid="dice-multiplier">
            {basisPointsMultiplierText(multiplier, i18n.language)}
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('games.house.dice.payout')}</span>
          <span className={styles.statValue}>{stake !== undefined ? money(Math.floor((stake * multiplier) / 10_000)) : '—'}</span>
        </div>
      </div>
      <Button size="large" block onClick={play} loading={roll.isPending} data-testid="dice-roll">
        {t('games.house.dice.roll')}
      </Button>
      {betError.message ? (
        <span className={styles.error} role="alert">
          {betError.message}
        </span>
      ) : null}
    </>
  );

  const stage = (
    <>
      <div className={styles.diceResult}>
        <span className={styles.muted}>{direction === 'under' ? t('games.house.dice.targetUnder', { value: hundredthsText(range.to, i18n.language) }) : t('games.house.dice.targetOver', { value: hundredthsText(range.from, i18n.language) })}</span>
        <span className={[styles.diceRoll, last ? (last.won ? styles.won : styles.lost) : ''].join(' ')} data-testid="dice-result" data-won={last ? last.won : undefined}>
          {last ? hundredthsText(last.roll, i18n.language) : '—'}
        </span>
      </div>
      <div>
        <div className={styles.diceTrack}>
          <div className={styles.diceWinZone} style={{ left: `${range.from / 100}%`, width: `${(range.to - range.from) / 100}%` }} />
          {last ? (
            <span className={styles.diceMarker} style={{ left: `${last.roll / 100}%` }}>
              {hundredthsText(last.roll, i18n.language)}
            </span>
          ) : null}
        </div>
        <div className={styles.diceScale}>
          {[0, 2500, 5000, 7500, 10000].map((mark) => (
            <span key={mark}>{mark / 100}</span>
          ))}
        </div>
      </div>
      {last ? (
        <div className={[styles.banner, last.won ? styles.bannerWon : styles.bannerLost].join(' ')} role="status" data-testid="dice-outcome">
          {last.won ? t('games.house.wonAmount', { amount: money(last.winAmount) }) : t('games.house.noWin')}
        </div>
      ) : (
        <div className={styles.banner}>{t('games.house.dice.start')}</div>
      )}
      <div className={styles.fieldGroup}>
        <h2 className={styles.sectionTitle}>{t('games.house.history')}</h2>
        {history.length === 0 ? (
          <span className={styles.muted}>{t('games.house.noHistory')}</span>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table} data-testid="dice-history">
              <thead>
                <tr>
                  <th>{t('games.house.fairness.nonce')}</th>
                  <th>{t('games.house.dice.rollColumn')}</th>
                  <th>{t('games.house.dice.target')}</th>
                  <th>{t('games.house.dice.multiplier')}</th>
                  <th>{t('games.house.stake.label')}</th>
                  <th>{t('games.house.win')}</th>
                  <th aria-label={t('games.house.verifyRound')} />
                </tr>
              </thead>
              <tbody>
                {history.map((entry) => (
                  <HistoryRow key={entry.roundId} roll={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );

  return (
    <HouseFrame title={t('games.house.dice.name')} subtitle={t('games.house.dice.tagline')}>
      <HouseLayout controls={controls} stage={stage} testId="dice-stage" />
      <FairnessPanel game="DICE" />
    </HouseFrame>
  );
}
