import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ChevronLeftIcon, HomeIcon, RefreshIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { wasLaunched } from '../launched-games.ts';
import { isFramableUrl } from '../start-game.ts';
import styles from './pages.module.css';

/** /seamless?url=: a game this tab launched, in a frame filling the page, with a way back. */
export function SeamlessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParameters] = useSearchParams();
  const url = searchParameters.get('url') ?? '';
  const framable = url !== '' && isFramableUrl(url, window.location.origin) && wasLaunched(url);
  const back = () => (window.history.length > 1 ? void navigate(-1) : void navigate(paths.home));
  return (
    <div className={styles.seamless}>
      <div className={styles.seamlessBar}>
        <button type="button" className={styles.seamlessButton} onClick={back}>
          <ChevronLeftIcon size={16} />
          {t('lobby.seamless.back')}
        </button>
        {framable ? (
          <button type="button" className={styles.seamlessButton} onClick={() => window.location.reload()}>
            <RefreshIcon size={16} />
            {t('lobby.seamless.reload')}
          </button>
        ) : null}
      </div>
      {framable ? (
        <iframe
          className={styles.seamlessFrame}
          src={url}
          title={t('lobby.seamless.title')}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className={styles.seamlessEmpty}>
          <EmptyState
            title={t('lobby.seamless.missing')}
            action={
              <Link to={paths.home} className={buttonClassName({ variant: 'secondary' })}>
                <HomeIcon size={18} />
                {t('common.backHome')}
              </Link>
            }
          />
        </div>
      )}
    </div>
  );
}
