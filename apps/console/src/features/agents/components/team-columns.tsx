import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { DownlineRow } from '@platform/contract/agent/team';
import { formatAmount, formatCount, formatDate, formatDateTimeToMinute, formatPercent } from '../../../lib/format.ts';

const column = createColumnHelper<DownlineRow>();

/** The team list's columns: a row with a team opens its level from the account; the last column opens the member. */
export function useTeamColumns(onOpenLevel: (row: DownlineRow) => void, onOpenMember: (account: string) => void) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => [
      column.accessor('account', {
        header: () => t('agents.team.account'),
        size: 170,
        cell: ({ row }) => {
          const member = row.original;
          return (
            <span className="team-account">
              {member.teamSize > 0 ? (
                <button
                  type="button"
                  className="link-button mono"
                  title={t('agents.team.openLevel', { account: member.account })}
                  onClick={(event) => {
                    // The row opens the same level on a click; one opening is enough.
                    event.stopPropagation();
                    onOpenLevel(member);
                  }}
                >
                  {member.account} ›
                </button>
              ) : (
                <span className="mono">{member.account}</span>
              )}
              {member.kind === 'agent' && <span className="tag tag-primary">{t('agents.kind.agent')}</span>}
            </span>
          );
        },
      }),
      column.accessor('depth', { header: () => t('agents.team.level'), size: 56, cell: (info) => <span className="number">{info.getValue()}</span> }),
      column.accessor('teamSize', { header: () => t('agents.team.team'), size: 64, cell: (info) => <span className="number">{formatCount(info.getValue(), language)}</span> }),
      column.accessor('balance', { header: () => t('agents.team.balance'), size: 100, cell: (info) => <span className="number">{formatAmount(info.getValue(), language)}</span> }),
      column.accessor('teamBalance', { header: () => t('agents.team.teamBalance'), size: 134, cell: (info) => <span className="number">{formatAmount(info.getValue(), language)}</span> }),
      column.accessor('prizeGroup', { header: () => t('agents.team.prizeGroup'), size: 64, cell: (info) => <span className="mono">{info.getValue()}</span> }),
      column.accessor('rebatePercent', { header: () => t('agents.team.rebate'), size: 72, cell: (info) => <span className="mono">{formatPercent(info.getValue(), language)}</span> }),
      column.accessor('registeredAt', { header: () => t('agents.team.registered'), size: 98, cell: (info) => <span className="mono">{formatDate(info.getValue(), language)}</span> }),
      column.accessor('registrationAddress', { header: () => t('agents.team.address'), size: 120, cell: (info) => <span className="mono ellipsis" title={info.getValue()}>{info.getValue() || '—'}</span> }),
      column.accessor('lastLoginAt', {
        header: () => t('agents.team.lastLogin'),
        size: 140,
        cell: (info) => {
          const at = info.getValue();
          return <span className="mono">{at ? formatDateTimeToMinute(at, language) : '—'}</span>;
        },
      }),
      column.accessor('status', {
        header: () => t('agents.team.status'),
        size: 90,
        cell: (info) => <span className={info.getValue() === 'active' ? 'tag tag-success' : 'tag tag-danger'}>{t(`agents.status.${info.getValue()}`)}</span>,
      }),
      column.display({
        id: 'open',
        size: 74,
        header: () => <span className="visually-hidden">{t('agents.team.open')}</span>,
        cell: ({ row }) => (
          <button
            type="button"
            className="button button-small"
            aria-label={t('agents.team.openMember', { account: row.original.account })}
            onClick={(event) => {
              event.stopPropagation();
              onOpenMember(row.original.account);
            }}
          >
            {t('agents.team.open')}
          </button>
        ),
      }),
    ],
    [t, language, onOpenLevel, onOpenMember],
  );
}
