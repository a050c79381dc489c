import { useTranslation } from 'react-i18next';
import { formatMoney } from '@platform/contract/money';
import { RefreshIcon } from '../../../components/ui/icons.tsx';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import { shownAmount, useBalanceVisibility } from '../store/balance-visibility.ts';
import { EyeIcon } from './account-field.tsx';
import styles from './balance.module.css';

/**
 * The balance with its show/hide toggle (asterisks) and refresh button, as in the header and the member popup;
 * the WebSocket's balance events keep it current.
 */
export function BalanceDisplay({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  const { t, i18n } = useTranslation();
  const balance = useWalletBalance();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const toggle = useBalanceVisibility((state) => state.toggle);
  const formatted = balance.data ? formatMoney(balance.data.balance, balance.data.currencySymbol, i18n.language) : '—';
  return (
    <span className={[styles.balance, size === 'large' ? styles.large : ''].join(' ')}>
      <span className={styles.amount} data-testid="balance-amount" aria-label={t('account.balance.label')}>
        {shownAmount(formatted, hidden)}
      </span>
      <button type="button" className={styles.tool} onClick={toggle} aria-label={t(hidden ? 'account.balance.show' : 'account.balance.hide')} aria-pressed={hidden}>
        <EyeIcon crossed={hidden} size={16} />
      </button>
      <button
        type="button"
        className={[styles.tool, balance.isFetching ? styles.spinning : ''].join(' ')}
        onClick={() => void balance.refetch()}
        aria-label={t('account.balance.refresh')}
        disabled={balance.isFetching}
      >
        <RefreshIcon size={16} />
      </button>
    </span>
  );
}

/** The bonus balance, hidden with the balance. */
export function BonusAmount() {
  const { i18n } = useTranslation();
  const balance = useWalletBalance();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const formatted = balance.data ? formatMoney(balance.data.bonus, balance.data.currencySymbol, i18n.language) : '—';
  return <span className={styles.bonus}>{shownAmount(formatted, hidden)}</span>;
}
