import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Image } from '../../../components/ui/image.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { memberCentrePath } from '../../../config/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useMemberInfo } from '../api/get-member-info.ts';
import { usePanelGuard } from '../hooks/use-panel-guard.ts';
import { useSessionMember } from '../hooks/use-session-member.ts';
import { BalanceDisplay } from './balance.tsx';
import styles from './header-account.module.css';
import { RefreshIcon, WalletIcon } from '../../../components/ui/icons.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@platform/contract/money';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { describeError } from '../../../lib/error-message.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { walletBalanceQueryPrefix } from '../../../lib/wallet-balance.ts';
import { topUpPlayMoney } from '../api/top-up-play-money.ts';

/** The header's account area (spec §2 Header): register and login for guests; balance, deposit and account for members. */
export function HeaderAccount({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  useSessionMember();
  const signedIn = useSessionStore((state) => state.token !== null && state.member !== null);
  if (signedIn) return <MemberArea compact={compact} />;
  const size = compact ? 'small' : 'medium';
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => openModal('login')}>
        {t('nav.login')}
      </Button>
      <Button size={size} onClick={() => openModal('register')}>
        {t('nav.register')}
      </Button>
    </>
  );
}

function MemberArea({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = usePanelGuard();
  const member = useSessionStore((state) => state.member);
  const info = useMemberInfo();
  const deposit = () => guard(() => void navigate(memberCentrePath('depositv2')));
  return (
    <div className={styles.area}>
      <BalanceDisplay />
      {member?.isTrial ? (
        <PlayMoneyTopUp compact={compact} />
      ) : (
        <Button size="small" onClick={deposit} icon={<WalletIcon size={16} />} aria-label={t('account.header.deposit')} className={styles.deposit}>
          {compact ? null : t('account.header.deposit')}
        </Button>
      )}
      <button type="button" className={styles.member} onClick={() => openModal('member')} aria-label={t('modals.member')} title={member?.account} data-testid="header-member">
        <Image className={styles.avatar} src={info.data?.avatar || null} alt="" fallback="avatar" />
        {compact ? null : <span className={styles.name}>{member?.nickname || member?.account}</span>}
      </button>
    </div>
  );
}

/** Free play: a trial account tops its play money back up to the grant instead of depositing. */
function PlayMoneyTopUp({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function topUp(): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const value = await topUpPlayMoney();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: ['account', 'member-info'] }),
      ]);
      const amount = formatMoney(value.balance, value.currencySymbol);
      void showDialog({ icon: 'success', title: t('account.freePlay.toppedUp', { amount }), timeoutMs: 2_500 });
    } catch (error) {
      void showDialog({ icon: 'error', html: escapeHtml(describeError(error, t, (key) => i18n.exists(key))) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" variant="accent" onClick={() => void topUp()} loading={busy} icon={<RefreshIcon size={16} />} aria-label={t('account.freePlay.topUp')} className={styles.deposit}>
      {compact ? null : t('account.freePlay.topUp')}
    </Button>
  );
}
