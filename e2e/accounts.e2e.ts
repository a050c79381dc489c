import { createHmac } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestDatabase } from '../apps/server/test/test-app.ts';
import { storageKeys } from '../apps/web/src/config/storage-keys.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { repositoryRoot, startBuiltServer, type RunningServer } from './support/server.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let browser: Browser;
let pool: pg.Pool;
let webCopy: string;

/** Every context speaks from this Brazilian address unless a test says otherwise, so logins do not count as new addresses. */
const homeAddress = '177.71.128.10';
const flowTimeoutMs = 150_000;

beforeAll(async () => {
  database = await createTestDatabase();
  webCopy = await copyOfBuiltWebApp();
  server = await startBuiltServer({ DATABASE_URL: database.url, WEB_DIST_DIR: webCopy });
  browser = await launchBrowser();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pool?.end();
  await database?.drop();
  if (webCopy) await rm(webCopy, { recursive: true, force: true });
});

/** A private copy of the built web app, so a rebuild while these tests run cannot take the page's assets away. */
async function copyOfBuiltWebApp(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'accounts-e2e-web-'));
  await cp(path.join(repositoryRoot, 'apps/web/dist'), directory, { recursive: true });
  return directory;
}

/** A page in a language and at a width; the announcement popup is marked closed so it does not cover the modals. */
async function openPage(path: string, options: { width?: number; language?: 'pt' | 'en'; address?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 1280;
  const context = await newContext(browser, { width, height: width < 500 ? 844 : 900, forwardedFor: options.address ?? homeAddress });
  await context.addInitScript(
    ({ language, closedKey }) => {
      localStorage.setItem('language', language);
      sessionStorage.setItem(`${closedKey}:guest`, '1');
      sessionStorage.setItem(`${closedKey}:member`, '1');
    },
    { language: options.language ?? 'pt', closedKey: storageKeys.announcementClosed },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${server.url}${path}`);
  return { context, page };
}

/** The newest sms code the outbox holds for a number written with its dialing code, read from the development page. */
async function latestSmsCode(recipient: string): Promise<string> {
  const page = await (await fetch(`${server.url}/dev/outbox`)).text();
  const row = new RegExp(`<td>sms</td><td>${recipient}</td><td>[^<]*</td><td><pre>([^<]*)</pre>`, 'u').exec(page);
  const code = /\b([0-9]{6})\b/u.exec(row?.[1] ?? '')?.[1];
  if (!code) throw new Error(`no sms code was sent to ${recipient}`);
  return code;
}

/** The answer of the captcha image on screen: the newest one issued, as a person reading it would type it. */
async function latestCaptchaAnswer(): Promise<string> {
  const result = await pool.query<{ answer: string }>('select answer from captchas order by created_at desc limit 1');
  const answer = result.rows[0]?.answer;
  if (!answer) throw new Error('no captcha was issued');
  return answer;
}

/** Switches a registration field in the merchant's account settings; the server reads them through a one-second cache. */
async function setRegistrationField(field: string, setting: { show: boolean; required: boolean }): Promise<void> {
  await pool.query(`update account_settings set settings = jsonb_set(settings, array['registration', 'fields', $1::text], $2::jsonb)`, [
    field,
    JSON.stringify(setting),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

/** Waits until the captcha image has loaded, then types its answer. */
async function answerCaptcha(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  await dialog.getByRole('img', { name: /captcha/i }).waitFor();
  await dialog.getByLabel('Captcha').fill(await latestCaptchaAnswer());
}

async function logIn(page: Page, account: string, password: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Entrar' });
  await modal.getByLabel('Nome de usuário').fill(account);
  await modal.getByLabel(/^Senha/).fill(password);
  await modal.getByRole('button', { name: 'Entrar' }).click();
}

/** Closes the welcome shown after a first login, which covers the page until it closes on its own. */
async function dismissWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole('alertdialog', { name: 'Bem-vindo!' });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Confirmar' }).click().catch(() => undefined);
  await welcome.waitFor({ state: 'hidden' });
}

/** The current code of an authenticator app for a base32 secret (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits). */
function authenticatorCode(secret: string, nowMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of secret.replace(/=+$/u, '').toUpperCase()) bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/gu) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function sessionState(page: Page): Promise<{ token: string | null; merchantCode: string | null }> {
  return page.evaluate(
    ({ sessionKey, merchantKey }) => {
      const session = JSON.parse(sessionStorage.getItem(sessionKey) ?? '{}') as { state?: { token?: string | null } };
      const merchant = JSON.parse(sessionStorage.getItem(merchantKey) ?? '{}') as { state?: { merchantCode?: string | null } };
      return { token: session.state?.token ?? null, merchantCode: merchant.state?.merchantCode ?? null };
    },
    { sessionKey: storageKeys.session, merchantKey: storageKeys.merchant },
  );
}

const registered = { account: `joana${Date.now() % 1_000_000}`, password: 'Sorte2025x', mobile: `119${String(Date.now() % 100_000_000).padStart(8, '0')}` };

describe('accounts', () => {
  it('the login and register modals fit a 1280 px screen and a 390 px phone, in PT and in EN', { timeout: 2 * flowTimeoutMs }, async () => {
    for (const language of ['pt', 'en'] as const) {
      for (const width of [1280, 390]) {
        for (const modal of ['login', 'register'] as const) {
          const { context, page } = await openPage(`/${modal}`, { width, language });
          const dialog = page.getByRole('dialog');
          await dialog.locator('button[type=submit]').waitFor();
          if (modal === 'register') await dialog.getByRole('img', { name: /captcha/i }).waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
          await screenshot(page, `accounts-${modal}-${language}-${width}`);
          await context.close();
        }
      }
    }
  });

  it('a visitor registers with the captcha and the sms code from the outbox, and is logged in with the balance in the header', { timeout: flowTimeoutMs }, async () => {
    await setRegistrationField('smsVerification', { show: true, required: true });
    const { context, page } = await openPage('/register');
    const dialog = page.getByRole('dialog', { name: 'Cadastrar' });
    await dialog.getByLabel('Nome de usuário').fill(registered.account);
    await dialog.getByLabel(/^Senha/).fill(registered.password);
    await dialog.getByLabel(/^Confirmar senha/).fill('Sorte2025y');
    await dialog.getByLabel(/^Celular/).fill(registered.mobile);
    // A confirmation that differs is refused with the spec's inconsistent_twice text before anything is sent.
    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    await dialog.getByText('A confirmação não coincide').waitFor();
    await dialog.getByLabel(/^Confirmar senha/).fill(registered.password);

    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await dialog.getByRole('button', { name: /Reenviar \(\d+ s\)/ }).waitFor();
    expect(await dialog.getByRole('button', { name: /Reenviar/ }).isDisabled()).toBe(true);
    await dialog.getByLabel(/^Código SMS/).fill(await latestSmsCode(`55${registered.mobile}`));
    await answerCaptcha(page);
    // Unticking the agreement disables the submit button and explains why, inline.
    await dialog.getByRole('checkbox').uncheck();
    expect(await dialog.getByRole('button', { name: 'Criar conta' }).isDisabled()).toBe(true);
    await dialog.getByText(/pelo menos 18 anos e que aceita/).waitFor();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Criar conta' }).click();

    await page.getByTestId('balance-amount').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('balance-amount').textContent(), { timeout: 15_000 }).toBe('R$ 0,00');
    expect(new URL(page.url()).pathname).toBe('/');
    await dismissWelcome(page);
    await screenshot(page, 'accounts-registered-header-pt-1280');
    await context.close();
    await setRegistrationField('smsVerification', { show: false, required: false });
  });

  it('a member signs out through the member popup, keeping the merchant code, and logs back in', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openPage('/login');
    await logIn(page, registered.account, registered.password);
    await page.getByTestId('balance-amount').waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Minha conta' }).click();
    const popup = page.getByRole('dialog', { name: 'Minha conta' });
    await popup.getByText(registered.account).waitFor();
    await screenshot(page, 'accounts-member-popup-pt-1280');
    await popup.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('alertdialog', { name: 'Sair' }).getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await sessionState(page)).toEqual({ token: null, merchantCode: 'DEMO' });
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
    await logIn(page, registered.account, registered.password);
    await page.getByTestId('balance-amount').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('a login from an address the member never used asks for the sms code sent to the bound mobile', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openPage('/login', { address: '177.71.200.20' });
    await logIn(page, registered.account, registered.password);
    const modal = page.getByRole('dialog', { name: 'Entrar' });
    await modal.getByText(/Enviamos um código por SMS/).waitFor({ timeout: 30_000 });
    await modal.getByLabel(/^Código SMS/).fill(await latestSmsCode(`55${registered.mobile}`));
    await modal.getByRole('button', { name: 'Entrar' }).click();
    await page.getByTestId('balance-amount').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('after three failed logins the captcha box shows, and a login with its answer goes through', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openPage('/login', { address: '177.71.210.30' });
    const modal = page.getByRole('dialog', { name: 'Entrar' });
    expect(await modal.getByLabel('Captcha').count()).toBe(0);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login', { timeout: 30_000 });
      await logIn(page, 'demo_member2', 'Wrong12345');
      expect((await answered).status()).toBe(400);
    }
    await modal.getByText('Nome de usuário ou senha incorretos').waitFor();
    await modal.getByLabel('Captcha').waitFor();
    await answerCaptcha(page);
    await screenshot(page, 'accounts-login-captcha-pt-1280');
    await logIn(page, 'demo_member2', 'Demo12345');
    await page.getByTestId('balance-amount').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('the security centre sets a payment password and binds an authenticator app with its first code', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openPage('/member/securityCenter');
    await logIn(page, 'demo_member1', 'Demo12345');
    await page.getByRole('heading', { name: 'Centro de segurança' }).waitFor({ timeout: 30_000 });

    const payment = page.getByRole('region', { name: 'Senha de transação' });
    await payment.getByRole('button', { name: 'Definir' }).click();
    await payment.getByLabel(/^Senha de acesso/).fill('Demo12345');
    await payment.getByLabel(/^Senha de transação/).fill('2468');
    await payment.getByLabel(/^Confirmar senha de transação/).fill('2468');
    await payment.getByRole('button', { name: 'Salvar' }).click();
    await payment.getByText('Preencha sua senha de transação com 6 dígitos').waitFor();
    await payment.getByLabel(/^Senha de transação/).fill('246810');
    await payment.getByLabel(/^Confirmar senha de transação/).fill('246810');
    await payment.getByRole('button', { name: 'Salvar' }).click();
    await payment.getByText('Definida: pedida em cada saque').waitFor({ timeout: 30_000 });

    const authenticator = page.getByRole('region', { name: 'App autenticador' });
    await authenticator.getByRole('button', { name: 'Vincular' }).click();
    await authenticator.getByLabel(/^Senha de acesso/).fill('Demo12345');
    await authenticator.getByRole('button', { name: 'Continuar' }).click();
    await authenticator.getByRole('img', { name: 'QR Code para o app autenticador' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'accounts-security-authenticator-pt-1280');
    const secret = (await authenticator.getByTestId('authenticator-secret').textContent()) ?? '';
    await authenticator.getByLabel(/^Código do app/).fill(authenticatorCode(secret));
    await authenticator.getByRole('button', { name: 'Ativar' }).click();
    await authenticator.getByText('Ativo', { exact: true }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('the member an agent created with the default password must choose a new one before going on', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openPage('/login');
    await logIn(page, 'demo_newmember', 'Abc12345');
    const change = page.getByRole('dialog', { name: 'Alterar senha' });
    await change.getByText('Por segurança, você precisa escolher uma nova senha antes de continuar.').waitFor({ timeout: 30_000 });
    // The password just typed stands in for the current one, so it is not asked again.
    expect(await change.getByLabel(/^Senha atual/).count()).toBe(0);
    expect(await page.getByTestId('balance-amount').count()).toBe(0);
    await screenshot(page, 'accounts-forced-change-pt-1280');
    await change.getByLabel(/^Nova senha/).fill('Escolhida2025');
    await change.getByLabel(/^Confirmar senha/).fill('Escolhida2025');
    await change.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByTestId('balance-amount').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('forgetting the password, a member resets it by phone with the code from the outbox and is logged in', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openPage('/login');
    await page.getByRole('dialog', { name: 'Entrar' }).getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const modal = page.getByRole('dialog', { name: 'Recuperar senha' });
    await modal.getByLabel(/^Celular/).fill('11987654321');
    await modal.getByRole('button', { name: 'Enviar código' }).click();
    await modal.getByRole('button', { name: /Reenviar/ }).waitFor();
    await modal.getByLabel(/^Código SMS/).fill(await latestSmsCode('5511987654321'));
    await modal.getByLabel(/^Nova senha/).fill('Renovada2025');
    await modal.getByLabel(/^Confirmar senha/).fill('Renovada2025');
    await screenshot(page, 'accounts-forgot-phone-pt-1280');
    await modal.getByRole('button', { name: 'Redefinir e entrar' }).click();
    await page.getByTestId('balance-amount').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('a trial player is told a real account is needed when opening the member centre', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openPage('/login');
    await page.getByRole('dialog', { name: 'Entrar' }).getByRole('button', { name: 'Jogar grátis (conta de teste)' }).click();
    await page.getByTestId('balance-amount').waitFor({ timeout: 30_000 });
    await dismissWelcome(page);
    await page.goto(`${server.url}/member/securityCenter`);
    await page.getByText('É preciso uma conta real. Contas de teste não podem fazer isso.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: 'Centro de segurança' }).count()).toBe(0);
    await context.close();
  });

  it('an agent logs in on the agent page and lands in the agent centre, where a guest is sent back', { timeout: flowTimeoutMs }, async () => {
    const guest = await openPage('/agentHome');
    await expect.poll(() => new URL(guest.page.url()).pathname, { timeout: 15_000 }).toBe('/agent');
    await guest.context.close();

    for (const [language, width] of [
      ['en', 390],
      ['pt', 1280],
    ] as const) {
      const { context, page } = await openPage('/agent', { width, language });
      // The marketing copy and the support-hours note are in the site's language.
      await page.getByRole('heading', { name: language === 'pt' ? 'Programa de Agentes' : 'Agent Partner Programme' }).waitFor();
      await page.getByText(language === 'pt' ? /Suporte a agentes todos os dias/ : /Agent support every day/).waitFor();
      await screenshot(page, `accounts-agent-login-${language}-${width}`);
      if (language === 'en') {
        await context.close();
        continue;
      }
      await page.getByLabel('Nome de usuário').fill('demo_agent');
      await page.getByLabel(/^Senha/).fill('Agent12345');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/agentHome/agentTeamOverview');
      await context.close();
    }
  });
});
