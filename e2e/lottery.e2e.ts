import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logInAndFund } from './support/member.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { startServerWithDatabase } from './support/server.ts';

/**
 * The lottery in Chromium against the built server: a straight bet and a big/small bet on SSC 1 min,
 * the result arriving over the WebSocket and animating, the bets settling and the balance moving; and a
 * Vietnamese lô bet settling on the fast VN draw of the same minute.
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
let context: BrowserContext;
let token: string;

const member = { account: 'demo_player', password: 'Demo12345' };
const funding = 1_000_000;

beforeAll(async () => {
  server = await startServerWithDatabase();
  browser = await launchBrowser();
  context = await newContext(browser, { width: 1280 });
  await context.addInitScript(() => localStorage.setItem('language', 'pt'));
  ({ token } = await logInAndFund(context, server.url, member, funding, 'lottery-e2e'));
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

async function openGame(path: string): Promise<Page> {
  const page = await context.newPage();
  // Each tab keeps its own session storage: the token enters once through the address (spec §4 Login).
  await page.goto(`${server.url}${path}&token=${encodeURIComponent(token)}`);
  await page.getByTestId('countdown').waitFor();
  const announcement = page.getByRole('dialog', { name: 'Anúncio' });
  if (await announcement.isVisible().catch(() => false)) await announcement.getByRole('button', { name: 'Fechar' }).first().click();
  return page;
}

/** Waits until the issue on screen has at least `seconds` of betting left (the next issue when this one is closing). */
async function waitForOpenIssue(page: Page, seconds: number): Promise<string> {
  await expect
    .poll(
      async () => {
        const text = (await page.getByTestId('countdown').textContent()) ?? '';
        const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
        const label = (await page.getByText('As apostas fecham em').isVisible().catch(() => false)) === true;
        return label && match ? Number(match[1]) * 60 + Number(match[2]) : 0;
      },
      { timeout: 70_000, interval: 500 },
    )
    .toBeGreaterThanOrEqual(seconds);
  return ((await page.getByTestId('current-issue').textContent()) ?? '').replace(/\D+/g, ' ').trim();
}

async function place(page: Page): Promise<void> {
  await page.getByTestId('place-bet').click();
  const placed = page.getByRole('alertdialog').filter({ hasText: 'Aposta feita' });
  await placed.waitFor();
  // The confirmation closes by itself after a moment.
  await placed.waitFor({ state: 'detached', timeout: 10_000 });
}

async function balanceCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-amount').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

describe('lottery', () => {
  it('settles a straight bet, a big/small bet and a VN lô bet on their one-minute draws, with the result animating', async () => {
    const ssc = await openGame('/lottery?gameCode=SSC_1M');
    const vietnam = await openGame('/vnLottery?gameCode=VN_FAST_1M');
    await waitForOpenIssue(ssc, 30);

    // A 5-star straight: one digit in each position; the slip counts 1 combination at R$ 2,00.
    await ssc.bringToFront();
    for (let position = 1; position <= 5; position++) await ssc.getByRole('group', { name: `Posição ${position}` }).locator(`[data-value="${position}"]`).click();
    await expect.poll(() => ssc.getByTestId('combinations').textContent()).toBe('1');
    expect(await ssc.getByTestId('cost').textContent()).toBe('R$ 2,00');
    await place(ssc);

    // Big and small on the total: exactly one of the two wins whatever the draw.
    await ssc.getByRole('tab', { name: 'Dois lados' }).click();
    await ssc.getByRole('button', { name: 'Total' }).click();
    await ssc.getByRole('button', { name: 'Grande', exact: true }).click();
    await ssc.getByRole('button', { name: 'Pequeno', exact: true }).click();
    await expect.poll(() => ssc.getByTestId('combinations').textContent()).toBe('2');
    await place(ssc);
    await expect.poll(() => ssc.getByTestId('my-bets').locator('tr[data-status="pending"]').count()).toBe(2);
    await screenshot(ssc, 'lottery-ssc-bets-pt-1280');

    // A lô 2 số on 27 in the fast VN draw of the same minute: 27 points of R$ 0,10.
    await vietnam.bringToFront();
    await vietnam.getByRole('group', { name: 'Números' }).locator('[data-value="27"]').click();
    expect(await vietnam.getByTestId('cost').textContent()).toBe('R$ 2,70');
    await place(vietnam);
    await expect.poll(() => vietnam.getByTestId('my-bets').locator('tr[data-status="pending"]').count()).toBe(1);

    await ssc.bringToFront();
    const afterStakes = await balanceCents(ssc);
    expect(afterStakes).toBe(funding - 200 - 400 - 270);
    await ssc.locator('[data-testid="draw-numbers"][data-rolling="true"]').waitFor({ timeout: 75_000 });
    await screenshot(ssc, 'lottery-ssc-result-animating-pt-1280');
    await ssc.locator('[data-testid="draw-numbers"][data-rolling="false"]').first().waitFor();
    await expect.poll(() => ssc.getByTestId('my-bets').locator('tr[data-status="pending"]').count(), { timeout: 15_000 }).toBe(0);
    expect(await ssc.getByTestId('my-bets').locator('tr[data-status="won"]').count()).toBeGreaterThanOrEqual(1);
    // The even bet pays 2 × 0.975 × R$ 2,00 at the member's prize group 1950.
    await expect.poll(() => balanceCents(ssc), { timeout: 15_000 }).toBeGreaterThanOrEqual(afterStakes + 390);
    await screenshot(ssc, 'lottery-ssc-settled-pt-1280');

    await vietnam.bringToFront();
    await expect.poll(() => vietnam.getByTestId('my-bets').locator('tr[data-status="pending"]').count(), { timeout: 30_000 }).toBe(0);
    expect(await vietnam.getByTestId('my-bets').locator('tr').nth(1).getAttribute('data-status')).toMatch(/^(won|lost)$/);
    await screenshot(vietnam, 'lottery-vn-settled-pt-1280');
  }, 150_000);

  it('verifies a draw in the browser: the seed matches its hash and recomputes the result', async () => {
    const page = await openGame('/lottery?gameCode=SSC_1M');
    await page.getByRole('tab', { name: 'Resultados' }).click();
    await page.getByTestId('results-history').getByRole('button', { name: 'Verificar' }).first().click();
    await expect.poll(() => page.getByTestId('proof-result').textContent()).toBe('✓ Verificado');
  });

  it('lists the fast lottery games with their next draw on /elott', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/elott`);
    await page.getByTestId('centre-game').first().waitFor();
    expect(await page.getByTestId('centre-game').count()).toBeGreaterThanOrEqual(10);
    await expect.poll(() => page.getByTestId('centre-game').first().textContent()).toMatch(/Sorteio \d{8}-\d{4}/);
  });

  it('sends a guest who opens a lottery page to the login', async () => {
    const guest = await newContext(browser, { width: 390 });
    const page = await guest.newPage();
    await page.goto(`${server.url}/lottery?gameCode=SSC_1M`);
    await page.getByRole('dialog', { name: 'Entrar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await guest.close();
  });
});
