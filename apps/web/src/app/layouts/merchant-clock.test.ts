import { describe, expect, it } from 'vitest';
import { gmtLabel, merchantTime } from './merchant-clock.ts';

describe('merchant clock', () => {
  it('labels the GMT offset', () => {
    expect(gmtLabel(-180)).toBe('GMT-3');
    expect(gmtLabel(480)).toBe('GMT+8');
    expect(gmtLabel(330)).toBe('GMT+5:30');
    expect(gmtLabel(0)).toBe('GMT+0');
  });

  it('shows the wall-clock time at the offset, across a day boundary', () => {
    const instant = Date.UTC(2025, 0, 1, 1, 2, 3);
    expect(merchantTime(instant, -180)).toBe('2024-12-31 22:02:03');
    expect(merchantTime(instant, 480)).toBe('2025-01-01 09:02:03');
  });
});
