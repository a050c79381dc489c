import { describe, expect, it } from 'vitest';
import { teamReportDaysMaximum } from '@platform/contract/agent/reports';
import { addDays } from '../../lib/date-range.ts';
import { defaultRange } from './team-period.ts';
import { profitLossQueryOf, profitLossTone, reportRangeProblem, transactionsQueryOf } from './team-reports.ts';

const today = '2026-11-28';
const lastWeek = defaultRange(today);

describe('the profit and loss query', () => {
  it("starts on the agent's own level over the last seven days, today included", () => {
    expect(profitLossQueryOf({ range: lastWeek, account: '', pageNo: 1 }, today)).toEqual({ from: '2026-11-22', to: today, pageNo: 1 });
  });

  it('asks for the level of the member drilled into', () => {
    expect(profitLossQueryOf({ range: lastWeek, parentId: '42', account: '', pageNo: 2 }, today)).toEqual({ from: '2026-11-22', to: today, parentId: '42', pageNo: 2 });
  });

  it('asks for one account wherever it is, instead of the level, trimmed', () => {
    expect(profitLossQueryOf({ range: lastWeek, parentId: '42', account: '  rede_ana ', pageNo: 1 }, today)).toEqual({ from: '2026-11-22', to: today, account: 'rede_ana', pageNo: 1 });
  });

  it('asks nothing while the period is half filled, reversed, in the future or too long', () => {
    expect(profitLossQueryOf({ range: { from: '', to: today }, account: '', pageNo: 1 }, today)).toBeNull();
    expect(profitLossQueryOf({ range: { from: today, to: '2026-11-01' }, account: '', pageNo: 1 }, today)).toBeNull();
    expect(profitLossQueryOf({ range: { from: today, to: '2026-11-29' }, account: '', pageNo: 1 }, today)).toBeNull();
    expect(profitLossQueryOf({ range: { from: addDays(today, -teamReportDaysMaximum), to: today }, account: '', pageNo: 1 }, today)).toBeNull();
  });
});

describe('the team transactions query', () => {
  it('sends the type and the days, and the account only when one is searched', () => {
    expect(transactionsQueryOf({ type: 'all', range: lastWeek, account: '', pageNo: 1 }, today)).toEqual({ type: 'all', from: '2026-11-22', to: today, pageNo: 1 });
    expect(transactionsQueryOf({ type: 'deposit', range: lastWeek, account: 'time_bruno', pageNo: 3 }, today)).toEqual({
      type: 'deposit',
      from: '2026-11-22',
      to: today,
      account: 'time_bruno',
      pageNo: 3,
    });
  });

  it('asks nothing while the period is not valid', () => {
    expect(transactionsQueryOf({ type: 'all', range: { from: '2026-11-20', to: '2026-11-10' }, account: '', pageNo: 1 }, today)).toBeNull();
  });
});

describe('the report period', () => {
  it(`accepts up to ${teamReportDaysMaximum} days, and a single day`, () => {
    expect(reportRangeProblem({ from: addDays(today, -(teamReportDaysMaximum - 1)), to: today }, today)).toBeNull();
    expect(reportRangeProblem({ from: addDays(today, -teamReportDaysMaximum), to: today }, today)).toBe('tooLong');
    expect(reportRangeProblem({ from: today, to: today }, today)).toBeNull();
  });
});

describe('the colour of profit and loss', () => {
  it("shows the platform's gain (the team lost) as positive, its loss (the team won) as negative, and zero plain", () => {
    expect(profitLossTone(1)).toBe('positive');
    expect(profitLossTone(-250)).toBe('negative');
    expect(profitLossTone(0)).toBeUndefined();
  });
});
