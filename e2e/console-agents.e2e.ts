import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { createTestDatabase } from '../apps/server/test/test-app.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { freshAuthenticatorCode } from './support/authenticator.ts';
import { apiLoginToken } from './support/api-login.ts';
import { startBuiltServer, type RunningServer } from './support/server.ts';

/**
 * The console's Agents screen on the demo tree with four weeks of history: the risk staff member opens demo_agent,
 * reads its figures and team, drills down a level and back, changes a quota, moves a generated player under
 * rede_ana and is refused a move of demo_subagent under its own player; the flags open members in the card; the
 * auditor sees the same screen without the actions that change anything.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let browser: Browser;
const staffPassword = 'Staff12345!';
const width = 1440;
/** Generated demo players are named like lucas_12sp. */
const generatedPlayer = /^[a-z]+_\d+(br|rj|sp|mg|ba)$/u;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startBuiltServer({ DATABASE_URL: database.url, DEMO_HISTORY: 'true' });
  browser = await launchBrowser();
  // The demo agents all hold the quota threshold's group; one above it gives demo_agent quotas to change.
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    await pool.query(`update members set prize_group_max = 1960 where account = 'demo_agent'`);
  } finally {
    await pool.end();
  }
  // demo_agent and demo_member1 log in from the same address: the flags list the pair.
  await apiLoginToken(server.url, 'demo_agent', 'Agent12345', 'agent');
  await apiLoginToken(server.url, 'demo_member1', 'Demo12345');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, { width, height: 900 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

/** The first login of a demo staff member: password, authenticator enrolment, backup codes kept, the shell. */
async function firstLogin(page: Page, role: string): Promise<void> {
  await page.goto(`${server.url}/console/`);
  await page.getByLabel('E-mail').fill(`${role}@staff.demo`);
  await page.getByLabel('Senha').fill(staffPassword);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const secretBox = page.locator('[data-secret]');
  await secretBox.waitFor();
  await page.getByLabel('Código do aplicativo').fill(await freshAuthenticatorCode((await secretBox.getAttribute('data-secret')) ?? ''));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByLabel('Guardei meus códigos de backup').check();
  await page.getByRole('button', { name: 'Abrir o console' }).click();
  await page.getByRole('navigation', { name: 'Telas' }).waitFor();
}

/** Types an account in the search box and waits for its card. */
async function openMember(page: Page, account: string): Promise<void> {
  await page.getByRole('search', { name: 'Buscar um membro' }).getByLabel('Conta').fill(account);
  await page.getByRole('button', { name: 'Abrir', exact: true }).click();
  await cardTitle(page, account).waitFor();
}

function cardTitle(page: Page, account: string) {
  return page.getByRole('heading', { level: 2, name: account, exact: true });
}

function teamTable(page: Page) {
  return page.getByRole('table', { name: 'Lista da equipe' });
}

/** The accounts listed in the team table, in order. */
async function teamAccounts(page: Page): Promise<string[]> {
  const cells = await teamTable(page).locator('tbody tr td:first-child .mono').allInnerTexts();
  return cells.map((text) => text.replace('›', '').trim());
}

function figure(page: Page, label: string) {
  return page.locator('.figure').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
}

describe('console: agents', () => {
  it('the risk staff member reads demo_agent’s team, changes a quota, moves a player and is refused an impossible move', async () => {
    const { page, errors } = await newPage();
    await firstLogin(page, 'risk');
    const navigation = page.getByRole('navigation', { name: 'Telas' });
    expect(await navigation.getByRole('link').allInnerTexts()).toEqual(['Início', 'Agentes', 'Auditoria', 'Sessões']);
    await navigation.getByRole('link', { name: 'Agentes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Agentes' }).waitFor();

    // An unknown account is said so.
    await page.getByRole('search', { name: 'Buscar um membro' }).getByLabel('Conta').fill('nobody_here');
    await page.getByRole('button', { name: 'Abrir', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Não existe membro com a conta nobody_here.' }).waitFor();

    // demo_agent: an agent at the top of its tree, four weeks of its team's play counted this month.
    await openMember(page, 'demo_agent');
    expect(await page.getByRole('navigation', { name: 'Superiores' }).innerText()).toContain('topo da árvore');
    await expect.poll(() => figure(page, 'Aposta válida').innerText()).not.toBe('0,00');
    expect(await figure(page, 'Depósitos').innerText()).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/u);
    await teamTable(page).getByRole('row').filter({ hasText: 'rede_ana' }).waitFor();
    const topLevel = await teamAccounts(page);
    expect(topLevel).toEqual(expect.arrayContaining(['demo_subagent', 'rede_ana', 'time_bruno']));
    await expect.poll(() => page.getByText('Carregando…').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `console-agents-card-${width}`);

    // A click on demo_subagent's row opens its level; the trail climbs back.
    await teamTable(page).getByRole('row').filter({ hasText: 'demo_subagent' }).getByRole('cell').nth(3).click();
    const levels = page.getByRole('navigation', { name: 'Nível' });
    await levels.getByRole('button', { name: 'demo_agent' }).waitFor();
    expect(await levels.innerText()).toContain('demo_subagent');
    await expect.poll(() => teamAccounts(page)).not.toContain('rede_ana');
    const underSubagent = await teamAccounts(page);
    expect(underSubagent.filter((account) => generatedPlayer.test(account)).length).toBeGreaterThanOrEqual(7);
    await page.getByRole('heading', { level: 3, name: 'Equipe' }).evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - 70));
    await screenshot(page, `console-agents-team-${width}`);
    await levels.getByRole('button', { name: 'demo_agent' }).click();
    await expect.poll(() => teamAccounts(page)).toContain('rede_ana');

    // An account prefix searches the whole team; the levels come back after.
    const teamSearch = page.getByRole('search', { name: 'Buscar na equipe' });
    await teamSearch.getByRole('searchbox').fill('rede');
    await teamSearch.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Toda a equipe, contas que começam com “rede”').waitFor();
    await expect.poll(() => teamAccounts(page)).toEqual(['rede_ana']);
    await page.getByRole('button', { name: 'Voltar aos níveis' }).click();
    await expect.poll(() => teamAccounts(page)).toContain('time_bruno');

    // A quota of the first limited prize group, with its reason.
    const quotas = page.getByRole('table', { name: 'Cotas' });
    const firstQuota = quotas.locator('tbody tr').first();
    const prizeGroup = (await firstQuota.getByRole('cell').first().innerText()).trim();
    await firstQuota.getByRole('button', { name: 'Editar' }).click();
    const quotaForm = page.getByRole('form', { name: `Cota do grupo de prêmios ${prizeGroup}` });
    await quotaForm.getByLabel('Contas permitidas').fill('9');
    await quotaForm.getByLabel('Motivo').fill('ok');
    await quotaForm.getByRole('button', { name: 'Salvar' }).click();
    await quotaForm.getByRole('alert').filter({ hasText: 'Motivo: de 3 a 300 caracteres' }).waitFor();
    await quotaForm.getByLabel('Motivo').fill('recruits well this month');
    await quotaForm.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('status').filter({ hasText: `A cota do grupo de prêmios ${prizeGroup} agora é 9.` }).waitFor();
    expect(await quotas.getByRole('row').filter({ hasText: prizeGroup }).getByRole('cell').nth(1).innerText()).toBe('9');

    // A generated player under demo_agent goes under rede_ana.
    const player = topLevel.find((account) => generatedPlayer.test(account));
    expect(player).toBeDefined();
    await teamTable(page).getByRole('button', { name: `Abrir ${player}` }).click();
    await cardTitle(page, player ?? '').waitFor();
    await page.getByRole('button', { name: 'Mudar de superior' }).click();
    const moveForm = page.getByRole('form', { name: 'Novo superior' });
    await moveForm.getByLabel('Conta do novo superior').fill('rede_ana');
    await moveForm.getByLabel('Motivo').fill('asked to join rede_ana');
    await moveForm.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText(`Mudar ${player} para baixo de rede_ana?`).waitFor();
    await page.getByRole('button', { name: 'Confirmar a mudança' }).click();
    await page.getByRole('status').filter({ hasText: `${player} agora está sob rede_ana.` }).waitFor();
    const uplines = page.getByRole('navigation', { name: 'Superiores' });
    await uplines.getByRole('button', { name: 'rede_ana' }).click();
    await cardTitle(page, 'rede_ana').waitFor();
    await expect.poll(() => teamAccounts(page)).toContain(player);

    // demo_subagent cannot go under one of its own players: the refusal is shown in words.
    await openMember(page, 'demo_subagent');
    await expect.poll(async () => (await teamAccounts(page)).length).toBeGreaterThan(0);
    const ownPlayer = (await teamAccounts(page)).find((account) => generatedPlayer.test(account)) ?? '';
    await page.getByRole('button', { name: 'Mudar de superior' }).click();
    await moveForm.getByLabel('Conta do novo superior').fill(ownPlayer);
    await moveForm.getByLabel('Motivo').fill('testing a move into its own team');
    await moveForm.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText(new RegExp(`^Mudar demo_subagent e os \\d+ membros da sua equipe para baixo de ${ownPlayer}\\?$`, 'u')).waitFor();
    await page.getByRole('button', { name: 'Confirmar a mudança' }).click();
    await page.getByRole('alert').filter({ hasText: 'Este membro não pode ficar sob esse superior: o novo superior está na própria equipe do membro' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Superiores' }).innerText()).toContain('demo_agent');
    await screenshot(page, `console-agents-move-refused-${width}`);
    expect(errors).toEqual([]);
  });

  it('the auditor sees the member, its team and the flags, without the actions that change them', async () => {
    const { page, errors } = await newPage();
    await firstLogin(page, 'auditor');
    await page.getByRole('navigation', { name: 'Telas' }).getByRole('link', { name: 'Agentes' }).click();
    await openMember(page, 'demo_agent');
    await teamTable(page).getByRole('row').filter({ hasText: 'rede_ana' }).waitFor();
    await page.getByRole('table', { name: 'Cotas' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mudar de superior' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    // The same card in English, as the auditor sees it.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { level: 3, name: 'Quotas' }).waitFor();
    await screenshot(page, `console-agents-auditor-en-${width}`);
    await page.getByRole('button', { name: 'PT', exact: true }).click();
    await page.getByRole('heading', { level: 3, name: 'Cotas' }).waitFor();

    // The flags: demo_agent logged in from the same address as demo_member1; the member opens in the card.
    await page.getByRole('tab', { name: 'Alertas' }).click();
    const flags = page.getByRole('table', { name: 'Alertas' });
    const pair = flags.getByRole('row').filter({ hasText: 'demo_agent' }).filter({ hasText: 'demo_member1' });
    await pair.waitFor();
    expect(await pair.innerText()).toContain('Mesmo endereço de acesso');
    await screenshot(page, `console-agents-flags-${width}`);
    await pair.getByRole('button', { name: 'demo_member1' }).click();
    await cardTitle(page, 'demo_member1').waitFor();
    expect(await page.getByRole('tab', { name: 'Membro' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('navigation', { name: 'Superiores' }).innerText()).toContain('demo_agent');
    expect(await page.getByRole('button', { name: 'Mudar de superior' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
