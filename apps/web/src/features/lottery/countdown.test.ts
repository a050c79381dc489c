import { describe, expect, it } from 'vitest';
import { clockOffsetMs, countdownText, phaseOf, untilNextDraw } from './countdown.ts';

const draw = { opensAt: '2026-11-22T10:00:00Z', closesAt: '2026-11-22T10:00:55Z', drawAt: '2026-11-22T10:01:00Z' };

describe('the issue countdown', () => {
  it('counts down to the close while open, then to the draw', () => {
    expect(phaseOf(draw, Date.parse('2026-11-22T10:00:30Z'))).toEqual({ phase: 'open', remainingMs: 25_000 });
    expect(phaseOf(draw, Date.parse('2026-11-22T10:00:57Z'))).toEqual({ phase: 'closed', remainingMs: 3_000 });
    expect(phaseOf(draw, Date.parse('2026-11-22T10:01:01Z')).phase).toBe('drawing');
  });

  it('follows the server’s clock, not the browser’s', () => {
    expect(clockOffsetMs('2026-11-22T10:00:30Z', Date.parse('2026-11-22T10:00:20Z'))).toBe(10_000);
  });

  it('writes minutes and seconds, and hours and days for calendar draws', () => {
    expect(countdownText(65_000)).toBe('01:05');
    expect(countdownText(3 * 3_600_000 + 1_000)).toBe('03:00:01');
    expect(countdownText(2 * 86_400_000 + 60_000)).toBe('2d 00:01:00');
  });
});

describe('the next draw of a listed game', () => {
  it('moves an interval game to its next draw on the grid once the listed one has passed', () => {
    const now = Date.parse('2026-11-22T10:02:10Z');
    expect(untilNextDraw('2026-11-22T10:01:00Z', 60, now)).toBe(50_000);
    expect(untilNextDraw('2026-11-22T10:05:00Z', 60, now)).toBe(170_000);
    expect(untilNextDraw('2026-11-22T10:01:00Z', null, now)).toBeNull();
  });
});
