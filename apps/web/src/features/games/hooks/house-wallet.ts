import { useTranslation } from 'react-i18next';
import { formatMoney } from '@platform/contract/money';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';

/** The member's balance and a money formatter in the wallet's currency and the page's language. */
export function useHouseWallet() {
  const { i18n } = useTranslation();
  const balance = useWalletBalance();
  const currencySymbol = balance.data?.currencySymbol ?? '';
  return {
    balance: balance.data?.balance,
    currencySymbol,
    language: i18n.language,
    money: (minorUnits: number) => formatMoney(minorUnits, currencySymbol, i18n.language),
  };
}
