import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logInAndFund } from './support/member.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { startServerWithDatabase } from './support/server.ts';

/**
 * Records as a player reads them: after a dice roll, a crash bet and a lottery bet, the betting record names the
 * games in the reader's language under Originals (not slots), the account record names the games instead of
 * references, points read as points, and lottery draw times and record times share the merchant's time zone.
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
let context: BrowserContext;
let token: string;

const member = { account: 'demo_player', password: 'Demo12345' };
const within = { timeout: 20_000 };
/** The demo merchant's time zone (America/Sao_Paulo, GMT-3). */
const merchantOffsetMinutes = -180;

function merchantClock(iso: string): string {
  const shifted = new Date(Date.parse(iso) + merchantOffsetMinutes * 60_000);
  return `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}

async function open(path: string, language = 'pt'): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${server.url}${path}${separator}token=${encodeURIComponent(token)}`);
  return page;
}

async function answerOf(page: Page, path: string, act: () => Promise<void>): Promise<void> {
  const [response] = await Promise.all([page.waitForResponse((candidate) => new URL(candidate.url()).pathname === path && candidate.request().method() === 'POST', within), act()]);
  const envelope = (await response.json()) as { success: boolean; message?: string };
  expect(envelope.success, envelope.message).toBe(true);
}

beforeAll(async () => {
  server = await startServerWithDatabase({ GAMES_CRASH_RUNNER: 'true' });
  browser = await launchBrowser();
  context = await newContext(browser, { width: 1280 });
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'pt');
    for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
  });
  ({ token } = await logInAndFund(context, server.url, member, 1_000_000, 'records-e2e'));
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('player records', () => {
  it('names the games, counts house games under Originals, shows points as points and one time zone', { timeout: 240_000 }, async () => {
    const dice = await open('/house/dice');
    await dice.getByTestId('dice-roll').waitFor(within);
    await answerOf(dice, '/wps/house/dice/roll', () => dice.getByTestId('dice-roll').click());
    await dice.close();

    const crash = await open('/house/crash');
    const bet = crash.getByTestId('crash-bet');
    await bet.waitFor(within);
    await expect.poll(() => bet.isEnabled(), { timeout: 60_000, interval: 250 }).toBe(true);
    await answerOf(crash, '/wps/house/crash/bet', () => bet.click());
    await crash.close();

    const lottery = await open('/lottery?gameCode=SSC_1M');
    await lottery.getByTestId('countdown').waitFor(within);
    for (let position = 1; position <= 5; position++) await lottery.getByRole('group', { name: `Posição ${position}` }).locator(`[data-value="${position}"]`).click();
    await expect.poll(async () => {
      const text = (await lottery.getByTestId('countdown').textContent()) ?? '';
      const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
      return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
    }, { timeout: 70_000, interval: 500 }).toBeGreaterThanOrEqual(8);
    await lottery.getByTestId('place-bet').click();
    await expect.poll(() => lottery.getByTestId('my-bets').locator('tr[data-status]').count(), within).toBeGreaterThanOrEqual(1);
    await lottery.close();

    // The betting record, in Portuguese: names and categories as the lobby shows them; no references. The crash
    // round is recorded when it ends, so the page is read again until both rounds are there.
    const records = await open('/member/personalHistoryCopy');
    const rows = records.locator('tr[data-round-id]');
    let text = '';
    await expect.poll(async () => {
      await records.reload();
      await rows.first().waitFor(within).catch(() => undefined);
      text = (await records.locator('table').first().textContent()) ?? '';
      return text.includes('Dados') && text.includes('Foguete');
    }, { timeout: 90_000, interval: 2_000 }).toBe(true);
    expect(text).toContain('Originais');
    expect(text).not.toMatch(/HOUSE:/);
    expect(text).not.toContain('Slots');
    // Round times are the merchant's.
    const times = await records.locator('tr[data-round-id] time').evaluateAll((elements) => elements.map((element) => ({ iso: element.getAttribute('datetime') ?? '', text: element.textContent ?? '' })));
    for (const time of times) expect(time.text).toContain(merchantClock(time.iso));
    await screenshot(records, 'records-betting-pt-1280');
    await records.close();

    // In English the same rounds read in English.
    const english = await open('/member/personalHistoryCopy', 'en');
    let englishText = '';
    await expect.poll(async () => (englishText = (await english.locator('table').first().textContent()) ?? ''), within).toContain('Crash');
    expect(englishText).toContain('Dice');
    expect(englishText).toContain('Crash');
    expect(englishText).toContain('Originals');
    await screenshot(english, 'records-betting-en-1280');
    await english.close();

    // The profit page groups the house games under Originals, not under slots.
    const profit = await open('/member/personalProfit');
    await expect.poll(async () => (await profit.locator('main').textContent()) ?? '', within).toContain('Originais');
    await screenshot(profit, 'records-profit-pt-1280');
    await profit.close();

    // The account record names the game instead of the ledger reference.
    const history = await open('/member/transactionHistory');
    await expect.poll(async () => (await history.locator('main').textContent()) ?? '', within).toContain('Dados');
    expect((await history.locator('main').textContent()) ?? '').not.toMatch(/HOUSE:(DICE|CRASH)/);
    await screenshot(history, 'records-transactions-pt-1280');
    await history.close();

    // Points are points.
    const wallets = await open('/member/transferFund');
    await expect.poll(async () => (await wallets.locator('main').textContent()) ?? '', within).toMatch(/0,00 pts/);
    await wallets.close();

    // The lottery centre's next draw time is in the merchant's time zone, as the records' times are.
    const centre = await open('/lott');
    const next = centre.getByTestId('next-draw-time').first();
    await next.waitFor(within);
    const drawAt = (await next.getAttribute('data-draw-at')) ?? '';
    expect((await next.textContent()) ?? '').toContain(merchantClock(drawAt));
    await centre.close();
  });
});
