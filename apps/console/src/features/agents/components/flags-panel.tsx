import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { AgentFlag } from '@platform/contract/agent/operator';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { describeError } from '../../../lib/error-text.ts';
import { fetchAgentFlags } from '../api/agent-flags.ts';

const column = createColumnHelper<AgentFlag>();

/** Agents who share a login address or a payout account with a member of their own team; each opens in the card. */
export function FlagsPanel({ onOpen }: { onOpen: (account: string) => void }) {
  const { t, i18n } = useTranslation();
  const [flags, setFlags] = useState<AgentFlag[]>([]);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<unknown>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setFlags((await fetchAgentFlags()).flags);
      setFailure(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const columns = useMemo(() => {
    const accountButton = (account: string) => (
      <button type="button" className="link-button mono" onClick={() => onOpen(account)}>
        {account}
      </button>
    );
    return [
      column.accessor('agentAccount', { header: () => t('agents.flags.agent'), size: 200, cell: (info) => accountButton(info.getValue()) }),
      column.accessor('memberAccount', { header: () => t('agents.flags.member'), size: 200, cell: (info) => accountButton(info.getValue()) }),
      column.accessor('signal', { header: () => t('agents.flags.signal'), size: 240, cell: (info) => <span className="tag tag-warning">{t(`agents.flags.signals.${info.getValue()}`)}</span> }),
      column.accessor('detail', { header: () => t('agents.flags.detail'), cell: (info) => <span className="mono ellipsis" title={info.getValue()}>{info.getValue()}</span> }),
    ];
  }, [t, onOpen]);
  const table = useReactTable({ data: flags, columns, getCoreRowModel: getCoreRowModel(), getRowId: (flag) => `${flag.agentId}:${flag.memberId}:${flag.signal}:${flag.detail}` });

  return (
    <div className="agents-flags">
      <div className="section-heading">
        <p className="muted">{t('agents.flags.intro')}</p>
        <button type="button" className="button button-small" onClick={() => void load()} disabled={loading}>
          {t('agents.flags.refresh')}
        </button>
      </div>
      {failure !== null && (
        <p className="notice notice-danger" role="alert">
          {describeError(failure, t, (key) => i18n.exists(key))}
        </p>
      )}
      <div className="table-caption">
        <span>{t('agents.flags.count', { count: flags.length })}</span>
        {loading && <span className="muted">{t('common.loading')}</span>}
      </div>
      <DataTable table={table} label={t('agents.flags.tableLabel')} empty={loading ? t('common.loading') : t('agents.flags.empty')} />
    </div>
  );
}
