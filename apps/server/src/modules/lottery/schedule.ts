/**
 * When a game draws and what each draw is called. Interval games draw every `seconds` counted from
 * local midnight in the game's time zone; calendar games draw at a local time on weekdays or days of
 * the month. An issue is the draw's local date and its sequence in that day: the 481st one-minute draw
 * of 22 November 2026 is 20261122-0481 (the draw at midnight closes the previous day, as 1440).
 */
import type { LotterySchedule } from '@platform/contract';
import { createCache } from '../../platform/cache.ts';

const minuteMs = 60_000;
const dayMs = 86_400_000;
/** A calendar search never looks further than this for the next draw. */
const calendarSearchDaysMax = 400;

export interface DrawTimes {
  issue: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

// Formatters are costly to build and a platform uses a handful of time zones.
const offsetFormatters = createCache<Intl.DateTimeFormat>({ name: 'time_zone_formatters', maxEntries: 500 });

/** Minutes the time zone is ahead of UTC at `instant` (Asia/Ho_Chi_Minh: 420). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The local wall-clock time of an instant, as milliseconds since the epoch read as if local were UTC. */
function localMs(timeZone: string, instant: Date): number {
  return instant.getTime() + zoneOffsetMinutes(timeZone, instant) * minuteMs;
}

/** The UTC instant of a local wall-clock time (the zone's offset at that moment). */
function instantOfLocal(timeZone: string, local: number): Date {
  const guess = new Date(local - zoneOffsetMinutes(timeZone, new Date(local)) * minuteMs);
  return new Date(local - zoneOffsetMinutes(timeZone, guess) * minuteMs);
}

function compactDate(local: number): string {
  return new Date(local).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The issue of a draw at `drawAt`. */
export function issueOf(schedule: LotterySchedule, timeZone: string, drawAt: Date): string {
  const local = localMs(timeZone, drawAt);
  const dayStart = Math.floor(local / dayMs) * dayMs;
  if (schedule.kind !== 'interval') return `${compactDate(dayStart)}-0001`;
  const intervalMs = schedule.seconds * 1000;
  const intoDay = local - dayStart;
  if (intoDay === 0) return `${compactDate(dayStart - dayMs)}-${String(dayMs / intervalMs).padStart(4, '0')}`;
  return `${compactDate(dayStart)}-${String(Math.ceil(intoDay / intervalMs)).padStart(4, '0')}`;
}

function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

function isCalendarDay(schedule: Extract<LotterySchedule, { kind: 'weekly' | 'monthly' }>, dayStart: number): boolean {
  const date = new Date(dayStart);
  return schedule.kind === 'weekly' ? schedule.weekdays.includes(date.getUTCDay()) : schedule.days.includes(date.getUTCDate());
}

/** The first draw strictly after `after` (or strictly before it, searching backwards). */
function calendarDraw(schedule: Extract<LotterySchedule, { kind: 'weekly' | 'monthly' }>, timeZone: string, after: Date, direction: 1 | -1): Date {
  const local = localMs(timeZone, after);
  const firstDay = Math.floor(local / dayMs) * dayMs;
  const timeMs = minutesOfTime(schedule.time) * minuteMs;
  for (let step = 0; step <= calendarSearchDaysMax; step++) {
    const dayStart = firstDay + direction * step * dayMs;
    if (!isCalendarDay(schedule, dayStart)) continue;
    const candidate = instantOfLocal(timeZone, dayStart + timeMs);
    if (direction === 1 ? candidate > after : candidate < after) return candidate;
  }
  throw new Error(`no draw within ${calendarSearchDaysMax} days of ${after.toISOString()}`);
}

/** The draw time strictly after `after`. */
export function nextDrawAt(schedule: LotterySchedule, timeZone: string, after: Date): Date {
  if (schedule.kind !== 'interval') return calendarDraw(schedule, timeZone, after, 1);
  const intervalMs = schedule.seconds * 1000;
  const local = localMs(timeZone, after);
  const dayStart = Math.floor(local / dayMs) * dayMs;
  const next = dayStart + (Math.floor((local - dayStart) / intervalMs) + 1) * intervalMs;
  return instantOfLocal(timeZone, next);
}

/** The draw time strictly before `before`. */
export function previousDrawAt(schedule: LotterySchedule, timeZone: string, before: Date): Date {
  if (schedule.kind !== 'interval') return calendarDraw(schedule, timeZone, before, -1);
  return new Date(before.getTime() - schedule.seconds * 1000);
}

/** Times and issue of the draw at `drawAt`: it opens when the previous draw is drawn and closes `closeSeconds` before its own. */
export function drawTimesAt(schedule: LotterySchedule, timeZone: string, closeSeconds: number, drawAt: Date): DrawTimes {
  const opensAt = previousDrawAt(schedule, timeZone, drawAt);
  const closesAt = new Date(Math.max(opensAt.getTime(), drawAt.getTime() - closeSeconds * 1000));
  return { issue: issueOf(schedule, timeZone, drawAt), opensAt, closesAt, drawAt };
}

/** The next `count` draws after `after`, the first being the one open at `after`. */
export function upcomingDraws(schedule: LotterySchedule, timeZone: string, closeSeconds: number, after: Date, count: number): DrawTimes[] {
  const draws: DrawTimes[] = [];
  let cursor = after;
  for (let index = 0; index < count; index++) {
    const drawAt = nextDrawAt(schedule, timeZone, cursor);
    draws.push(drawTimesAt(schedule, timeZone, closeSeconds, drawAt));
    cursor = drawAt;
  }
  return draws;
}
