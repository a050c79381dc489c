import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@platform/contract/money';

/** What the records pages need from the site configuration, handed in by the route that shows them. */
export interface RecordsSite {
  currencySymbol: string;
  /** The merchant's time zone: the records cut days in it and times are shown in it. */
  gmtOffsetMinutes: number;
  /** The page that recomputes a house round from its seeds. */
  verifyPath: string;
}

const RecordsSiteContext = createContext<RecordsSite | null>(null);

export function RecordsSiteProvider({ site, children }: { site: RecordsSite; children: ReactNode }) {
  return <RecordsSiteContext.Provider value={site}>{children}</RecordsSiteContext.Provider>;
}

export function useRecordsSite(): RecordsSite {
  const site = useContext(RecordsSiteContext);
  if (!site) throw new Error('records pages are shown inside a RecordsSiteProvider');
  return site;
}

/** Formats minor units with the merchant's currency symbol in the interface language. */
export function useRecordsMoney(): (minorUnits: number) => string {
  const { currencySymbol } = useRecordsSite();
  const { i18n } = useTranslation();
  return (minorUnits) => formatMoney(minorUnits, currencySymbol, i18n.language);
}

/** Formats an instant as the merchant's local date and time, with seconds (rounds follow each other quickly). */
export function formatRoundTime(iso: string, gmtOffsetMinutes: number, language: string): string {
  const shifted = new Date(new Date(iso).getTime() + gmtOffsetMinutes * 60_000);
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(shifted);
}

export function useRoundTime(): (iso: string) => string {
  const { gmtOffsetMinutes } = useRecordsSite();
  const { i18n } = useTranslation();
  return (iso) => formatRoundTime(iso, gmtOffsetMinutes, i18n.language);
}

