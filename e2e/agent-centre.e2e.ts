import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestDatabase } from '../apps/server/test/test-app.ts';
import { storageKeys } from '../apps/web/src/config/storage-keys.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { startBuiltServer, type RunningServer } from './support/server.ts';

/**
 * The agent centre in Chromium against the built server: the demo agent logs in at /agent and reads its team
 * overview by period, walks its team level by level, changes a direct downline's prize group, opens an account
 * and creates a promotion link; a guest registers through that link and shows up in the link's counter and in the
 * agent's team. A member who is not an agent is sent to the agent login page. The agent pages run in Brazilian
 * Portuguese (the default), the guest's registration in English as in the new-player test.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let browser: Browser;
let pool: pg.Pool;
let context: BrowserContext;
let page: Page;

const within = { timeout: 20_000 };
const agent = { account: 'demo_agent', password: 'Agent12345' };
const suffix = String(Date.now() % 1_000_000).padStart(6, '0');
const openedAccount = `filho${suffix}`;
const linkNote = `e2e ${suffix}`;
const guest = { account: `convidado${suffix}`.slice(0, 16), password: 'Sorte2025x', mobile: `119${suffix}00` };
const copySuccess = 'Copiado com sucesso';
let linkUrl = '';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startBuiltServer({ DATABASE_URL: database.url });
  browser = await launchBrowser();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  context = await newContext(browser, { width: 1280 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await context.addInitScript(closeAnnouncements, storageKeys.announcementClosed);
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await pool?.end();
  await database?.drop();
});

/** The announcement popups would cover the pages; the tests mark them read before the site starts. */
function closeAnnouncements(closedKey: string): void {
  sessionStorage.setItem(`${closedKey}:guest`, '1');
  sessionStorage.setItem(`${closedKey}:member`, '1');
}

async function latestCaptchaAnswer(): Promise<string> {
  const result = await pool.query<{ answer: string }>('select answer from captchas order by created_at desc limit 1');
  const answer = result.rows[0]?.answer;
  if (!answer) throw new Error('no captcha was issued');
  return answer;
}

