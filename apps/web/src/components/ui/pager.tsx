import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { RoundIconButton } from './round-icon-button.tsx';
import styles from './pager.module.css';

/** Previous and next page buttons around 'page / totalPages'; hidden when everything fits one page. */
export function Pager({ pageNo, totalPages, onChange }: { pageNo: number; totalPages: number; onChange: (pageNo: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('common.pager.label')}>
      <RoundIconButton disabled={pageNo <= 1} onClick={() => onChange(pageNo - 1)} aria-label={t('common.pager.previous')}>
        <ChevronLeftIcon size={18} />
      </RoundIconButton>
      <span>
        {pageNo} / {totalPages}
      </span>
      <RoundIconButton disabled={pageNo >= totalPages} onClick={() => onChange(pageNo + 1)} aria-label={t('common.pager.next')}>
        <ChevronRightIcon size={18} />
      </RoundIconButton>
    </nav>
  );
}
