import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamProfitLossRow, TeamProfitLossValue } from '@platform/contract/agent/reports';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TrophyIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatRangeDay, merchantDate, type DateRange } from '../../../lib/date-range.ts';
import { useTeamProfitLoss } from '../api/get-team-profit-loss.ts';
import { useAgentMoney, useAgentSite } from '../agent-site.tsx';
import { defaultRange } from '../team-period.ts';
import { profitLossQueryOf, profitLossTone } from '../team-reports.ts';
import { AgentCard, AgentPage, Notice, QueryState, TeamTrail } from './agent-parts.tsx';
import { ReportFilters } from './report-filters.tsx';
import styles from './agent.module.css';

const figureNames = ['deposits', 'withdrawals', 'validBet', 'payout', 'rebates', 'bonuses', 'profitAndLoss'] as const;
/** The totals put the result first. */
const totalsOrder = ['profitAndLoss', 'deposits', 'withdrawals', 'validBet', 'payout', 'rebates', 'bonuses'] as const;
type FigureName = (typeof figureNames)[number];

/**
 * palStatementsAgentCopy (spec §2 profit and loss statements): one level of the team per member and merchant day,
 * each member with its own team, drilled into level by level, with the level's totals over the period.
 */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const { gmtOffsetMinutes } = useAgentSite();
  const today = merchantDate(new Date(), gmtOffsetMinutes);
  const [range, setRange] = useState<DateRange>(() => defaultRange(today));
  const [account, setAccount] = useState('');
  const [parentId, setParentId] = useState<string | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const statements = useTeamProfitLoss(profitLossQueryOf({ range, account, parentId, pageNo }, today));

  const changeRange = (next: DateRange) => {
    setRange(next);
    setPageNo(1);
  };
  const changeAccount = (next: string) => {
    setAccount(next);
    setPageNo(1);
  };
  const openLevel = (memberId: string | undefined) => {
    setAccount('');
    setParentId(memberId);
    setPageNo(1);
  };

  return (
    <AgentPage title={t('agent.profitLoss.title')} subtitle={t('agent.profitLoss.subtitle')}>
      <AgentCard label={t('agent.reports.filters')}>
        {/* The filters start again empty after a drill, which clears the account: the key remounts them. */}
        <ReportFilters key={`${parentId ?? ''}:${account}`} range={range} today={today} account={account} onRange={changeRange} onAccount={changeAccount} />
      </AgentCard>
      {statements.data ? (
        <Statements page={statements.data} account={account} busy={statements.isPlaceholderData} onOpen={openLevel} onPage={setPageNo} />
      ) : (
        <QueryState error={statements.error} onRetry={() => void statements.refetch()} />
      )}
      <Notice>{t('agent.profitLoss.signExplained')}</Notice>
    </AgentPage>
  );
}

function Statements({ page, account, busy, onOpen, onPage }: { page: TeamProfitLossValue; account: string; busy: boolean; onOpen: (memberId: string | undefined) => void; onPage: (pageNo: number) => void }) {
  const { t, i18n } = useTranslation();
  const days = page.from === page.to ? formatRangeDay(page.from, i18n.language) : `${formatRangeDay(page.from, i18n.language)} – ${formatRangeDay(page.to, i18n.language)}`;
  const owner = account || (page.trail.at(-1)?.account ?? '');
  return (
    <div className={styles.overview} aria-busy={busy || undefined}>
      <AgentCard title={t('agent.profitLoss.totals', { account: owner })} note={days}>
        <Totals figures={page.totals} />
      </AgentCard>
      <AgentCard label={t('agent.profitLoss.list')}>
        {account ? <p className={styles.muted}>{t('agent.profitLoss.oneAccount', { account })}</p> : <TeamTrail trail={page.trail} label={t('agent.profitLoss.trail')} onOpen={onOpen} />}
        <StatementList page={page} onOpen={onOpen} />
        <Pager pageNo={page.pageNo} totalPages={page.totalPages} onChange={onPage} />
      </AgentCard>
    </div>
  );
}

function Totals({ figures }: { figures: Record<FigureName, number> }) {
  const { t } = useTranslation();
  const money = useAgentMoney();
  return (
    <div className={styles.totals}>
      {totalsOrder.map((name) => {
        const tone = name === 'profitAndLoss' ? profitLossTone(figures[name]) : undefined;
        return (
          <div key={name} className={[styles.stat, name === 'profitAndLoss' ? styles.statHighlight : ''].join(' ')}>
            <span className={styles.statLabel}>{t(`agent.figures.${name}`)}</span>
            <span className={[styles.statValue, tone ? styles[tone] : ''].join(' ')} data-testid={`totals-${name}`}>
              {money(figures[name])}
            </span>
          </div>
        );
      })}
    </div>
  );
}

function StatementList({ page, onOpen }: { page: TeamProfitLossValue; onOpen: (memberId: string) => void }) {
  const { t } = useTranslation();
  if (page.list.length === 0) return <EmptyState title={t('agent.profitLoss.empty')} icon={<TrophyIcon size={28} />} />;
  const columns: Record<'day' | 'account' | FigureName, string> = {
    day: t('agent.profitLoss.columns.day'),
    account: t('agent.profitLoss.columns.account'),
    ...Object.fromEntries(figureNames.map((name) => [name, t(`agent.figures.${name}`)])),
  } as Record<'day' | 'account' | FigureName, string>;
  return (
    <div className={styles.tableWrap}>
      <table className={[styles.table, styles.cardTable, styles.reportTable].join(' ')} aria-label={t('agent.profitLoss.list')}>
        <thead>
          <tr>
            {Object.entries(columns).map(([name, label]) => (
              <th key={name} scope="col" className={name === 'day' || name === 'account' ? undefined : styles.number}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.list.map((row) => (
            <StatementRow key={`${row.memberId}:${row.day}`} row={row} columns={columns} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StatementRow({ row, columns, onOpen }: { row: TeamProfitLossRow; columns: Record<'day' | 'account' | FigureName, string>; onOpen: (memberId: string) => void }) {
  const { t, i18n } = useTranslation();
  const money = useAgentMoney();
  return (
    <tr data-testid="profit-loss-row" data-account={row.account}>
      <td data-label={columns.day} className={styles.nowrap}>
        <span className={styles.time}>{formatRangeDay(row.day, i18n.language)}</span>
      </td>
      <th scope="row" data-label={columns.account} className={styles.cellWide}>
        {row.hasTeam ? (
          <button type="button" className={[styles.drill, styles.account].join(' ')} onClick={() => onOpen(row.memberId)} aria-label={t('agent.profitLoss.openTeam', { account: row.account })}>
            {row.account}
          </button>
        ) : (
          <span className={[styles.cellTitle, styles.account].join(' ')}>{row.account}</span>
        )}
      </th>
      {figureNames.map((name) => {
        const tone = name === 'profitAndLoss' ? profitLossTone(row[name]) : undefined;
        return (
          <td key={name} data-label={columns[name]} className={[styles.number, tone ? styles[tone] : '', name === 'profitAndLoss' ? styles.strong : ''].join(' ')} data-figure={name}>
            {money(row[name])}
          </td>
        );
      })}
    </tr>
  );
}
