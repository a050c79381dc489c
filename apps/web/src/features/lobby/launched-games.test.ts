import { describe, expect, it } from 'vitest';
import { rememberLaunch, wasLaunched } from './launched-games.ts';

describe('launched games', () => {
  it('frames only the addresses this tab launched, the latest twenty', () => {
    expect(wasLaunched('https://launch.example/open?token=1')).toBe(false);
    for (let index = 1; index <= 21; index += 1) rememberLaunch(`https://launch.example/open?token=${index}`);
    expect(wasLaunched('https://launch.example/open?token=21')).toBe(true);
    expect(wasLaunched('https://launch.example/open?token=2')).toBe(true);
    expect(wasLaunched('https://launch.example/open?token=1')).toBe(false);
  });
});
