import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sealBody, type RsaPublicJwk } from '@platform/contract/encrypted-envelope';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { operatorCall, startServerWithDatabase } from './support/server.ts';

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
let token: string;

const member = { account: 'demo_player', password: 'Demo12345', realName: 'Demo Player', paymentPassword: '246810' };

beforeAll(async () => {
  server = await startServerWithDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A guest who opens the deposit page is asked to log in, and lands on the deposit page after logging in. */
async function logInToDeposit(page: Page): Promise<void> {
  await page.goto(`${server.url}/member/depositv2`);
  const modal = page.getByRole('dialog', { name: 'Entrar' });
  await modal.getByLabel('Nome de usuário').fill(member.account);
  await modal.getByLabel(/^Senha/).fill(member.password);
  await modal.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Depositar', exact: true }).waitFor();
  await page.getByTestId('balance-amount').first().waitFor();
  await dismissAnnouncement(page);
}

/** The members' announcement popup opens once after login (spec §4 Announcement popup); the test reads it and closes it. */
async function dismissAnnouncement(page: Page): Promise<void> {
  const announcement = page.getByRole('dialog', { name: 'Anúncio' });
  const shown = await announcement.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (shown) await announcement.getByRole('button', { name: 'Fechar' }).first().click();
}

/** The session token the page keeps in sessionStorage. */
async function sessionTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('session'));
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('the page has no session token');
  return token;
}

