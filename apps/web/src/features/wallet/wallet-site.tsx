import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPoints } from '@platform/contract/money';

/** What the wallet pages need from the site configuration, handed in by the route that shows them. */
export interface WalletSite {
  currencySymbol: string;
  /** The merchant's time zone: records cut days in it and times are shown in it. */
  gmtOffsetMinutes: number;
  /** Where the member sets the payment password (the security centre of the member centre). */
  securityCenterPath: string;
  /** Where the member deposits, for the links of the other wallet pages. */
  depositPath: string;
}

const WalletSiteContext = createContext<WalletSite | null>(null);

export function WalletSiteProvider({ site, children }: { site: WalletSite; children: ReactNode }) {
  return <WalletSiteContext.Provider value={site}>{children}</WalletSiteContext.Provider>;
}

export function useWalletSite(): WalletSite {
  const site = useContext(WalletSiteContext);
  if (!site) throw new Error('wallet pages are shown inside a WalletSiteProvider');
  return site;
}

/** Formats minor units with the merchant's currency symbol and two decimals in the interface language. */
export function useMoney(): (minorUnits: number) => string {
  const { currencySymbol } = useWalletSite();
  const { i18n } = useTranslation();
  return (minorUnits) => formatMoney(minorUnits, currencySymbol, i18n.language);
}

/** Formats an amount of one of the member's wallets: points as points, cash and bonus as money. */
export function useWalletAmount(): (amount: number, wallet: 'cash' | 'bonus' | 'points') => string {
  const money = useMoney();
  const { t, i18n } = useTranslation();
  return (amount, wallet) => (wallet === 'points' ? t('wallet.pointsAmount', { amount: formatPoints(amount, i18n.language) }) : money(amount));
}

/** Formats an instant as the merchant's local date and time in the interface language. */
export function formatMerchantDateTime(iso: string, gmtOffsetMinutes: number, language: string, withTime = true): string {
  const shifted = new Date(new Date(iso).getTime() + gmtOffsetMinutes * 60_000);
  const options: Intl.DateTimeFormatOptions = withTime
    ? { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(shifted);
}

/** Formats instants in the merchant's time zone and the interface language. */
export function useMerchantTime(): (iso: string, withTime?: boolean) => string {
  const { gmtOffsetMinutes } = useWalletSite();
  const { i18n } = useTranslation();
  return (iso, withTime = true) => formatMerchantDateTime(iso, gmtOffsetMinutes, i18n.language, withTime);
}

