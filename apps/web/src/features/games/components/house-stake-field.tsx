import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputText } from '@platform/contract/money';
import { checkStake, scaleStake, type HouseLimits, type StakeProblem } from '../house-amounts.ts';
import { useHouseWallet } from '../hooks/house-wallet.ts';
import styles from './house.module.css';

/** The message of a stake problem, with the limits in the wallet's currency. */
export function useStakeProblemText() {
  const { t } = useTranslation();
  const { money } = useHouseWallet();
  return (problem: StakeProblem, limits: HouseLimits) => {
    switch (problem) {
      case 'required':
        return t('games.house.stake.required');
      case 'format':
        return t('games.house.stake.format');
      case 'belowMinimum':
        return t('games.house.stake.belowMinimum', { amount: money(limits.stakeMin) });
      case 'aboveMaximum':
        return t('games.house.stake.aboveMaximum', { amount: money(limits.stakeMax) });
      case 'insufficient':
        return t('games.house.stake.insufficient');
    }
  };
}

interface StakeFieldProps {
  value: string;
  onChange: (text: string) => void;
  limits: HouseLimits;
  disabled?: boolean;
  /** Shown under the box once the member tried to bet with a wrong stake. */
  showProblem: boolean;
}

/** The stake box with halve and double buttons and the game's limits below. */
export function HouseStakeField({ value, onChange, limits, disabled = false, showProblem }: StakeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { money, currencySymbol, language } = useHouseWallet();
  const problemText = useStakeProblemText();
  const check = checkStake(value, limits);
  const scale = (factor: 0.5 | 2) => onChange(amountInputText(scaleStake(check.stake ?? limits.stakeMin, factor, limits), language));
  const problem = showProblem && check.problem ? problemText(check.problem, limits) : undefined;
  return (
    <div className={styles.fieldGroup}>
      <label className={styles.label} htmlFor={id}>
        {t('games.house.stake.label')} {currencySymbol ? `(${currencySymbol})` : ''}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          className={[styles.input, problem ? styles.inputInvalid : ''].join(' ')}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className={styles.stepButton} disabled={disabled} onClick={() => scale(0.5)} aria-label={t('games.house.stake.halve')}>
          ½
        </button>
        <button type="button" className={styles.stepButton} disabled={disabled} onClick={() => scale(2)} aria-label={t('games.house.stake.double')}>
          2×
        </button>
      </div>
      {problem ? (
        <span className={styles.error} role="alert">
          {problem}
        </span>
      ) : (
        <span className={styles.hint}>{t('games.house.stake.limits', { min: money(limits.stakeMin), max: money(limits.stakeMax) })}</span>
      )}
    </div>
  );
}
