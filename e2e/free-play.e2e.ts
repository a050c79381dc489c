import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { startServerWithDatabase } from './support/server.ts';

/**
 * Free play in Chromium against the built server: a visitor starts free play from the login modal, plays a
 * house game with the R$ 10.000,00 of play money, is shown the in_need_true_account dialog by a vendor's game
 * (its button opens the register modal), tops the play money back up from the header, and bets on the house
 * lottery with it.
 * The pages run in English so the flow reads the same whatever the Portuguese wording becomes.
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const within = { timeout: 20_000 };
const grant = 1_000_000;

beforeAll(async () => {
  server = await startServerWithDatabase();
  browser = await launchBrowser();
  context = await newContext(browser, { width: 1280 });
  await context.addInitScript(() => {
    localStorage.setItem('language', 'en');
    for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
  });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

async function balanceCents(): Promise<number> {
  const text = (await page.getByTestId('balance-amount').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

function tokenOf(target: Page): Promise<string> {
  return target.evaluate(() => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
}

async function roll(): Promise<{ stake: number; winAmount: number; balance: number }> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/wps/house/dice/roll' && candidate.request().method() === 'POST', within),
    page.getByTestId('dice-roll').click(),
  ]);
  const envelope = (await response.json()) as { success: boolean; value: { stake: number; winAmount: number; balance: number }; message: string };
  expect(envelope.success, envelope.message).toBe(true);
  return envelope.value;
}

/** Waits until the lottery issue on screen has at least `seconds` of betting left (the next issue when this one is closing). */
async function waitForOpenIssue(seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const text = (await page.getByTestId('countdown').textContent()) ?? '';
        const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
        const open = (await page.getByText('Betting closes in').isVisible().catch(() => false)) === true;
        return open && match ? Number(match[1]) * 60 + Number(match[2]) : 0;
      },
      { timeout: 70_000, interval: 500 },
    )
    .toBeGreaterThanOrEqual(seconds);
}

describe('free play', () => {
  it('starts from the login modal with R$ 10.000,00 of play money', async () => {
    await page.goto(`${server.url}/login`);
    const start = page.getByRole('dialog').getByRole('button', { name: 'Play for free (trial account)' });
    await start.waitFor(within);
    await start.scrollIntoViewIfNeeded();
    await start.click();
    await expect.poll(() => balanceCents(), within).toBe(grant);
    await page.getByRole('button', { name: 'Top up play money' }).waitFor(within);
    await screenshot(page, 'free-play-header-en-1280');
  });

  it('plays a house game with play money, which never reaches the real book', async () => {
    await page.goto(`${server.url}/house/dice`);
    await expect.poll(async () => (await page.getByTestId('server-seed-hash').textContent())?.trim(), within).toMatch(/^[0-9a-f]{64}$/);
    const first = await roll();
    expect(first.balance).toBe(grant - first.stake + first.winAmount);
    await expect.poll(() => balanceCents(), within).toBe(first.balance);
    expect(new URL(page.url()).pathname).toBe('/house/dice');
    await screenshot(page, 'free-play-dice-en-1280');
    // Real-money calls stay closed to the trial account.
    const refused = await fetch(`${server.url}/wps/wallet/withdraw/info`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
    expect(((await refused.json()) as { code: string }).code).toBe('in_need_true_account');
  });

  it('tops the play money back up to R$ 10.000,00 from the header', async () => {
    // Bet until the balance is below the grant (a win may lift it above; the top-up never takes money away). Even
    // rolls leave a balance above the grant for 20 rolls in about one run of six, so up to 80 are rolled.
    let balance = await balanceCents();
    for (let attempt = 0; attempt < 80 && balance >= grant; attempt += 1) balance = (await roll()).balance;
    expect(balance).toBeLessThan(grant);
    await page.getByRole('button', { name: 'Top up play money' }).click();
    await page.getByRole('alertdialog').getByText(/Play money topped up/).waitFor(within);
    await expect.poll(() => balanceCents(), within).toBe(grant);
  });

  it('bets on the house lottery with play money, and sees the bet marked as play money in its bets', async () => {
    await page.goto(`${server.url}/lottery?gameCode=SSC_1M`);
    await page.getByTestId('countdown').waitFor(within);
    await waitForOpenIssue(15);
    const before = await balanceCents();
    // A 5-star straight: one digit in each position, 1 combination at R$ 2,00.
    for (let position = 1; position <= 5; position++) await page.getByRole('group', { name: `Position ${position}` }).locator(`[data-value="${position}"]`).click();
    await expect.poll(() => page.getByTestId('combinations').textContent()).toBe('1');
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/lotto/lgw/bets' && candidate.request().method() === 'POST', within),
      page.getByTestId('place-bet').click(),
    ]);
    const envelope = (await response.json()) as { success: boolean; value: { balance: number; bets: { stake: number; rebate: number; playMoney: boolean }[] }; message: string };
    expect(envelope.success, envelope.message).toBe(true);
    expect(envelope.value.bets[0]).toMatchObject({ stake: 200, playMoney: true });
    expect(envelope.value.balance).toBe(before - 200 + envelope.value.bets[0]!.rebate);
    const placed = page.getByRole('alertdialog').filter({ hasText: 'Bet placed' });
    await placed.waitFor(within);
    // The confirmation closes by itself after a moment.
    await placed.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => balanceCents(), within).toBe(envelope.value.balance);
    const pending = page.getByTestId('my-bets').locator('tr[data-status="pending"]');
    await expect.poll(() => pending.count(), within).toBe(1);
    expect(await pending.first().textContent()).toContain('(demo)');
    await screenshot(page, 'free-play-lottery-en-1280');
  });

  it('shows the in_need_true_account dialog for a vendor game, whose button opens registration', async () => {
    const vendors = (await (await fetch(`${server.url}/lgw/games/vassalage_game_types?language=en`)).json()) as {
      value: { vendors: Array<{ vassalage: string; gameTypes: string[] }> };
    };
    const vendor = vendors.value.vendors.find((entry) => entry.gameTypes.includes('RNG') && !['HOUSE', 'LOTT', 'ELOTT'].includes(entry.vassalage));
    if (!vendor) throw new Error('no external slots vendor in the catalogue');
    await page.goto(`${server.url}/rng?vassalage=${vendor.vassalage}`);
    const firstGame = page.locator('main [data-node-id]').first();
    await firstGame.waitFor(within);
    await firstGame.getByRole('button').first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('A real account is required').waitFor(within);
    expect(new URL(page.url()).pathname).toBe('/rng');
    await screenshot(page, 'free-play-true-account-en-1280');
    await dialog.getByRole('button', { name: 'Create a real account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create account' }).waitFor(within);
    expect(await tokenOf(page)).toBe('');
  });
});
