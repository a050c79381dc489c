import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface EntryAssets {
  scripts: string[];
  styles: string[];
}

/** The scripts and stylesheets the home route loads before any code runs: the entry module, its module preloads and stylesheets. */
export function entryAssetsOf(indexHtml: string): EntryAssets {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of indexHtml.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('<script') && /type\s*=\s*["']module["']/.test(lower)) {
      const source = attribute(tag, 'src');
      if (source) scripts.push(source);
    } else if (lower.startsWith('<link')) {
      const relation = attribute(tag, 'rel')?.toLowerCase();
      const target = attribute(tag, 'href');
      if (!target) continue;
      if (relation === 'modulepreload') scripts.push(target);
      if (relation === 'stylesheet') styles.push(target);
    }
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

export interface FirstLoadBytes {
  scripts: { raw: number; gzip: number; files: number };
  styles: { raw: number; gzip: number; files: number };
}

/** Bytes of the home route's first load, raw and gzip, read from the built web app. */
export function firstLoadBytes(distDir: string): FirstLoadBytes | undefined {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const assets = entryAssetsOf(readFileSync(indexPath, 'utf8'));
  const measure = (files: string[]) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(path.join(distDir, file.replace(/^\//, '')));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { raw, gzip, files: files.length };
  };
  return { scripts: measure(assets.scripts), styles: measure(assets.styles) };
}

export interface LighthouseFigures {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
}

/** A Lighthouse performance audit of a page in Debian's Chromium, or the reason it could not run. */
export async function lighthouseAudit(url: string, chromePath: string): Promise<LighthouseFigures | { unavailable: string }> {
  let lighthouseModule: typeof import('lighthouse');
  let launcher: typeof import('chrome-launcher');
  try {
    lighthouseModule = await import('lighthouse');
    launcher = await import('chrome-launcher');
  } catch {
    return { unavailable: 'the lighthouse package is not installed (the lead may add it to the bench workspace)' };
  }
  if (!existsSync(chromePath)) return { unavailable: `no Chromium at ${chromePath}` };
  const chrome = await launcher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const result = await lighthouseModule.default(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' }, lighthouseModule.desktopConfig);
    const audits = result?.lhr.audits;
    const numeric = (id: string) => Math.round(audits?.[id]?.numericValue ?? Number.NaN);
    return {
      score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
      firstContentfulPaintMs: numeric('first-contentful-paint'),
      largestContentfulPaintMs: numeric('largest-contentful-paint'),
      totalBlockingTimeMs: numeric('total-blocking-time'),
      speedIndexMs: numeric('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}
