import { describe, expect, it } from 'vitest';
import { addDays, endsToday, formatRangeDay, merchantDate, rangeEndingOn, shiftRange } from './date-range.ts';

describe('records period', () => {
  it('cuts days in the merchant time zone', () => {
    // 01:30 UTC is still the previous evening in São Paulo (GMT-3).
    expect(merchantDate(new Date('2026-03-01T01:30:00Z'), -180)).toBe('2026-02-28');
    expect(merchantDate(new Date('2026-03-01T03:00:00Z'), -180)).toBe('2026-03-01');
  });

  it('moves dates across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('a 7-day and a 30-day period include today', () => {
    expect(rangeEndingOn('2026-11-22', 7)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeEndingOn('2026-11-22', 30)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
  });

  it('steps to the previous and the next period of the same length', () => {
    const today = '2026-11-22';
    const previous = shiftRange(rangeEndingOn(today, 7), 7, 'previous', today);
    expect(previous).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(shiftRange(previous, 7, 'next', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(shiftRange(rangeEndingOn(today, 30), 30, 'previous', today)).toEqual({ from: '2026-09-24', to: '2026-10-23' });
  });

  it('never steps past today', () => {
    const today = '2026-11-22';
    const almost = { from: '2026-11-12', to: '2026-11-18' };
    expect(shiftRange(almost, 7, 'next', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(endsToday(rangeEndingOn(today, 7), today)).toBe(true);
    expect(endsToday(almost, today)).toBe(false);
  });

  it('shows a day in the reader’s language without moving it', () => {
    expect(formatRangeDay('2026-11-22', 'pt-BR')).toBe('22/11/2026');
    expect(formatRangeDay('2026-11-22', 'en-GB')).toBe('22/11/2026');
    expect(formatRangeDay('2026-11-22', 'en-GB', true)).toBe('Sun, 22/11/2026');
  });
});
