import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { storageKeys } from '../apps/web/src/config/storage-keys.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { repositoryRoot, startServerWithDatabase } from './support/server.ts';

/**
 * The agent centre's two team reports in Chromium against the built server with four weeks of demo play: the demo
 * agent opens the profit and loss statements from the nav, reads its level's totals and rows, searches one
 * sub-agent, drills into its team and goes back up by the trail; then opens the team transactions, switches the
 * type and narrows them to one account. Both pages fit a 390 px phone as cards. The pages run in Brazilian
 * Portuguese (the default).
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const within = { timeout: 20_000 };
const agent = { account: 'demo_agent', password: 'Agent12345' };
const agentLevel = ['demo_subagent', 'rede_ana', 'time_bruno'];

beforeAll(async () => {
  server = await startServerWithDatabase({ DEMO_HISTORY: 'true' });
  browser = await launchBrowser();
  context = await newContext(browser, { width: 1280 });
  await context.addInitScript(closeAnnouncements, storageKeys.announcementClosed);
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** The announcement popups would cover the pages; the tests mark them read before the site starts. */
function closeAnnouncements(closedKey: string): void {
  sessionStorage.setItem(`${closedKey}:guest`, '1');
  sessionStorage.setItem(`${closedKey}:member`, '1');
}

/** A screenshot under e2e/artifacts (the whole page, or the window), once the start-up loader has gone. */
async function shot(target: Page, name: string, fullPage = true): Promise<void> {
  await target.locator('#boot-loader').waitFor({ state: 'detached', ...within });
  await target.screenshot({ path: path.join(repositoryRoot, 'e2e', 'artifacts', `${name}.png`), fullPage });
}

/** Whether the page is wider than its window (something overflows sideways). */
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

const statementRows = (target: Page) => target.getByTestId('profit-loss-row');
const transactionRows = (target: Page) => target.getByTestId('transaction-row');

/** The distinct values of an attribute over the rows shown. */
async function attributesOf(rows: ReturnType<Page['getByTestId']>, name: string): Promise<string[]> {
  return [...new Set(await rows.evaluateAll((elements, attribute) => elements.map((element) => element.getAttribute(attribute) ?? ''), name))];
}

