import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from './precompress.ts';

/** Runs the plugin as a build does: the resolved output folder, then the end of the bundle. */
function runOn(outDir: string): void {
  const plugin = precompress();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root: path.dirname(outDir), build: { outDir: path.basename(outDir) } } as ResolvedConfig);
  (plugin.closeBundle as () => void)();
}

describe('precompressed copies of the build', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes Brotli and gzip copies of the text files large enough to gain, each decompressing to the file', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const dist = path.join(folder, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const script = `export const games = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `game ${index}`))};\n`;
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Lobby</title>${'<p>lobby</p>'.repeat(200)}`);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'assets', 'photo.png'), Buffer.alloc(4_096, 7));

    runOn(dist);

    const copy = (file: string, coding: 'br' | 'gz') => readFileSync(path.join(dist, `${file}.${coding}`));
    expect(brotliDecompressSync(copy('assets/index-abc.js', 'br')).toString()).toBe(script);
    expect(gunzipSync(copy('assets/index-abc.js', 'gz')).toString()).toBe(script);
    expect(existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(copy('assets/index-abc.js', 'br').length).toBeLessThan(script.length);
    // Too small to gain, and a format that is not text: left alone.
    expect(existsSync(path.join(dist, 'favicon.svg.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'photo.png.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'photo.png.gz'))).toBe(false);
  });
});
