import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { StaffSession } from '@platform/contract/staff/staff';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { describeError } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { fetchSessions, revokeSession } from '../api/sessions.ts';

const column = createColumnHelper<StaffSession>();

/** The staff member's own sessions: where and when each was opened and last used; any can be ended. */
export default function SessionsScreen() {
  const { t, i18n } = useTranslation();
  const [sessions, setSessions] = useState<StaffSession[]>([]);
  const [loading, setLoading] = useState(true);
  // The failure itself is kept, and its text chosen when drawn, so a change of language neither reloads nor goes stale.
  const [failure, setFailure] = useState<unknown>(null);
  const [revoking, setRevoking] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setSessions(await fetchSessions());
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

  const revoke = useCallback(
    async (session: StaffSession) => {
      setRevoking(session.id);
      try {
        await revokeSession(session.id);
        // Ending this very session ends the console here too.
        if (session.current) sessionStore.end(null);
        else await load();
      } catch (error) {
        setFailure(error);
      } finally {
        setRevoking(null);
      }
    },
    [load],
  );

  const columns = useMemo(
    () => [
      column.accessor('current', {
        header: () => '',
        size: 90,
        cell: (info) => (info.getValue() ? <span className="tag tag-primary">{t('sessions.current')}</span> : null),
      }),
      column.accessor('createdAt', { header: () => t('sessions.createdAt'), size: 160, cell: (info) => <span className="mono">{formatDateTime(info.getValue(), i18n.language)}</span> }),
      column.accessor('lastSeenAt', { header: () => t('sessions.lastSeenAt'), size: 160, cell: (info) => <span className="mono">{formatDateTime(info.getValue(), i18n.language)}</span> }),
      column.accessor('clientAddress', { header: () => t('sessions.address'), size: 140, cell: (info) => <span className="mono">{info.getValue()}</span> }),
      column.accessor('userAgent', { header: () => t('sessions.userAgent'), cell: (info) => <span className="ellipsis mono muted" title={info.getValue()}>{info.getValue() || '—'}</span> }),
      column.display({
        id: 'revoke',
        size: 130,
        header: () => <span className="visually-hidden">{t('sessions.revoke')}</span>,
        cell: ({ row }) => (
          <button type="button" className="button button-small button-danger" disabled={revoking !== null} onClick={() => void revoke(row.original)}>
            {row.original.current ? t('sessions.revokeCurrent') : t('sessions.revoke')}
          </button>
        ),
      }),
    ],
    [t, i18n.language, revoking, revoke],
  );
  const table = useReactTable({ data: sessions, columns, getCoreRowModel: getCoreRowModel(), getRowId: (session) => session.id });

  return (
    <section className="screen" aria-labelledby="sessions-title">
      <header className="screen-header">
        <div>
          <h1 id="sessions-title">{t('sessions.title')}</h1>
          <p className="muted">{t('sessions.intro')}</p>
        </div>
        <button type="button" className="button" onClick={() => void load()} disabled={loading}>
          {t('sessions.refresh')}
        </button>
      </header>
      {failure !== null && (
        <p className="notice notice-danger" role="alert">
          {describeError(failure, t, (key) => i18n.exists(key))}
        </p>
      )}
      <div className="table-caption">
        <span>{t('sessions.count', { count: sessions.length })}</span>
        {loading && <span className="muted">{t('common.loading')}</span>}
      </div>
      <DataTable table={table} label={t('sessions.title')} empty={loading ? t('common.loading') : t('sessions.empty')} />
    </section>
  );
}
