import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositInstructions } from '@platform/contract/wallet/deposit';
import { Button } from '../../../components/ui/button.tsx';
import { useRealtimeEvent } from '../../../lib/ws.ts';
import { depositOrderQueryOptions, useDepositOrder, type DepositOrder } from '../api/get-deposit-order.ts';
import { useMerchantTime, useMoney } from '../wallet-site.tsx';
import { CopyRow } from './copy-button.tsx';
import { QueryState } from './query-state.tsx';
import { StatusBadge } from './status-badge.tsx';
import { Notice, WalletCard } from './wallet-page.tsx';
import styles from './deposit-order.module.css';
import walletStyles from './wallet.module.css';

const statusTones = { pending: 'waiting', paid: 'success', expired: 'neutral', failed: 'danger' } as const;

/**
 * An order after creation: how to pay it and its status, which follows the payment by itself (a poll
 * while pending, and at once when the server pushes the new balance).
 */
export function DepositOrderPanel({ reference, onNewDeposit }: { reference: string; onNewDeposit: () => void }) {
  const { t } = useTranslation();
  const order = useDepositOrder(reference);
  const queryClient = useQueryClient();
  useRealtimeEvent('balance', () => {
    if (order.data?.status === 'pending') void queryClient.invalidateQueries({ queryKey: depositOrderQueryOptions(reference).queryKey });
  });
  if (!order.data) {
    return (
      <WalletCard>
        <QueryState error={order.error} onRetry={() => void order.refetch()} />
        {order.error ? (
          <Button variant="secondary" onClick={onNewDeposit}>
            {t('wallet.deposit.newDeposit')}
          </Button>
        ) : null}
      </WalletCard>
    );
  }
  const current = order.data;
  return (
    <div className={walletStyles.columns}>
      <WalletCard title={t('wallet.deposit.orderTitle')} count={<StatusBadge tone={statusTones[current.status]} label={t(`wallet.deposit.status.${current.status}`)} />}>
        <OrderOutcome order={current} onNewDeposit={onNewDeposit} />
        {current.status === 'pending' && current.instructions ? <PaymentInstructions instructions={current.instructions} /> : null}
      </WalletCard>
      <WalletCard title={t('wallet.deposit.summaryTitle')}>
        <OrderSummary order={current} />
        {current.status === 'pending' && current.simulatorUrl ? (
          <Notice>
            <span>{t('wallet.deposit.simulatorNote')}</span>
            <a className={walletStyles.link} href={current.simulatorUrl} target="_blank" rel="noopener noreferrer">
              {t('wallet.deposit.simulatorLink')}
            </a>
          </Notice>
        ) : null}
      </WalletCard>
    </div>
  );
}

function OrderOutcome({ order, onNewDeposit }: { order: DepositOrder; onNewDeposit: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (order.status === 'pending') {
    return (
      <Notice>
        <span>{t('wallet.deposit.waiting')}</span>
      </Notice>
    );
  }
  const paid = order.status === 'paid';
  return (
    <>
      <Notice tone={paid ? 'success' : 'danger'}>
        <span>{paid ? t('wallet.deposit.paid', { amount: money(order.creditAmount) }) : t(`wallet.deposit.closed.${order.status}`)}</span>
      </Notice>
      <Button onClick={onNewDeposit}>{t('wallet.deposit.newDeposit')}</Button>
    </>
  );
}

function PaymentInstructions({ instructions }: { instructions: DepositInstructions }) {
  const { t } = useTranslation();
  if (instructions.kind === 'pix') {
    return (
      <div className={styles.pix}>
        <img className={styles.qr} src={instructions.qrDataUrl} alt={t('wallet.deposit.pix.qr')} width={220} height={220} />
        <div className={styles.pixText}>
          <p className={walletStyles.muted}>{t('wallet.deposit.pix.steps')}</p>
          <span className={styles.label}>{t('wallet.deposit.pix.code')}</span>
          <CopyRow value={instructions.paymentCode} label={t('wallet.deposit.pix.code')} />
          <p className={walletStyles.muted}>{t('wallet.deposit.pix.receiver', { name: instructions.receiverName })}</p>
        </div>
      </div>
    );
  }
  const rows =
    instructions.kind === 'bank_transfer'
      ? [
          { label: t('wallet.deposit.bank.bankName'), value: instructions.bankName },
          { label: t('wallet.deposit.bank.branch'), value: instructions.bankBranch },
          { label: t('wallet.deposit.bank.accountNumber'), value: instructions.accountNumber },
          { label: t('wallet.deposit.bank.accountHolder'), value: instructions.accountHolder },
          { label: t('wallet.deposit.description'), value: instructions.description },
        ]
      : [
          { label: t('wallet.deposit.ewallet.walletName'), value: instructions.walletName },
          { label: t('wallet.deposit.ewallet.walletAccount'), value: instructions.walletAccount },
          { label: t('wallet.deposit.description'), value: instructions.description },
        ];
  return (
    <div className={styles.details}>
      <p className={walletStyles.muted}>{t('wallet.deposit.descriptionNote')}</p>
      {rows.map((row) => (
        <div key={row.label} className={styles.detail}>
          <span className={styles.label}>{row.label}</span>
          <CopyRow value={row.value} label={row.label} />
        </div>
      ))}
    </div>
  );
}

function OrderSummary({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useMerchantTime();
  return (
    <>
      <div className={styles.detail}>
        <span className={styles.label}>{t('wallet.deposit.reference')}</span>
        <CopyRow value={order.reference} label={t('wallet.deposit.reference')} />
      </div>
      <dl className={walletStyles.summary}>
        <dt>{t('wallet.deposit.channel')}</dt>
        <dd>{t(`wallet.deposit.methods.${order.method}`)}</dd>
        <dt>{t('wallet.deposit.amount')}</dt>
        <dd>{money(order.amount)}</dd>
        <dt>{t('wallet.deposit.feeLabel')}</dt>
        <dd>{money(order.fee)}</dd>
        <dt>{t('wallet.deposit.credit')}</dt>
        <dd className={walletStyles.summaryTotal}>{money(order.creditAmount)}</dd>
        <dt>{t('wallet.deposit.createdAt')}</dt>
        <dd>{time(order.createdAt)}</dd>
        {order.status === 'pending' ? (
          <>
            <dt>{t('wallet.deposit.expiresAt')}</dt>
            <dd>{time(order.expiresAt)}</dd>
          </>
        ) : null}
        {order.paidAt ? (
          <>
            <dt>{t('wallet.deposit.paidAt')}</dt>
            <dd>{time(order.paidAt)}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}