/** A screenshot once the start-up loader of index.html has gone, so it does not veil the page. */
async function shot(target: Page, name: string): Promise<void> {
  await target.locator('#boot-loader').waitFor({ state: 'detached', ...within });
  await screenshot(target, name);
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

function downlineRow(target: Page, account: string) {
  return target.locator(`[data-testid="downline-row"][data-account="${account}"]`);
}

describe('the agent centre', () => {
  it('opens on the team overview after the agent logs in at /agent, with the agent named in the header', async () => {
    await agentLogin(page);
    await page.getByTestId('team-size').waitFor(within);
    expect(Number(await page.getByTestId('team-size').textContent())).toBeGreaterThanOrEqual(5);
    expect(Number(await page.getByTestId('direct-size').textContent())).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByTestId('team-balance').textContent()).toMatch(/^R\$ [\d.]+,\d{2}$/);
    expect(await page.getByTestId('agent-name').textContent()).toMatch(/demo_agent|Demo/);
    await page.getByText(/Um membro conta como ativo no período quando as suas apostas válidas nele chegam a R\$/).waitFor(within);
    await page.getByTestId('figures-as-of').getByText(/Números até/).waitFor(within);
    await shot(page, 'agent-centre-overview-1280');
  });

  it('switches the period: yesterday, then a chosen range of days', async () => {
    const yesterday = page.waitForResponse((response) => response.url().includes('/wps/agent/team/overview') && response.url().includes('period=yesterday'));
    await page.getByRole('radio', { name: 'Ontem' }).click();
    expect((await yesterday).status()).toBe(200);
    const range = page.waitForResponse((response) => response.url().includes('period=range') && response.url().includes('from=') && response.url().includes('to='));
    await page.getByRole('radio', { name: 'Escolher datas' }).click();
    expect((await range).status()).toBe(200);
    await page.getByLabel('De', { exact: true }).waitFor(within);
    await page.getByText(/^Dias: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/).waitFor(within);
    await shot(page, 'agent-centre-overview-range-1280');
  });

  it('lists the direct downlines, opens a sub-agent team and goes back up by the trail', async () => {
    await page.getByRole('navigation', { name: 'Páginas do centro de agentes' }).getByRole('link', { name: 'Gestão da equipe' }).click();
    await downlineRow(page, 'demo_subagent').waitFor(within);
    await downlineRow(page, 'demo_member1').waitFor(within);
    expect(await downlineRow(page, 'demo_member2').count()).toBe(0);
    await shot(page, 'agent-centre-downlines-1280');
    await page.getByRole('button', { name: 'Abrir a equipe de demo_subagent', exact: true }).click();
    await downlineRow(page, 'demo_member2').waitFor(within);
    const trail = page.getByRole('navigation', { name: 'Níveis da equipe' });
    expect(await trail.getByText('demo_subagent').getAttribute('aria-current')).toBe('location');
    // A downline's downline is not the agent's to change.
    expect(await downlineRow(page, 'demo_member2').getByRole('button', { name: /Alterar o grupo de prêmios/ }).count()).toBe(0);
    await shot(page, 'agent-centre-downlines-drill-1280');
    await trail.getByRole('button', { name: 'demo_agent' }).click();
    await downlineRow(page, 'demo_subagent').waitFor(within);
    expect(await downlineRow(page, 'demo_member2').count()).toBe(0);
  });

  it("changes a direct downline's prize group in the dialog, which keeps the group within the agent's bounds", async () => {
    await downlineRow(page, 'demo_member1').getByRole('button', { name: 'Alterar o grupo de prêmios de demo_member1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grupo de prêmios de demo_member1' });
    const input = dialog.getByRole('spinbutton', { name: 'Grupo de prêmios' });
    await input.waitFor(within);
    const maximum = Number(await input.getAttribute('max'));
    const minimum = Number(await input.getAttribute('min'));
    const current = Number(await input.inputValue());
    await input.fill(String(maximum + 1));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByRole('alert').getByText(`Um número inteiro de ${minimum} a ${maximum}`).waitFor(within);
    const chosen = Math.max(minimum, current - 10);
    await input.fill(String(chosen));
    await dialog.getByTestId('rebate-preview').getByText(/^Rebate [\d,]+%$/).waitFor(within);
    await shot(page, 'agent-centre-prize-group-dialog-1280');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'hidden', ...within });
    await expect.poll(() => downlineRow(page, 'demo_member1').getByTestId('downline-prize-group').textContent(), within).toContain(String(chosen));
  });

  it('opens a member account in the register centre', async () => {
    await page.getByRole('link', { name: 'Cadastrar conta' }).click();
    await page.getByTestId('own-prize-group').waitFor(within);
    const form = page.getByRole('form', { name: 'Abrir conta' });
    await form.getByRole('textbox', { name: /^Conta/ }).fill(openedAccount);
    await form.getByLabel(/^Senha/).fill('Filho2025x');
    await form.getByRole('radio', { name: 'Membro' }).click();
    await form.getByRole('button', { name: 'Abrir conta' }).click();
    await page.getByTestId('opened-account').getByText(`A conta ${openedAccount} foi aberta`).waitFor(within);
    await shot(page, 'agent-centre-register-1280');
  });

  it('creates a promotion link and copies its address', async () => {
    await page.getByRole('tab', { name: 'Links de promoção' }).click();
    const form = page.getByRole('form', { name: 'Novo link de promoção' });
    await form.getByRole('radio', { name: 'Link de membro' }).click();
    await form.getByRole('textbox', { name: 'Observação' }).fill(linkNote);
    await form.getByRole('button', { name: 'Criar link' }).click();
    const link = page.getByTestId('promotion-link').filter({ hasText: linkNote });
    await link.waitFor(within);
    linkUrl = (await link.getByTestId('link-url').textContent())?.trim() ?? '';
    expect(linkUrl).toMatch(new RegExp(`^${server.url.replace(/[.]/g, '\\.')}/register\\?referralCode=[A-Za-z0-9]+$`));
    expect(await link.getByTestId('link-registrations').textContent()).toBe('Nenhum cadastro ainda');
    await link.getByRole('button', { name: 'Copiar endereço do link' }).click();
    const copied = page.getByRole('alertdialog').filter({ hasText: copySuccess });
    await copied.waitFor(within);
    await copied.getByRole('button', { name: 'Confirmar' }).click();
    await copied.waitFor({ state: 'hidden', ...within });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkUrl);
    await shot(page, 'agent-centre-links-1280');
  });

  it('registers a guest through the link, which then counts one registration and the player joins the team', async () => {
    const guestContext = await newContext(browser, { width: 1280, forwardedFor: '177.71.128.11' });
    await guestContext.addInitScript((closedKey) => {
      localStorage.setItem('language', 'en');
      sessionStorage.setItem(`${closedKey}:guest`, '1');
      sessionStorage.setItem(`${closedKey}:member`, '1');
    }, storageKeys.announcementClosed);
    const guestPage = await guestContext.newPage();
    await guestPage.goto(linkUrl);
    const dialog = guestPage.getByRole('dialog').first();
    await dialog.getByLabel('Username').fill(guest.account);
    await dialog.getByLabel(/^Password/).fill(guest.password);
    await dialog.getByLabel(/^Confirm password/).fill(guest.password);
    const mobile = dialog.getByLabel(/^Mobile/);
    if (await mobile.isVisible()) await mobile.fill(guest.mobile);
    await dialog.getByRole('img', { name: /captcha/i }).waitFor(within);
    await dialog.getByLabel('Captcha').fill(await latestCaptchaAnswer());
    const agreement = dialog.getByRole('checkbox');
    if (!(await agreement.isChecked())) await agreement.check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await guestPage.getByTestId('balance-amount').first().waitFor({ timeout: 30_000 });
    await guestContext.close();

    await page.reload();
    await page.getByRole('tab', { name: 'Links de promoção' }).click();
    const link = page.getByTestId('promotion-link').filter({ hasText: linkNote });
    await expect.poll(() => link.getByTestId('link-registrations').textContent(), within).toBe('1 cadastro');

    await page.getByRole('link', { name: 'Gestão da equipe' }).click();
    await downlineRow(page, 'demo_member1').waitFor(within);
    await page.getByRole('textbox', { name: 'Conta' }).fill(guest.account);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await downlineRow(page, guest.account).waitFor(within);
    await page.getByRole('button', { name: 'Limpar' }).click();
    await downlineRow(page, openedAccount).waitFor(within);
    await downlineRow(page, guest.account).waitFor(within);
  });

  it('fits a phone: every page within 390 px, the nav a row that scrolls, the team as cards', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    await phone.addInitScript(closeAnnouncements, storageKeys.announcementClosed);
    const phonePage = await phone.newPage();
    await agentLogin(phonePage);
    await phonePage.getByTestId('team-size').waitFor(within);
    expect(await overflowPx(phonePage)).toBeLessThanOrEqual(0);
    await shot(phonePage, 'agent-centre-overview-390');
    await phonePage.getByRole('radio', { name: 'Escolher datas' }).click();
    await phonePage.getByLabel('Até', { exact: true }).waitFor(within);
    expect(await overflowPx(phonePage)).toBeLessThanOrEqual(0);
    await shot(phonePage, 'agent-centre-overview-range-390');

    await phonePage.goto(`${server.url}/agentHome/downlineManagmentView`);
    await downlineRow(phonePage, 'demo_subagent').waitFor(within);
    expect(await overflowPx(phonePage)).toBeLessThanOrEqual(0);
    await shot(phonePage, 'agent-centre-downlines-390');
    await downlineRow(phonePage, 'demo_member1').getByRole('button', { name: 'Alterar o grupo de prêmios de demo_member1' }).click();
    await phonePage.getByRole('dialog', { name: 'Grupo de prêmios de demo_member1' }).waitFor(within);
    await shot(phonePage, 'agent-centre-prize-group-dialog-390');
    await phonePage.keyboard.press('Escape');

    await phonePage.goto(`${server.url}/agentHome/registerCenter`);
    await phonePage.getByTestId('own-prize-group').waitFor(within);
    expect(await overflowPx(phonePage)).toBeLessThanOrEqual(0);
    await shot(phonePage, 'agent-centre-register-390');
    await phonePage.getByRole('tab', { name: 'Links de promoção' }).click();
    await phonePage.getByTestId('promotion-link').first().waitFor(within);
    expect(await overflowPx(phonePage)).toBeLessThanOrEqual(0);
    await shot(phonePage, 'agent-centre-links-390');
    await phone.close();
  });

  it('sends a member who is not an agent from /agentHome to the agent login page', async () => {
    const memberContext = await newContext(browser, { width: 1280 });
    await memberContext.addInitScript(closeAnnouncements, storageKeys.announcementClosed);
    const memberPage = await memberContext.newPage();
    await memberPage.goto(`${server.url}/login`);
    const modal = memberPage.getByRole('dialog', { name: 'Entrar' });
    await modal.getByLabel('Nome de usuário').fill('demo_player');
    await modal.getByLabel(/^Senha/).fill('Demo12345');
    await modal.getByRole('button', { name: 'Entrar' }).click();
    await memberPage.getByTestId('balance-amount').first().waitFor(within);
    await memberPage.goto(`${server.url}/agentHome/downlineManagmentView`);
    await expect.poll(() => new URL(memberPage.url()).pathname, within).toBe('/agent');
    expect(await memberPage.getByTestId('agent-name').count()).toBe(0);
    await memberContext.close();
  });
});
