import { describe, expect, it } from 'vitest';
import { teamRangeDaysMaximum } from '@platform/contract/agent/team';
import { addDays } from '../../lib/date-range.ts';
import { daysInRange, defaultRange, overviewQueryOf, rangeProblemOf } from './team-period.ts';

const today = '2026-11-28';

describe('the team overview period', () => {
  it('asks a named period without days', () => {
    for (const period of ['today', 'yesterday', 'thisMonth', 'lastMonth'] as const) {
      expect(overviewQueryOf(period, defaultRange(today), today)).toEqual({ period });
    }
  });

  it('asks a chosen range with both of its days', () => {
    expect(overviewQueryOf('range', { from: '2026-11-01', to: '2026-11-15' }, today)).toEqual({ period: 'range', from: '2026-11-01', to: '2026-11-15' });
  });

  it('starts a chosen range with the last seven days, today included', () => {
    const range = defaultRange(today);
    expect(range).toEqual({ from: '2026-11-22', to: today });
    expect(daysInRange(range)).toBe(7);
  });

  it('asks nothing for a range that is half filled, reversed, in the future or too long', () => {
    expect(rangeProblemOf({ from: '', to: today }, today)).toBe('incomplete');
    expect(rangeProblemOf({ from: '2026-11-20', to: '2026-11-10' }, today)).toBe('reversed');
    expect(rangeProblemOf({ from: '2026-11-20', to: '2026-11-29' }, today)).toBe('future');
    expect(rangeProblemOf({ from: addDays(today, -teamRangeDaysMaximum), to: today }, today)).toBe('tooLong');
    expect(overviewQueryOf('range', { from: '2026-11-20', to: '2026-11-10' }, today)).toBeNull();
  });

  it('accepts a range of exactly the longest length, and a single day', () => {
    expect(rangeProblemOf({ from: addDays(today, -(teamRangeDaysMaximum - 1)), to: today }, today)).toBeNull();
    expect(rangeProblemOf({ from: today, to: today }, today)).toBeNull();
  });
});
