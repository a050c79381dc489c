import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The operator console is its own app under /console/: its routes get its index.html, its hashed assets are
 * cached for a year, and the player site keeps its own fallback everywhere else.
 */
describe('the console’s files', () => {
  let test: TestApp;
  let webDir: string;
  let consoleDir: string;
  const consolePage = '<!doctype html><html lang="pt-BR"><head><title>Console</title></head><body><div id="root"></div></body></html>';
  const sitePage = '<!doctype html><html lang="pt-BR"><head><title>Site</title></head><body><div id="root"></div></body></html>';
  const consoleScript = 'export const console = true;\n';

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(webDir, 'index.html'), sitePage);
    consoleDir = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
    mkdirSync(path.join(consoleDir, 'assets'));
    writeFileSync(path.join(consoleDir, 'index.html'), consolePage);
    writeFileSync(path.join(consoleDir, 'assets', 'index-abc123.js'), consoleScript);
    test = await createTestApp({ WEB_DIST_DIR: webDir, CONSOLE_DIST_DIR: consoleDir });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(consoleDir, { recursive: true, force: true });
  });

  const get = (url: string) => test.app.server.inject({ method: 'GET', url });

  it('sends the console’s index.html for /console/ and its routes, revalidated, with the site’s security headers', async () => {
    for (const url of ['/console/', '/console/audit', '/console/login', '/console/sessions?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/u);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toBe(consolePage);
    }
  });

  it('sends the console’s hashed assets cached for a year, and a missing one as a 404', async () => {
    const asset = await get('/console/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^application\/javascript/u);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(consoleScript);
    const missing = await get('/console/assets/gone-000000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'route_not_found' });
  });

  it('sends /console to /console/', async () => {
    const response = await get('/console');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/console/');
  });

  it('leaves the player site’s fallback and the API’s 404 as they were', async () => {
    for (const url of ['/', '/promotions', '/consoles']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(sitePage);
    }
    const api = await get('/ops/nothing-here');
    expect(api.statusCode).not.toBe(200);
  });
});
