import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { storageKeys } from '../apps/web/src/config/storage-keys.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { repositoryRoot, startServerWithDatabase } from './support/server.ts';

/**
 * The agent centre's announcements in Chromium against the built server with the demo content: the demo agent
 * opens them from the first entry of the nav, reads the agents' demo announcements newest first in Brazilian
 * Portuguese, unfolds a long one, switches the site to English and reads the English texts; on a 390 px phone the
 * page fits its window.
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;

const within = { timeout: 20_000 };
const agent = { account: 'demo_agent', password: 'Agent12345' };

beforeAll(async () => {
  server = await startServerWithDatabase();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The announcement popups would cover the pages; the tests mark them read before the site starts. */
function closeAnnouncements(closedKey: string): void {
  sessionStorage.setItem(`${closedKey}:guest`, '1');
  sessionStorage.setItem(`${closedKey}:member`, '1');
}

async function openContext(width: number): Promise<BrowserContext> {
  const context = await newContext(browser, { width });
  await context.addInitScript(closeAnnouncements, storageKeys.announcementClosed);
  return context;
}

/** A screenshot under e2e/artifacts (the whole page), once the start-up loader has gone. */
async function shot(target: Page, name: string): Promise<void> {
  await target.locator('#boot-loader').waitFor({ state: 'detached', ...within });
  // The sticky header would otherwise be drawn where the window last was.
  await target.evaluate(() => window.scrollTo(0, 0));
  await target.screenshot({ path: path.join(repositoryRoot, 'e2e', 'artifacts', `${name}.png`), fullPage: true });
}

/** How far the page is wider than its window (something overflows sideways). */
async function overflowPx(target: Page): Promise<number> {
  return target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function agentLogin(target: Page): Promise<void> {
  await target.goto(`${server.url}/agent`);
  await target.getByLabel('Nome de usuário').fill(agent.account);
  await target.getByLabel(/^Senha/).fill(agent.password);
  await target.getByRole('button', { name: 'Entrar' }).click();
  await expect.poll(() => new URL(target.url()).pathname, { timeout: 30_000 }).toBe('/agentHome/agentTeamOverview');
  // The first login of a session greets the member; the greeting is read and closed.
  const welcome = target.getByRole('alertdialog', { name: 'Bem-vindo!' });
  const greeted = await welcome.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (greeted) await welcome.getByRole('button', { name: 'Confirmar' }).click();
  await welcome.waitFor({ state: 'hidden', ...within });
}

const announcementTitles = (target: Page) => target.getByTestId('agent-announcement').getByRole('heading', { level: 2 });

describe('the agent announcements', () => {
  it('the demo agent opens them from the nav, reads them newest first, unfolds one and reads them in English', async () => {
    const context = await openContext(1280);
    const page = await context.newPage();
    await agentLogin(page);
    const nav = page.getByRole('navigation', { name: 'Páginas do centro de agentes' });
    const navLinks = await nav.getByRole('link').allTextContents();
    // Deposit and withdraw come first, then the agent pages, the announcements leading them.
    expect(navLinks.indexOf('Comunicados')).toBeGreaterThan(0);
    expect(navLinks.indexOf('Comunicados')).toBe(navLinks.indexOf('Visão da equipe') - 1);
    await nav.getByRole('link', { name: 'Comunicados' }).click();
    await expect.poll(() => new URL(page.url()).pathname, within).toBe('/agentHome/agentAnnouncement');
    await page.getByRole('heading', { level: 1, name: 'Comunicados' }).waitFor(within);
    await announcementTitles(page).first().waitFor(within);
    const titles = await announcementTitles(page).allTextContents();
    const demo = ['Relatórios da equipe por dia', 'Transferências para a sua equipe', 'Atendimento exclusivo para agentes', 'Indique com responsabilidade'];
    // The agents' demo announcements, newest first (they started 3, 9, 16 and 24 days ago).
    expect(titles.filter((title) => demo.includes(title))).toEqual(demo);
    const times = await page.getByTestId('agent-announcement').locator('time').evaluateAll((elements) => elements.map((element) => Date.parse(element.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const responsible = page.getByTestId('agent-announcement').filter({ hasText: 'Indique com responsabilidade' });
    await expect.poll(() => responsible.getByText(/maiores de 18 anos/).isVisible()).toBe(true);
    await shot(page, 'agent-announcements-pt-1280');

    // A long announcement is folded until it is opened, and can be folded again.
    const transfers = page.getByTestId('agent-announcement').filter({ hasText: 'Transferências para a sua equipe' });
    const readMore = transfers.getByRole('button', { name: 'Ler mais' });
    if (await readMore.isVisible()) {
      await readMore.click();
      await transfers.getByRole('button', { name: 'Mostrar menos' }).waitFor(within);
      expect(await transfers.getByRole('button', { name: 'Mostrar menos' }).getAttribute('aria-expanded')).toBe('true');
    }

    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('option', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor(within);
    await page.getByRole('heading', { level: 2, name: 'Recruit responsibly' }).waitFor(within);
    const english = await announcementTitles(page).allTextContents();
    expect(english.filter((title) => ['Daily team reports', 'Transfers to your team', 'Support for agents', 'Recruit responsibly'].includes(title))).toEqual([
      'Daily team reports',
      'Transfers to your team',
      'Support for agents',
      'Recruit responsibly',
    ]);
    expect(english).not.toContain('Indique com responsabilidade');
    await expect.poll(() => nav.or(page.getByRole('navigation', { name: 'Agent centre pages' })).getByRole('link', { name: 'Announcements' }).isVisible()).toBe(true);
    await shot(page, 'agent-announcements-en-1280');
    await context.close();
  }, 120_000);

  it('fits a 390 px phone', async () => {
    const context = await openContext(390);
    const page = await context.newPage();
    await agentLogin(page);
    await page.goto(`${server.url}/agentHome/agentAnnouncement`);
    await page.getByRole('heading', { level: 2, name: 'Indique com responsabilidade' }).waitFor(within);
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    // On a phone the longer announcements are folded; one opens and folds again.
    const responsible = page.getByTestId('agent-announcement').filter({ hasText: 'Indique com responsabilidade' });
    const readMore = responsible.getByRole('button', { name: 'Ler mais' });
    expect(await readMore.getAttribute('aria-expanded')).toBe('false');
    const foldedHeight = (await responsible.boundingBox())!.height;
    await readMore.click();
    const showLess = responsible.getByRole('button', { name: 'Mostrar menos' });
    expect(await showLess.getAttribute('aria-expanded')).toBe('true');
    expect((await responsible.boundingBox())!.height).toBeGreaterThan(foldedHeight);
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    await showLess.click();
    await readMore.waitFor(within);
    await shot(page, 'agent-announcements-pt-390');
    await context.close();
  }, 120_000);
});
