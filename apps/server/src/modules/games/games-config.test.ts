import { describe, expect, it } from 'vitest';
import { betLimitsOf, defaultBetLimits, loadGamesConfig, vendorSecretOf } from './games-config.ts';

const development = { production: false, test: false };

describe('games configuration', () => {
  it('reads vendor secrets, game page addresses and bet limits, the most specific limit first', () => {
    const config = loadGamesConfig(
      {
        VENDOR_SECRETS: 'ACME:acme-secret-of-some-length,*:shared-secret-of-some-length',
        VENDOR_URLS: 'ACME:https://games.acme.example/',
        GAME_BET_LIMITS: 'ACME:*=100/5000/900000;ACME:ROULETTE=500/10000/2000000',
        VENDOR_SIM_URL: 'http://sim.example:8081',
      },
      development,
    );
    expect(vendorSecretOf(config, 'ACME')).toEqual({ secret: 'acme-secret-of-some-length', shared: false });
    expect(vendorSecretOf(config, 'OTHER')).toEqual({ secret: 'shared-secret-of-some-length', shared: true });
    expect(config.vendorUrls.get('ACME')).toBe('https://games.acme.example');
    expect(config.defaultVendorUrl).toBe('http://sim.example:8081');
    expect(betLimitsOf(config, 'ACME', 'ROULETTE')).toEqual({ stakeMin: 500, stakeMax: 10_000, winPerRoundMax: 2_000_000 });
    expect(betLimitsOf(config, 'ACME', 'SLOT')).toEqual({ stakeMin: 100, stakeMax: 5_000, winPerRoundMax: 900_000 });
    expect(betLimitsOf(config, 'OTHER', 'SLOT')).toEqual(defaultBetLimits);
    expect(betLimitsOf(config, 'HOUSE', 'SLOT').stakeMin).toBe(20);
  });

  it('has a development secret for the simulated vendor, none in production, and no crash runner in tests', () => {
    expect(vendorSecretOf(loadGamesConfig({}, development), 'ANY')?.shared).toBe(true);
    expect(vendorSecretOf(loadGamesConfig({}, { production: true, test: false }), 'ANY')).toBeUndefined();
    expect(loadGamesConfig({}, { production: false, test: true }).crashRunner).toBe(false);
    expect(loadGamesConfig({ GAMES_CRASH_RUNNER: 'true' }, { production: false, test: true }).crashRunner).toBe(true);
  });

  it('refuses malformed settings, naming the variable', () => {
    expect(() => loadGamesConfig({ VENDOR_SECRETS: 'ACME:short' }, development)).toThrow(/VENDOR_SECRETS/);
    expect(() => loadGamesConfig({ VENDOR_SECRETS: 'acme lower:secret-of-enough-length' }, development)).toThrow(/VENDOR_SECRETS/);
    expect(() => loadGamesConfig({ GAME_BET_LIMITS: 'ACME:*=500/100/1000' }, development)).toThrow(/GAME_BET_LIMITS/);
    expect(() => loadGamesConfig({ GAME_BET_LIMITS: 'ACME:*=1.5/100/1000' }, development)).toThrow(/GAME_BET_LIMITS/);
  });
});
