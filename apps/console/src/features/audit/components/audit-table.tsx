import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { AuditEntry } from '@platform/contract/staff/audit';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { compactValue, formatDateTime } from '../../../lib/format.ts';

const column = createColumnHelper<AuditEntry>();

/** The audit rows, newest first; a row opens to show its full values, client and hash. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('id', { header: () => '#', size: 60, cell: (info) => <span className="mono muted">{info.getValue()}</span> }),
      column.accessor('at', { header: () => t('audit.column.at'), size: 168, cell: (info) => <span className="mono">{formatDateTime(info.getValue(), i18n.language)}</span> }),
      column.accessor('actor', { header: () => t('audit.column.actor'), size: 150 }),
      column.accessor('area', { header: () => t('audit.column.area'), size: 96, cell: (info) => <span className="tag">{t(`areas.${info.getValue()}`, { defaultValue: info.getValue() })}</span> }),
      column.accessor('action', { header: () => t('audit.column.action'), size: 190, cell: (info) => <span className="mono">{info.getValue()}</span> }),
      column.accessor('target', { header: () => t('audit.column.target'), size: 116, cell: (info) => <span className="mono">{info.getValue() || '—'}</span> }),
      column.display({
        id: 'change',
        header: () => t('audit.column.change'),
        cell: ({ row }) => (
          <span className="mono ellipsis" title={`${compactValue(row.original.before)} → ${compactValue(row.original.after)}`}>
            {compactValue(row.original.before)} → {compactValue(row.original.after)}
          </span>
        ),
      }),
      column.accessor('reason', { header: () => t('audit.column.reason'), size: 100, cell: (info) => <span className="ellipsis">{info.getValue() || '—'}</span> }),
      column.accessor('clientAddress', { header: () => t('audit.column.address'), size: 100, cell: (info) => <span className="mono">{info.getValue()}</span> }),
      column.display({
        id: 'open',
        size: 48,
        header: () => <span className="visually-hidden">{t('audit.details')}</span>,
        cell: ({ row }) => {
          const open = openId === row.original.id;
          return (
            <button
              type="button"
              className="icon-button"
              aria-expanded={open}
              aria-label={t('audit.details')}
              onClick={() => setOpenId(open ? null : row.original.id)}
            >
              {open ? '−' : '+'}
            </button>
          );
        },
      }),
    ],
    [t, i18n.language, openId],
  );
  const table = useReactTable({ data: entries, columns, getCoreRowModel: getCoreRowModel(), getRowId: (entry) => entry.id });

  return (
    <DataTable
      table={table}
      label={t('audit.tableLabel')}
      empty={t('audit.empty')}
      detailOf={(entry) => (entry.id === openId ? <AuditDetail entry={entry} /> : null)}
    />
  );
}

function AuditDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <dl className="detail-grid">
      <dt>{t('audit.column.before')}</dt>
      <dd>
        <pre>{JSON.stringify(entry.before ?? null, null, 2)}</pre>
      </dd>
      <dt>{t('audit.column.after')}</dt>
      <dd>
        <pre>{JSON.stringify(entry.after ?? null, null, 2)}</pre>
      </dd>
      <dt>{t('audit.column.staffId')}</dt>
      <dd className="mono">{entry.staffId ?? '—'}</dd>
      <dt>{t('audit.column.userAgent')}</dt>
      <dd className="mono">{entry.userAgent || '—'}</dd>
      <dt>{t('audit.column.hash')}</dt>
      <dd className="mono">{entry.hash}</dd>
    </dl>
  );
}
