import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { showTrueAccountNeeded } from '../../../lib/true-account-dialog.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { LockIcon } from '../../../components/ui/icons.tsx';

/**
 * Money pages are for real accounts (spec §4 Panels, §6): a guest gets the login modal and a trial
 * account the 'true account needed' dialog, and neither sees the page.
 */
export function WalletAccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.member?.isTrial ?? false);
  useEffect(() => {
    if (!token) openModal('login');
    else if (isTrial) showTrueAccountNeeded();
  }, [token, isTrial, t]);
  if (!token) {
    return (
      <EmptyState
        icon={<LockIcon size={28} />}
        title={t('messages.notLoggedIn')}
        action={<Button onClick={() => openModal('login')}>{t('nav.login')}</Button>}
      />
    );
  }
  if (isTrial) return <EmptyState icon={<LockIcon size={28} />} title={t('in_need_true_account')} />;
  return children;
}
