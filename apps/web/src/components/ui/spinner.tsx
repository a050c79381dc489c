import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

/** A gold and emerald spinning ring. */
export function Spinner({ sizePx = 36 }: { sizePx?: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.spinner}
      style={{ width: sizePx, height: sizePx, borderWidth: Math.max(2, Math.round(sizePx / 12)) }}
      role="progressbar"
      aria-label={t('common.loading')}
    />
  );
}

/** A spinner centred in the space it is given. */
export function CentredSpinner({ sizePx }: { sizePx?: number }) {
  return (
    <div className={styles.centred}>
      <Spinner sizePx={sizePx} />
    </div>
  );
}
