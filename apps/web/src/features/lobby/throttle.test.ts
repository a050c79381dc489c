import { describe, expect, it } from 'vitest';
import { createThrottle, favouriteToggleIntervalMs } from './throttle.ts';

describe('favourite toggle throttle', () => {
  it('lets one toggle through per second and drops the ones in between', () => {
    let time = 10_000;
    const tryPass = createThrottle(favouriteToggleIntervalMs, () => time);
    expect(tryPass()).toBe(true);
    time += 400;
    expect(tryPass()).toBe(false);
    time += 599;
    expect(tryPass()).toBe(false);
    time += 1;
    expect(tryPass()).toBe(true);
  });
});
