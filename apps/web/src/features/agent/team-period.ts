import { teamRangeDaysMaximum, type TeamOverviewQuery, type TeamPeriod } from '@platform/contract/agent/team';
import { addDays, type DateRange } from '../../lib/date-range.ts';

/** Why a chosen range cannot be asked for yet; each has its text under agent.overview.rangeProblems. */
export type RangeProblem = 'incomplete' | 'reversed' | 'future' | 'tooLong';

/** The days a chosen range starts with: the last seven, today included. */
export function defaultRange(today: string): DateRange {
  return { from: addDays(today, -6), to: today };
}

/** The number of days of a range, both ends included. */
export function daysInRange({ from, to }: DateRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/u;

/** What is wrong with a chosen range, or null when the overview can add it up. */
export function rangeProblemOf(range: DateRange, today: string, daysMaximum: number = teamRangeDaysMaximum): RangeProblem | null {
  if (!datePattern.test(range.from) || !datePattern.test(range.to)) return 'incomplete';
  if (range.from > range.to) return 'reversed';
  if (range.to > today) return 'future';
  if (daysInRange(range) > daysMaximum) return 'tooLong';
  return null;
}

/**
 * The overview call of a period: the named periods need nothing else, a chosen range sends its two days,
 * and a range that is not valid yet asks nothing (null) so the page keeps showing what it had.
 */
export function overviewQueryOf(period: TeamPeriod, range: DateRange, today: string): TeamOverviewQuery | null {
  if (period !== 'range') return { period };
  if (rangeProblemOf(range, today) !== null) return null;
  return { period, from: range.from, to: range.to };
}
