/** A period of merchant-local days (the member centre records and reports), both ends included, as `yyyy-MM-dd`. */
export interface DateRange {
  from: string;
  to: string;
}

/** The preset lengths of the records' period (spec §9: the previous and next 7 and 30 days). */
export const rangeLengthsInDays = [7, 30] as const;
export type RangeLengthInDays = (typeof rangeLengthsInDays)[number];

const dayMs = 86_400_000;

/** The merchant-local date of an instant: the records cut days in the merchant's time zone. */
export function merchantDate(at: Date, gmtOffsetMinutes: number): string {
  return new Date(at.getTime() + gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** A date moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * dayMs).toISOString().slice(0, 10);
}

/** The period of `length` days that ends on `to`. */
export function rangeEndingOn(to: string, length: RangeLengthInDays): DateRange {
  return { from: addDays(to, -(length - 1)), to };
}

/**
 * The previous or next period of the same length. The next one never runs past today: the records hold
 * nothing later, so stepping forward stops at the period that ends today.
 */
export function shiftRange(range: DateRange, length: RangeLengthInDays, direction: 'previous' | 'next', today: string): DateRange {
  const to = addDays(range.to, direction === 'previous' ? -length : length);
  return rangeEndingOn(to > today ? today : to, length);
}

/** Whether a period already ends today, so there is no next one. */
export function endsToday(range: DateRange, today: string): boolean {
  return range.to >= today;
}

/** A day of a period in the reader's language (`dd/MM/yyyy` in PT), optionally with its weekday. */
export function formatRangeDay(date: string, language: string, withWeekday = false): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withWeekday ? { weekday: 'short' } : {}),
  }).format(new Date(`${date}T00:00:00Z`));
}
