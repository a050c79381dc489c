import type { ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
  icon?: ReactNode;
}

interface TabsProps<Key extends string> {
  items: TabItem<Key>[];
  value: Key;
  onChange: (key: Key) => void;
  label: string;
}

/** A pill tab bar; it scrolls sideways when the tabs do not fit. */
export function Tabs<Key extends string>({ items, value, onChange, label }: TabsProps<Key>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={[styles.tab, item.key === value ? styles.active : ''].join(' ')}
          onClick={() => onChange(item.key)}
        >
          {item.icon}
          {item.label}
        </button>
      ))}
    </div>
  );
}
