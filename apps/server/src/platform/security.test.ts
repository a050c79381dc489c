import { describe, expect, it } from 'vitest';
import { apiSecurityHeadersOf, securityHeadersOf } from './security.ts';

describe('security headers', () => {
  it('are worked out once from the configuration: strict scripts, framing by ourselves, games from the launch hosts', () => {
    const headers = securityHeadersOf({ launchHosts: ['https://launch-a.example.com'] });
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("frame-src 'self' https://launch-a.example.com");
    expect(policy).toContain("object-src 'none'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('let pictures, fetches and frames come from configured CDN hosts as origins; empty or relative entries are the own origin', () => {
    const headers = securityHeadersOf({ launchHosts: ['https://launch-a.example.com/', '/wps'], imageHosts: ['https://img.example.com/pictures', '', 'not a url'] });
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("img-src 'self' data: blob: https://img.example.com;");
    expect(policy).toContain("connect-src 'self' ws: wss: https://img.example.com https://launch-a.example.com;");
    expect(policy).toContain("frame-src 'self' https://launch-a.example.com;");
  });

  it('add HSTS in production only, on pages and on the vendor API alike', () => {
    const production = securityHeadersOf({ launchHosts: [], production: true });
    expect(production['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(apiSecurityHeadersOf({ production: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(apiSecurityHeadersOf()).not.toHaveProperty('strict-transport-security');
  });
});
