import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { BankIcon, ChartIcon, HeadsetIcon, InfoIcon, MessageIcon, SparklesIcon, TransferIcon, TrophyIcon, UserIcon, WalletIcon } from '../../components/ui/icons.tsx';
import { agentHomePath, memberCentrePath, paths, type AgentHomePage } from '../../config/paths.ts';
import { translationKey } from '../../lib/translation-key.ts';
import { AgentSiteProvider } from '../../features/agent/agent-site.tsx';
import { AgentAnnouncementsPage } from '../../features/agent/components/agent-announcements-page.tsx';
import { DownlineManagementPage } from '../../features/agent/components/downline-management-page.tsx';
import { ProfitLossPage } from '../../features/agent/components/profit-loss-page.tsx';
import { RegisterCentrePage } from '../../features/agent/components/register-centre-page.tsx';
import { TeamOverviewPage } from '../../features/agent/components/team-overview-page.tsx';
import { TeamTransactionsPage } from '../../features/agent/components/team-transactions-page.tsx';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import styles from './agent-centre.module.css';

interface NavEntry {
  to: string;
  titleKey: string;
  Icon: ComponentType<{ size?: number }>;
}

/** The money pages come first; they live in the member centre. */
const walletEntries: NavEntry[] = [
  { to: memberCentrePath('depositv2'), titleKey: translationKey('agent.nav.deposit'), Icon: WalletIcon },
  { to: memberCentrePath('withdraw'), titleKey: translationKey('agent.nav.withdraw'), Icon: BankIcon },
];

/** The agent pages the site has, in the spec's order. */
const agentEntries: Record<AgentHomePage, Omit<NavEntry, 'to'>> = {
  agentAnnouncement: { titleKey: translationKey('agent.nav.agentAnnouncement'), Icon: InfoIcon },
  agentTeamOverview: { titleKey: translationKey('agent.nav.agentTeamOverview'), Icon: TrophyIcon },
  registerCenter: { titleKey: translationKey('agent.nav.registerCenter'), Icon: SparklesIcon },
  downlineManagmentView: { titleKey: translationKey('agent.nav.downlineManagmentView'), Icon: UserIcon },
  palStatementsAgentCopy: { titleKey: translationKey('agent.nav.palStatementsAgentCopy'), Icon: ChartIcon },
  agentDownlineTransactionDetailsCopy: { titleKey: translationKey('agent.nav.agentDownlineTransactionDetailsCopy'), Icon: TransferIcon },
};

const messagesEntry: NavEntry = { to: memberCentrePath('messageV2'), titleKey: translationKey('agent.nav.messages'), Icon: MessageIcon };

/**
 * The agent centre (/agentHome, spec §2): a left nav with deposit and withdraw, the agent pages, messages and
 * customer service, and the chosen page beside it. On a phone the nav becomes a row that scrolls sideways.
 */
export function Component() {
  const { t } = useTranslation();
  const customerService = useCustomerService();
  const entries: NavEntry[] = [
    ...walletEntries,
    ...(Object.keys(agentEntries) as AgentHomePage[]).map((page) => ({ to: agentHomePath(page), ...agentEntries[page] })),
    messagesEntry,
  ];
  return (
    <div className={styles.centre}>
      <aside className={styles.aside}>
        <nav className={styles.nav} aria-label={t('agent.nav.label')}>
          {entries.map((entry) => (
            <NavLink key={entry.to} to={entry.to} className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}>
              <entry.Icon size={18} />
              <span className={styles.linkText}>{t(entry.titleKey)}</span>
            </NavLink>
          ))}
          {customerService.available ? (
            <button type="button" className={styles.link} onClick={() => void customerService.open()} disabled={customerService.opening}>
              <HeadsetIcon size={18} />
              <span className={styles.linkText}>{t('agent.nav.customerService')}</span>
            </button>
          ) : null}
        </nav>
      </aside>
      <section className={styles.page}>
        <AgentRoute>
          <Outlet />
        </AgentRoute>
      </section>
    </div>
  );
}

/** The agent pages get the merchant's currency, time zone and register address from the site configuration. */
function AgentRoute({ children }: { children: ReactNode }) {
  const permission = usePermissionInfo();
  const site = { currencySymbol: permission.currencySymbol, gmtOffsetMinutes: permission.gmtOffsetMinutes, registerUrl: `${window.location.origin}${paths.register}` };
  return <AgentSiteProvider site={site}>{children}</AgentSiteProvider>;
}

/** The route components of the agent pages, in the same chunk as the frame. */
export const agentCentreRouteComponents: Record<AgentHomePage, ComponentType> = {
  agentAnnouncement: AgentAnnouncementsPage,
  agentTeamOverview: TeamOverviewPage,
  downlineManagmentView: DownlineManagementPage,
  registerCenter: RegisterCentrePage,
  palStatementsAgentCopy: ProfitLossPage,
  agentDownlineTransactionDetailsCopy: TeamTransactionsPage,
};
