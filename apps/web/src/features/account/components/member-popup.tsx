import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog, type DialogButton } from '../../../components/ui/dialog/dialog-store.ts';
import { LogoutIcon, UserIcon, WalletIcon } from '../../../components/ui/icons.tsx';
import { Image } from '../../../components/ui/image.tsx';
import { hideLoader, showLoader } from '../../../components/ui/loader-store.ts';
import type { ModalBodyProps } from '../../../components/ui/modal/modal-host.tsx';
import { memberCentrePath, paths, type MemberCentrePage } from '../../../config/paths.ts';
import { successDialogTimeoutMs } from '../../../config/timeouts.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useMemberInfo } from '../api/get-member-info.ts';
import { usePanelGuard } from '../hooks/use-panel-guard.ts';
import { badgeText, memberCentreEntry } from '../member-centre-pages.ts';
import { endSession } from '../session-flow.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { BalanceDisplay, BonusAmount } from './balance.tsx';
import styles from './member-popup.module.css';

/** The shortcuts of the popup: the member-centre pages a player opens most. */
const shortcutPages: readonly MemberCentrePage[] = ['securityCenter', 'transactionHistory', 'personalHistoryCopy', 'rewardCenter', 'messageV2', 'referral'];

/** The member popup (spec §2): account, ID with copy, balance, bonus, deposit and withdraw, shortcuts, agent entry, sign-out. */
export default function MemberPopup({ close }: ModalBodyProps<'member'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = usePanelGuard();
  const member = useSessionStore((state) => state.member);
  const info = useMemberInfo();
  const [choosingAvatar, setChoosingAvatar] = useState(false);
  const go = (path: string) =>
    guard(() => {
      close();
      void navigate(path);
    }, path);
  return (
    <div className={styles.popup}>
      <section className={styles.identity}>
        <button type="button" className={styles.avatarButton} onClick={() => setChoosingAvatar((open) => !open)} aria-expanded={choosingAvatar} aria-label={t('account.avatar.change')}>
          <Image className={styles.avatar} src={info.data?.avatar || null} alt="" fallback="avatar" />
        </button>
        <div className={styles.who}>
          <strong className={styles.account}>{member?.account}</strong>
          <MemberId id={info.data?.id ?? member?.customerId} />
        </div>
      </section>
      {choosingAvatar ? <AvatarPicker onChosen={() => setChoosingAvatar(false)} /> : null}
      <section className={styles.wallet} aria-label={t('account.balance.label')}>
        <span className={styles.caption}>{t('account.balance.label')}</span>
        <BalanceDisplay size="large" />
        <span className={styles.bonusRow}>
          {t('account.balance.bonus')} <BonusAmount />
        </span>
        <div className={styles.walletActions}>
          <Button icon={<WalletIcon size={16} />} onClick={() => go(memberCentrePath('depositv2'))}>
            {t('account.header.deposit')}
          </Button>
          <Button variant="secondary" onClick={() => go(memberCentrePath('withdraw'))}>
            {t('account.popup.withdraw')}
          </Button>
        </div>
      </section>
      <nav className={styles.shortcuts} aria-label={t('account.popup.shortcuts')}>
        {shortcutPages.map((page) => {
          const entry = memberCentreEntry(page);
          const badge = entry.badge && info.data ? badgeText(entry.badge(info.data)) : null;
          return (
            <button key={page} type="button" className={styles.shortcut} onClick={() => go(memberCentrePath(page))}>
              <span className={styles.shortcutIcon}>
                <entry.Icon size={20} />
                {badge ? <span className={styles.badge}>{badge}</span> : null}
              </span>
              {t(entry.titleKey)}
            </button>
          );
        })}
      </nav>
      {member?.isAgent ? (
        <Button variant="accent" block icon={<UserIcon size={18} />} onClick={() => go(paths.agentHome)}>
          {t('account.popup.agentCentre')}
        </Button>
      ) : null}
      <SignOutButton close={close} />
    </div>
  );
}

/** The member's ID with a copy button; a copy confirms with the copy_success dialog (spec §8). */
function MemberId({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  if (id === undefined) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(String(id));
      void showDialog({ icon: 'success', html: escapeHtml(t('copy_success')), timeoutMs: successDialogTimeoutMs });
    } catch {
      void showDialog({ icon: 'error', html: escapeHtml(t('account.popup.copyFailed')) });
    }
  };
  return (
    <span className={styles.id}>
      ID: <span data-testid="member-id">{id}</span>
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        {t('account.popup.copy')}
      </button>
    </span>
  );
}

/**
 * Sign-out (spec §4 Logout): a confirm dialog, then the popup closes, the loader shows and the logout call
 * runs; the session is cleared (the merchant code is kept) and the site returns to /.
 */
function SignOutButton({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = async () => {
    const confirm: DialogButton = { label: t('account.signOut.submit'), variant: 'danger' };
    const answer = await showDialog({
      icon: 'warning',
      title: t('account.signOut.title'),
      html: escapeHtml(t('account.signOut.question')),
      buttons: [{ label: t('common.cancel'), variant: 'secondary' }, confirm],
    });
    if (answer !== confirm) return;
    close();
    showLoader();
    try {
      await endSession();
    } finally {
      hideLoader();
      void navigate(paths.home);
    }
  };
  return (
    <Button variant="ghost" block icon={<LogoutIcon size={18} />} onClick={() => void signOut()}>
      {t('account.signOut.submit')}
    </Button>
  );
}
