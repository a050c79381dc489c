import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { startServerWithDatabase } from './support/server.ts';

/**
 * The agent login page speaks the site's language (its marketing copy too; only the Chinese site shows Chinese),
 * and on a phone the login form comes first, whole within the first screen.
 */

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
const within = { timeout: 15_000 };
const chinese = /[\u4e00-\u9fff]/u;

beforeAll(async () => {
  server = await startServerWithDatabase();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openAgentLogin(language: 'pt' | 'en' | 'zh', width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const height = width < 500 ? 844 : 900;
  const context = await newContext(browser, { width, height });
  await context.addInitScript((chosen) => {
    if (chosen !== 'pt') localStorage.setItem('language', chosen);
    for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
  }, language);
  const page = await context.newPage();
  await page.goto(`${server.url}/agent`);
  return { page, close: () => context.close() };
}

const headlines = { pt: 'Programa de Agentes', en: 'Agent Partner Programme', zh: '代理合作计划' } as const;
const submitNames = { pt: 'Entrar', en: 'Log in', zh: '登录' } as const;

describe('the agent login page', () => {
  for (const language of ['pt', 'en'] as const) {
    for (const width of [390, 1280]) {
      it(`in ${language.toUpperCase()} at ${width} px: the copy is translated${width < 500 ? ' and the whole form shows on the first screen, above the copy' : ''}`, async () => {
        const { page, close } = await openAgentLogin(language, width);
        const marketing = page.getByRole('region', { name: headlines[language] });
        await page.getByRole('heading', { name: headlines[language] }).waitFor(within);
        expect(await marketing.innerText()).not.toMatch(chinese);
        expect(await page.locator('main').innerText()).not.toMatch(chinese);
        const submit = page.locator('form').getByRole('button', { name: submitNames[language], exact: true });
        await submit.waitFor(within);
        await screenshot(page, `agent-login-${language}-${width}`);
        if (width < 500) {
          const button = (await submit.boundingBox())!;
          const copy = (await marketing.boundingBox())!;
          expect(button.y + button.height).toBeLessThanOrEqual(844);
          expect(button.y).toBeLessThan(copy.y);
        }
        await close();
      });
    }
  }

  it('in ZH the copy stays Chinese', async () => {
    const { page, close } = await openAgentLogin('zh', 390);
    await page.getByRole('heading', { name: headlines.zh }).waitFor(within);
    expect(await page.getByRole('region', { name: headlines.zh }).innerText()).toMatch(/代理招募/);
    await close();
  });
});
