import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawInfoValue } from '@platform/contract/wallet/withdrawal';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useRealtimeEvent } from '../../../lib/ws.ts';
import { createActionKeys } from '../action-keys.ts';
import { checkAmount } from '../amount-rules.ts';
import { useWalletMemberInfo } from '../api/get-member-info.ts';
import { useWithdrawInfo } from '../api/get-withdraw-info.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { useRequestWithdrawal } from '../api/request-withdrawal.ts';
import { useShowError } from '../hooks/use-show-error.ts';
import { awaitingConfirmation } from '../withdrawal-status.ts';
import { useMoney, useWalletSite } from '../wallet-site.tsx';
import { AmountField } from './amount-field.tsx';
import { PaymentPasswordField } from './payment-password-field.tsx';
import { PayoutAccountForm } from './payout-account-form.tsx';
import { QueryState } from './query-state.tsx';
import { Notice, Stat, WalletCard, WalletPage } from './wallet-page.tsx';
import { WithdrawalConfirmation } from './withdrawal-confirmation.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';
import styles from './wallet.module.css';
import { BankIcon, PixIcon } from '../../../components/ui/icons.tsx';
import { securitySectionPath } from '../../../config/paths.ts';

/** withdraw (spec §2): payout accounts, the request with the payment password, and the status list with confirmation. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useWithdrawInfo();
  // Money moves when the operator pays or rejects a withdrawal, so a balance push refreshes the page's lists.
  useRealtimeEvent('balance', () => {
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'withdrawals'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw-info'] });
  });
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useWithdrawals(pageNo);
  const awaiting = awaitingConfirmation(withdrawals.data?.list ?? []);
  return (
    <WalletPage title={t('wallet.withdraw.title')} subtitle={t('wallet.withdraw.subtitle')}>
      {info.data ? <WithdrawSummary info={info.data} /> : <QueryState error={info.error} onRetry={() => void info.refetch()} />}
      {awaiting.length > 0 ? (
        <WalletCard title={t('wallet.confirm.title')} count={awaiting.length} labelledBy="withdraw-confirm-title">
          {awaiting.map((withdrawal) => (
            <WithdrawalConfirmation key={withdrawal.id} withdrawal={withdrawal} />
          ))}
        </WalletCard>
      ) : null}
      {info.data ? (
        <div className={styles.columns}>
          <WithdrawForm info={info.data} />
          <PayoutAccounts info={info.data} />
        </div>
      ) : null}
      <WalletCard title={t('wallet.withdraw.listTitle')}>
        {withdrawals.data ? (
          <WithdrawalList page={withdrawals.data} onPage={setPageNo} />
        ) : (
          <QueryState error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />
        )}
      </WalletCard>
    </WalletPage>
  );
}

function WithdrawSummary({ info }: { info: WithdrawInfoValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { turnover } = info;
  const percent = turnover.required === 0 ? 100 : Math.floor((turnover.done * 100) / turnover.required);
  return (
    <div className={styles.stats}>
      <Stat label={t('wallet.withdraw.available')} value={money(info.balance)} highlight />
      <Stat label={t('wallet.withdraw.frozen')} value={money(info.frozen)} note={t('wallet.withdraw.frozenNote')} />
      <Stat
        label={t('wallet.withdraw.turnoverRemaining')}
        value={money(turnover.remaining)}
        note={
          <>
            <span className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('wallet.withdraw.turnoverProgress')}>
              <span className={styles.progressBar} style={{ width: `${percent}%` }} />
            </span>
            <span>{turnover.complete ? t('wallet.withdraw.turnoverComplete') : t('wallet.withdraw.turnoverDone', { percent })}</span>
          </>
        }
      />
    </div>
  );
}

function WithdrawForm({ info }: { info: WithdrawInfoValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { depositPath } = useWalletSite();
  const request = useRequestWithdrawal();
  const showError = useShowError();
  const keys = useRef(createActionKeys()).current;
  const [chosenAccount, setChosenAccount] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const account = info.payoutAccounts.find((candidate) => candidate.id === chosenAccount) ?? info.payoutAccounts[0];
  const checked = checkAmount(amountText, { ...info, available: info.balance });
  const problem = amountText.trim() || submitted ? checked.problem : undefined;
  const blocked = !info.turnover.complete || !account || !info.hasPaymentPassword;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.amount === undefined || !account || !paymentPassword || blocked) return;
    const idempotencyKey = keys.keyFor(`${account.id}:${checked.amount}`);
    try {
      await request.mutateAsync({ amount: checked.amount, payoutAccountId: account.id, paymentPassword, idempotencyKey });
      keys.settled();
      setAmountText('');
      setPaymentPassword('');
      setSubmitted(false);
      void showDialog({ icon: 'success', html: escapeHtml(t('wallet.withdraw.requested', { amount: money(checked.amount) })) });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <WalletCard title={t('wallet.withdraw.formTitle')}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {!info.turnover.complete ? (
          <Notice tone="warning">
            <span>{t('wallet.withdraw.turnoverIncomplete', { amount: money(info.turnover.remaining) })}</span>
          </Notice>
        ) : null}
        {info.payoutAccounts.length > 1 ? (
          <div className={styles.choices} role="radiogroup" aria-label={t('wallet.withdraw.account')}>
            {info.payoutAccounts.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                role="radio"
                aria-checked={candidate.id === account?.id}
                className={[styles.choice, candidate.id === account?.id ? styles.choiceSelected : ''].join(' ')}
                onClick={() => setChosenAccount(candidate.id)}
              >
                <span className={styles.choiceHead}>{candidate.label}</span>
                <span className={styles.choiceDetail}>{candidate.payeeName}</span>
              </button>
            ))}
          </div>
        ) : account ? (
          <Notice>
            <span>{t('wallet.withdraw.toAccount', { account: account.label })}</span>
          </Notice>
        ) : (
          <Notice tone="warning">
            <span>{t('wallet.withdraw.noAccount')}</span>
          </Notice>
        )}
        <AmountField
          label={t('wallet.withdraw.amount')}
          value={amountText}
          onChange={setAmountText}
          minimumAmount={info.minimumAmount}
          maximumAmount={info.maximumAmount}
          available={info.balance}
          problem={problem}
          disabled={blocked}
        />
        <PaymentPasswordField
          hasPaymentPassword={info.hasPaymentPassword}
          value={paymentPassword}
          onChange={setPaymentPassword}
          error={submitted && !paymentPassword ? t('wallet.paymentPassword.required') : undefined}
        />
        <Button type="submit" size="large" block loading={request.isPending} disabled={blocked}>
          {t('wallet.withdraw.submit')}
        </Button>
        {info.balance === 0 ? (
          <Link className={buttonClassName({ variant: 'secondary', block: true })} to={depositPath}>
            {t('wallet.withdraw.goDeposit')}
          </Link>
        ) : null}
      </form>
    </WalletCard>
  );
}

function PayoutAccounts({ info }: { info: WithdrawInfoValue }) {
  const { t } = useTranslation();
  const member = useWalletMemberInfo();
  const [binding, setBinding] = useState(false);
  return (
    <WalletCard title={t('wallet.withdraw.accountsTitle')} count={info.payoutAccounts.length}>
      {info.payoutAccounts.length > 0 ? (
        <ul className={styles.rows}>
          {info.payoutAccounts.map((account) => {
            const Icon = account.method === 'pix' ? PixIcon : BankIcon;
            return (
              <li key={account.id} className={styles.row}>
                <div className={styles.choiceHead}>
                  <span className={styles.choiceIcon}>
                    <Icon size={18} />
                  </span>
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>{account.label}</span>
                    <span className={styles.rowMeta}>{account.payeeName}</span>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{t('wallet.withdraw.noAccountYet')}</p>
      )}
      {!info.hasRealName ? (
        <Notice tone="warning">
          <span>{t('wallet.bind.realNameMissing')}</span>{' '}
          <Link to={securitySectionPath('realName')}>{t('wallet.bind.realNameLink')}</Link>
        </Notice>
      ) : binding ? (
        <PayoutAccountForm realName={member.data?.realName ?? null} hasPaymentPassword={info.hasPaymentPassword} onDone={() => setBinding(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setBinding(true)}>
          {t('wallet.bind.open')}
        </Button>
      )}
    </WalletCard>
  );
}
