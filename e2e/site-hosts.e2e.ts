import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { apiCall, apiLoginToken } from './support/api-login.ts';
import { startServerWithDatabase } from './support/server.ts';
import { reserveVendorSimUrl, startVendorSim, type RunningVendorSim } from './support/vendor-sim.ts';

/**
 * The site works at every address it is reached at: the same server opened as 127.0.0.1 (its PUBLIC_URL) and as
 * localhost shows every picture of the home page and plays a vendor game in its frame, without one console error
 * (a Content-Security-Policy refusal is one).
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let vendorSim: RunningVendorSim;
let browser: Browser;
let token: string;
const within = { timeout: 15_000 };

beforeAll(async () => {
  const vendorUrl = await reserveVendorSimUrl();
  server = await startServerWithDatabase({ VENDOR_SIM_URL: vendorUrl });
  vendorSim = await startVendorSim({ url: vendorUrl, platformUrl: server.url });
  browser = await launchBrowser();
  token = await apiLoginToken(server.url, 'demo_player', 'Demo12345');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await vendorSim?.stop();
  await server?.close();
});

/** The server's address under another name of this machine. */
function at(hostname: string): string {
  const url = new URL(server.url);
  url.hostname = hostname;
  return url.origin;
}

async function openAt(origin: string, path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await newContext(browser, { width: 1280 });
  await context.addInitScript(() => {
    if (window.top !== window) return;
    for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  return { page, errors, close: () => context.close() };
}

/** Loads every picture of the page at once (lazy ones too, in carousels off screen) and reports each that did not load. */
async function brokenPictures(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll('main img')).map((image) => image as HTMLImageElement);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main img'))
      .map((image) => image as HTMLImageElement)
      .filter((image) => !image.complete || image.naturalWidth === 0 || image.src.includes('default-icon'))
      .map((image) => image.src),
  );
}

describe('the site at two addresses of the same server', () => {
  for (const hostname of ['127.0.0.1', 'localhost']) {
    it(`at ${hostname}: every home picture loads and a vendor game plays in its frame, without a console error`, { timeout: 180_000 }, async () => {
      const origin = at(hostname);
      const home = await openAt(origin, '/');
      await home.page.locator('[data-section="home-section-hot"]').waitFor(within).catch(async (error: unknown) => {
        await screenshot(home.page, `site-hosts-failed-${hostname}`);
        throw new Error(`${String(error)}\n${home.errors.join('\n')}`);
      });
      await home.page.locator('main img').first().waitFor(within);
      expect(await home.page.locator('main img').count()).toBeGreaterThan(10);
      expect(await brokenPictures(home.page)).toEqual([]);
      await home.page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(home.page, `site-hosts-home-${hostname}`);
      expect(home.errors).toEqual([]);
      await home.close();

      const vendors = await apiCall<{ vendors: Array<{ vassalage: string; gameTypes: string[] }> }>(server.url, '/lgw/games/vassalage_game_types?language=pt');
      const vendor = vendors.vendors.find((entry) => entry.gameTypes.includes('RNG') && !['HOUSE', 'LOTT', 'ELOTT'].includes(entry.vassalage));
      if (!vendor) throw new Error('no external slots vendor in the catalogue');
      const game = await openAt(origin, `/rng?vassalage=${vendor.vassalage}`);
      const firstGame = game.page.locator('main [data-node-id]').first();
      await firstGame.waitFor(within);
      await firstGame.getByRole('button').first().click();
      await expect.poll(() => new URL(game.page.url()).pathname, within).toBe('/seamless');
      expect(new URL(game.page.url()).origin).toBe(origin);
      const frame = game.page.frameLocator('iframe');
      await frame.locator('[data-balance]').waitFor(within);
      await screenshot(game.page, `site-hosts-game-${hostname}`);
      expect(game.errors).toEqual([]);
      await game.close();
    });
  }
});
