import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sealBody, type RsaPublicJwk } from '@platform/contract/encrypted-envelope';
import { logInAndFund } from './support/member.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { startServerWithDatabase } from './support/server.ts';

/**
 * The platform's own games in Chromium against the built server: a dice roll moving the header balance
 * and then confirmed on the verify page after the seeds are rotated; a slot spin; a mines round; a crash
 * bet on the shared round; and a trial account playing them with play money.
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
let context: BrowserContext;
let token: string;

const member = { account: 'demo_player', password: 'Demo12345' };
const funding = 1_000_000;
const within = { timeout: 15_000 };

beforeAll(async () => {
  // This server runs the shared crash rounds too.
  server = await startServerWithDatabase({ GAMES_CRASH_RUNNER: 'true' });
  browser = await launchBrowser();
  context = await newContext(browser, { width: 1280 });
  await context.addInitScript(() => {
    localStorage.setItem('language', 'pt');
    for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
  });
  ({ token } = await logInAndFund(context, server.url, member, funding, 'house-e2e'));
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** Opens a page in a new tab; each tab keeps its own session storage, so the token enters through the address. */
async function open(path: string, within: BrowserContext = context): Promise<Page> {
  const page = await within.newPage();
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${server.url}${path}${separator}token=${encodeURIComponent(token)}`);
  return page;
}

async function balanceCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-amount').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The `value` of the next answer of a call, read while `act` runs. */
async function answerOf<Value>(page: Page, path: string, act: () => Promise<void>): Promise<Value> {
  const [response] = await Promise.all([page.waitForResponse((candidate) => new URL(candidate.url()).pathname === path && candidate.request().method() === 'POST', within), act()]);
  const envelope = (await response.json()) as { success: boolean; value: Value; message?: string };
  expect(envelope.success, envelope.message).toBe(true);
  return envelope.value;
}

describe('house games', () => {
  it('rolls the dice, moves the header balance and confirms the round on the verify page', { timeout: 120_000 }, async () => {
    const page = await open('/house/dice');
    await expect.poll(async () => (await page.getByTestId('server-seed-hash').textContent())?.trim(), within).toMatch(/^[0-9a-f]{64}$/);
    await expect.poll(() => balanceCents(page), within).toBeGreaterThan(0);
    const published = (await page.getByTestId('server-seed-hash').textContent())?.trim();
    const before = await balanceCents(page);
    expect(await page.getByTestId('dice-multiplier').textContent()).toBe('2,00×');

    const roll = await answerOf<{ roll: number; won: boolean; stake: number; winAmount: number; balance: number; fairness: { serverSeedHash: string; nonce: number } }>(page, '/wps/house/dice/roll', () =>
      page.getByTestId('dice-roll').click(),
    );
    expect(roll.stake).toBe(100);
    expect(roll.fairness.serverSeedHash).toBe(published);
    expect(roll.balance).toBe(before - 100 + roll.winAmount);
    await expect.poll(() => page.getByTestId('dice-history-row').count(), within).toBe(1);
    await expect.poll(() => page.getByTestId('dice-result').getAttribute('data-won'), within).toBe(String(roll.won));
    await expect.poll(() => balanceCents(page), within).toBe(roll.balance);
    await screenshot(page, 'house-dice-pt-1280');

    // Rotating reveals the server seed the roll played under; the round's link then carries it.
    await page.getByRole('button', { name: 'Trocar sementes' }).click();
    await page.getByTestId('revealed-seed').waitFor(within);
    await expect.poll(async () => (await page.getByTestId('server-seed-hash').textContent())?.trim(), within).not.toBe(published);
    await page.getByTestId('dice-verify-link').first().click();
    await expect.poll(() => new URL(page.url()).pathname, within).toBe('/house/verify');
    await expect.poll(() => page.getByTestId('verify-hash-check').getAttribute('data-ok'), within).toBe('true');
    await expect.poll(() => page.getByTestId('verify-result-check').getAttribute('data-ok'), within).toBe('true');
    await screenshot(page, 'house-verify-pt-1280');

    // Another nonce recomputes another roll: the page does not just echo the round.
    const nonce = page.getByRole('textbox', { name: 'Nonce' });
    const original = await nonce.inputValue();
    await nonce.fill(String(Number(original) + 1));
    await page.getByTestId('verify-submit').click();
    await expect.poll(() => page.getByTestId('verify-result-check').getAttribute('data-ok'), within).toBe('false');
    await page.close();
  });

  it('spins the slot and moves the header balance', { timeout: 120_000 }, async () => {
    const page = await open('/house/slot');
    await expect.poll(() => balanceCents(page), within).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('slot-total-bet').textContent(), within).toBe('R$ 1,00');
    const spin = await answerOf<{ stake: number; winAmount: number; balance: number; baseSpin: { grid: number[][] } }>(page, '/wps/house/slot/spin', () => page.getByTestId('slot-spin').click());
    expect(spin.stake).toBe(100);
    expect(spin.baseSpin.grid).toHaveLength(5);
    await page.getByTestId('slot-outcome').waitFor(within);
    await expect.poll(() => balanceCents(page), within).toBe(spin.balance);
    await expect.poll(() => page.getByTestId('slot-reels').locator('[data-symbol]').count(), within).toBe(15);
    await screenshot(page, 'house-slot-pt-1280');
    await page.close();
  });

  it('plays a mines round to its end', { timeout: 120_000 }, async () => {
    const page = await open('/house/mines');
    await page.getByTestId('mines-start').waitFor(within);
    await answerOf(page, '/wps/house/mines/start', () => page.getByTestId('mines-start').click());
    await page.getByTestId('mines-cashout').waitFor(within);
    const revealed = await answerOf<{ status: string }>(page, '/wps/house/mines/reveal', () => page.locator('[data-cell="12"]').click());
    if (revealed.status === 'playing') {
      await screenshot(page, 'house-mines-playing-pt-1280');
      await answerOf(page, '/wps/house/mines/cashout', () => page.getByTestId('mines-cashout').click());
    }
    await expect.poll(() => page.getByTestId('mines-outcome').getAttribute('data-status'), within).toMatch(/^(cashed_out|busted)$/);
    await expect.poll(() => page.locator('[data-state="mine"]').count(), within).toBe(3);
    await screenshot(page, 'house-mines-pt-1280');
    await page.close();
  });

  it('bets on the shared crash round with an automatic cash-out', { timeout: 210_000 }, async () => {
    const page = await open('/house/crash');
    // Bets are taken while the countdown runs; wait for a round with a few seconds left. A round that climbs
    // to a high crash point runs for a minute or more before the next countdown.
    await expect
      .poll(async () => Number(((await page.getByTestId('crash-countdown').textContent({ timeout: 500 }).catch(() => '')) ?? '').replace(/\D+/g, '') || 0), { timeout: 150_000, interval: 250 })
      .toBeGreaterThanOrEqual(3);
    await screenshot(page, 'house-crash-betting-pt-1280');
    await page.getByText('Saque automático').click();
    await page.getByRole('textbox', { name: 'Sacar automaticamente em' }).fill('1,01');
    await answerOf(page, '/wps/house/crash/bet', () => page.getByTestId('crash-bet').click());
    await page.getByTestId('crash-my-bet').waitFor(within);
    await expect.poll(() => page.getByTestId('crash-my-bet').getAttribute('data-status'), { timeout: 60_000 }).toMatch(/^(cashed_out|lost)$/);
    await screenshot(page, 'house-crash-pt-1280');
    await page.close();
  });

  it('looks right on a phone', { timeout: 120_000 }, async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    await phone.addInitScript(() => {
      localStorage.setItem('language', 'pt');
      for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
    });
    for (const game of ['slot', 'dice', 'mines', 'crash']) {
      const page = await open(`/house/${game}`, phone);
      await page.getByTestId(`${game}-stage`).waitFor(within);
      await page.getByTestId('balance-amount').first().waitFor(within);
      await screenshot(page, `house-${game}-pt-390`);
      await page.close();
    }
    const verify = await phone.newPage();
    await verify.goto(`${server.url}/house/verify?game=mines&mines=3&nonce=0&client=abc&seed=${'ab'.repeat(32)}`);
    await verify.getByText('Minas nas casas').waitFor(within);
    await screenshot(verify, 'house-verify-pt-390');
    await phone.close();
  });

  it('lets a trial account play the house games with play money', { timeout: 120_000 }, async () => {
    const key = (await (await fetch(`${server.url}/wps/system/encryption-key`)).json()) as { value: { publicKey: RsaPublicJwk } };
    const login = await fetch(`${server.url}/wps/session/login/freeplay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await sealBody(key.value.publicKey, { os: 'Linux', platform: 'W', gatewayVersion: 3 })),
    });
    const trialToken = ((await login.json()) as { value: { token: string } }).value.token;
    const trial = await newContext(browser, { width: 1280 });
    await trial.addInitScript(() => {
      localStorage.setItem('language', 'pt');
      for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
    });
    const page = await trial.newPage();
    await page.goto(`${server.url}/?token=${encodeURIComponent(trialToken)}`);
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').state?.member?.isTrial), within).toBe(true);
    await page.goto(`${server.url}/house/dice`);
    await expect.poll(async () => (await page.getByTestId('server-seed-hash').textContent())?.trim(), within).toMatch(/^[0-9a-f]{64}$/);
    await expect.poll(() => balanceCents(page), within).toBe(1_000_000);
    const roll = await answerOf<{ balance: number; stake: number; winAmount: number }>(page, '/wps/house/dice/roll', () => page.getByTestId('dice-roll').click());
    expect(roll.balance).toBe(1_000_000 - roll.stake + roll.winAmount);
    expect(new URL(page.url()).pathname).toBe('/house/dice');
    await trial.close();
  });
});
