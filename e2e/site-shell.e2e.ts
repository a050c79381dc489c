import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext as newBrowserContext, screenshot } from './support/browser.ts';
import { operatorCall, startServerWithDatabase } from './support/server.ts';

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;

/** A context whose announcement popup is already closed, so the popup's cover does not take the clicks these tests make. */
async function newContext(target: Browser, options: Parameters<typeof newBrowserContext>[1] = {}) {
  const context = await newBrowserContext(target, options);
  await context.addInitScript(() => {
    sessionStorage.setItem('announcement-closed:guest', '1');
    sessionStorage.setItem('announcement-closed:member', '1');
  });
  return context;
}
let browser: Browser;

beforeAll(async () => {
  server = await startServerWithDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function setSiteControls(controls: { maintenance: boolean; maintenanceMessage?: string; blockedCountries?: string[] }) {
  const response = await operatorCall(server.url, 'PUT', '/ops/system/site-controls', {
    maintenanceMessage: '',
    blockedCountries: ['US', 'GB', 'FR', 'ES', 'NL', 'AU', 'SG'],
    ...controls,
  });
  expect(response.status).toBe(200);
  // The merchant is cached for up to a second on each node.
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

describe('site shell', () => {
  it('a fresh start renders home in Portuguese, and switching to English changes the texts', async () => {
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(server.url);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('pt-BR');
    await page.getByRole('link', { name: 'Início' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Entrar' }).first().isVisible()).toBe(true);
    expect(await page.title()).toBe('Sorte Dourada');
    await screenshot(page, 'home-pt-1280');

    await page.getByRole('button', { name: 'Idioma' }).first().click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('button', { name: 'Log in' }).first().isVisible()).toBe(true);
    await screenshot(page, 'home-en-1280');

    // The choice is remembered across visits.
    await page.reload();
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a 390 px phone', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Entrar' }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-pt-390');
    await context.close();
  });

  it('maintenance mode shows the maintenance page with a customer service button', async () => {
    await setSiteControls({ maintenance: true, maintenanceMessage: 'Voltamos às 10:00' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'O site está em manutenção' }).waitFor();
    expect(await page.getByText('Voltamos às 10:00').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /atendimento ao cliente/i }).first().isVisible()).toBe(true);
    await screenshot(page, 'maintenance-pt');
    await context.close();
    await setSiteControls({ maintenance: false });
  });

  it('a visitor from a blocked country sees the access-restricted page with their IP', async () => {
    const context = await newContext(browser, { forwardedFor: '8.8.8.8', locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Acesso restrito' }).waitFor();
    expect(await page.getByText('8.8.8.8').isVisible()).toBe(true);
    await screenshot(page, 'blocked-pt');
    await context.close();

    const allowed = await newContext(browser, { forwardedFor: '177.71.128.1' });
    const allowedPage = await allowed.newPage();
    await allowedPage.goto(server.url);
    await allowedPage.getByRole('link', { name: 'Início' }).first().waitFor();
    await allowed.close();
  });

  it('every route of the spec exists and deep links load without errors', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    for (const path of ['/index', '/home', '/down', '/member', '/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng?vassalage=HOUSE', '/pvp', '/favorite', '/recent', '/promotions', '/pointMall', '/seamless', '/agent']) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('URL inválido').count(), path).toBe(0);
    }
    // Lottery pages need a session token; without one they go to the login.
    await page.goto(`${server.url}/lottery?gameCode=SSC1`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('the help route opens the help centre at the topic of its hash', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/help#privacy`);
    await page.getByRole('dialog').getByText('Política de privacidade').first().waitFor();
    await screenshot(page, 'help-privacy-pt');
    await context.close();
  });

  it('every help page names the operator’s company and licence, in PT and in EN, and follows the operator’s edits', async () => {
    const pages = { term: ['Termos e condições', 'Terms and conditions'], privacy: ['Política de privacidade', 'Privacy policy'], responsible: ['Jogo responsável', 'Responsible gaming'], faq: ['Perguntas frequentes', 'Frequently asked questions'] } as const;
    const current = (await (await operatorCall(server.url, 'GET', '/ops/system/operator-details')).json()) as { value: { companyName: string; licenceNumber: string } };
    const check = async (company: string, licence: string) => {
      for (const [index, language] of (['pt', 'en'] as const).entries()) {
        const context = await newContext(browser, { width: 390 });
        await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
        const page = await context.newPage();
        for (const [tag, titles] of Object.entries(pages)) {
          await page.goto(`${server.url}/help#${tag}`);
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('heading', { name: titles[index] }).first().waitFor();
          await dialog.getByText(company, { exact: false }).first().waitFor();
          await dialog.getByText(licence, { exact: false }).first().waitFor();
          if (tag === 'term') await screenshot(page, `help-${tag}-${language}-390`);
        }
        await context.close();
      }
    };
    await check(current.value.companyName, current.value.licenceNumber);

    const edited = {
      companyName: 'Fortuna Brasil Jogos S.A.',
      registrationNumber: 'CNPJ 11.222.333/0001-81',
      licenceNumber: 'SPA-2026-0042',
      licenceAuthority: 'Secretaria de Apostas',
      address: 'Rua das Flores, 42, Curitiba - PR',
      supportEmail: 'ajuda@fortuna.example',
      minimumAge: 18,
    };
    expect((await operatorCall(server.url, 'PUT', '/ops/system/operator-details', edited)).status).toBe(200);
    // The merchant is cached for up to a second on each node.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await check(edited.companyName, edited.licenceNumber);
  }, 240_000);
});
