import { describe, expect, it } from 'vitest';
import { drawTimesAt, issueOf, nextDrawAt, upcomingDraws, zoneOffsetMinutes } from './schedule.ts';

describe('draw schedules', () => {
  it('numbers a one-minute draw by its minute of the local day: 08:01 in São Paulo is issue 0481', () => {
    const drawAt = new Date('2026-11-22T11:01:00Z');
    expect(issueOf({ kind: 'interval', seconds: 60 }, 'America/Sao_Paulo', drawAt)).toBe('20261122-0481');
  });

  it('gives the midnight draw to the day it closes, as its last issue', () => {
    expect(issueOf({ kind: 'interval', seconds: 60 }, 'America/Sao_Paulo', new Date('2026-11-23T03:00:00Z'))).toBe('20261122-1440');
    expect(issueOf({ kind: 'interval', seconds: 300 }, 'UTC', new Date('2026-11-23T00:05:00Z'))).toBe('20261123-0001');
  });

  it('opens a fast draw when the previous one is drawn and closes it a few seconds before its own', () => {
    const times = drawTimesAt({ kind: 'interval', seconds: 60 }, 'UTC', 5, new Date('2026-11-22T10:00:00Z'));
    expect(times).toEqual({
      issue: '20261122-0600',
      opensAt: new Date('2026-11-22T09:59:00Z'),
      closesAt: new Date('2026-11-22T09:59:55Z'),
      drawAt: new Date('2026-11-22T10:00:00Z'),
    });
  });

  it('draws the next fast issue strictly after a given time, on the interval grid from local midnight', () => {
    expect(nextDrawAt({ kind: 'interval', seconds: 45 }, 'UTC', new Date('2026-11-22T00:00:44Z'))).toEqual(new Date('2026-11-22T00:00:45Z'));
    expect(nextDrawAt({ kind: 'interval', seconds: 45 }, 'UTC', new Date('2026-11-22T00:00:45Z'))).toEqual(new Date('2026-11-22T00:01:30Z'));
  });

  it('draws the Vietnamese North at 18:15 Ho Chi Minh City time on its weekdays', () => {
    expect(zoneOffsetMinutes('Asia/Ho_Chi_Minh', new Date('2026-11-22T00:00:00Z'))).toBe(420);
    // 22 November 2026 is a Sunday; Hà Nội draws on Mondays and Thursdays.
    const schedule = { kind: 'weekly' as const, time: '18:15', weekdays: [1, 4] };
    const draws = upcomingDraws(schedule, 'Asia/Ho_Chi_Minh', 600, new Date('2026-11-22T12:00:00Z'), 3);
    expect(draws.map((draw) => draw.drawAt.toISOString())).toEqual(['2026-11-23T11:15:00.000Z', '2026-11-26T11:15:00.000Z', '2026-11-30T11:15:00.000Z']);
    expect(draws[0]).toMatchObject({ issue: '20261123-0001', opensAt: new Date('2026-11-19T11:15:00Z'), closesAt: new Date('2026-11-23T11:05:00Z') });
  });

  it('draws the Thai lottery on the 1st and 16th of each month', () => {
    const schedule = { kind: 'monthly' as const, time: '15:30', days: [1, 16] };
    const draws = upcomingDraws(schedule, 'Asia/Bangkok', 1_800, new Date('2026-11-22T00:00:00Z'), 3);
    expect(draws.map((draw) => draw.drawAt.toISOString())).toEqual(['2026-12-01T08:30:00.000Z', '2026-12-16T08:30:00.000Z', '2027-01-01T08:30:00.000Z']);
    expect(draws[0]!.opensAt).toEqual(new Date('2026-11-16T08:30:00Z'));
  });

  it('keeps local time across a daylight-saving change', () => {
    const schedule = { kind: 'weekly' as const, time: '20:00', weekdays: [0, 1, 2, 3, 4, 5, 6] };
    const draws = upcomingDraws(schedule, 'Europe/Lisbon', 60, new Date('2026-10-24T12:00:00Z'), 2);
    expect(draws.map((draw) => draw.drawAt.toISOString())).toEqual(['2026-10-24T19:00:00.000Z', '2026-10-25T20:00:00.000Z']);
  });
});
