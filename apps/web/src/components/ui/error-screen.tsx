import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/error-message.ts';
import { isChunkLoadError } from '../../lib/lazy-with-timeout.ts';
import { Button } from './button.tsx';
import { RefreshIcon, WarningIcon } from './icons.tsx';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  error: unknown;
  /** Tries again; a chunk that failed to load is retried by reloading the page (a new deploy may have replaced it). */
  onRetry?: () => void;
  compact?: boolean;
}

/** Says what failed and offers a retry. */
export function ErrorScreen({ error, onRetry, compact = false }: ErrorScreenProps) {
  const { t, i18n } = useTranslation();
  const chunkFailed = isChunkLoadError(error);
  const retry = chunkFailed || !onRetry ? () => window.location.reload() : onRetry;
  return (
    <div className={[styles.screen, compact ? styles.compact : ''].join(' ')} role="alert">
      <div className={styles.icon}>
        <WarningIcon size={36} />
      </div>
      <h2 className={styles.title}>{chunkFailed ? t('errorScreen.chunkTitle') : t('errorScreen.title')}</h2>
      <p className={styles.message}>{describeError(error, t, (key) => i18n.exists(key))}</p>
      <div className={styles.actions}>
        <Button onClick={retry} icon={<RefreshIcon size={18} />}>
          {t('common.retry')}
        </Button>
      </div>
    </div>
  );
}
