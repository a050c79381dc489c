import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DepositChannel, DepositMethod } from '@platform/contract/wallet/deposit';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { createActionKeys } from '../action-keys.ts';
import { percentText } from '@platform/contract/money';
import { amountPresets, checkAmount, depositQuote } from '../amount-rules.ts';
import { useCreateDepositOrder } from '../api/create-deposit-order.ts';
import { useDepositChannels } from '../api/get-deposit-channels.ts';
import { useShowError } from '../hooks/use-show-error.ts';
import { useMoney } from '../wallet-site.tsx';
import { AmountField } from './amount-field.tsx';
import { DepositOrderPanel } from './deposit-order-panel.tsx';
import { QueryState } from './query-state.tsx';
import { WalletCard, WalletPage } from './wallet-page.tsx';
import styles from './wallet.module.css';
import { BankIcon, PixIcon, WalletIcon } from '../../../components/ui/icons.tsx';

/** The search parameter that keeps the open order across reloads. */
const orderParameter = 'order';

export const depositMethodIcons: Record<DepositMethod, typeof PixIcon> = { pix: PixIcon, bank_transfer: BankIcon, ewallet: WalletIcon };

/** depositv2 (spec §2): choose a channel and an amount, create the order, then pay it by its instructions. */
export function DepositPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const reference = searchParams.get(orderParameter);
  const showOrder = (next: string | null) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(orderParameter, next);
      else updated.delete(orderParameter);
      return updated;
    });
  return (
    <WalletPage title={t('wallet.deposit.title')} subtitle={t('wallet.deposit.subtitle')}>
      {reference ? <DepositOrderPanel reference={reference} onNewDeposit={() => showOrder(null)} /> : <DepositForm onCreated={showOrder} />}
    </WalletPage>
  );
}

function DepositForm({ onCreated }: { onCreated: (reference: string) => void }) {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const createOrder = useCreateDepositOrder();
  const showError = useShowError();
  const keys = useRef(createActionKeys()).current;
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [submitted, setSubmitted] = useState(false);

  if (!channels.data) return <QueryState error={channels.error} onRetry={() => void channels.refetch()} />;
  const list = channels.data.channels;
  const channel = list.find((candidate) => candidate.code === chosenCode) ?? list[0];
  if (!channel) return <EmptyState title={t('wallet.deposit.noChannels')} />;

  const checked = checkAmount(amountText, channel);
  const problem = amountText.trim() || submitted ? checked.problem : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.amount === undefined) return;
    const request = { channelCode: channel.code, amount: checked.amount, idempotencyKey: keys.keyFor(`${channel.code}:${checked.amount}`) };
    try {
      const order = await createOrder.mutateAsync(request);
      keys.settled();
      onCreated(order.reference);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form className={styles.columns} onSubmit={(event) => void onSubmit(event)} noValidate>
      <WalletCard title={t('wallet.deposit.channel')}>
        <ChannelChoices channels={list} selected={channel.code} onSelect={setChosenCode} />
      </WalletCard>
      <WalletCard title={t('wallet.deposit.amountTitle')}>
        <AmountField
          label={t('wallet.deposit.amount')}
          value={amountText}
          onChange={setAmountText}
          minimumAmount={channel.minimumAmount}
          maximumAmount={channel.maximumAmount}
          presets={amountPresets(channel)}
          problem={problem}
        />
        <DepositQuote channel={channel} amount={checked.amount} />
        <Button type="submit" size="large" block loading={createOrder.isPending}>
          {t('wallet.deposit.submit')}
        </Button>
      </WalletCard>
    </form>
  );
}

function ChannelChoices({ channels, selected, onSelect }: { channels: DepositChannel[]; selected: string; onSelect: (code: string) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const feeText = useFeeText();
  return (
    <div className={styles.choices} role="radiogroup" aria-label={t('wallet.deposit.channel')}>
      {channels.map((channel) => {
        const Icon = depositMethodIcons[channel.method];
        return (
          <button
            key={channel.code}
            type="button"
            role="radio"
            aria-checked={channel.code === selected}
            className={[styles.choice, channel.code === selected ? styles.choiceSelected : ''].join(' ')}
            onClick={() => onSelect(channel.code)}
          >
            <span className={styles.choiceHead}>
              <span className={styles.choiceIcon}>
                <Icon size={18} />
              </span>
              {t(`wallet.deposit.methods.${channel.method}`)}
            </span>
            <span className={styles.choiceDetail}>{t('wallet.amount.limits', { minimum: money(channel.minimumAmount), maximum: money(channel.maximumAmount) })}</span>
            <span className={styles.choiceDetail}>{feeText(channel)}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The fee of a channel in words: none, a percentage, a fixed amount, or both. */
function useFeeText(): (channel: DepositChannel) => string {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (channel) => {
    const percent = channel.feeBasisPoints > 0 ? `${percentText(channel.feeBasisPoints, i18n.language)}%` : '';
    const fixed = channel.feeFixed > 0 ? money(channel.feeFixed) : '';
    if (!percent && !fixed) return t('wallet.deposit.noFee');
    return t('wallet.deposit.fee', { fee: [percent, fixed].filter(Boolean).join(' + ') });
  };
}

function DepositQuote({ channel, amount }: { channel: DepositChannel; amount: number | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const quote = amount === undefined ? null : depositQuote(amount, channel);
  return (
    <dl className={styles.summary}>
      <dt>{t('wallet.deposit.amount')}</dt>
      <dd>{amount === undefined ? '—' : money(amount)}</dd>
      <dt>{t('wallet.deposit.feeLabel')}</dt>
      <dd>{quote ? money(quote.fee) : '—'}</dd>
      <dt>{t('wallet.deposit.credit')}</dt>
      <dd className={styles.summaryTotal}>{quote ? money(quote.credit) : '—'}</dd>
    </dl>
  );
}
