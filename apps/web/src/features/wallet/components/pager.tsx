import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import styles from './wallet.module.css';

/** Previous and next page buttons around 'page / totalPages'; hidden when everything fits one page. */
export function Pager({ pageNo, totalPages, onChange }: { pageNo: number; totalPages: number; onChange: (pageNo: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('wallet.pager.label')}>
      <button type="button" className={styles.iconButton} disabled={pageNo <= 1} onClick={() => onChange(pageNo - 1)} aria-label={t('wallet.pager.previous')}>
        <ChevronLeftIcon size={18} />
      </button>
      <span>
        {pageNo} / {totalPages}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        disabled={pageNo >= totalPages}
        onClick={() => onChange(pageNo + 1)}
        aria-label={t('wallet.pager.next')}
      >
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
