import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repositoryRoot } from './server.ts';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Debian's Chromium through playwright-core. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags, headless: true });
}

/** A browser context at a viewport width, optionally speaking from a given client address (via the trusted proxy header). */
export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number; forwardedFor?: string; locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'pt-BR',
    ...(options.forwardedFor ? { extraHTTPHeaders: { 'x-forwarded-for': options.forwardedFor } } : {}),
  });
}

/** Saves a screenshot under e2e/artifacts for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const directory = path.join(repositoryRoot, 'e2e', 'artifacts');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
