import type { ButtonHTMLAttributes } from 'react';
import styles from './round-icon-button.module.css';

/** A round button holding one icon; its `aria-label` says what it does. */
export function RoundIconButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  return <button type="button" {...props} className={[styles.button, className ?? ''].join(' ')} />;
}
