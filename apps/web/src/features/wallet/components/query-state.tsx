import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { Notice } from './wallet-page.tsx';

/** What a section shows while its data loads, or when loading failed (with a retry). */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  if (!error) return <CentredSpinner />;
  return (
    <Notice tone="danger">
      <span>{describeError(error, t, (key) => i18n.exists(key))}</span>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Notice>
  );
}
