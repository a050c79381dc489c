import { useTranslation } from 'react-i18next';
import styles from './lobby.module.css';

/** Placeholder tiles while the first page loads, so the page does not jump. */
export function GridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={styles.skeletonArt} />
          <div className={styles.skeletonLine} />
        </li>
      ))}
    </ul>
  );
}
