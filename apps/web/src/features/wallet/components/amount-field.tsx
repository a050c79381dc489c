import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoney } from '@platform/contract/money';
import { amountInputText } from '@platform/contract/money';
import type { AmountProblem } from '../amount-rules.ts';
import { useMoney, useWalletSite } from '../wallet-site.tsx';
import styles from './wallet.module.css';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  minimumAmount: number;
  maximumAmount: number;
  problem?: AmountProblem;
  /** A message of the caller's own that replaces the problem's text. */
  errorText?: string;
  /** Preset amounts in minor units, shown as buttons above the box. */
  presets?: number[];
  /** The money available, shown on the right of the hint. */
  available?: number;
  disabled?: boolean;
  /** Leaves the minimum and maximum out of the hint, where the money available is the only bound. */
  hideLimits?: boolean;
}

/**
 * An amount box: presets, a typed amount read by the contract's parser (never as a float), and the
 * minimum and maximum below it; a problem replaces the hint.
 */
export function AmountField({ label, value, onChange, minimumAmount, maximumAmount, problem, errorText, presets = [], available, disabled, hideLimits = false }: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { currencySymbol } = useWalletSite();
  const id = useId();
  const typed = parseMoney(value);
  const limits = { minimum: money(minimumAmount), maximum: money(maximumAmount) };
  return (
    <div className={[styles.fieldset, problem || errorText ? styles.amountInvalid : ''].join(' ')}>
      <label className={styles.legend} htmlFor={id}>
        {label}
      </label>
      {presets.length > 0 ? (
        <div className={styles.presets} role="group" aria-label={t('wallet.amount.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              disabled={disabled}
              className={[styles.preset, typed === preset ? styles.presetSelected : ''].join(' ')}
              aria-pressed={typed === preset}
              onClick={() => onChange(amountInputText(preset, i18n.language))}
            >
              {money(preset)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.amountBox}>
        <span className={styles.amountSymbol} aria-hidden="true">
          {currencySymbol}
        </span>
        <input
          id={id}
          className={styles.amountInput}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={value}
          disabled={disabled}
          aria-invalid={problem || errorText ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className={styles.fieldFooter} id={`${id}-message`}>
        {problem || errorText ? (
          <span className={styles.fieldError} role="alert">
            {errorText ?? t(`wallet.amount.${problem}`, limits)}
          </span>
        ) : (
          <span>{hideLimits ? '' : t('wallet.amount.limits', limits)}</span>
        )}
        {available !== undefined ? <span>{t('wallet.amount.available', { amount: money(available) })}</span> : null}
      </div>
    </div>
  );
}
