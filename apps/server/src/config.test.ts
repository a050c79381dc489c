import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.trustProxy).toEqual(['loopback']);
  });

  it('stops start-up with every problem listed', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MERCHANT_CODE: 'lower case' });
    expect(attempt).toThrow(ConfigurationError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('MERCHANT_CODE');
    }
  });

  it('refuses production without real secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET.*\n.*OPERATOR_TOKEN|OPERATOR_TOKEN/s);
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'a'.repeat(40), OPERATOR_TOKEN: 'b'.repeat(30) });
    expect(config.demoData).toBe(false);
  });

  it('reads trusted proxies as a hop count, a flag or a list', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });
});
