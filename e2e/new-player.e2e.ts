import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestDatabase } from '../apps/server/test/test-app.ts';
import { storageKeys } from '../apps/web/src/config/storage-keys.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { operatorCall, repositoryRoot, startBuiltServer, type RunningServer } from './support/server.ts';

/**
 * A brand-new player's whole way to a withdrawal, in Chromium against the built server: registers through the
 * register modal, deposits through the payment simulator, plays a house game, sets the real name in the security
 * centre (reached from the withdrawal page), sets the transaction password, adds a PIX key in that name, withdraws;
 * the operator approves and pays through /ops; the player confirms receipt and the withdrawal reads Received.
 * The pages run in English so the flow reads the same whatever the Portuguese wording becomes.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let browser: Browser;
let pool: pg.Pool;
let webCopy: string;
let context: BrowserContext;
let page: Page;

const within = { timeout: 20_000 };
const player = {
  account: `novo${Date.now() % 1_000_000}`,
  password: 'Sorte2025x',
  mobile: `119${String(Date.now() % 100_000_000).padStart(8, '0')}`,
  realName: 'Beatriz Conceição',
  paymentPassword: '135790',
};

beforeAll(async () => {
  database = await createTestDatabase();
  webCopy = await mkdtemp(path.join(tmpdir(), 'new-player-e2e-web-'));
  await cp(path.join(repositoryRoot, 'apps/web/dist'), webCopy, { recursive: true });
  server = await startBuiltServer({ DATABASE_URL: database.url, WEB_DIST_DIR: webCopy });
  browser = await launchBrowser();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  context = await newContext(browser, { width: 1280, forwardedFor: '177.71.128.11' });
  await context.addInitScript((closedKey) => {
    localStorage.setItem('language', 'en');
    sessionStorage.setItem(`${closedKey}:guest`, '1');
    sessionStorage.setItem(`${closedKey}:member`, '1');
  }, storageKeys.announcementClosed);
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await pool?.end();
  await database?.drop();
  if (webCopy) await rm(webCopy, { recursive: true, force: true });
});

async function latestCaptchaAnswer(): Promise<string> {
  const result = await pool.query<{ answer: string }>('select answer from captchas order by created_at desc limit 1');
  const answer = result.rows[0]?.answer;
  if (!answer) throw new Error('no captcha was issued');
  return answer;
}

async function balanceCents(): Promise<number> {
  const text = (await page.getByTestId('balance-amount').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function operatorJson<Value>(method: string, url: string, body?: unknown): Promise<Value> {
  const response = await operatorCall(server.url, method, url, body ?? (method === 'GET' ? undefined : {}));
  const envelope = (await response.json()) as { success: boolean; value: Value; message: string };
  expect(envelope.success, `${method} ${url}: ${envelope.message}`).toBe(true);
  return envelope.value;
}

async function closeSuccessDialog(text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(text).first().waitFor(within);
  await dialog.getByRole('button').first().click().catch(() => undefined);
  await dialog.waitFor({ state: 'hidden', ...within });
}

describe('a new player', () => {
  it('registers through the register modal and lands logged in with R$ 0,00', async () => {
    await page.goto(`${server.url}/register`);
    const dialog = page.getByRole('dialog').first();
    await dialog.getByLabel('Username').fill(player.account);
    await dialog.getByLabel(/^Password/).fill(player.password);
    await dialog.getByLabel(/^Confirm password/).fill(player.password);
    const mobile = dialog.getByLabel(/^Mobile/);
    if (await mobile.isVisible()) await mobile.fill(player.mobile);
    await dialog.getByRole('img', { name: /captcha/i }).waitFor(within);
    await dialog.getByLabel('Captcha').fill(await latestCaptchaAnswer());
    const agreement = dialog.getByRole('checkbox');
    if (!(await agreement.isChecked())) await agreement.check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('balance-amount').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => balanceCents(), within).toBe(0);
    const welcome = page.getByRole('alertdialog', { name: 'Welcome!' });
    if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Confirm' }).click().catch(() => undefined);
    await welcome.waitFor({ state: 'hidden', ...within });
    const { rows } = await pool.query<{ real_name: string | null }>('select real_name from members where account = $1', [player.account]);
    expect(rows).toEqual([{ real_name: null }]);
  });

  it('deposits R$ 100,00 paid through the payment simulator', async () => {
    await page.goto(`${server.url}/member/depositv2`);
    await page.getByRole('radio', { name: /PIX/ }).click();
    await page.getByRole('button', { name: /^R\$ 100[.,]00$/ }).click();
    await page.getByRole('button', { name: 'Create deposit order' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order'), within).toMatch(/^D[0-9A-Z]{16}$/);
    const reference = new URL(page.url()).searchParams.get('order')!;
    // The simulator answers this machine only: it opens in a tab without the player's forwarded address.
    const simulatorContext = await newContext(browser, { width: 1280 });
    const simulator = await simulatorContext.newPage();
    await simulator.goto(`${server.url}/dev/payments/${reference}`);
    await simulator.locator('button[type=submit]').click();
    await simulator.waitForLoadState();
    await simulatorContext.close();
    await expect.poll(() => balanceCents(), within).toBe(10_000);
  });

  it('plays a house game with the deposited money', async () => {
    await page.goto(`${server.url}/house/dice`);
    await expect.poll(async () => (await page.getByTestId('server-seed-hash').textContent())?.trim(), within).toMatch(/^[0-9a-f]{64}$/);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/wps/house/dice/roll' && candidate.request().method() === 'POST', within),
      page.getByTestId('dice-roll').click(),
    ]);
    const roll = ((await response.json()) as { value: { stake: number; winAmount: number; balance: number } }).value;
    expect(roll.balance).toBe(10_000 - roll.stake + roll.winAmount);
    await expect.poll(() => balanceCents(), within).toBe(roll.balance);
  });

  it('is sent from the withdrawal page to the security centre to set the real name once', async () => {
    await page.goto(`${server.url}/member/withdraw`);
    await page.getByRole('heading', { name: 'Withdraw', exact: true }).waitFor(within);
    await page.getByText('Your account has no real name yet', { exact: false }).waitFor(within);
    await screenshot(page, 'new-player-withdraw-no-name-en-1280');
    await page.getByRole('link', { name: 'Add my real name' }).click();
    await expect.poll(() => new URL(page.url()).pathname, within).toBe('/member/securityCenter');
    const section = page.getByRole('region', { name: 'Real name' });
    const field = section.getByLabel(/^Full name/);
    await field.waitFor(within);
    await field.fill('Beatriz');
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText('Enter your first and last name').waitFor(within);
    await field.fill(`  ${player.realName} `);
    await screenshot(page, 'new-player-real-name-en-1280');
    await section.getByRole('button', { name: 'Save' }).click();
    await closeSuccessDialog('Real name saved');
    await section.getByText(/^B\*+$/).waitFor(within);
    expect(await section.getByRole('button', { name: 'Set' }).count()).toBe(0);

    // The transaction password, asked for by the payout account and the withdrawal.
    const paymentPassword = page.getByRole('region', { name: 'Transaction password' });
    await paymentPassword.getByRole('button', { name: 'Set' }).click();
    await paymentPassword.getByLabel(/^Login password/).fill(player.password);
    await paymentPassword.getByLabel(/^Transaction password/).fill(player.paymentPassword);
    await paymentPassword.getByLabel(/^Confirm transaction password/).fill(player.paymentPassword);
    await paymentPassword.getByRole('button', { name: 'Save' }).click();
    await closeSuccessDialog('Transaction password set');
  });

  it('adds a PIX key in the real name and withdraws R$ 50,00', async () => {
    await page.goto(`${server.url}/member/withdraw`);
    await page.getByRole('button', { name: 'Add a payout account' }).click();
    const bind = page.getByRole('form', { name: 'Add a payout account' });
    await bind.getByLabel("Account holder's name").fill('Beatriz Souza');
    await bind.getByLabel(/^PIX key(?! type)/).fill('12345678909');
    await bind.getByLabel('Transaction password').fill(player.paymentPassword);
    await bind.getByRole('button', { name: 'Save account' }).click();
    await bind.getByText('The account holder must be you: use your registered real name').waitFor(within);
    await bind.getByLabel("Account holder's name").fill('beatriz  CONCEICAO');
    await bind.getByRole('button', { name: 'Save account' }).click();
    await closeSuccessDialog('The payout account was added.');

    const before = await balanceCents();
    await page.getByLabel('Withdrawal amount').fill('50');
    await page.getByLabel('Transaction password').fill(player.paymentPassword);
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await closeSuccessDialog(/Your withdrawal of R\$ 50[.,]00 was requested/);
    await expect.poll(() => balanceCents(), within).toBe(before - 5_000);
    await screenshot(page, 'new-player-withdraw-requested-en-1280');
  });

  it('is paid by the operator and confirms the money arrived', async () => {
    const { rows } = await pool.query<{ id: string }>('select id from members where account = $1', [player.account]);
    const memberId = String(rows[0]!.id);
    const review = await operatorJson<{ list: { id: string; memberId: string; amount: number; payoutAccount: { payeeName: string } }[] }>('GET', '/ops/wallet/withdrawals?status=review');
    const withdrawal = review.list.find((item) => item.memberId === memberId);
    expect(withdrawal).toMatchObject({ amount: 5_000, payoutAccount: { payeeName: player.realName } });
    await operatorJson('POST', `/ops/wallet/withdrawals/${withdrawal!.id}/approve`, { note: '' });
    await operatorJson('POST', `/ops/wallet/withdrawals/${withdrawal!.id}/pay`, { note: 'PIX sent' });

    await page.reload();
    const confirmation = page.getByRole('article', { name: /Withdrawal of R\$ 50[.,]00/ });
    await confirmation.getByText('Did this payment arrive?').waitFor(within);
    await screenshot(page, 'new-player-withdraw-paid-en-1280');
    await confirmation.getByRole('radio', { name: 'Received', exact: true }).click();
    await confirmation.getByRole('button', { name: 'Confirm received' }).click();
    await closeSuccessDialog('Thank you, the withdrawal is complete.');
    await page.getByRole('list', { name: 'My withdrawals' }).getByText('Received', { exact: true }).waitFor(within);
    const received = await operatorJson<{ list: { id: string }[] }>('GET', '/ops/wallet/withdrawals?status=received');
    expect(received.list.map((item) => item.id)).toContain(withdrawal!.id);
  });
});
