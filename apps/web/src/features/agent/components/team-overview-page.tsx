import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamPeriods, teamRangeDaysMaximum, type TeamFigures, type TeamOverviewValue, type TeamPeriod } from '@platform/contract/agent/team';
import { TextField } from '../../../components/ui/field.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { formatRangeDay, merchantDate, type DateRange } from '../../../lib/date-range.ts';
import { useTeamOverview } from '../api/get-team-overview.ts';
import { useAgentMoney, useAgentSite, useAgentTime } from '../agent-site.tsx';
import { defaultRange, overviewQueryOf, rangeProblemOf } from '../team-period.ts';
import { AgentCard, AgentPage, Notice, QueryState } from './agent-parts.tsx';
import styles from './agent.module.css';

/** agentTeamOverview (spec §2 Agent centre): the team's and the direct downlines' figures over a period. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const { gmtOffsetMinutes } = useAgentSite();
  const today = merchantDate(new Date(), gmtOffsetMinutes);
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const [range, setRange] = useState<DateRange>(() => defaultRange(today));
  const problem = period === 'range' ? rangeProblemOf(range, today) : null;
  const overview = useTeamOverview(overviewQueryOf(period, range, today));

  return (
    <AgentPage title={t('agent.overview.title')} subtitle={t('agent.overview.subtitle')}>
      <AgentCard label={t('agent.overview.period')}>
        <div className={styles.periodBar}>
          <Segmented
            label={t('agent.overview.period')}
            options={teamPeriods.map((value) => ({ value, label: t(`agent.periods.${value}`) }))}
            value={period}
            onChange={setPeriod}
          />
          {period === 'range' ? (
            <div className={styles.rangeFields}>
              <TextField label={t('agent.overview.from')} type="date" value={range.from} max={today} onChange={(event) => setRange({ ...range, from: event.target.value })} />
              <TextField label={t('agent.overview.to')} type="date" value={range.to} max={today} onChange={(event) => setRange({ ...range, to: event.target.value })} />
            </div>
          ) : null}
        </div>
        {problem ? <Notice tone="warning">{t(`agent.overview.rangeProblems.${problem}`, { days: teamRangeDaysMaximum })}</Notice> : null}
      </AgentCard>
      {overview.data ? <OverviewFigures overview={overview.data} busy={overview.isPlaceholderData || overview.isFetching} /> : <QueryState error={overview.error} onRetry={() => void overview.refetch()} />}
    </AgentPage>
  );
}

function OverviewFigures({ overview, busy }: { overview: TeamOverviewValue; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useAgentMoney();
  const time = useAgentTime();
  const days = overview.from === overview.to ? formatRangeDay(overview.from, i18n.language) : `${formatRangeDay(overview.from, i18n.language)} – ${formatRangeDay(overview.to, i18n.language)}`;
  return (
    <div className={styles.overview} aria-busy={busy || undefined}>
      <p className={styles.asOf} data-testid="figures-as-of">
        <span>{t('agent.overview.covering', { days })}</span>
        <span>{t('agent.overview.asOf', { time: time(overview.figuresAsOf) })}</span>
      </p>
      <AgentCard title={t('agent.overview.team')} note={t('agent.overview.members', { count: overview.team.size })}>
        <div className={styles.figures}>
          <Figure label={t('agent.overview.teamSize')} value={String(overview.team.size)} highlight testId="team-size" />
          <Figure label={t('agent.overview.teamBalance')} value={money(overview.team.balance)} highlight testId="team-balance" />
          <FigureList figures={overview.team} prefix="team" />
        </div>
      </AgentCard>
      <AgentCard title={t('agent.overview.direct')} note={t('agent.overview.members', { count: overview.direct.size })}>
        <div className={styles.figures}>
          <Figure label={t('agent.overview.directSize')} value={String(overview.direct.size)} highlight testId="direct-size" />
          <FigureList figures={overview.direct} prefix="direct" />
        </div>
      </AgentCard>
      <Notice>{t('agent.overview.activeExplained', { amount: money(overview.activeValidBetMinimum) })}</Notice>
    </div>
  );
}

const countFigures = ['registrations', 'firstDeposits', 'activeMembers'] as const;
const moneyFigures = ['deposits', 'withdrawals', 'validBet', 'payout', 'rebates', 'bonuses', 'profitAndLoss'] as const;

/** The figures both groups share: the counts, then the money. */
function FigureList({ figures, prefix }: { figures: TeamFigures; prefix: string }) {
  const { t } = useTranslation();
  const money = useAgentMoney();
  return (
    <>
      {countFigures.map((name) => (
        <Figure key={name} label={t(`agent.figures.${name}`)} value={String(figures[name])} testId={`${prefix}-${name}`} />
      ))}
      {moneyFigures.map((name) => (
        <Figure
          key={name}
          label={t(`agent.figures.${name}`)}
          value={money(figures[name])}
          testId={`${prefix}-${name}`}
          tone={name === 'profitAndLoss' ? (figures[name] > 0 ? 'positive' : figures[name] < 0 ? 'negative' : undefined) : undefined}
        />
      ))}
    </>
  );
}

function Figure({ label, value, highlight = false, tone, testId }: { label: string; value: string; highlight?: boolean; tone?: 'positive' | 'negative'; testId: string }) {
  return (
    <div className={[styles.stat, highlight ? styles.statHighlight : ''].join(' ')}>
      <span className={styles.statLabel}>{label}</span>
      <span className={[styles.statValue, tone ? styles[tone] : ''].join(' ')} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
