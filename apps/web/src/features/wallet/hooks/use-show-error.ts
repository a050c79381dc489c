import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { describeError } from '../../../lib/error-message.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';

/** Shows a failed call in an error dialog with the translation of its code. */
export function useShowError(): (error: unknown) => void {
  const { t, i18n } = useTranslation();
  return (error) => {
    void showDialog({ icon: 'error', html: escapeHtml(describeError(error, t, (key) => i18n.exists(key))) });
  };
}