describe('the team reports', () => {
  it("opens the profit and loss statements from the nav on the agent's own level over the last seven days", async () => {
    await agentLogin(page);
    const first = page.waitForResponse((response) => response.url().includes('/wps/agent/reports/profit-loss'));
    await page.getByRole('navigation', { name: 'Páginas do centro de agentes' }).getByRole('link', { name: 'Lucro e prejuízo' }).click();
    expect((await first).status()).toBe(200);
    await statementRows(page).first().waitFor(within);
    const from = await page.getByLabel('De', { exact: true }).inputValue();
    const to = await page.getByLabel('Até', { exact: true }).inputValue();
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    await expect.poll(() => page.getByTestId('totals-validBet').textContent(), within).toMatch(/^R\$ [\d.]+,\d{2}$/);
    expect(await page.getByTestId('totals-profitAndLoss').textContent()).toMatch(/^-?R\$ [\d.]+,\d{2}$/);
    const trail = page.getByRole('navigation', { name: 'Níveis da equipe' });
    expect(await trail.getByText('demo_agent').getAttribute('aria-current')).toBe('location');
    await page.getByText(/Verde \(positivo\) quer dizer que a equipe perdeu/).waitFor(within);
    await shot(page, 'agent-reports-profit-loss-1280');
  });

  it('searches one sub-agent, drills into its team and goes back up by the trail', async () => {
    await page.getByRole('textbox', { name: 'Conta' }).fill('rede_ana');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => attributesOf(statementRows(page), 'data-account'), within).toEqual(['rede_ana']);
    await page.getByText('Somente a conta "rede_ana" com a sua equipe').waitFor(within);
    await statementRows(page).first().getByRole('button', { name: 'Abrir o relatório da equipe de rede_ana' }).click();
    const trail = page.getByRole('navigation', { name: 'Níveis da equipe' });
    await trail.getByText('rede_ana').waitFor(within);
    expect(await trail.getByText('rede_ana').getAttribute('aria-current')).toBe('location');
    await expect.poll(async () => (await attributesOf(statementRows(page), 'data-account')).some((account) => agentLevel.includes(account)), within).toBe(false);
    expect(await statementRows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: /Equipe de rede_ana/ }).count()).toBe(1);
    await shot(page, 'agent-reports-profit-loss-drill-1280');
    await trail.getByRole('button', { name: 'demo_agent' }).click();
    await expect.poll(async () => (await attributesOf(statementRows(page), 'data-account')).some((account) => agentLevel.includes(account)), within).toBe(true);
    await page.getByRole('heading', { name: /Equipe de demo_agent/ }).waitFor(within);
  });

  it('opens the team transactions from the nav, switches the type and narrows them to one account', async () => {
    const first = page.waitForResponse((response) => response.url().includes('/wps/agent/reports/transactions'));
    await page.getByRole('navigation', { name: 'Páginas do centro de agentes' }).getByRole('link', { name: 'Transações da equipe' }).click();
    expect((await first).status()).toBe(200);
    await transactionRows(page).first().waitFor(within);
    expect((await attributesOf(transactionRows(page), 'data-account')).length).toBeGreaterThan(1);
    await shot(page, 'agent-reports-transactions-1280');

    const deposits = page.waitForResponse((response) => response.url().includes('/wps/agent/reports/transactions') && response.url().includes('type=deposit'));
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption('deposit');
    expect((await deposits).status()).toBe(200);
    await expect.poll(() => attributesOf(transactionRows(page), 'data-category'), within).toEqual(['deposit']);
    expect(await transactionRows(page).first().textContent()).toContain('Depósito');
    expect(await transactionRows(page).first().textContent()).toMatch(/\+R\$ [\d.]+,\d{2}/);

    const account = (await transactionRows(page).first().getAttribute('data-account')) ?? '';
    await page.getByRole('textbox', { name: 'Conta' }).fill(account);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => attributesOf(transactionRows(page), 'data-account'), within).toEqual([account]);
    expect(await attributesOf(transactionRows(page), 'data-category')).toEqual(['deposit']);
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption('game');
    await expect.poll(() => attributesOf(transactionRows(page), 'data-category'), within).toEqual(['game']);
    expect(await attributesOf(transactionRows(page), 'data-account')).toEqual([account]);
    await shot(page, 'agent-reports-transactions-filtered-1280');
  });

  it('fits a phone: both reports within 390 px, their rows as cards', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    await phone.addInitScript(closeAnnouncements, storageKeys.announcementClosed);
    const phonePage = await phone.newPage();
    await agentLogin(phonePage);
    await phonePage.goto(`${server.url}/agentHome/palStatementsAgentCopy`);
    await statementRows(phonePage).first().waitFor(within);
    expect(await overflowPx(phonePage)).toBeLessThanOrEqual(0);
    expect(await phonePage.getByRole('columnheader').first().isVisible()).toBe(false);
    await shot(phonePage, 'agent-reports-profit-loss-390', false);
    await statementRows(phonePage).first().scrollIntoViewIfNeeded();
    await shot(phonePage, 'agent-reports-profit-loss-rows-390', false);

    await phonePage.goto(`${server.url}/agentHome/agentDownlineTransactionDetailsCopy`);
    await transactionRows(phonePage).first().waitFor(within);
    expect(await overflowPx(phonePage)).toBeLessThanOrEqual(0);
    await shot(phonePage, 'agent-reports-transactions-390', false);
    await transactionRows(phonePage).nth(1).scrollIntoViewIfNeeded();
    await shot(phonePage, 'agent-reports-transactions-rows-390', false);
    await phone.close();
  });
});
