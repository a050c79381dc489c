import { useCallback } from 'react';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { showTrueAccountNeeded } from '../../../lib/true-account-dialog.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { panelAccessOf } from '../panel-access.ts';

/**
 * Runs an action that opens a member or agent panel only when the panels rule allows it (spec §4 Panels):
 * a guest gets the login modal, a trial account the in_need_true_account message.
 */
export function usePanelGuard(): (action: () => void, redirectTo?: string) => void {
  return useCallback(
    (action, redirectTo) => {
      const access = panelAccessOf(useSessionStore.getState());
      if (access === 'login') return openModal('login', { redirectTo });
      if (access === 'trial') return showTrueAccountNeeded();
      return action();
    },
    [],
  );
}
