import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { OperatorAgentView } from '@platform/contract/agent/operator';
import type { DownlinePageValue, DownlineRow } from '@platform/contract/agent/team';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { describeError } from '../../../lib/error-text.ts';
import { fetchAgentTeam } from '../api/agent-members.ts';
import { useTeamColumns } from './team-columns.tsx';

/** Where the list stands: one level under `parentId` (the member itself when absent), or a prefix search. */
interface Position {
  parentId?: string;
  prefix: string;
  pageNo: number;
}

/**
 * The member's team, one level at a time: a row with a team of its own opens that level, the trail climbs back,
 * and an account prefix searches the whole team instead.
 */
export function TeamList({ view, onOpen }: { view: OperatorAgentView; onOpen: (account: string) => void }) {
  const { t, i18n } = useTranslation();
  const [position, setPosition] = useState<Position>({ prefix: '', pageNo: 1 });
  const [page, setPage] = useState<DownlinePageValue | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchAgentTeam(view.memberId, { parentId: position.parentId, account: position.prefix || undefined, pageNo: position.pageNo })
      .then((next) => {
        if (!current) return;
        setPage(next);
        setFailure(null);
      })
      .catch((error: unknown) => current && setFailure(error))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [view.memberId, position]);

  const openLevel = useCallback(
    (parentId: string | undefined) => setPosition({ parentId: parentId === view.memberId ? undefined : parentId, prefix: '', pageNo: 1 }),
    [view.memberId],
  );
  const openRowLevel = useCallback((row: DownlineRow) => openLevel(row.memberId), [openLevel]);
  const columns = useTeamColumns(openRowLevel, onOpen);
  const rows = useMemo(() => page?.list ?? [], [page]);
  const searching = position.prefix !== '';
  // One level lists a single depth; the column only says something when a search spans the whole team.
  const table = useReactTable({ data: rows, columns, state: { columnVisibility: { depth: searching } }, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.memberId });

  return (
    <section className="agent-section" aria-labelledby="agent-team-title">
      <div className="section-heading">
        <h3 id="agent-team-title">{t('agents.team.title')}</h3>
        <TeamSearch prefix={position.prefix} onSearch={(prefix) => setPosition({ parentId: undefined, prefix, pageNo: 1 })} />
      </div>
      {searching ? (
        <p className="trail">
          <span>{t('agents.team.searchResult', { prefix: position.prefix })}</span>
          <button type="button" className="link-button" onClick={() => openLevel(undefined)}>
            {t('agents.team.backToLevels')}
          </button>
        </p>
      ) : (
        <LevelTrail trail={page?.trail ?? []} onClimb={openLevel} />
      )}
      {failure !== null && (
        <p className="notice notice-danger" role="alert">
          {describeError(failure, t, (key) => i18n.exists(key))}
        </p>
      )}
      <div className="table-caption">
        <span>{page ? t('agents.team.count', { count: page.total }) : ''}</span>
        {loading && <span className="muted">{t('common.loading')}</span>}
      </div>
      <DataTable
        table={table}
        label={t('agents.team.tableLabel')}
        empty={loading ? t('common.loading') : searching ? t('agents.team.emptySearch') : t('agents.team.empty')}
        openable={(row) => row.teamSize > 0}
        onOpenRow={openRowLevel}
      />
      {page && page.totalPages > 1 && (
        <div className="pager">
          <button type="button" className="button button-small" disabled={loading || page.pageNo <= 1} onClick={() => setPosition({ ...position, pageNo: page.pageNo - 1 })}>
            {t('agents.team.previous')}
          </button>
          <span className="muted">{t('agents.team.page', { page: page.pageNo, pages: page.totalPages })}</span>
          <button type="button" className="button button-small" disabled={loading || page.pageNo >= page.totalPages} onClick={() => setPosition({ ...position, pageNo: page.pageNo + 1 })}>
            {t('agents.team.next')}
          </button>
        </div>
      )}
    </section>
  );
}

/** From the member down to the level listed; every step but the last opens its level. */
function LevelTrail({ trail, onClimb }: { trail: DownlinePageValue['trail']; onClimb: (memberId: string) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="trail" aria-label={t('agents.team.trail')}>
      <span className="muted">{t('agents.team.trail')}:</span>
      {trail.map((step, index) =>
        index === trail.length - 1 ? (
          <span key={step.memberId} className="mono" aria-current="true">
            {step.account}
          </span>
        ) : (
          <span key={step.memberId} className="trail-step">
            <button type="button" className="link-button mono" onClick={() => onClimb(step.memberId)}>
              {step.account}
            </button>
            <span className="trail-separator" aria-hidden="true">
              ›
            </span>
          </span>
        ),
      )}
    </nav>
  );
}

const teamSearchSchema = z.object({ prefix: z.string().trim().max(64) });

/** An account prefix searched in the whole team; empty goes back to the levels. */
function TeamSearch({ prefix, onSearch }: { prefix: string; onSearch: (prefix: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<{ prefix: string }>({ resolver: zodResolver(teamSearchSchema), defaultValues: { prefix } });
  useEffect(() => {
    form.reset({ prefix });
  }, [prefix, form]);
  const submit = form.handleSubmit((values) => onSearch(values.prefix));
  return (
    <form className="team-search" role="search" onSubmit={(event) => void submit(event)} noValidate aria-label={t('agents.team.search')}>
      <input type="search" autoComplete="off" spellCheck={false} placeholder={t('agents.team.searchPlaceholder')} aria-label={t('agents.team.searchLabel')} maxLength={64} {...form.register('prefix')} />
      <button type="submit" className="button button-small">
        {t('agents.team.apply')}
      </button>
    </form>
  );
}
