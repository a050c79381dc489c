import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlinePageValue, DownlineRow } from '@platform/contract/agent/team';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useDownlines } from '../api/get-downlines.ts';
import { useAgentMoney, useAgentTime } from '../agent-site.tsx';
import { formatRebatePercent } from '../prize-groups.ts';
import { AgentCard, AgentPage, QueryState, StatusBadge, TeamTrail } from './agent-parts.tsx';
import { PrizeGroupDialog } from './prize-group-dialog.tsx';
import styles from './agent.module.css';

/** downlineManagmentView (spec §2 team management): the team level by level, searched by account, and direct downlines' prize groups. */
export function DownlineManagementPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [account, setAccount] = useState('');
  const [parentId, setParentId] = useState<string | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<DownlineRow | null>(null);
  const downlines = useDownlines({ parentId: account ? undefined : parentId, account, pageNo });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setAccount(draft.trim());
    setPageNo(1);
  };
  const clearSearch = () => {
    setDraft('');
    setAccount('');
    setPageNo(1);
  };
  const openLevel = (memberId: string | undefined) => {
    setDraft('');
    setAccount('');
    setParentId(memberId);
    setPageNo(1);
  };

  return (
    <AgentPage title={t('agent.downlines.title')} subtitle={t('agent.downlines.subtitle')}>
      <AgentCard label={t('agent.downlines.list')}>
        <form className={styles.searchBar} onSubmit={search} role="search">
          <div className={styles.grow}>
            <TextField label={t('agent.downlines.searchAccount')} value={draft} maxLength={64} placeholder={t('agent.downlines.searchPlaceholder')} onChange={(event) => setDraft(event.target.value)} />
          </div>
          <Button type="submit">{t('agent.downlines.search')}</Button>
          {account ? (
            <Button variant="secondary" onClick={clearSearch}>
              {t('agent.downlines.clearSearch')}
            </Button>
          ) : null}
        </form>
        {downlines.data ? (
          <>
            {account ? <p className={styles.muted}>{t('agent.downlines.searching', { account })}</p> : <TeamTrail trail={downlines.data.trail} label={t('agent.downlines.trail')} onOpen={openLevel} />}
            <DownlineList page={downlines.data} busy={downlines.isPlaceholderData} onOpen={openLevel} onEdit={setEditing} />
            <Pager pageNo={downlines.data.pageNo} totalPages={downlines.data.totalPages} onChange={setPageNo} />
          </>
        ) : (
          <QueryState error={downlines.error} onRetry={() => void downlines.refetch()} />
        )}
      </AgentCard>
      {editing && downlines.data ? <PrizeGroupDialog downline={editing} ownPrizeGroup={downlines.data.ownPrizeGroup} onClose={() => setEditing(null)} /> : null}
    </AgentPage>
  );
}

function DownlineList({ page, busy, onOpen, onEdit }: { page: DownlinePageValue; busy: boolean; onOpen: (memberId: string) => void; onEdit: (row: DownlineRow) => void }) {
  const { t } = useTranslation();
  if (page.list.length === 0) return <EmptyState title={t('agent.downlines.empty')} icon={<UserIcon size={28} />} />;
  const columns = {
    account: t('agent.downlines.columns.account'),
    kind: t('agent.downlines.columns.kind'),
    teamSize: t('agent.downlines.columns.teamSize'),
    balance: t('agent.downlines.columns.balance'),
    prizeGroup: t('agent.downlines.columns.prizeGroup'),
    registered: t('agent.downlines.columns.registered'),
    lastLogin: t('agent.downlines.columns.lastLogin'),
    status: t('agent.downlines.columns.status'),
    actions: t('agent.downlines.columns.actions'),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={[styles.table, styles.cardTable].join(' ')} aria-label={t('agent.downlines.list')} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {Object.values(columns).map((name, index) => (
              <th key={name} scope="col" className={index >= 2 && index <= 3 ? styles.number : undefined}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.list.map((row) => (
            <DownlineTableRow key={row.memberId} row={row} columns={columns} onOpen={onOpen} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DownlineTableRow({
  row,
  columns,
  onOpen,
  onEdit,
}: {
  row: DownlineRow;
  columns: Record<'account' | 'kind' | 'teamSize' | 'balance' | 'prizeGroup' | 'registered' | 'lastLogin' | 'status' | 'actions', string>;
  onOpen: (memberId: string) => void;
  onEdit: (row: DownlineRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useAgentMoney();
  const time = useAgentTime();
  const canOpen = row.teamSize > 0;
  const open = () => onOpen(row.memberId);
  return (
    <tr data-testid="downline-row" data-account={row.account}>
      <th scope="row" data-label={columns.account} className={styles.cellWide}>
        <span className={styles.cellMain}>
          {canOpen ? (
            <button type="button" className={[styles.drill, styles.account].join(' ')} onClick={open} aria-label={t('agent.downlines.openTeam', { account: row.account })}>
              {row.account}
            </button>
          ) : (
            <span className={[styles.cellTitle, styles.account].join(' ')}>{row.account}</span>
          )}
          {row.nickname && row.nickname !== row.account ? <span className={styles.cellMeta}>{row.nickname}</span> : null}
        </span>
      </th>
      <td data-label={columns.kind}>
        <span className={[styles.kind, row.kind === 'agent' ? styles.kindAgent : ''].join(' ')}>{t(`agent.kinds.${row.kind}`)}</span>
      </td>
      <td data-label={columns.teamSize} className={styles.number}>
        {canOpen ? (
          <button type="button" className={styles.drill} onClick={open} aria-label={t('agent.downlines.openTeamSize', { account: row.account, count: row.teamSize })}>
            {row.teamSize}
          </button>
        ) : (
          row.teamSize
        )}
      </td>
      <td data-label={columns.balance} className={styles.number}>
        <span className={styles.cellMain}>
          <span>{money(row.balance)}</span>
          <span className={styles.cellMeta} data-testid="downline-team-balance">
            {t('agent.downlines.teamBalanceOf', { amount: money(row.teamBalance) })}
          </span>
        </span>
      </td>
      <td data-label={columns.prizeGroup} data-testid="downline-prize-group">
        <span className={styles.cellMain}>
          <span className={styles.cellTitle}>{row.prizeGroup}</span>
          <span className={styles.cellMeta}>{t('agent.rebate', { percent: formatRebatePercent(row.rebatePercent, i18n.language) })}</span>
        </span>
      </td>
      <td data-label={columns.registered}>
        <span className={styles.cellMain}>
          <span className={styles.time}>{time(row.registeredAt)}</span>
          <span className={[styles.cellMeta, styles.nowrap].join(' ')}>{row.registrationAddress || '—'}</span>
        </span>
      </td>
      <td data-label={columns.lastLogin}>
        <span className={styles.time}>{row.lastLoginAt ? time(row.lastLoginAt) : t('agent.downlines.neverLoggedIn')}</span>
      </td>
      <td data-label={columns.status}>
        <StatusBadge status={row.status} />
      </td>
      <td data-label={columns.actions} className={styles.cellActions}>
        {row.depth === 1 ? (
          <Button variant="secondary" size="small" onClick={() => onEdit(row)} aria-label={t('agent.downlines.editNamed', { account: row.account })}>
            {t('agent.downlines.edit')}
          </Button>
        ) : (
          <span className={styles.muted}>—</span>
        )}
      </td>
    </tr>
  );
}
