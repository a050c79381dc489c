import i18next from 'i18next';
import { showDialog } from '../components/ui/dialog/dialog-store.ts';
import { openModal } from '../components/ui/modal/modal-store.ts';
import { escapeHtml } from './sanitize-html.ts';
import { useSessionStore } from './session-store.ts';

/**
 * The in_need_true_account dialog (spec §8): a trial account asked for something only a real account may do.
 * Its button leaves free play and opens the register modal; the other keeps playing with play money.
 */
export function showTrueAccountNeeded(): void {
  void showDialog({
    icon: 'info',
    html: escapeHtml(i18next.t('in_need_true_account')),
    buttons: [
      {
        label: i18next.t('account.freePlay.createAccount'),
        variant: 'primary',
        onClick: () => {
          // The trial session is simply left behind (it expires on the server); registering starts a real one.
          useSessionStore.getState().clear();
          openModal('register');
        },
      },
      { label: i18next.t('account.freePlay.keepPlaying'), variant: 'secondary' },
    ],
  });
}
