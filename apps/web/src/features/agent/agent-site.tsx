import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@platform/contract/money';

/** What the agent centre's pages need from the site configuration, handed in by the route that shows them. */
export interface AgentSite {
  currencySymbol: string;
  /** The merchant's time zone: the figures cut days in it and times are shown in it. */
  gmtOffsetMinutes: number;
  /** The address a promotion link sends its visitors to, before its code. */
  registerUrl: string;
}

const AgentSiteContext = createContext<AgentSite | null>(null);

export function AgentSiteProvider({ site, children }: { site: AgentSite; children: ReactNode }) {
  return <AgentSiteContext.Provider value={site}>{children}</AgentSiteContext.Provider>;
}

export function useAgentSite(): AgentSite {
  const site = useContext(AgentSiteContext);
  if (!site) throw new Error('agent pages are shown inside an AgentSiteProvider');
  return site;
}

/** Formats minor units with the merchant's currency symbol in the interface language. */
export function useAgentMoney(): (minorUnits: number) => string {
  const { currencySymbol } = useAgentSite();
  const { i18n } = useTranslation();
  return (minorUnits) => formatMoney(minorUnits, currencySymbol, i18n.language);
}

/** Formats an instant as the merchant's local date and time in the interface language. */
export function formatAgentTime(iso: string, gmtOffsetMinutes: number, language: string): string {
  const shifted = new Date(new Date(iso).getTime() + gmtOffsetMinutes * 60_000);
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(shifted);
}

/** Formats an instant as the merchant's local date in the interface language. */
export function formatAgentDate(iso: string, gmtOffsetMinutes: number, language: string): string {
  const shifted = new Date(new Date(iso).getTime() + gmtOffsetMinutes * 60_000);
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' }).format(shifted);
}

export function useAgentTime(): (iso: string) => string {
  const { gmtOffsetMinutes } = useAgentSite();
  const { i18n } = useTranslation();
  return (iso) => formatAgentTime(iso, gmtOffsetMinutes, i18n.language);
}

/** The address visitors of a promotion link open: the site's register page with the link's code. */
export function promotionLinkUrl(registerUrl: string, code: string): string {
  return `${registerUrl}?referralCode=${encodeURIComponent(code)}`;
}
