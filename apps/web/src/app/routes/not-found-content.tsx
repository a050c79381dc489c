import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { HomeIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import styles from './not-found.module.css';

/** What an unknown address shows. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('messages.invalidUrl')}</p>
      <div className={styles.actions}>
        <Link to={paths.home} className={buttonClassName({ size: 'large' })}>
          <HomeIcon size={18} />
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  );
}
