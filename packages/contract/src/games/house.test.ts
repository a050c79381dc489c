import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashMultiplierAt, crashTickMs, crashTimeOf } from './house.ts';

describe('the crash curve', () => {
  it('starts at 1.00×, never falls, and doubles in about twelve seconds', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(11_500)).toBeGreaterThanOrEqual(195);
    expect(crashMultiplierAt(11_500)).toBeLessThanOrEqual(205);
    fc.assert(fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 5_000 }), (elapsed, more) => crashMultiplierAt(elapsed + more) >= crashMultiplierAt(elapsed)));
  });

  it('crashes at the first tick whose multiplier reaches the crash point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), (point) => {
        const time = crashTimeOf(point);
        expect(time % crashTickMs).toBe(0);
        expect(crashMultiplierAt(time)).toBeGreaterThanOrEqual(point);
        if (time > 0) expect(crashMultiplierAt(time - 1)).toBeLessThan(point);
      }),
    );
  });
});
