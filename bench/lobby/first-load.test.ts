import { describe, expect, it } from 'vitest';
import { entryAssetsOf } from './first-load.ts';

describe('entryAssetsOf', () => {
  it('reads the entry module, its module preloads and stylesheets, and nothing else', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
      <link rel='modulepreload' href='/assets/libraries-3.js'>
      <link rel="stylesheet" crossorigin href="/assets/index-4.css">
      <script src="/legacy.js"></script>
    </head><body></body></html>`;
    expect(entryAssetsOf(html)).toEqual({
      scripts: ['/assets/index-1.js', '/assets/framework-2.js', '/assets/libraries-3.js'],
      styles: ['/assets/index-4.css'],
    });
  });
});
