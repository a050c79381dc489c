import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { apiCall, apiLoginToken } from './support/api-login.ts';
import { startServerWithDatabase } from './support/server.ts';

/**
 * The home page: the game search (as the player types, debounced, in the site's language; a result opens the
 * game), the HOT badge only where it tells something, and vendor lanes that leave no empty area at 1280 and 390 px.
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
let token: string;
const within = { timeout: 30_000 };

interface Card {
  nodeId: number;
  gameName: string;
  isHot: number;
  isGame: string;
  vassalage: string;
}

beforeAll(async () => {
  server = await startServerWithDatabase();
  browser = await launchBrowser();
  token = await apiLoginToken(server.url, 'demo_player', 'Demo12345');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openHome(options: { language: 'pt' | 'en'; width?: number; member?: boolean }): Promise<{ page: Page; searches: string[]; close: () => Promise<void> }> {
  const width = options.width ?? 1280;
  const context = await newContext(browser, { width, height: width < 500 ? 844 : 900 });
  await context.addInitScript((language) => {
    if (window.top !== window) return;
    if (language !== 'pt') localStorage.setItem('language', language);
    for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
  }, options.language);
  const page = await context.newPage();
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/lgw/games/list' && url.searchParams.get('gameName')) searches.push(url.searchParams.get('gameName')!);
  });
  await page.goto(`${server.url}/${options.member ? `?token=${encodeURIComponent(token)}` : ''}`);
  await page.locator('[data-section="home-section-hot"]').waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
    await screenshot(page, `home-failed-${options.language}-${width}`);
    throw error;
  });
  return { page, searches, close: () => context.close() };
}

describe('the home page', () => {
  it('finds games by name as the player types, in PT and EN, with one search per pause, and a result opens the game', async () => {
    const hot = await apiCall<{ list: Card[] }>(server.url, '/lgw/games/hot/list?isPlatform=2&platform=flash,html5-desktop&language=pt');
    const game = hot.list.find((entry) => entry.isGame === 'GAME' && entry.vassalage !== 'HOUSE')!;
    const english = (await apiCall<{ list: Card[] }>(server.url, '/lgw/games/hot/list?isPlatform=2&platform=flash,html5-desktop&language=en')).list.find((entry) => entry.nodeId === game.nodeId)!;
    expect(english.gameName).not.toBe(game.gameName);

    for (const [language, name, label] of [
      ['pt', game.gameName, 'Buscar jogos'],
      ['en', english.gameName, 'Search games'],
    ] as const) {
      const { page, searches, close } = await openHome({ language, member: true });
      const box = page.getByRole('searchbox', { name: label });
      await box.pressSequentially(name, { delay: 40 });
      const results = page.getByRole('list', { name: language === 'pt' ? 'Jogos encontrados' : 'Games found' });
      await results.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().waitFor(within);
      // Typing searched only when it paused, not once a key, and last for the whole name.
      await expect.poll(() => searches.at(-1), within).toBe(name);
      expect(searches.length).toBeLessThanOrEqual(Math.ceil(name.length / 3));
      await screenshot(page, `home-search-${language}-1280`);
      if (language === 'en') {
        await results.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
        await expect.poll(() => new URL(page.url()).pathname, within).toBe('/seamless');
      } else {
        await box.fill('zzzz-no-such-game');
        await page.getByText('Nenhum jogo encontrado para “zzzz-no-such-game”').waitFor(within);
      }
      await close();
    }
  });

  it('shows the HOT badge only on hot games, and not on every tile of the hot list', async () => {
    const { page, close } = await openHome({ language: 'pt' });
    const hotSection = page.locator('[data-section="home-section-hot"]');
    expect(await hotSection.locator('[data-node-id]').count()).toBeGreaterThan(0);
    expect(await hotSection.locator('[data-node-id] span').evaluateAll((spans) => spans.filter((span) => span.textContent?.trim().toUpperCase() === 'HOT').length)).toBe(0);

    const listed = await apiCall<{ games: Card[] }>(server.url, '/lgw/games/list?gameType=RNG&vassalage=&gameClassify=&gameName=&pageNo=1&pageSize=36&language=pt&clientType=3&platform=html5-desktop');
    await page.goto(`${server.url}/rng`);
    await page.getByRole('tab', { name: 'Todos', exact: true }).click();
    await page.locator('main [data-node-id]').first().waitFor(within);
    const badged = await page.locator('main [data-node-id]').evaluateAll((cards) =>
      cards.map((card) => [Number(card.getAttribute('data-node-id')), Array.from(card.querySelectorAll('span')).some((span) => span.textContent?.trim().toUpperCase() === 'HOT')] as const),
    );
    const hotIds = new Set(listed.games.filter((entry) => entry.isHot === 1).map((entry) => entry.nodeId));
    expect(hotIds.size).toBeGreaterThan(0);
    expect(hotIds.size).toBeLessThan(listed.games.length);
    for (const [nodeId, hasBadge] of badged) expect(hasBadge, `game ${nodeId}`).toBe(hotIds.has(nodeId));
    await close();
  });

  for (const width of [1280, 390]) {
    it(`at ${width} px no vendor lane leaves an empty area or a wide tile`, async () => {
      const { page, close } = await openHome({ language: width === 1280 ? 'pt' : 'en', width });
      const lanes = page.locator('section[data-section^="home-section-"]:has(ul > li)');
      await page.locator('[data-section="home-section-COCK"]').waitFor(within);
      const measured = await lanes.evaluateAll((sections) =>
        sections.map((section) => {
          const row = section.parentElement!;
          const tiles = Array.from(section.querySelectorAll('ul > li')).map((tile) => tile.getBoundingClientRect());
          const rowBox = row.getBoundingClientRect();
          const lastOfRow = Array.from(row.querySelectorAll('ul > li')).map((tile) => tile.getBoundingClientRect()).reduce((last, tile) => (tile.right > last.right ? tile : last));
          return {
            lane: section.getAttribute('data-section'),
            widest: Math.max(...tiles.map((tile) => tile.width)),
            rowWidth: rowBox.width,
            rowScrolls: row.scrollWidth > row.clientWidth + 1 || section.querySelector('ul')!.scrollWidth > section.querySelector('ul')!.clientWidth + 1,
            gapAtEnd: rowBox.right - lastOfRow.right,
          };
        }),
      );
      expect(measured.map((lane) => lane.lane)).toContain('home-section-COCK');
      for (const lane of measured) {
        // A tile is never wider than two thirds of the row (a lone vendor stretched over the lane would be).
        expect(lane.widest, `${lane.lane} tile width`).toBeLessThanOrEqual(lane.rowWidth * 0.67);
        // The row is filled to its end, or scrolls sideways with more tiles.
        if (!lane.rowScrolls) expect(lane.gapAtEnd, `${lane.lane} empty area`).toBeLessThan(24);
      }
      await page.locator('[data-section="home-section-COCK"]').scrollIntoViewIfNeeded();
      await screenshot(page, `home-lanes-${width}`);
      await close();
    });
  }
});