/** Sets the payment password through the encrypted call the security centre makes. */
async function setPaymentPassword(token: string): Promise<void> {
  const key = (await (await fetch(`${server.url}/wps/system/encryption-key`)).json()) as { value: { publicKey: RsaPublicJwk } };
  const body = await sealBody(key.value.publicKey, {
    password: member.password,
    paymentPassword: member.paymentPassword,
    confirmPaymentPassword: member.paymentPassword,
  });
  const response = await fetch(`${server.url}/wps/member/security/paymentPassword`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function operatorJson<Value>(method: string, url: string, body?: unknown): Promise<Value> {
  const response = await operatorCall(server.url, method, url, body ?? (method === 'GET' ? undefined : {}));
  const envelope = (await response.json()) as { success: boolean; value: Value; message: string };
  expect(envelope.success, `${method} ${url}: ${envelope.message}`).toBe(true);
  return envelope.value;
}

interface OperatorWithdrawal {
  id: string;
  parentId: string | null;
  amount: number;
  status: string;
}

/** A page of the member centre opened with the session of another page, in a language and at a width. */
async function pageWithSession(path: string, options: { width: number; language: 'pt' | 'en' }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { width: options.width, height: options.width < 500 ? 844 : 900 });
  await context.addInitScript((language) => localStorage.setItem('language', language), options.language);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}?token=${encodeURIComponent(token)}`);
  await page.getByTestId('balance-amount').first().waitFor();
  return { context, page };
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('wallet', () => {
  let paidWithdrawalId: string;

  it('a PIX deposit paid in the simulator updates the header balance and the order without a reload', async () => {
    const context = await newContext(browser, { width: 1280 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await logInToDeposit(page);
    token = await sessionTokenOf(page);
    await expect.poll(() => page.getByTestId('balance-amount').first().textContent()).toBe('R$ 0,00');
    await page.getByRole('radio', { name: /PIX/ }).click();
    await page.getByRole('button', { name: 'R$ 100,00' }).click();
    expect(await page.getByLabel('Valor do depósito').inputValue()).toBe('100');
    await page.getByRole('button', { name: 'Criar pedido de depósito' }).click();

    await page.getByRole('img', { name: 'QR Code PIX do pedido' }).waitFor();
    const pixCode = (await page.getByLabel('Código PIX copia e cola', { exact: true }).textContent()) ?? '';
    expect(pixCode).toMatch(/^000201/);
    await page.getByRole('button', { name: 'Copiar Código PIX copia e cola' }).click();
    await page.getByRole('alertdialog').getByText('Copiado com sucesso').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pixCode);
    const reference = new URL(page.url()).searchParams.get('order');
    expect(reference).toMatch(/^D[0-9A-Z]{16}$/);
    await expect.poll(() => page.getByText('Aguardando pagamento').first().isVisible()).toBe(true);
    await screenshot(page, 'wallet-deposit-order-pt-1280');

    // A marker on the window survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { walletNoReload: true }));
    const simulator = await context.newPage();
    await simulator.goto(`${server.url}/dev/payments/${reference}`);
    await simulator.getByRole('button', { name: 'Pagar' }).click();
    await simulator.getByText('Pagamento recebido.').waitFor();
    await simulator.close();

    await expect.poll(() => page.getByTestId('balance-amount').first().textContent(), { timeout: 15_000 }).toBe('R$ 100,00');
    await page.getByText('Pagamento recebido: R$ 100,00 foi adicionado ao seu saldo.').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { walletNoReload?: boolean }).walletNoReload)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a withdrawal to a PIX key in the real name is held for review with the payment password', async () => {
    await setPaymentPassword(token);
    const { context, page } = await pageWithSession('/member/withdraw', { width: 1280, language: 'pt' });
    await page.getByRole('heading', { name: 'Sacar', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Adicionar conta de pagamento' }).click();
    const bind = page.getByRole('form', { name: 'Adicionar uma conta de pagamento' });
    await bind.getByLabel('Nome do titular').fill('Maria Souza');
    await bind.getByLabel(/^Chave PIX/).fill('12345678909');
    await bind.getByLabel('Senha de transação').fill(member.paymentPassword);
    await bind.getByRole('button', { name: 'Salvar conta' }).click();
    await bind.getByText('O titular precisa ser o próprio: use seu nome real cadastrado').waitFor();
    await bind.scrollIntoViewIfNeeded();
    await screenshot(page, 'wallet-withdraw-bind-pt-1280');
    await bind.getByLabel('Nome do titular').fill('demo  PLAYER');
    await bind.getByRole('button', { name: 'Salvar conta' }).click();
    await page.getByRole('alertdialog').getByText('A conta de pagamento foi adicionada.').waitFor();
    await page.getByText('Pago para PIX cpf •••8909').waitFor();

    await page.getByLabel('Valor do saque').fill('50');
    await page.getByLabel('Senha de transação').fill(member.paymentPassword);
    await page.getByRole('button', { name: 'Solicitar saque' }).click();
    await page.getByRole('alertdialog').getByText('Seu saque de R$ 50,00 foi solicitado.', { exact: false }).waitFor();
    await page.getByRole('alertdialog').getByRole('button').click();
    await page.getByRole('list', { name: 'Meus saques' }).getByText('Em análise').waitFor();
    await expect.poll(() => page.getByTestId('balance-amount').first().textContent()).toBe('R$ 50,00');
    await screenshot(page, 'wallet-withdraw-pt-1280');
    await context.close();
  });

  it('after the operator pays, the member confirms partly received and the remainder goes back to review', async () => {
    const inReview = await operatorJson<{ list: OperatorWithdrawal[] }>('GET', '/ops/wallet/withdrawals?status=review');
    const withdrawal = inReview.list.find((item) => item.amount === 5_000);
    expect(withdrawal).toBeDefined();
    paidWithdrawalId = withdrawal!.id;
    await operatorJson('POST', `/ops/wallet/withdrawals/${paidWithdrawalId}/approve`, { note: '' });
    await operatorJson('POST', `/ops/wallet/withdrawals/${paidWithdrawalId}/pay`, { note: 'PIX sent' });

    const { context, page } = await pageWithSession('/member/withdraw', { width: 1280, language: 'pt' });
    const confirmation = page.getByRole('article', { name: 'Saque de R$ 50,00' });
    await confirmation.getByText('Este pagamento chegou?').waitFor();
    await confirmation.getByRole('radio', { name: 'Recebido em parte' }).click();
    await confirmation.getByLabel('Valor recebido').fill('50');
    await confirmation.getByText('O valor recebido precisa ser inferior ao valor pago.', { exact: false }).waitFor();
    await confirmation.getByLabel('Valor recebido').fill('30');
    expect(await confirmation.getByTestId('remaining-amount').textContent()).toBe('R$ 20,00');
    await screenshot(page, 'wallet-withdraw-confirm-pt-1280');
    await confirmation.getByRole('button', { name: 'Confirmar recebimento parcial' }).click();
    await page.getByRole('alertdialog').getByText('Obrigado. Os R$ 20,00 restantes voltaram para análise.').waitFor();
    await page.getByRole('alertdialog').getByRole('button').click();

    const list = page.getByRole('list', { name: 'Meus saques' });
    await list.getByText('Recebido em parte').waitFor();
    await list.getByText(`valor restante do nº ${paidWithdrawalId}`, { exact: false }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(0);

    const review = await operatorJson<{ list: OperatorWithdrawal[] }>('GET', '/ops/wallet/withdrawals?status=review');
    expect(review.list.filter((item) => item.parentId === paidWithdrawalId).map((item) => item.amount)).toEqual([2_000]);
    const original = await operatorJson<{ list: OperatorWithdrawal[] }>('GET', '/ops/wallet/withdrawals?status=partly_received');
    expect(original.list.map((item) => item.id)).toContain(paidWithdrawalId);
    await context.close();
  });

  it('the not-received form takes only png or jpg proofs, at most three', async () => {
    const followUp = (await operatorJson<{ list: OperatorWithdrawal[] }>('GET', '/ops/wallet/withdrawals?status=review')).list.find(
      (item) => item.parentId === paidWithdrawalId,
    )!;
    await operatorJson('POST', `/ops/wallet/withdrawals/${followUp.id}/approve`, { note: '' });
    await operatorJson('POST', `/ops/wallet/withdrawals/${followUp.id}/pay`, { note: '' });
    const { context, page } = await pageWithSession('/member/withdraw', { width: 1280, language: 'pt' });
    const confirmation = page.getByRole('article', { name: 'Saque de R$ 20,00' });
    await confirmation.getByRole('radio', { name: 'Não recebido' }).click();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const input = confirmation.locator('input[type=file]');
    await input.setInputFiles([
      { name: 'statement.png', mimeType: 'image/png', buffer: png },
      { name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    await confirmation.getByText('drawing.svg não é uma imagem png ou jpg').waitFor();
    await input.setInputFiles(['a', 'b', 'c'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: png })));
    await confirmation.getByText('c.png não foi adicionada: no máximo 3 imagens').waitFor();
    expect(await confirmation.getByRole('img').count()).toBe(3);
    await confirmation.getByLabel('O que aconteceu').fill('Nada chegou à minha conta');
    await confirmation.scrollIntoViewIfNeeded();
    await screenshot(page, 'wallet-withdraw-not-received-pt-1280');
    await confirmation.getByRole('button', { name: 'Informar que não recebi' }).click();
    await page.getByRole('alertdialog').getByText('Estamos verificando o pagamento', { exact: false }).waitFor();
    const disputed = await operatorJson<{ list: (OperatorWithdrawal & { proofIds: string[] })[] }>('GET', '/ops/wallet/withdrawals?status=disputed');
    expect(disputed.list.find((item) => item.parentId === followUp.id)?.proofIds).toHaveLength(3);
    await context.close();
  });

  it.each([
    { width: 1280, language: 'en' as const },
    { width: 390, language: 'pt' as const },
    { width: 390, language: 'en' as const },
  ])('deposit and withdraw read well at $width px in $language', async ({ width, language }) => {
    const { context, page } = await pageWithSession('/member/depositv2', { width, language });
    const titles = language === 'pt' ? { deposit: 'Depositar', withdraw: 'Sacar' } : { deposit: 'Deposit', withdraw: 'Withdraw' };
    await page.getByRole('heading', { name: titles.deposit, exact: true }).waitFor();
    await page.getByRole('radio', { name: /PIX/ }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `wallet-deposit-${language}-${width}`);
    await page.goto(`${server.url}/member/withdraw`);
    await page.getByRole('heading', { name: titles.withdraw, exact: true }).waitFor();
    await page.getByRole('list', { name: language === 'pt' ? 'Meus saques' : 'My withdrawals' }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `wallet-withdraw-${language}-${width}`);
    await context.close();
  });
});
