import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeTransferInfoValue } from '@platform/contract/wallet/tree-transfer';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { createActionKeys } from '../action-keys.ts';
import { checkAmount } from '../amount-rules.ts';
import type { DownlineChoice } from '../api/get-downlines.ts';
import { useWalletMemberInfo } from '../api/get-member-info.ts';
import { useTreeTransferInfo } from '../api/get-tree-transfer-info.ts';
import { useSendTreeTransfer } from '../api/send-tree-transfer.ts';
import { useShowError } from '../hooks/use-show-error.ts';
import { useMoney } from '../wallet-site.tsx';
import { AmountField } from './amount-field.tsx';
import { DownlinePicker } from './downline-picker.tsx';
import { PaymentPasswordField } from './payment-password-field.tsx';
import { QueryState } from './query-state.tsx';
import { Notice, Stat, WalletCard, WalletPage } from './wallet-page.tsx';
import styles from './wallet.module.css';
import { TransferIcon } from '../../../components/ui/icons.tsx';

type Direction = 'upline' | 'downline';

/**
 * transferUpline (spec §2, §6): a member sends cash to its upline; an agent also to a member of its own
 * team. The operator turns it on, and each transfer needs the payment password and stays within limits.
 */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const info = useTreeTransferInfo();
  return (
    <WalletPage title={t('wallet.transferUpline.title')} subtitle={t('wallet.transferUpline.subtitle')}>
      {info.data ? <TreeTransfer info={info.data} /> : <QueryState error={info.error} onRetry={() => void info.refetch()} />}
    </WalletPage>
  );
}

function TreeTransfer({ info }: { info: TreeTransferInfoValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const isAgent = useSessionStore((state) => state.member?.isAgent ?? false);
  const directions: Direction[] = [...(info.upline ? (['upline'] as const) : []), ...(isAgent ? (['downline'] as const) : [])];
  const [chosen, setChosen] = useState<Direction | null>(null);
  const direction = chosen && directions.includes(chosen) ? chosen : directions[0];
  if (!info.enabled) return <EmptyState icon={<TransferIcon size={28} />} title={t('wallet.transferUpline.disabled')} />;
  return (
    <>
      <div className={styles.stats}>
        <Stat label={t('wallet.wallets.cash')} value={money(info.balance)} highlight />
        <Stat label={t('wallet.transferUpline.remainingToday')} value={money(info.remainingToday)} note={t('wallet.transferUpline.dailyMaximum', { amount: money(info.dailyMaximum) })} />
        <Stat label={t('wallet.transferUpline.sentToday')} value={money(info.sentToday)} />
      </div>
      {direction ? (
        <WalletCard title={t('wallet.transferUpline.formTitle')}>
          {directions.length > 1 ? (
            <Segmented
              label={t('wallet.transferUpline.direction')}
              options={directions.map((candidate) => ({ value: candidate, label: t(`wallet.transferUpline.directions.${candidate}`) }))}
              value={direction}
              onChange={setChosen}
            />
          ) : null}
          <TreeTransferForm key={direction} info={info} direction={direction} />
        </WalletCard>
      ) : (
        <Notice tone="warning">
          <span>{t('wallet.transferUpline.noUpline')}</span>
        </Notice>
      )}
    </>
  );
}

function TreeTransferForm({ info, direction }: { info: TreeTransferInfoValue; direction: Direction }) {
  const { t } = useTranslation();
  const money = useMoney();
  const send = useSendTreeTransfer();
  const member = useWalletMemberInfo();
  const showError = useShowError();
  const keys = useRef(createActionKeys()).current;
  const [downline, setDownline] = useState<DownlineChoice | null>(null);
  const [amountText, setAmountText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const available = Math.min(info.balance, info.remainingToday);
  const checked = checkAmount(amountText, { minimumAmount: info.perTransferMinimum, maximumAmount: info.perTransferMaximum, available });
  const problem = amountText.trim() || submitted ? checked.problem : undefined;
  const hasPaymentPassword = member.data?.hasPaymentPassword ?? true;
  const recipient = direction === 'upline' ? info.upline?.account : downline?.account;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.amount === undefined || !paymentPassword || (direction === 'downline' && !downline)) return;
    const signature = `${direction}:${downline?.memberId ?? ''}:${checked.amount}`;
    const common = { amount: checked.amount, paymentPassword, idempotencyKey: keys.keyFor(signature) };
    try {
      const sent = await send.mutateAsync(direction === 'upline' ? { direction, ...common } : { direction, ...common, downlineId: downline!.memberId });
      keys.settled();
      setAmountText('');
      setPaymentPassword('');
      setSubmitted(false);
      void showDialog({ icon: 'success', html: escapeHtml(t('wallet.transferUpline.done', { amount: money(sent.amount), account: sent.toAccount })) });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {direction === 'upline' ? (
        <Notice>
          <span>{t('wallet.transferUpline.toUpline', { account: info.upline?.account ?? '' })}</span>
        </Notice>
      ) : (
        <DownlinePicker value={downline} onChange={setDownline} error={submitted && !downline ? t('wallet.transferUpline.downlineRequired') : undefined} />
      )}
      <AmountField
        label={t('wallet.transferUpline.amount')}
        value={amountText}
        onChange={setAmountText}
        minimumAmount={info.perTransferMinimum}
        maximumAmount={info.perTransferMaximum}
        available={available}
        problem={problem}
      />
      <PaymentPasswordField
        hasPaymentPassword={hasPaymentPassword}
        value={paymentPassword}
        onChange={setPaymentPassword}
        error={submitted && !paymentPassword ? t('wallet.paymentPassword.required') : undefined}
      />
      <Button type="submit" size="large" block loading={send.isPending} disabled={!hasPaymentPassword}>
        {recipient ? t('wallet.transferUpline.submitTo', { account: recipient }) : t('wallet.transferUpline.submit')}
      </Button>
    </form>
  );
}
