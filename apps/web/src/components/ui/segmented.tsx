import type { ReactNode } from 'react';
import styles from './segmented.module.css';

export interface SegmentedOption<Value> {
  value: Value;
  label: ReactNode;
}

/** Mutually exclusive choices drawn as a row of pill buttons: a radio group, named by `label`. */
export function Segmented<Value extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div className={styles.segmented} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={[styles.segment, option.value === value ? styles.segmentActive : ''].join(' ')}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
