import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTransaction, TeamTransactionsValue } from '@platform/contract/agent/reports';
import { transactionCategories } from '@platform/contract/wallet/records';
import { formatPoints } from '@platform/contract/money';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { WalletIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { merchantDate, type DateRange } from '../../../lib/date-range.ts';
import { useTeamTransactions } from '../api/get-team-transactions.ts';
import { useAgentMoney, useAgentSite, useAgentTime } from '../agent-site.tsx';
import { defaultRange } from '../team-period.ts';
import { transactionsQueryOf, type TeamTransactionType } from '../team-reports.ts';
import { AgentCard, AgentPage, QueryState } from './agent-parts.tsx';
import { ReportFilters } from './report-filters.tsx';
import styles from './agent.module.css';

const columnNames = ['time', 'account', 'kind', 'amount', 'balanceAfter', 'details'] as const;
type ColumnName = (typeof columnNames)[number];

/** agentDownlineTransactionDetailsCopy (spec §2 team transaction): the team's account records by type, days and account. */
export function TeamTransactionsPage() {
  const { t } = useTranslation();
  const { gmtOffsetMinutes } = useAgentSite();
  const today = merchantDate(new Date(), gmtOffsetMinutes);
  const [type, setType] = useState<TeamTransactionType>('all');
  const [range, setRange] = useState<DateRange>(() => defaultRange(today));
  const [account, setAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const transactions = useTeamTransactions(transactionsQueryOf({ type, range, account, pageNo }, today));

  const changeType = (next: TeamTransactionType) => {
    setType(next);
    setPageNo(1);
  };
  const changeRange = (next: DateRange) => {
    setRange(next);
    setPageNo(1);
  };
  const changeAccount = (next: string) => {
    setAccount(next);
    setPageNo(1);
  };

  return (
    <AgentPage title={t('agent.transactions.title')} subtitle={t('agent.transactions.subtitle')}>
      <AgentCard label={t('agent.reports.filters')}>
        <ReportFilters range={range} today={today} account={account} onRange={changeRange} onAccount={changeAccount}>
          <div className={styles.reportType}>
            <SelectField
              label={t('agent.transactions.type')}
              value={type}
              options={(['all', ...transactionCategories] as const).map((category) => ({ value: category, label: t(`agent.transactions.categories.${category}`) }))}
              onChange={(event) => changeType(event.target.value as TeamTransactionType)}
            />
          </div>
        </ReportFilters>
      </AgentCard>
      {transactions.data ? (
        <AgentCard label={t('agent.transactions.list')}>
          {account ? <p className={styles.muted}>{t('agent.transactions.oneAccount', { account })}</p> : null}
          <TransactionList page={transactions.data} busy={transactions.isPlaceholderData} />
          <Pager pageNo={transactions.data.pageNo} totalPages={transactions.data.totalPages} onChange={setPageNo} />
        </AgentCard>
      ) : (
        <QueryState error={transactions.error} onRetry={() => void transactions.refetch()} />
      )}
    </AgentPage>
  );
}

function TransactionList({ page, busy }: { page: TeamTransactionsValue; busy: boolean }) {
  const { t } = useTranslation();
  if (page.list.length === 0) return <EmptyState title={t('agent.transactions.empty')} icon={<WalletIcon size={28} />} />;
  const columns = Object.fromEntries(columnNames.map((name) => [name, t(`agent.transactions.columns.${name}`)])) as Record<ColumnName, string>;
  return (
    <div className={styles.tableWrap}>
      <table className={[styles.table, styles.cardTable, styles.reportTable].join(' ')} aria-label={t('agent.transactions.list')} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columnNames.map((name) => (
              <th key={name} scope="col" className={name === 'amount' || name === 'balanceAfter' ? styles.number : undefined}>
                {columns[name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.list.map((record) => (
            <TransactionRow key={record.id} record={record} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Formats an amount of a wallet: points are counted, cash and bonus are money. */
function useWalletAmount(): (amount: number, wallet: TeamTransaction['wallet']) => string {
  const { t, i18n } = useTranslation();
  const money = useAgentMoney();
  return (amount, wallet) => (wallet === 'points' ? t('agent.transactions.points', { amount: formatPoints(amount, i18n.language) }) : money(amount));
}

function TransactionRow({ record, columns }: { record: TeamTransaction; columns: Record<ColumnName, string> }) {
  const { t, i18n } = useTranslation();
  const time = useAgentTime();
  const amountOf = useWalletAmount();
  const kindKey = `agent.transactions.kinds.${record.kind}`;
  const kind = i18n.exists(kindKey) ? t(kindKey) : t(`agent.transactions.categories.${record.category}`);
  // A game movement names its game; an order number or other reference is shown as it is, except the internal
  // reference of a game or lottery movement or of a move between a member's own wallets, which says nothing to a reader.
  const internal = record.kind === 'wallet_transfer' || record.category === 'game' || record.kind.startsWith('lottery_');
  const details = record.gameName ?? (internal ? '' : record.reference);
  return (
    <tr data-testid="transaction-row" data-account={record.account} data-category={record.category}>
      <td data-label={columns.time} className={styles.nowrap}>
        <span className={styles.time}>{time(record.createdAt)}</span>
      </td>
      <th scope="row" data-label={columns.account}>
        <span className={[styles.cellTitle, styles.account].join(' ')}>{record.account}</span>
      </th>
      <td data-label={columns.kind}>
        <span className={styles.cellMain}>
          <span className={styles.cellTitle}>{kind}</span>
          <span className={styles.cellMeta}>
            {t(`agent.transactions.categories.${record.category}`)} · {t(`agent.transactions.wallets.${record.wallet}`)}
          </span>
        </span>
      </td>
      <td data-label={columns.amount} className={[styles.number, styles.strong, record.amount > 0 ? styles.positive : record.amount < 0 ? styles.negative : ''].join(' ')}>
        {record.amount > 0 ? '+' : ''}
        {amountOf(record.amount, record.wallet)}
      </td>
      <td data-label={columns.balanceAfter} className={styles.number}>
        {amountOf(record.balanceAfter, record.wallet)}
      </td>
      <td data-label={columns.details} data-empty={details ? undefined : true}>
        <span className={[styles.cellMeta, styles.details].join(' ')}>{details || '—'}</span>
      </td>
    </tr>
  );
}
