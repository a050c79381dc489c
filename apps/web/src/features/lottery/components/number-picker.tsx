import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasQuickPicks, parseTypedNumbers, quickPickValues, quickPicks, sideKey, valueText, type PickerRow } from '../bet-catalogue.ts';
import styles from './lottery.module.css';

const dieFaces = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

interface NumberPickerProps {
  row: PickerRow;
  label: string;
  picks: readonly number[];
  onToggle: (value: number) => void;
  onSet: (values: number[]) => void;
}

/** One row of a bet type: buttons for its values (digits, balls, dice, cars or options) with quick picks, or typed numbers. */
export function NumberPicker({ row, label, picks, onToggle, onSet }: NumberPickerProps) {
  const { t } = useTranslation();
  if (row.typed) return <TypedPicker row={row} label={label} picks={picks} onSet={onSet} />;
  const many = row.values.length > 40;
  return (
    <div className={styles.row}>
      <span className={styles.rowLabel}>{label}</span>
      <div className={styles.rowBody}>
        <div className={[styles.values, row.values.length === 10 && row.style !== 'side' ? styles.valuesTen : ''].join(' ')} role="group" aria-label={label}>
          {row.values.map((value) => {
            const selected = picks.includes(value);
            const text = row.style === 'side' ? t(sideKey(value)) : row.style === 'die' ? (dieFaces[value - 1] ?? String(value)) : valueText(row, value);
            const className = [styles.value, row.style === 'side' ? styles.valueSide : '', row.style === 'die' ? styles.valueDie : '', many ? styles.valueSmall : '', selected ? styles.valueSelected : ''].join(' ');
            return (
              <button key={value} type="button" className={className} aria-pressed={selected} onClick={() => onToggle(value)} data-value={value}>
                {text}
              </button>
            );
          })}
        </div>
        {hasQuickPicks(row) ? (
          <div className={styles.quick}>
            {quickPicks.map((pick) => (
              <button key={pick} type="button" className={styles.quickButton} onClick={() => onSet(quickPickValues(row, pick))}>
                {t(`lottery.quick.${pick}`)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Numbers of a wide range (3 and 4 digits) typed by the player, separated by spaces or commas. */
function TypedPicker({ row, label, picks, onSet }: Omit<NumberPickerProps, 'onToggle'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => picks.map((value) => valueText(row, value)).join(' '));
  const [invalid, setInvalid] = useState<string[]>([]);
  const valueMax = 10 ** row.digits - 1;
  // Picks changed from outside (a random pick, clear): the text follows them.
  useEffect(() => {
    const typed = parseTypedNumbers(text, valueMax).numbers.slice(0, row.picksMax);
    if (typed.length !== picks.length || typed.some((value) => !picks.includes(value))) {
      setText(picks.map((value) => valueText(row, value)).join(' '));
      setInvalid([]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only outside changes of the picks matter here
  }, [picks]);
  return (
    <div className={styles.row}>
      <span className={styles.rowLabel}>{label}</span>
      <div className={styles.rowBody}>
        <textarea
          className={styles.typed}
          value={text}
          placeholder={t('lottery.typedPlaceholder', { example: ['0', '1', '2', '3'].map((digit) => digit.repeat(row.digits)).slice(0, 3).join(' ') })}
          aria-label={label}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseTypedNumbers(event.target.value, valueMax);
            setInvalid(parsed.invalid);
            onSet(parsed.numbers.slice(0, row.picksMax));
          }}
        />
        {invalid.length > 0 ? <p className={styles.error}>{t('lottery.typedInvalid', { numbers: invalid.join(', '), digits: row.digits })}</p> : <p className={styles.hint}>{t('lottery.typedHint', { count: picks.length })}</p>}
      </div>
    </div>
  );
}
