import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The built web app is served by the server: hashed assets cached for a year, index.html revalidated, and
 * each file in the compressed copy the build wrote beside it when the browser takes that coding.
 */
describe('the web app’s files', () => {
  let test: TestApp;
  let distDir: string;
  const script = `export const lobby = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `game ${index}`))};\n`;
  const page = `<!doctype html><html lang="pt"><head><title>Lobby</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    for (const [file, body] of [['assets/index-abc123.js', script], ['index.html', page]] as const) {
      writeFileSync(path.join(distDir, file), body);
      writeFileSync(path.join(distDir, `${file}.br`), brotliCompressSync(body));
      writeFileSync(path.join(distDir, `${file}.gz`), gzipSync(body));
    }
    test = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await test.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    test.app.server.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a hashed asset as Brotli to a browser that takes it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/u);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client that takes only gzip, and the file as it is to one that takes neither', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html for the app’s routes, compressed and revalidated on every visit', async () => {
    for (const url of ['/', '/promotions']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    }
  });
});
