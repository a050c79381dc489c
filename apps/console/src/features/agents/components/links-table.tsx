import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { PromotionLink } from '@platform/contract/agent/team';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatCount, formatDate, formatPercent } from '../../../lib/format.ts';

const column = createColumnHelper<PromotionLink>();

/** The agent's promotion links: what each registers its visitors as, and how many it has registered. */
export function LinksTable({ links }: { links: PromotionLink[] }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor('code', { header: () => t('agents.links.code'), size: 110, cell: (info) => <span className="mono">{info.getValue()}</span> }),
      column.accessor('kind', { header: () => t('agents.links.kind'), size: 78, cell: (info) => t(`agents.kind.${info.getValue()}`) }),
      column.accessor('prizeGroup', { header: () => t('agents.links.prizeGroup'), size: 72, cell: (info) => <span className="mono">{info.getValue()}</span> }),
      column.accessor('rebatePercent', { header: () => t('agents.links.rebate'), size: 72, cell: (info) => <span className="mono">{formatPercent(info.getValue(), i18n.language)}</span> }),
      column.accessor('note', { header: () => t('agents.links.note'), size: 140, cell: (info) => <span className="ellipsis" title={info.getValue()}>{info.getValue() || '—'}</span> }),
      column.accessor('registrations', { header: () => t('agents.links.registrations'), size: 92, cell: (info) => <span className="number">{formatCount(info.getValue(), i18n.language)}</span> }),
      column.accessor('createdAt', { header: () => t('agents.links.created'), size: 96, cell: (info) => <span className="mono">{formatDate(info.getValue(), i18n.language)}</span> }),
      column.accessor('closedAt', {
        header: () => t('agents.links.closed'),
        size: 96,
        cell: (info) => {
          const closedAt = info.getValue();
          return closedAt ? <span className="mono">{formatDate(closedAt, i18n.language)}</span> : <span className="tag tag-success">{t('agents.links.open')}</span>;
        },
      }),
    ],
    [t, i18n.language],
  );
  const table = useReactTable({ data: links, columns, getCoreRowModel: getCoreRowModel(), getRowId: (link) => link.id });

  return (
    <section className="agent-section" aria-labelledby="agent-links-title">
      <div className="section-heading">
        <h3 id="agent-links-title">{t('agents.links.title')}</h3>
        <span className="muted">{t('agents.links.count', { count: links.length })}</span>
      </div>
      <DataTable table={table} label={t('agents.links.title')} empty={t('agents.links.empty')} />
    </section>
  );
}
