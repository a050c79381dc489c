import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { OperatorAgentView } from '@platform/contract/agent/operator';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatCount } from '../../../lib/format.ts';
import { QuotaForm } from './quota-form.tsx';

type Quota = OperatorAgentView['quotas'][number];
const column = createColumnHelper<Quota>();

/** How many accounts the agent may give each prize group above the threshold, and has given; edited row by row. */
export function QuotasTable({ view, canEdit, onChanged }: { view: OperatorAgentView; canEdit: boolean; onChanged: (view: OperatorAgentView) => void }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('prizeGroup', { header: () => t('agents.quotas.prizeGroup'), size: 90, cell: (info) => <span className="mono">{info.getValue()}</span> }),
      column.accessor('allowed', { header: () => t('agents.quotas.allowed'), size: 100, cell: (info) => <span className="number">{formatCount(info.getValue(), i18n.language)}</span> }),
      column.accessor('used', { header: () => t('agents.quotas.used'), size: 90, cell: (info) => <span className="number">{formatCount(info.getValue(), i18n.language)}</span> }),
      ...(canEdit
        ? [
            column.display({
              id: 'edit',
              size: 84,
              header: () => <span className="visually-hidden">{t('agents.quotas.edit')}</span>,
              cell: ({ row }) => {
                const open = editing === row.original.prizeGroup;
                return (
                  <button
                    type="button"
                    className="button button-small"
                    aria-expanded={open}
                    aria-label={t('agents.quotas.editGroup', { prizeGroup: row.original.prizeGroup })}
                    onClick={() => {
                      setSaved(null);
                      setEditing(open ? null : row.original.prizeGroup);
                    }}
                  >
                    {t('agents.quotas.edit')}
                  </button>
                );
              },
            }),
          ]
        : []),
    ],
    [t, i18n.language, canEdit, editing],
  );
  const table = useReactTable({ data: view.quotas, columns, getCoreRowModel: getCoreRowModel(), getRowId: (quota) => String(quota.prizeGroup) });

  const changed = (next: OperatorAgentView, quota: { prizeGroup: number; allowed: number }) => {
    setEditing(null);
    setSaved(t('agents.quotas.saved', quota));
    onChanged(next);
  };

  return (
    <section className="agent-section" aria-labelledby="agent-quotas-title">
      <div className="section-heading">
        <h3 id="agent-quotas-title">{t('agents.quotas.title')}</h3>
        <span className="muted">{t('agents.quotas.threshold', { threshold: view.quotaThreshold })}</span>
      </div>
      {saved && (
        <p className="notice notice-success" role="status">
          {saved}
        </p>
      )}
      <DataTable
        table={table}
        label={t('agents.quotas.tableLabel')}
        empty={t('agents.quotas.empty', { threshold: view.quotaThreshold })}
        detailOf={(quota) =>
          quota.prizeGroup === editing ? <QuotaForm memberId={view.memberId} quota={quota} onSaved={changed} onCancel={() => setEditing(null)} /> : null
        }
      />
    </section>
  );
}
