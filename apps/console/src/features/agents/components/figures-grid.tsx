import { useTranslation } from 'react-i18next';
import type { TeamFigures } from '@platform/contract/agent/team';
import { formatAmount, formatCount } from '../../../lib/format.ts';

const counts = ['registrations', 'firstDeposits', 'activeMembers'] as const;
const amounts = ['deposits', 'withdrawals', 'validBet', 'payout', 'rebates', 'bonuses', 'profitAndLoss'] as const;

/** The team's figures as labelled tiles: counts first, then amounts; the platform's result coloured by its sign. */
export function FiguresGrid({ figures }: { figures: TeamFigures }) {
  const { t, i18n } = useTranslation();
  const result = figures.profitAndLoss;
  return (
    <dl className="figure-grid" aria-label={t('agents.profile.thisMonth')}>
      {counts.map((name) => (
        <div key={name} className="figure">
          <dt>{t(`agents.figures.${name}`)}</dt>
          <dd>{formatCount(figures[name], i18n.language)}</dd>
        </div>
      ))}
      {amounts.map((name) => (
        <div key={name} className={name === 'profitAndLoss' ? `figure figure-result ${result > 0 ? 'is-positive' : result < 0 ? 'is-negative' : ''}` : 'figure'}>
          <dt>{t(`agents.figures.${name}`)}</dt>
          <dd>{formatAmount(figures[name], i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
