import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { successDialogTimeoutMs } from '../../../config/timeouts.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import styles from './wallet.module.css';
import { CopyIcon } from '../../../components/ui/icons.tsx';

/** Copies a text and confirms it with the copy_success dialog (spec §8). */
export async function copyText(text: string, successText: string, failureText: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void showDialog({ icon: 'success', html: escapeHtml(successText), timeoutMs: successDialogTimeoutMs, coverClickCloses: true });
  } catch {
    void showDialog({ icon: 'error', html: escapeHtml(failureText) });
  }
}

/** A value shown in full with a copy button beside it. */
export function CopyRow({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.copyRow}>
      <span className={styles.copyValue} aria-label={label}>
        {value}
      </span>
      <Button
        variant="secondary"
        size="small"
        icon={<CopyIcon size={16} />}
        onClick={() => void copyText(value, t('copy_success'), t('wallet.copyFailed'))}
        aria-label={t('wallet.copyNamed', { name: label })}
      >
        {t('wallet.copy')}
      </Button>
    </div>
  );
}
