import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { freshAuthenticatorCode } from './support/authenticator.ts';
import { startServerWithDatabase } from './support/server.ts';

/**
 * The operator console under /console/: a staff member's first login enrols an authenticator and shows the backup
 * codes once; the shell offers only the screens the role allows; the audit lists the logins, verifies its chain
 * and exports CSV; sessions can be seen and ended; a direct address to a screen the role lacks says not allowed.
 */
let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
const staffPassword = 'Staff12345!';
const width = 1440;

beforeAll(async () => {
  server = await startServerWithDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page at 1440 px whose script errors are collected, so each test can say there were none. */
async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, { width, height: 900 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

/** The first login of a demo staff member: password, enrolment with the shown secret, backup codes, the shell. */
async function firstLogin(page: Page, role: string, shots = false): Promise<string[]> {
  await page.getByLabel('E-mail').fill(`${role}@staff.demo`);
  await page.getByLabel('Senha').fill(staffPassword);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const secretBox = page.locator('[data-secret]');
  await secretBox.waitFor();
  await page.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
  if (shots) await screenshot(page, `console-enrol-${width}`);
  const secret = (await secretBox.getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/u);
  await page.getByLabel('Código do aplicativo').fill(await freshAuthenticatorCode(secret));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de backup' }).getByRole('listitem');
  await codes.first().waitFor();
  const backupCodes = await codes.allInnerTexts();
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  if (shots) await screenshot(page, `console-backup-codes-${width}`);
  const open = page.getByRole('button', { name: 'Abrir o console' });
  expect(await open.isDisabled()).toBe(true);
  await page.getByLabel('Guardei meus códigos de backup').check();
  await open.click();
  await page.getByRole('navigation', { name: 'Telas' }).waitFor();
  return backupCodes;
}

function navigation(page: Page) {
  return page.getByRole('navigation', { name: 'Telas' });
}

describe('operator console', () => {
  it('the admin enrols, reads and verifies the audit, exports it, sees the sessions and logs out', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/console/`);
    await page.getByRole('heading', { name: 'Console do operador' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    await screenshot(page, `console-login-${width}`);

    // A wrong password is refused with the code's text.
    await page.getByLabel('E-mail').fill('admin@staff.demo');
    await page.getByLabel('Senha').fill('not-the-password');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos' }).waitFor();

    const backupCodes = await firstLogin(page, 'admin', true);
    await page.getByRole('heading', { name: /^Olá, / }).waitFor();
    expect(await page.getByText('Administrador').first().isVisible()).toBe(true);
    expect(await navigation(page).getByRole('link').allInnerTexts()).toEqual(['Início', 'Agentes', 'Auditoria', 'Sessões']);
    await screenshot(page, `console-start-admin-${width}`);

    // The audit shows the admin's own login, newest first.
    await navigation(page).getByRole('link', { name: 'Auditoria' }).click();
    const table = page.getByRole('table', { name: 'Linhas da auditoria' });
    await table.getByRole('row').filter({ hasText: 'admin@staff.demo' }).first().waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'admin@staff.demo' }).filter({ hasText: /login/iu }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Verificar cadeia' }).click();
    await page.getByRole('status').filter({ hasText: /A cadeia está íntegra: \d+ linhas? verificadas?\./u }).waitFor();

    // Filtering by the area of the admin's login keeps that login.
    const loginRow = table.getByRole('row').filter({ hasText: 'admin@staff.demo' }).filter({ hasText: /login/iu }).first();
    const area = (await loginRow.getByRole('cell').nth(3).innerText()).trim();
    await page.getByLabel('Área').selectOption({ label: area });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const areas = () => table.locator('tbody tr:not(.row-detail) td:nth-child(4)').allInnerTexts();
    await expect.poll(async () => (await areas()).every((cell) => cell.trim() === area), { timeout: 15_000 }).toBe(true);
    await table.getByRole('row').filter({ hasText: 'admin@staff.demo' }).first().waitFor();
    await page.getByText('Carregando…').waitFor({ state: 'hidden' });
    await screenshot(page, `console-audit-${width}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/u);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('admin@staff.demo');

    // Sessions: this one is marked; the language switches to English and back.
    await navigation(page).getByRole('link', { name: 'Sessões' }).click();
    const sessions = page.getByRole('table', { name: 'Sessões' });
    await sessions.getByText('Esta', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { name: 'Sessions' }).waitFor();
    await screenshot(page, `console-sessions-en-${width}`);
    await page.getByRole('button', { name: 'PT', exact: true }).click();
    await page.getByRole('heading', { name: 'Sessões' }).waitFor();

    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.getByLabel('E-mail').waitFor();
    // The token is gone: a reload stays on the login screen.
    await page.goto(`${server.url}/console/audit`);
    await page.getByLabel('E-mail').waitFor();

    // The next login asks for the code (no enrolment); a backup code stands in for it, and leads back to the audit.
    await page.getByLabel('E-mail').fill('admin@staff.demo');
    await page.getByLabel('Senha').fill(staffPassword);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Código do autenticador').fill(backupCodes[0] ?? '');
    expect(await page.locator('[data-secret]').count()).toBe(0);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('heading', { name: 'Auditoria' }).waitFor();
    expect(page.url()).toBe(`${server.url}/console/audit`);
    expect(errors).toEqual([]);
  });

  it('the auditor sees only view permissions and the screens they open', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/console/`);
    await firstLogin(page, 'auditor');
    await page.getByText('Auditor', { exact: true }).first().waitFor();
    expect(await navigation(page).getByRole('link').allInnerTexts()).toEqual(['Início', 'Agentes', 'Auditoria', 'Sessões']);
    const grid = page.getByRole('table', { name: 'Suas permissões' });
    // Eleven areas, each with View only.
    expect(await grid.locator('td.allowed').count()).toBe(11);
    for (const row of await grid.getByRole('row').all()) {
      const cells = row.getByRole('cell');
      if ((await cells.count()) === 0) continue;
      expect(await cells.nth(2).getAttribute('class')).toBe('denied');
    }
    await screenshot(page, `console-start-auditor-${width}`);
    await navigation(page).getByRole('link', { name: 'Auditoria' }).click();
    await page.getByRole('table', { name: 'Linhas da auditoria' }).getByRole('row').filter({ hasText: 'auditor@staff.demo' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('a direct address to a screen the role lacks shows not allowed; ending the current session logs out', async () => {
    const { page, errors } = await newPage();
    // Without a session the address leads to the login, and after it back to the screen asked for.
    await page.goto(`${server.url}/console/audit`);
    await firstLogin(page, 'finance');
    await page.getByRole('heading', { name: 'Sem permissão' }).waitFor();
    expect(page.url()).toBe(`${server.url}/console/audit`);
    expect(await navigation(page).getByRole('link').allInnerTexts()).toEqual(['Início', 'Sessões']);
    await screenshot(page, `console-not-allowed-${width}`);

    // Ending this very session from the sessions screen logs out; the old token, put back, is refused with a 401
    // and the console returns to the login screen saying why.
    const storedSession = await page.evaluate(() => sessionStorage.getItem('console.session'));
    expect(storedSession).toContain('finance@staff.demo');
    await navigation(page).getByRole('link', { name: 'Sessões' }).click();
    await page.getByRole('button', { name: 'Encerrar e sair' }).click();
    await page.getByLabel('E-mail').waitFor();
    await page.evaluate((session) => sessionStorage.setItem('console.session', session ?? ''), storedSession);
    await page.goto(`${server.url}/console/sessions`);
    await page.getByRole('status').filter({ hasText: 'Sua sessão terminou, entre novamente' }).waitFor();
    await page.getByLabel('E-mail').waitFor();
    expect(errors).toEqual([]);
  });
});
