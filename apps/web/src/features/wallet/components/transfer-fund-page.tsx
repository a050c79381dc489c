import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletBalanceValue, WalletKind } from '@platform/contract/wallet/balance';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { SelectField } from '../../../components/ui/field.tsx';
import { successDialogTimeoutMs } from '../../../config/timeouts.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import { createActionKeys } from '../action-keys.ts';
import { checkAmount } from '../amount-rules.ts';
import { useTransferBetweenWallets } from '../api/transfer-between-wallets.ts';
import { useShowError } from '../hooks/use-show-error.ts';
import { destinationsOf, walletPairs } from '../wallet-pairs.ts';
import { useMoney, useWalletAmount } from '../wallet-site.tsx';
import { AmountField } from './amount-field.tsx';
import { QueryState } from './query-state.tsx';
import { Notice, Stat, WalletCard, WalletPage } from './wallet-page.tsx';
import styles from './wallet.module.css';

const sources = [...new Set(walletPairs.map((pair) => pair.from))];

/** The money of one wallet in the balance answer. */
function balanceOf(balance: WalletBalanceValue, wallet: WalletKind): number {
  return wallet === 'cash' ? balance.balance : balance[wallet];
}

/** transferFund (spec §2): the member's wallets and moves between them. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const money = useMoney();
  const amountOf = useWalletAmount();
  return (
    <WalletPage title={t('wallet.transferFund.title')} subtitle={t('wallet.transferFund.subtitle')}>
      {balance.data ? (
        <>
          <div className={styles.stats}>
            <Stat label={t('wallet.wallets.cash')} value={money(balance.data.balance)} highlight />
            <Stat label={t('wallet.wallets.bonus')} value={money(balance.data.bonus)} />
            <Stat label={t('wallet.wallets.points')} value={amountOf(balance.data.points, 'points')} />
            <Stat label={t('wallet.withdraw.frozen')} value={money(balance.data.frozen)} note={t('wallet.withdraw.frozenNote')} />
          </div>
          {balance.data.isSingle ? (
            <Notice>
              <span>{t('wallet.transferFund.single')}</span>
            </Notice>
          ) : null}
          <TransferForm balance={balance.data} />
        </>
      ) : (
        <QueryState error={balance.error} onRetry={() => void balance.refetch()} />
      )}
    </WalletPage>
  );
}

function TransferForm({ balance }: { balance: WalletBalanceValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountOf = useWalletAmount();
  const transfer = useTransferBetweenWallets();
  const showError = useShowError();
  const keys = useRef(createActionKeys()).current;
  const [from, setFrom] = useState<WalletKind>('cash');
  const [chosenTo, setChosenTo] = useState<WalletKind | null>(null);
  const [amountText, setAmountText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const destinations = destinationsOf(from);
  const to = chosenTo && destinations.includes(chosenTo) ? chosenTo : (destinations[0] ?? 'cash');
  const available = balanceOf(balance, from);
  const checked = checkAmount(amountText, { minimumAmount: 1, maximumAmount: Math.max(available, 1), available });
  const problem = amountText.trim() || submitted ? checked.problem : undefined;
  const walletLabel = (wallet: WalletKind) => t(`wallet.wallets.${wallet}`);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.amount === undefined) return;
    try {
      await transfer.mutateAsync({ from, to, amount: checked.amount, idempotencyKey: keys.keyFor(`${from}:${to}:${checked.amount}`) });
      keys.settled();
      setAmountText('');
      setSubmitted(false);
      const text = t('wallet.transferFund.done', { amount: money(checked.amount), from: walletLabel(from), to: walletLabel(to) });
      void showDialog({ icon: 'success', html: escapeHtml(text), timeoutMs: successDialogTimeoutMs });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <WalletCard title={t('wallet.transferFund.formTitle')}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={styles.toolbar}>
          <div className={styles.toolbarGrow}>
            <SelectField
              label={t('wallet.transferFund.from')}
              value={from}
              options={sources.map((wallet) => ({ value: wallet, label: `${walletLabel(wallet)} · ${amountOf(balanceOf(balance, wallet), wallet)}` }))}
              onChange={(event) => setFrom(event.target.value as WalletKind)}
            />
          </div>
          <div className={styles.toolbarGrow}>
            <SelectField
              label={t('wallet.transferFund.to')}
              value={to}
              options={destinations.map((wallet) => ({ value: wallet, label: walletLabel(wallet) }))}
              onChange={(event) => setChosenTo(event.target.value as WalletKind)}
            />
          </div>
        </div>
        {from === 'bonus' ? <p className={styles.muted}>{t('wallet.transferFund.bonusNote')}</p> : null}
        <AmountField
          label={t('wallet.transferFund.amount')}
          value={amountText}
          onChange={setAmountText}
          minimumAmount={1}
          maximumAmount={Math.max(available, 1)}
          available={available}
          problem={problem}
          hideLimits
        />
        <Button type="submit" size="large" block loading={transfer.isPending} disabled={available === 0}>
          {t('wallet.transferFund.submit')}
        </Button>
      </form>
    </WalletCard>
  );
}
