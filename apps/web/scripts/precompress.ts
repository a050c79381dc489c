import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)$/u;
/** Below this size a compressed copy saves less than a round of header bytes. */
const sizeMinimum = 1_024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes a Brotli (.br, best quality) and a gzip (.gz) copy beside every text file of the build, once, so the
 * server sends a browser the compressed bytes without compressing anything per request. A copy is kept
 * only when it is smaller than the file.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < sizeMinimum) continue;
        const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
        if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
        const gzip = gzipSync(body, { level: 9 });
        if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
