import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorAgentView } from '@platform/contract/agent/operator';
import { rebatePercentOfPrizeGroup } from '@platform/contract/agent/team';
import { formatAmount, formatCount, formatPercent } from '../../../lib/format.ts';
import { FiguresGrid } from './figures-grid.tsx';
import { LinksTable } from './links-table.tsx';
import { MoveForm } from './move-form.tsx';
import { QuotasTable } from './quotas-table.tsx';
import { TeamList } from './team-list.tsx';

/**
 * One member: who it is and where it stands in the tree, its team's size, balance and figures this month, its
 * quotas and promotion links, and its team level by level. Staff with agents.edit may change a quota or move it.
 */
export function MemberCard({
  view,
  canEdit,
  onOpen,
  onChanged,
}: {
  view: OperatorAgentView;
  canEdit: boolean;
  onOpen: (account: string) => void;
  onChanged: (view: OperatorAgentView) => void;
}) {
  const { t, i18n } = useTranslation();
  const [moving, setMoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // A move changes the team's place, so the team list is read again.
  const [revision, setRevision] = useState(0);

  const moved = (next: OperatorAgentView) => {
    setMoving(false);
    setDone(t('agents.move.moved', { account: next.account, upline: next.uplines.at(-1)?.account ?? '' }));
    setRevision((value) => value + 1);
    onChanged(next);
  };

  return (
    <article className="agent-card" aria-labelledby="agent-card-title">
      <div className="panel agent-summary">
        <div className="agent-identity">
          <div className="agent-name-row">
            <h2 id="agent-card-title" className="mono">
              {view.account}
            </h2>
            <span className={view.kind === 'agent' ? 'tag tag-primary' : 'tag'}>{t(`agents.kind.${view.kind}`)}</span>
            <span className={view.status === 'active' ? 'tag tag-success' : 'tag tag-danger'}>{t(`agents.status.${view.status}`)}</span>
          </div>
          <p className="muted">
            {t('agents.profile.prizeGroup')} <strong className="agent-strong">{view.prizeGroup}</strong> · {t('agents.profile.rebate', { percent: formatPercent(rebatePercentOfPrizeGroup(view.prizeGroup), i18n.language) })} · {t('agents.profile.memberId')}{' '}
            <span className="mono">{view.memberId}</span>
          </p>
          <UplineTrail view={view} onOpen={onOpen} />
        </div>
        <dl className="agent-stats">
          <div>
            <dt>{t('agents.profile.teamSize')}</dt>
            <dd>{formatCount(view.teamSize, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('agents.profile.directSize')}</dt>
            <dd>{formatCount(view.directSize, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('agents.profile.teamBalance')}</dt>
            <dd>{formatAmount(view.teamBalance, i18n.language)}</dd>
          </div>
        </dl>
        {canEdit && (
          <div className="agent-actions">
            <button
              type="button"
              className="button"
              aria-expanded={moving}
              onClick={() => {
                setDone(null);
                setMoving(!moving);
              }}
            >
              {t('agents.move.open')}
            </button>
          </div>
        )}
      </div>
      {done && (
        <p className="notice notice-success" role="status">
          {done}
        </p>
      )}
      {moving && <MoveForm view={view} onMoved={moved} onCancel={() => setMoving(false)} />}
      <h3 className="section-title">{t('agents.profile.thisMonth')}</h3>
      <FiguresGrid figures={view.thisMonth} />
      <div className="agent-tables">
        <QuotasTable view={view} canEdit={canEdit} onChanged={onChanged} />
        <LinksTable links={view.links} />
      </div>
      {(view.kind === 'agent' || view.teamSize > 0) && <TeamList key={`${view.memberId}:${revision}`} view={view} onOpen={onOpen} />}
    </article>
  );
}

/** The uplines from the top of the tree down, each opening that member. */
function UplineTrail({ view, onOpen }: { view: OperatorAgentView; onOpen: (account: string) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="trail" aria-label={t('agents.profile.uplines')}>
      <span className="muted">{t('agents.profile.uplines')}:</span>
      {view.uplines.length === 0 && <span>{t('agents.profile.topOfTree')}</span>}
      {view.uplines.map((upline) => (
        <span key={upline.memberId} className="trail-step">
          <button type="button" className="link-button mono" onClick={() => onOpen(upline.account)}>
            {upline.account}
          </button>
          <span className="trail-separator" aria-hidden="true">
            ›
          </span>
        </span>
      ))}
      {view.uplines.length > 0 && (
        <span className="mono" aria-current="true">
          {view.account}
        </span>
      )}
    </nav>
  );
}
