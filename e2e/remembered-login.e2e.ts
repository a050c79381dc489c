import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestDatabase } from '../apps/server/test/test-app.ts';
import { storageKeys } from '../apps/web/src/config/storage-keys.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { startBuiltServer, type RunningServer } from './support/server.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let browser: Browser;

const account = 'demo_player';
const password = 'Demo12345';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startBuiltServer({ DATABASE_URL: database.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

/** Every key and value of both Web Storage areas of the page. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => `${storage.key(index)}=${storage.getItem(storage.key(index) ?? '') ?? ''}`);
    return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });
}

describe('remember me', () => {
  it('keeps the account name for the next visit and never the password, in local or session storage, before and after logout', async () => {
    const context = await newContext(browser, { width: 1280, height: 900, forwardedFor: '177.71.128.40' });
    await context.addInitScript((closedKey) => {
      localStorage.setItem('language', 'pt');
      sessionStorage.setItem(`${closedKey}:guest`, '1');
      sessionStorage.setItem(`${closedKey}:member`, '1');
    }, storageKeys.announcementClosed);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    // What an older version of the site left behind: the password beside the account name.
    await page.evaluate(
      ({ key, entry }) => localStorage.setItem(key, JSON.stringify(entry)),
      { key: storageKeys.rememberedLogin, entry: { username: account, password, expiresAtMs: Date.now() + 3_600_000 } },
    );
    await page.goto(`${server.url}/login`);
    const modal = page.getByRole('dialog', { name: 'Entrar' });
    const username = modal.getByRole('textbox', { name: /^Nome de usuário/ });
    const passwordInput = modal.getByLabel(/^Senha/);
    await username.waitFor();
    expect(await username.inputValue()).toBe(account);
    expect(await passwordInput.inputValue()).toBe('');
    // The browser's password manager keeps the password: the fields say which is which.
    expect([await username.getAttribute('autocomplete'), await username.getAttribute('name')]).toEqual(['username', 'username']);
    expect([await passwordInput.getAttribute('autocomplete'), await passwordInput.getAttribute('name')]).toEqual(['current-password', 'password']);
    expect(await storedText(page)).not.toContain(password);

    const remember = modal.getByRole('checkbox', { name: 'Lembrar minha conta' });
    expect(await remember.isChecked()).toBe(true);
    await passwordInput.fill(password);
    await modal.getByRole('button', { name: 'Entrar' }).click();
    await page.getByTestId('balance-amount').waitFor({ timeout: 30_000 });
    const afterLogin = await storedText(page);
    expect(afterLogin).not.toContain(password);
    expect(afterLogin).toContain(`${storageKeys.rememberedLogin}={"username":"${account}"`);

    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('dialog', { name: 'Minha conta' }).getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('alertdialog', { name: 'Sair' }).getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await storedText(page)).not.toContain(password);
    await context.close();
  });
});
