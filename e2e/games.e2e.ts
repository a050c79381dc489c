import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logInAndFund } from './support/member.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { startServerWithDatabase } from './support/server.ts';
import { reserveVendorSimUrl, startVendorSim, type RunningVendorSim } from './support/vendor-sim.ts';

/**
 * A vendor game in Chromium against the built server and the simulated vendor: launched from the slots
 * lobby, spun inside the game page's frame, the header balance following; then the round in the betting
 * record (with its full recall) and the day's figures in the personal profit and loss.
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let vendorSim: RunningVendorSim;
let browser: Browser;
let context: BrowserContext;
let token: string;

const member = { account: 'demo_player', password: 'Demo12345' };
const funding = 1_000_000;
/** The simulated vendor's slot pays five lines: a line bet of 20 stakes R$ 1,00 a spin. */
const lineBet = 20;
const stakePerSpin = lineBet * 5;
/** The machine running the tests may be busy: what the page does in answer to a click gets this long. */
const within = { timeout: 15_000 };

interface Envelope<Value> {
  success: boolean;
  value: Value;
  message: string;
}

interface RecordsPage {
  total: number;
  totals: { count: number; stake: number; validBet: number; winAmount: number; net: number };
  list: Array<{ round: string; vassalage: string; gameName: string; stake: number; winAmount: number; net: number; status: string; balanceAfter: number }>;
}

async function api<Value>(path: string, options: { method?: string; body?: unknown } = {}): Promise<Value> {
  const response = await fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<Value>;
  expect(envelope.success, `${path}: ${envelope.message}`).toBe(true);
  return envelope.value;
}

beforeAll(async () => {
  // The platform sends launched players to the vendor, and the vendor calls the platform's wallet back:
  // each needs the other's address, so the vendor's port is chosen first.
  const vendorUrl = await reserveVendorSimUrl();
  server = await startServerWithDatabase({ VENDOR_SIM_URL: vendorUrl });
  vendorSim = await startVendorSim({ url: vendorUrl, platformUrl: server.url });
  browser = await launchBrowser();
  context = await newContext(browser, { width: 1280 });
  await context.addInitScript(() => {
    // Game frames of other origins may not reach the storage; the settings are for the site only.
    if (window.top !== window) return;
    localStorage.setItem('language', 'pt');
    for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
  });
  ({ token } = await logInAndFund(context, server.url, member, funding, 'games-e2e'));
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await vendorSim?.stop();
  await server?.close();
});

/** A page of the site in this test's session (each tab keeps its own session storage: the token enters through the address). */
async function openSite(path: string, width = 1280): Promise<{ page: Page; close: () => Promise<void> }> {
  const target = width === 1280 ? context : await newContext(browser, { width, height: width < 500 ? 844 : 900 });
  if (target !== context) {
    await target.addInitScript(() => {
      if (window.top !== window) return;
      localStorage.setItem('language', 'pt');
      for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
    });
  }
  const page = await target.newPage();
  await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  return { page, close: () => (target === context ? page.close() : target.close()) };
}

