import type { StatusTone } from '../withdrawal-status.ts';
import styles from './wallet.module.css';

/** A small coloured pill naming a status. */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return <span className={[styles.badge, styles[`tone-${tone}`]].join(' ')}>{label}</span>;
}