function cents(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** R$ amounts as the site writes them in Portuguese. */
function brl(minorUnits: number): string {
  const whole = String(Math.trunc(Math.abs(minorUnits) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${minorUnits < 0 ? '-' : ''}R$ ${whole},${String(Math.abs(minorUnits) % 100).padStart(2, '0')}`;
}

describe('a vendor game and the records', () => {
  it('spins a vendor slot in the game page, moves the header balance and shows the rounds in the records', { timeout: 240_000 }, async () => {
    const vendors = await api<{ vendors: Array<{ vassalage: string; name: string; gameTypes: string[] }> }>('/lgw/games/vassalage_game_types?language=pt');
    const vendor = vendors.vendors.find((entry) => entry.gameTypes.includes('RNG') && !['HOUSE', 'LOTT', 'ELOTT'].includes(entry.vassalage));
    if (!vendor) throw new Error('no external slots vendor in the catalogue');

    const { page, close } = await openSite(`/rng?vassalage=${vendor.vassalage}`);
    await page.getByRole('tab', { name: 'Todos', exact: true }).click();
    const vendorSelect = page.getByRole('combobox', { name: 'Fornecedor' });
    await vendorSelect.waitFor(within);
    if ((await vendorSelect.inputValue()) !== vendor.vassalage) await vendorSelect.selectOption(vendor.vassalage);
    await expect.poll(() => new URL(page.url()).searchParams.get('vassalage'), within).toBe(vendor.vassalage);
    const firstGame = page.locator('main [data-node-id]').first();
    await firstGame.waitFor(within);
    await firstGame.getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).pathname, within).toBe('/seamless');

    const game = page.frameLocator('iframe');
    const frameBalance = game.locator('[data-balance]');
    await frameBalance.waitFor(within);
    expect(cents(await frameBalance.textContent())).toBe(funding);
    await game.locator('input[name="lineBet"]').fill(String(lineBet));

    // A spin whose win equals its stake leaves the balance as it was: spin until it has moved.
    let spins = 0;
    let shownBalance = funding;
    while (shownBalance === funding && spins < 10) {
      spins += 1;
      await game.getByRole('button', { name: 'Girar' }).click();
      await expect.poll(async () => (await api<RecordsPage>('/wps/member/betting-records?status=settled')).total, within).toBe(spins);
      await expect.poll(async () => cents(await frameBalance.textContent()), within).toBe((await api<RecordsPage>('/wps/member/betting-records')).list[0]?.balanceAfter);
      shownBalance = cents(await frameBalance.textContent());
    }
    expect(shownBalance).not.toBe(funding);
    await screenshot(page, 'games-vendor-slot-pt-1280');

    const records = await api<RecordsPage>('/wps/member/betting-records');
    expect(records.totals).toMatchObject({ count: spins, stake: spins * stakePerSpin, validBet: spins * stakePerSpin });
    expect(funding + records.totals.net).toBe(shownBalance);

    // The game page hides the header; back in the lobby the header shows the new balance.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect.poll(() => new URL(page.url()).pathname, within).toBe('/rng');
    await expect.poll(async () => cents(await page.getByTestId('balance-amount').first().textContent()), within).toBe(shownBalance);

    // The betting record: the spins as rows with their round ids and stakes, and the period's totals.
    await page.goto(`${server.url}/member/personalHistoryCopy`);
    const table = page.getByRole('table', { name: 'Rodadas' });
    const latest = records.list[0]!;
    const row = table.locator('tbody tr').filter({ hasText: latest.round });
    await row.waitFor(within);
    expect(await row.textContent()).toContain(vendor.name);
    expect(await row.textContent()).toContain(latest.gameName);
    expect(await row.textContent()).toContain(brl(stakePerSpin));
    expect(await row.textContent()).toContain('Liquidada');
    expect(await table.locator('tbody tr').count()).toBe(spins);
    const totals = page.getByRole('group', { name: 'Totais do período' });
    await expect.poll(() => totals.textContent(), within).toContain(brl(spins * stakePerSpin));
    expect(await totals.textContent()).toContain(`${records.totals.net > 0 ? '+' : ''}${brl(records.totals.net)}`);
    await totals.scrollIntoViewIfNeeded();
    await screenshot(page, 'games-betting-records-pt-1280');

    // The status filter: no round of this member was refunded.
    await page.getByLabel('Estado').selectOption('rolled_back');
    await page.getByText('Sem apostas neste período').waitFor(within);
    await page.getByLabel('Estado').selectOption('all');
    await row.waitFor(within);

    // A house dice roll, to recall a round with its provably fair data.
    const dice = await api<{ roundId: string; roll: number }>('/wps/house/dice/roll', { method: 'POST', body: { requestId: `e2e-${randomUUID()}`, stake: 100, direction: 'under', chanceBasisPoints: 5000 } });
    await page.getByRole('tab', { name: 'Revisar jogos' }).click();
    const recall = page.getByRole('list', { name: 'Últimas rodadas' });
    const diceEntry = recall.locator(`details[data-round-id="${dice.roundId}"]`);
    await diceEntry.waitFor(within);
    expect(await recall.locator('details').count()).toBe(spins + 1);
    const verify = diceEntry.getByRole('link', { name: 'Verificar esta rodada' });
    const href = new URL((await verify.getAttribute('href')) ?? '', server.url);
    expect(href.pathname).toBe('/house/verify');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ game: 'dice', nonce: '0', direction: 'under', chance: '5000', result: String(dice.roll) });
    expect(href.searchParams.get('hash')).toMatch(/^[0-9a-f]{64}$/);
    const vendorEntry = recall.locator('details').filter({ hasText: latest.round });
    await vendorEntry.locator('summary').click();
    expect(await vendorEntry.textContent()).toContain(brl(latest.balanceAfter));
    await screenshot(page, 'games-recall-pt-1280');

    // The personal profit and loss: today's figures of the settled rounds.
    const profit = await api<{ to: string; totals: { rounds: number; stake: number; net: number } }>('/wps/member/profit');
    expect(profit.totals).toMatchObject({ rounds: spins + 1, stake: spins * stakePerSpin + 100 });
    await page.goto(`${server.url}/member/personalProfit`);
    const byDay = page.getByRole('table', { name: 'Por dia' });
    const today = byDay.locator(`tr[data-row="${profit.to}"]`);
    await today.waitFor(within);
    expect(await today.textContent()).toContain(brl(profit.totals.stake));
    const net = today.locator('[data-net]');
    expect(Number(await net.getAttribute('data-net'))).toBe(profit.totals.net);
    const colour = await net.evaluate((element) => getComputedStyle(element).color);
    if (profit.totals.net !== 0) expect(colour).not.toBe(await page.locator('h1').evaluate((element) => getComputedStyle(element).color));
    await screenshot(page, 'games-profit-pt-1280');
    await close();

    for (const [path, name] of [
      ['/member/personalHistoryCopy', 'games-betting-records-pt-390'],
      ['/member/personalHistoryCopy?view=recall', 'games-recall-pt-390'],
      ['/member/personalProfit', 'games-profit-pt-390'],
    ] as const) {
      const phone = await openSite(path, 390);
      await phone.page.locator('main h1').first().waitFor(within);
      const list = phone.page.locator(path.includes('recall') ? 'details' : 'table').first();
      await list.waitFor(within);
      await screenshot(phone.page, name);
      await list.scrollIntoViewIfNeeded();
      await screenshot(phone.page, `${name}-list`);
      await phone.close();
    }
  });
});
