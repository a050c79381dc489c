import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { sealBody, type RsaPublicJwk } from '@platform/contract/encrypted-envelope';
import { encodePayload, solveChallenge, type ProofOfWorkChallenge } from '../apps/web/src/features/account/proof-of-work.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { operatorCall, startServerWithDatabase } from './support/server.ts';

let server: Awaited<ReturnType<typeof startServerWithDatabase>>;
let browser: Browser;
let memberToken: string;

const member = { account: 'demo_member1', password: 'Demo12345' };
const agent = { account: 'demo_agent', password: 'Agent12345' };
const flowTimeoutMs = 120_000;
/** The machine running the tests may be busy: what the page does in answer to a click gets this long. */
const within = { timeout: 15_000 };

beforeAll(async () => {
  server = await startServerWithDatabase();
  browser = await launchBrowser();
  memberToken = await loginToken(member.account, member.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Envelope<Value> {
  success: boolean;
  value: Value;
  message: string;
}

async function api<Value>(path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<Value> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const envelope = (await response.json()) as Envelope<Value>;
  expect(envelope.success, `${path}: ${envelope.message}`).toBe(true);
  return envelope.value;
}

/** Seals a body for an encrypted call, as the site does. */
async function sealed(body: unknown): Promise<unknown> {
  const key = await api<{ publicKey: RsaPublicJwk }>('/wps/system/encryption-key');
  return sealBody(key.publicKey, body);
}

/** Logs in over the API with the site's own proof-of-work solver; the page then enters with ?token= (spec §4 Login). */
async function loginToken(account: string, password: string, site: 'player' | 'agent' = 'player'): Promise<string> {
  const challenge = await api<ProofOfWorkChallenge>('/wps/captcha/altcha');
  const altcha = encodePayload(challenge, await solveChallenge(challenge));
  const body = await sealed({ type: 'username', username: account, password, altcha, site });
  return (await api<{ token: string }>('/wps/session/login', { method: 'POST', body })).token;
}

async function freePlayToken(): Promise<string> {
  const body = await sealed({ os: 'Linux', platform: 'W', gatewayVersion: 3 });
  return (await api<{ token: string }>('/wps/session/login/freeplay', { method: 'POST', body })).token;
}

interface PageOptions {
  width?: number;
  language?: 'pt' | 'en';
  token?: string;
  /** Leaves the announcement popup to open; other tests close it for the session beforehand. */
  popups?: boolean;
  /** A session as the site stores it after a login through the login popup. */
  firstTimeLogin?: boolean;
}

async function openPage(path: string, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const width = options.width ?? 1280;
  const context = await newContext(browser, { width, height: width < 500 ? 844 : 900 });
  await context.addInitScript(
    ({ language, popups, token, firstTimeLogin }) => {
      // Game frames of other origins may not reach the storage; the settings are for the site only.
      if (window.top !== window) return;
      if (language !== 'pt') localStorage.setItem('language', language);
      if (!popups) for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
      if (token && firstTimeLogin && !sessionStorage.getItem('session')) {
        sessionStorage.setItem('session', JSON.stringify({ state: { token, member: null, afterLogin: false, firstTimeLogin: true }, version: 0 }));
      }
    },
    { language: options.language ?? 'pt', popups: options.popups ?? false, token: options.token ?? null, firstTimeLogin: options.firstTimeLogin ?? false },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const separator = path.includes('?') ? '&' : '?';
  const entry = options.token && !options.firstTimeLogin ? `${path}${separator}token=${encodeURIComponent(options.token)}` : path;
  await page.goto(`${server.url}${entry}`);
  return { context, page, errors };
}

const section = (page: Page, key: string) => page.locator(`[data-section="home-section-${key}"]`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Nome do jogo' });
const vendorSelect = (page: Page) => page.getByRole('combobox', { name: 'Fornecedor' });
const classifications = (page: Page) => page.getByRole('group', { name: 'Tipos de jogo' });
const loadMore = (page: Page) => page.getByRole('button', { name: 'Carregar mais' });
const pageCount = (page: Page) => page.getByText(/^\d+ \/ \d+$/);
const gameCards = (page: Page) => page.locator('main [data-node-id]');
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Entrar' });
const headerNav = (page: Page) => page.locator('header').getByRole('navigation', { name: 'Navegação principal' });
const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Menu do site' });

/** Waits until the member info has loaded into the session, so what depends on it has rendered. */
async function waitForMember(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').state?.member?.account ?? null), within).not.toBeNull();
}

async function waitForHome(page: Page): Promise<void> {
  await section(page, 'hot').waitFor();
}

/** Opens a category page on its ALL tab and waits for the first page of games. */
async function openAllTab(path: string, options: PageOptions = {}) {
  const opened = await openPage(path, options);
  await tab(opened.page, 'Todos').click();
  await expect.poll(() => gameCards(opened.page).count(), within).toBeGreaterThan(0);
  return opened;
}

async function pressedName(group: Locator): Promise<string | null> {
  return group.locator('[aria-pressed="true"]').first().textContent();
}

/** A vendor and classification of a lane whose game list has exactly two pages, found through the API. */
async function twoPageFilter(): Promise<{ gameType: string; vendor: string; classify: string; vendorName: string; classifyName: string }> {
  const { data } = await api<{ data: { lanes: Array<{ gameType: string; cards: Record<string, { name: string }>; gameClassify: Array<{ key: string; name: string; vendors: string[] }> }> } }>('/lgw/games/lanes?language=pt');
  for (const lane of data.lanes.filter((candidate) => candidate.gameType in categoryPaths)) {
    for (const classify of lane.gameClassify) {
      // The swiper shows only for a vendor with more than one classification.
      for (const vendor of classify.vendors.filter((code) => lane.gameClassify.filter((entry) => entry.vendors.includes(code)).length > 1)) {
        const list = await api<{ totalPages: number }>(`/lgw/games/list?gameType=${lane.gameType}&vassalage=${vendor}&gameClassify=${classify.key}&pageSize=36`);
        if (list.totalPages === 2) return { gameType: lane.gameType, vendor, classify: classify.key, vendorName: lane.cards[vendor]?.name ?? vendor, classifyName: classify.name };
      }
    }
  }
  throw new Error('no filter has exactly two pages');
}

/** The lobby's category pages; /lott and /elott are the lottery's own game centres. */
const categoryPaths: Record<string, string> = { LIVE: '/live', RNG: '/rng', FISH: '/fish', PVP: '/pvp', SPORTS: '/sports', ESPORTS: '/esports' };

describe('lobby filter (spec §4)', () => {
  it('the current game type defaults to HOT, without search or vendor dropdown', async () => {
    const { context, page } = await openPage('/rng');
    await expect.poll(() => tab(page, 'Populares').getAttribute('aria-selected'), within).toBe('true');
    await expect.poll(() => gameCards(page).count(), within).toBeGreaterThan(0);
    expect(await searchBox(page).count()).toBe(0);
    expect(await vendorSelect(page).count()).toBe(0);
    await context.close();
  });

  it('FAV asks guests to log in', async () => {
    const { context, page } = await openPage('/rng');
    await tab(page, 'Favoritos').click();
    await loginDialog(page).waitFor();
    expect(await tab(page, 'Populares').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('RECENT asks guests to log in', async () => {
    const { context, page } = await openPage('/live');
    await tab(page, 'Recentes').click();
    await loginDialog(page).waitFor();
    expect(await tab(page, 'Populares').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('non-HOT tabs show the name search (placeholder winner_name) and the vendor dropdown with ALL', async () => {
    const { context, page } = await openAllTab('/rng');
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Nome do jogo');
    expect(await vendorSelect(page).locator('option').first().textContent()).toBe('Todos os fornecedores');
    expect(await vendorSelect(page).inputValue()).toBe('ALL');
    await context.close();
  });

  it('ALL resets vendor and classification', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openAllTab('/rng', { token: memberToken });
    await tab(page, 'Favoritos').click();
    await vendorSelect(page).selectOption('TIDE');
    await classifications(page).getByRole('button', { name: 'Megaways' }).click();
    expect(await pressedName(classifications(page))).toBe('Megaways');
    await tab(page, 'Todos').click();
    await expect.poll(() => vendorSelect(page).inputValue(), within).toBe('ALL');
    expect(await pressedName(classifications(page))).toBe('Todos');
    await context.close();
  });

  it('a vendor change resets the classification to ALL', async () => {
    const { context, page } = await openAllTab('/rng');
    await classifications(page).getByRole('button', { name: 'Megaways' }).click();
    expect(await pressedName(classifications(page))).toBe('Megaways');
    await vendorSelect(page).selectOption('DELT');
    await expect.poll(() => pressedName(classifications(page)), within).toBe('Todos');
    await context.close();
  });

  it('the classification swiper shows only when more than one entry exists', async () => {
    const { context, page } = await openAllTab('/rng');
    await vendorSelect(page).selectOption('TIDE');
    await classifications(page).waitFor();
    // The house vendor has games of one classification only.
    await vendorSelect(page).selectOption('HOUSE');
    await expect.poll(() => classifications(page).count(), within).toBe(0);
    await context.close();
  });

  it('load more appends the next page up to totalPages', async () => {
    const { context, page } = await openAllTab('/rng');
    await expect.poll(() => gameCards(page).count(), within).toBe(36);
    expect(await pageCount(page).textContent()).toMatch(/^1 \/ \d+$/);
    await loadMore(page).click();
    await expect.poll(() => gameCards(page).count(), within).toBe(72);
    expect(await pageCount(page).textContent()).toMatch(/^2 \/ \d+$/);
    await context.close();
  });

  it('any filter change resets the page to 1 and clears the search text', async () => {
    const { context, page } = await openAllTab('/rng');
    await loadMore(page).click();
    await expect.poll(() => pageCount(page).textContent(), within).toMatch(/^2 \//);
    await searchBox(page).fill('ouro');
    await vendorSelect(page).selectOption('DELT');
    await expect.poll(() => pageCount(page).textContent(), within).toMatch(/^1 \//);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await gameCards(page).count()).toBe(36);
    await context.close();
  });

  it('submitting the search resets the page to 1', async () => {
    const { context, page } = await openAllTab('/rng');
    await loadMore(page).click();
    await expect.poll(() => pageCount(page).textContent(), within).toMatch(/^2 \//);
    await searchBox(page).fill('a');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => pageCount(page).textContent(), within).toMatch(/^1 \//);
    expect(await gameCards(page).count()).toBe(36);
    await context.close();
  });

  it('load-more bar hidden when totalPages is 1', async () => {
    const { context, page } = await openAllTab('/rng');
    await vendorSelect(page).selectOption('HOUSE');
    await expect.poll(() => gameCards(page).count(), within).toBe(4);
    expect(await loadMore(page).count()).toBe(0);
    expect(await pageCount(page).count()).toBe(0);
    await context.close();
  });

  it('load-more bar shows page / totalPages and is disabled on the last page', { timeout: flowTimeoutMs }, async () => {
    const filter = await twoPageFilter();
    const path = categoryPaths[filter.gameType];
    if (!path) throw new Error(`no page for ${filter.gameType}`);
    const { context, page } = await openAllTab(path);
    await vendorSelect(page).selectOption(filter.vendor);
    await classifications(page).getByRole('button', { name: filter.classifyName, exact: true }).click();
    await expect.poll(() => pageCount(page).textContent(), within).toBe('1 / 2');
    expect(await loadMore(page).isEnabled()).toBe(true);
    await loadMore(page).click();
    await expect.poll(() => pageCount(page).textContent(), within).toBe('2 / 2');
    await expect.poll(() => loadMore(page).isDisabled(), within).toBe(true);
    await context.close();
  });

  it('an empty list shows the no-data message', async () => {
    const { context, page } = await openAllTab('/fish');
    await searchBox(page).fill('zzqqxxnomatch');
    await searchBox(page).press('Enter');
    await page.getByText('Sem dados').waitFor();
    await context.close();
  });

  it('a language change reloads the lists and the vendor lanes', async () => {
    const { context, page } = await openAllTab('/rng');
    await vendorSelect(page).selectOption('HOUSE');
    await page.getByRole('button', { name: 'Jogar Dados' }).waitFor();
    expect(await vendorSelect(page).locator('option[value="HOUSE"]').textContent()).toBe('Jogos da Casa');
    await page.locator('header').getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Play Dice' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Provider' }).locator('option[value="HOUSE"]').textContent(), within).toBe('House Games');
    await context.close();
  });

  it('HOME navigates to / and shows the home sections again', async () => {
    const { context, page } = await openPage('/?category=LIVE');
    await expect.poll(() => new URL(page.url()).search, within).toBe('');
    const categories = page.getByRole('navigation', { name: 'Categorias de jogos' });
    await expect.poll(() => categories.getByRole('button', { name: /Ao vivo/ }).getAttribute('aria-pressed'), within).toBe('true');
    await categories.getByRole('button', { name: /Início/ }).click();
    await waitForHome(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('lobby calls (spec §7, §9)', () => {
  it('the lists are asked with the spec’s limits: hot on flash,html5-desktop, 20 winners, 36 games a page, client type 3, favourites 999', async () => {
    const { context, page: first } = await openPage('/', { token: memberToken });
    await waitForHome(first);
    // A new tab starts with an empty session cache, so it asks for every list.
    const page = await context.newPage();
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/lgw/games/')) calls.push(url);
    });
    await page.goto(`${server.url}/?token=${encodeURIComponent(memberToken)}`);
    await waitForHome(page);
    await page.getByRole('navigation', { name: 'Categorias de jogos' }).getByRole('button', { name: /Slots/ }).click();
    await tab(page, 'Todos').click();
    await expect.poll(() => gameCards(page).count(), within).toBe(36);
    const call = (path: string) => calls.find((url) => url.pathname === path)?.searchParams;
    await expect.poll(() => call('/lgw/games/winners')?.get('limitNum') ?? null, within).toBe('20');
    expect(call('/lgw/games/hot/list')?.get('platform')).toBe('flash,html5-desktop');
    expect(call('/lgw/games/hot/list')?.get('isPlatform')).toBe('2');
    const list = calls.find((url) => url.pathname === '/lgw/games/list' && url.searchParams.get('gameType') === 'RNG')?.searchParams;
    expect(list?.get('pageSize')).toBe('36');
    expect(list?.get('clientType')).toBe('3');
    expect(call('/lgw/games/favorite/list')?.get('pageSize')).toBe('999');
    expect(call('/lgw/games/recent/list')?.get('pageSize')).toBe('24');
    await context.close();
  });
});

describe('home page (spec §2)', () => {
  it('home hot list is capped at 12', async () => {
    const hot = await api<{ list: unknown[] }>('/lgw/games/hot/list?isPlatform=2&platform=flash,html5-desktop');
    expect(hot.list.length).toBeGreaterThan(12);
    const { context, page } = await openPage('/');
    await waitForHome(page);
    expect(await section(page, 'hot').locator('[data-node-id]').count()).toBe(12);
    await context.close();
  });

  it('home vendor lists are capped at 5', async () => {
    const { context, page } = await openPage('/');
    await section(page, 'RNG').waitFor();
    expect(await section(page, 'RNG').getByRole('listitem').count()).toBe(5);
    expect(await section(page, 'LIVE').getByRole('listitem').count()).toBe(5);
    expect(await section(page, 'PVP').getByRole('listitem').count()).toBe(3);
    await context.close();
  });

  it('recent shows only for a logged-in member with items, before hot', { timeout: flowTimeoutMs }, async () => {
    const guest = await openPage('/');
    await waitForHome(guest.page);
    expect(await section(guest.page, 'recent').count()).toBe(0);
    await guest.context.close();

    const token = await loginToken('demo_member2', 'Demo12345');
    const empty = await openPage('/', { token });
    await waitForHome(empty.page);
    expect(await section(empty.page, 'recent').count()).toBe(0);
    await empty.context.close();

    await api('/wps/game/launchGame', { method: 'POST', token, body: { nodeId: 100001 } });
    const played = await openPage('/', { token });
    await section(played.page, 'recent').getByRole('button', { name: 'Jogar Dados' }).waitFor();
    const order = await played.page.locator('[data-section]').evaluateAll((sections) => sections.map((element) => (element as HTMLElement).dataset.section));
    expect(order.slice(0, 2)).toEqual(['home-section-recent', 'home-section-hot']);
    await played.context.close();
  });

  it('favourites show for a logged-in member', async () => {
    await api('/lgw/games/favorite', { method: 'POST', token: memberToken, body: { nodeId: 100003, vendor: 'HOUSE', gameType: 'RNG' } });
    const { context, page } = await openPage('/', { token: memberToken });
    await section(page, 'favourites').getByRole('button', { name: 'Jogar Foguete' }).waitFor();
    await context.close();
  });

  it('home carousels show 6 slides, with arrows only above 6 items', async () => {
    const { context, page } = await openPage('/');
    await waitForHome(page);
    const hot = section(page, 'hot');
    expect(await hot.getByRole('button', { name: 'Próximo' }).count()).toBe(1);
    const shown = await hot.locator('.swiper-slide').evaluateAll((slides) => {
      const frame = slides[0]?.closest('.swiper')?.getBoundingClientRect();
      return slides.filter((slide) => {
        const box = slide.getBoundingClientRect();
        return frame !== undefined && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
    expect(shown).toBe(6);
    // The house vendor has four games: no arrows.
    expect(await section(page, 'house').locator('[data-node-id]').count()).toBe(4);
    expect(await section(page, 'house').getByRole('button', { name: 'Próximo' }).count()).toBe(0);
    await context.close();
  });

  it('sports, esports and cockfight show only while they have vendors', { timeout: flowTimeoutMs }, async () => {
    const before = await openPage('/');
    await section(before.page, 'COCK').waitFor();
    expect(await section(before.page, 'SPORTS').count()).toBe(1);
    expect(await section(before.page, 'ESPORTS').count()).toBe(1);
    await before.context.close();

    expect((await operatorCall(server.url, 'PUT', '/ops/lobby/vendors/GALE', { status: 0 })).status).toBe(200);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const after = await openPage('/');
      await section(after.page, 'SPORTS').waitFor();
      expect(await section(after.page, 'COCK').count()).toBe(0);
      expect(await headerNav(after.page).locator('[data-game-type="COCK"]').count()).toBe(0);
      await after.context.close();
    } finally {
      await operatorCall(server.url, 'PUT', '/ops/lobby/vendors/GALE', { status: 1 });
    }
  });

  it('the banner carousel shows 2.5 slides, loops and moves on by itself every 5 s', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openPage('/');
    await page.locator('main section[aria-roledescription="carousel"] .swiper-slide img').first().waitFor();
    const sizes = await page.locator('main section[aria-roledescription="carousel"]').evaluate((element) => {
      const slide = element.querySelector('.swiper-slide') as HTMLElement;
      return { frame: element.getBoundingClientRect().width, slide: slide.getBoundingClientRect().width, gap: Number.parseFloat(slide.style.marginRight || '0') };
    });
    expect((sizes.frame + sizes.gap) / (sizes.slide + sizes.gap)).toBeCloseTo(2.5, 1);
    const position = () => page.locator('main section[aria-roledescription="carousel"] .swiper-wrapper').getAttribute('style');
    const first = await position();
    await page.waitForTimeout(6_500);
    expect(await position()).not.toBe(first);
    const settings = await page.locator('main section[aria-roledescription="carousel"] .swiper').evaluate((element) => {
      const params = (element as HTMLElement & { swiper: { params: { loop: boolean; speed: number; autoplay: { delay: number } } } }).swiper.params;
      return { loop: params.loop, speed: params.speed, delay: params.autoplay.delay };
    });
    expect(settings).toEqual({ loop: true, speed: 1000, delay: 5000 });
    await context.close();
  });

  it('the notice marquee opens the notice list, nine notices a page', async () => {
    const { context, page } = await openPage('/');
    await page.getByRole('button', { name: 'Abrir a lista de avisos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avisos' });
    await dialog.getByRole('listitem').first().waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(9);
    expect(await dialog.getByText('1 / 2').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await dialog.getByText('2 / 2').waitFor();
    await expect.poll(() => dialog.getByRole('listitem').count(), within).toBe(3);
    await context.close();
  });

  it('the winner board puts the top 3 on pillars and scrolls the rest from rank 4, amounts with symbol and 2 decimals', async () => {
    const { context, page } = await openPage('/');
    const podium = page.getByRole('list', { name: 'Pódio dos vencedores' });
    await podium.waitFor();
    expect(await podium.getByRole('listitem').count()).toBe(3);
    const others = page.getByRole('list', { name: 'Outros vencedores' });
    expect(await others.getByRole('listitem').first().locator('span').first().textContent()).toBe('4');
    const amounts = await podium.getByText(/^R\$ /).allTextContents();
    expect(amounts).toHaveLength(3);
    for (const amount of amounts) expect(amount).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
    const track = page.locator('[class*="track"]').filter({ has: others });
    const start = await track.evaluate((element) => (element as HTMLElement).style.transform);
    await page.waitForTimeout(600);
    expect(await track.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe(start);
    await context.close();
  });

  it('the winner carousel shows 8 slides of icon, name and amount', async () => {
    const { context, page } = await openPage('/');
    const carousel = page.getByRole('region', { name: 'Vitórias recentes' });
    await carousel.locator('.swiper-slide').first().waitFor();
    const shown = await carousel.locator('.swiper-slide').evaluateAll((slides) => {
      const frame = slides[0]?.closest('.swiper')?.getBoundingClientRect();
      return slides.filter((slide) => {
        const box = slide.getBoundingClientRect();
        return frame !== undefined && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
    expect(shown).toBe(8);
    const slide = carousel.locator('.swiper-slide').first();
    expect(await slide.locator('img').count()).toBe(1);
    expect(await slide.textContent()).toMatch(/\*\*\*.*R\$ [\d.]+,\d{2}/);
    await context.close();
  });

  it('clicking a winner asks a guest to log in, and starts that game for a member', { timeout: flowTimeoutMs }, async () => {
    const guest = await openPage('/');
    await page0(guest.page).click();
    await loginDialog(guest.page).waitFor();
    await guest.context.close();

    const { context, page } = await openPage('/', { token: memberToken });
    await page0(page).click();
    await page.waitForURL((url) => url.pathname !== '/', within);
    expect(['/seamless', '/lottery', '/vnLottery', '/seaLottery'].some((path) => new URL(page.url()).pathname.startsWith(path)) || new URL(page.url()).pathname.startsWith('/house')).toBe(true);
    await context.close();

    function page0(target: Page) {
      return target.getByRole('list', { name: 'Pódio dos vencedores' }).getByRole('button').first();
    }
  });

  it('home is kept alive: leaving and coming back keeps the category, tab and scroll position', { timeout: flowTimeoutMs }, async () => {
    const { context, page } = await openPage('/');
    const categories = page.getByRole('navigation', { name: 'Categorias de jogos' });
    await categories.getByRole('button', { name: /Slots/ }).click();
    await tab(page, 'Todos').click();
    await expect.poll(() => gameCards(page).count(), within).toBe(36);
    // The grid grows while its artwork loads: scroll until the page is tall enough to sit at 1400 px.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 1400));
        return page.evaluate(() => Math.round(window.scrollY));
      }, within)
      .toBeGreaterThan(1300);
    await page.waitForTimeout(300);
    await headerNav(page).getByRole('link', { name: 'Promoções' }).click();
    await page.getByRole('heading', { name: 'Promoções', level: 1 }).waitFor();
    await page.goBack();
    await expect.poll(() => tab(page, 'Todos').getAttribute('aria-selected'), within).toBe('true');
    expect(await categories.getByRole('button', { name: /Slots/ }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), within).toBeGreaterThan(1300);
    await context.close();
  });

  it('the footer vendor strip shows 6 vendors at a time, with arrows when more than 6', async () => {
    const { context, page } = await openPage('/');
    const strip = page.locator('footer').getByRole('region', { name: 'Fornecedores' });
    await strip.scrollIntoViewIfNeeded();
    await strip.locator('.swiper-slide').first().waitFor();
    const shown = await strip.locator('.swiper-slide').evaluateAll((slides) => {
      const frame = slides[0]?.closest('.swiper')?.getBoundingClientRect();
      return slides.filter((slide) => {
        const box = slide.getBoundingClientRect();
        return frame !== undefined && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
    expect(shown).toBe(6);
    expect(await strip.getByRole('button', { name: 'Próximo' }).isVisible()).toBe(true);
    expect(await strip.getByRole('button', { name: 'Anterior' }).isVisible()).toBe(true);
    await context.close();
  });

  it('images come from the site itself (no image CDN configured) and a failed one falls back to the default icon', async () => {
    const { context, page } = await openPage('/rng');
    await context.route('**/lgw/art/game/100001.svg*', (route) => route.fulfill({ status: 404, body: '' }));
    await tab(page, 'Todos').click();
    const failed = page.getByRole('button', { name: 'Jogar Dados' }).locator('img');
    await expect.poll(() => failed.getAttribute('src'), within).not.toContain('/lgw/art/game/100001.svg');
    expect(await failed.getAttribute('src')).toMatch(/default-icon|^data:/);
    const other = page.getByRole('button', { name: 'Jogar Foguete' }).locator('img');
    // With no image CDN the picture's address is relative: it loads from whatever address the site was opened at.
    expect(await other.getAttribute('src')).toMatch(/^\/lgw\/art\/game\//);
    await context.close();
  });
});

describe('header (spec §2)', () => {
  it('the logo returns to HOME', async () => {
    const { context, page } = await openPage('/live');
    await page.locator('header').getByRole('link', { name: 'Sorte Dourada' }).click();
    await waitForHome(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('the nav lists home, promotions and each category that has vendors', async () => {
    const { context, page } = await openPage('/');
    const nav = headerNav(page);
    await nav.locator('[data-game-type]').first().waitFor();
    expect(await nav.getByRole('link', { name: 'Início' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Promoções' }).count()).toBe(1);
    const types = await nav.locator('[data-game-type]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.gameType).sort());
    const menus = await api<{ menus: Array<{ gameType: string; vendors: unknown[] }> }>('/lgw/games/game_menus');
    expect(types).toEqual(menus.menus.filter((menu) => menu.vendors.length > 0).map((menu) => menu.gameType).sort());
    await context.close();
  });

  it('a nav click goes to the page for RNG, PVP, FISH and types with more than one vendor', async () => {
    const { context, page } = await openPage('/');
    const nav = headerNav(page);
    for (const [gameType, path] of [['RNG', '/rng'], ['PVP', '/pvp'], ['FISH', '/fish'], ['SPORTS', '/sports'], ['LIVE', '/live']] as const) {
      await nav.locator(`[data-game-type="${gameType}"] > button`).click();
      await expect.poll(() => new URL(page.url()).pathname, within).toBe(path);
    }
    await context.close();
  });

  it('a nav click launches the single vendor of a type (cockfight)', { timeout: flowTimeoutMs }, async () => {
    const guest = await openPage('/');
    // The nav gains its arrows once the menus have loaded: the click waits for the page to settle.
    await waitForHome(guest.page);
    await guest.page.waitForLoadState('networkidle');
    await headerNav(guest.page).locator('[data-game-type="COCK"] > button').click();
    await loginDialog(guest.page).waitFor();
    await guest.context.close();

    const { context, page } = await openPage('/', { token: memberToken });
    // The member's balance arrives after the nav: its items move once it has, so the click waits for that.
    await waitForHome(page);
    await page.waitForLoadState('networkidle');
    await headerNav(page).locator('[data-game-type="COCK"] > button').click();
    await expect.poll(() => new URL(page.url()).pathname, within).toBe('/seamless');
    expect(new URL(page.url()).searchParams.get('url')).toContain('/wps/game/open?token=');
    await page.locator('iframe').waitFor();
    await context.close();
  });

  it('the hover drop menu lists vendors per game type, as a large panel above 10 vendors', async () => {
    const { context, page } = await openPage('/');
    const nav = headerNav(page);
    await nav.locator('[data-game-type="RNG"]').hover();
    const slots = page.getByRole('menu', { name: 'Slots' });
    await slots.waitFor();
    expect(await slots.getAttribute('data-size')).toBe('large');
    expect(await slots.getByRole('menuitem').count()).toBe(13);
    await nav.locator('[data-game-type="LIVE"]').hover();
    const live = page.getByRole('menu', { name: 'Cassino ao vivo' });
    await live.waitFor();
    expect(await live.getAttribute('data-size')).toBe('small');
    expect(await live.getByRole('menuitem').count()).toBe(6);
    await context.close();
  });

  it('deposit, withdraw and agent links show for logged-in users, the agent link only for agents', { timeout: flowTimeoutMs }, async () => {
    const guest = await openPage('/');
    await headerNav(guest.page).locator('[data-game-type]').first().waitFor();
    expect(await headerNav(guest.page).getByRole('link', { name: 'Depositar' }).count()).toBe(0);
    await guest.context.close();

    const { context, page } = await openPage('/', { token: memberToken });
    await headerNav(page).getByRole('link', { name: 'Depositar' }).waitFor();
    expect(await headerNav(page).getByRole('link', { name: 'Depositar' }).getAttribute('href')).toBe('/member/depositv2');
    expect(await headerNav(page).getByRole('link', { name: 'Sacar' }).getAttribute('href')).toBe('/member/withdraw');
    await waitForMember(page);
    expect(await headerNav(page).getByRole('link', { name: 'Agente' }).count()).toBe(0);
    await context.close();

    // Agents log in on the agent login page; the session then serves the player site too.
    const agentToken = await loginToken(agent.account, agent.password, 'agent');
    const agentPage = await openPage('/', { token: agentToken });
    await headerNav(agentPage.page).getByRole('link', { name: 'Agente' }).waitFor();
    expect(await headerNav(agentPage.page).getByRole('link', { name: 'Agente' }).getAttribute('href')).toBe('/agentHome');
    await agentPage.context.close();
  });
});

describe('side menu (spec §2)', () => {
  it('the promotions dropdown is open by default and shows 6 promotions', async () => {
    const promotions = await api<{ list: unknown[] }>('/wps/promotions');
    expect(promotions.list.length).toBeGreaterThan(6);
    const { context, page } = await openPage('/');
    const group = sideMenu(page).getByRole('button', { name: 'Promoções' });
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    const links = sideMenu(page).locator('a[href^="/promotions#"]');
    await links.first().waitFor();
    expect(await links.count()).toBe(6);
    await context.close();
  });

  it('check-in shows only if the signup promo is enabled with count > 0', async () => {
    const guest = await openPage('/');
    await sideMenu(guest.page).getByRole('link', { name: 'Tarefas' }).waitFor();
    expect(await sideMenu(guest.page).getByRole('link', { name: 'Check-in diário' }).count()).toBe(0);
    await guest.context.close();

    const info = await api<{ availablePromo: { SIGNUP: { enabled: boolean; count: number } } }>('/wps/member/info', { token: memberToken });
    const { context, page } = await openPage('/', { token: memberToken });
    await waitForMember(page);
    const shown = info.availablePromo.SIGNUP.enabled && info.availablePromo.SIGNUP.count > 0;
    await expect.poll(() => sideMenu(page).getByRole('link', { name: 'Check-in diário' }).count(), within).toBe(shown ? 1 : 0);
    await context.close();
  });

  it('invite friends shows when logged out or when referral is enabled', async () => {
    const guest = await openPage('/');
    await sideMenu(guest.page).getByRole('link', { name: 'Convidar amigos' }).waitFor();
    await guest.context.close();

    const info = await api<{ availablePromo: { REFERRAL: { enabled: boolean } } }>('/wps/member/info', { token: memberToken });
    const { context, page } = await openPage('/', { token: memberToken });
    await waitForMember(page);
    await expect.poll(() => sideMenu(page).getByRole('link', { name: 'Convidar amigos' }).count(), within).toBe(info.availablePromo.REFERRAL.enabled ? 1 : 0);
    await context.close();
  });

  it('VIP and player rank show only for VIP members', async () => {
    const info = await api<{ hasVip: boolean }>('/wps/member/info', { token: memberToken });
    const { context, page } = await openPage('/', { token: memberToken });
    await waitForMember(page);
    await expect.poll(() => sideMenu(page).getByRole('link', { name: 'VIP', exact: true }).count(), within).toBe(info.hasVip ? 1 : 0);
    expect(await sideMenu(page).getByRole('link', { name: 'Ranking' }).count()).toBe(info.hasVip ? 1 : 0);
    await context.close();
  });

  it('points mall shows when the white-label flag PTSYS3 is on, telegram when the resource exists', async () => {
    const permission = await api<{ whitelabel: Array<{ modId: string; enabled: string }>; resources: Array<{ resourceType: string }> }>('/wps/system/permission');
    const { context, page } = await openPage('/');
    await sideMenu(page).getByRole('link', { name: 'Tarefas' }).waitFor();
    const pointsMall = permission.whitelabel.some((node) => node.modId === 'PTSYS3' && node.enabled === '1');
    expect(await sideMenu(page).getByRole('link', { name: 'Loja de pontos' }).count()).toBe(pointsMall ? 1 : 0);
    const telegram = permission.resources.some((resource) => resource.resourceType === 'telegram');
    expect(await sideMenu(page).getByRole('link', { name: 'Telegram' }).count()).toBe(telegram ? 1 : 0);
    expect(await sideMenu(page).getByRole('link', { name: 'Baixar o app' }).count()).toBe(1);
    await context.close();
  });

  it('the games group lists HOT, FAV and each category that has vendors', async () => {
    const { context, page } = await openPage('/');
    const menu = sideMenu(page);
    await menu.getByRole('link', { name: 'Slots' }).waitFor();
    const labels = await menu.locator('ul').last().getByRole('link').allTextContents();
    expect(labels.slice(0, 2)).toEqual(['Populares', 'Favoritos']);
    expect(labels).toEqual(expect.arrayContaining(['Cassino ao vivo', 'Slots', 'Pesca', 'Jogos de cartas', 'Esportes', 'eSports', 'Loteria', 'Loteria rápida', 'Luta de galos']));
    await context.close();
  });

  it('the side menu is hidden on game pages', async () => {
    const { context, page } = await openAllTab('/live', { token: memberToken });
    expect(await sideMenu(page).count()).toBe(1);
    await gameCards(page).first().getByRole('button').first().click();
    await page.locator('iframe').waitFor();
    expect(await sideMenu(page).count()).toBe(0);
    await context.close();
  });
});

describe('start game (spec §4)', () => {
  it('starting a game asks a guest to log in', async () => {
    const { context, page } = await openPage('/');
    await section(page, 'hot').locator('[data-node-id] button').first().click();
    await loginDialog(page).waitFor();
    await context.close();
  });

  it('a trial account is told that a real account is needed', { timeout: flowTimeoutMs }, async () => {
    const token = await freePlayToken();
    const { context, page } = await openPage('/', { token });
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').state?.member?.isTrial), within).toBe(true);
    await section(page, 'hot').locator('[data-node-id] button').first().click();
    await page.getByRole('alertdialog').getByText('É preciso uma conta real').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('lottery games open the lottery page with their game code', async () => {
    const list = await api<{ games: Array<{ gameName: string; gameCode: string; isGame: string }> }>('/lgw/games/list?gameType=LOTT&vassalage=LOTT&pageSize=5');
    const game = list.games.find((candidate) => candidate.isGame === 'GAME');
    if (!game) throw new Error('no lottery game');
    const { context, page } = await openPage('/?category=LOTT', { token: memberToken });
    await tab(page, 'Todos').click();
    await vendorSelect(page).selectOption('LOTT');
    await page.getByRole('button', { name: `Jogar ${game.gameName}`, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, within).toBe('/lottery');
    expect(new URL(page.url()).searchParams.get('gameCode')).toBe(game.gameCode);
    await context.close();
  });

  it('a vendor entry opens the game popup list', async () => {
    const { context, page } = await openPage('/', { token: memberToken });
    await headerNav(page).locator('[data-game-type="LIVE"]').hover();
    await page.getByRole('menu', { name: 'Cassino ao vivo' }).getByRole('menuitem').first().click();
    const popup = page.getByRole('dialog', { name: 'Jogos' });
    await popup.locator('[data-node-id]').first().waitFor();
    expect(await popup.locator('[data-node-id]').count()).toBe(36);
    await context.close();
  });

  it('an RNG vendor goes to /rng with the vendor chosen', async () => {
    const { context, page } = await openPage('/', { token: memberToken });
    await headerNav(page).locator('[data-game-type="RNG"]').hover();
    await page.getByRole('menu', { name: 'Slots' }).getByRole('menuitem', { name: 'Tide Play' }).click();
    await expect.poll(() => page.url(), within).toContain('/rng?vassalage=TIDE');
    await expect.poll(() => vendorSelect(page).inputValue(), within).toBe('TIDE');
    expect(await tab(page, 'Todos').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('other games start through the launch call and open in the game page', async () => {
    const { context, page } = await openAllTab('/live', { token: memberToken });
    await gameCards(page).first().getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).pathname, within).toBe('/seamless');
    expect(new URL(page.url()).searchParams.get('url')).toMatch(/^\/wps\/game\/open\?token=/);
    await page.locator('iframe').waitFor();
    // A reload shows the same game: the tab remembers what it launched.
    await page.reload();
    await page.locator('iframe').waitFor();
    await context.close();
  });

  it('the game page frames only games this tab launched', async () => {
    const { context, page } = await openPage(`/seamless?url=${encodeURIComponent('https://example.com/')}`);
    await page.getByText('Não há nenhum jogo para abrir.').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await context.close();
  });
});

describe('favourites (spec §4)', () => {
  it('favourite toggles are throttled to one per second', async () => {
    const { context, page } = await openAllTab('/fish', { token: memberToken });
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lgw/games/favorite') && ['POST', 'DELETE'].includes(request.method())) changes.push(request.method());
    });
    const heart = gameCards(page).first().getByRole('button', { name: /aos favoritos|dos favoritos/ });
    // Two clicks in the same task: the second comes well inside the second, whatever the machine's load.
    await heart.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await page.waitForTimeout(1_200);
    expect(changes).toEqual(['POST']);
    await heart.click();
    await expect.poll(() => changes, within).toEqual(['POST', 'DELETE']);
    await context.close();
  });

  it('removing a favourite updates the list at once, before the server answers', async () => {
    await api('/lgw/games/favorite', { method: 'POST', token: memberToken, body: { nodeId: 100002, vendor: 'HOUSE', gameType: 'RNG' } });
    const { context, page } = await openPage('/rng', { token: memberToken });
    await tab(page, 'Favoritos').click();
    const card = page.locator('main [data-node-id="100002"]');
    await card.waitFor();
    await context.route('**/lgw/games/favorite?nodeId=*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    const started = Date.now();
    await card.getByRole('button', { name: /dos favoritos/ }).click();
    await card.waitFor({ state: 'detached', timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_500);
    await context.close();
  });

  it('a favourite heart removes it and never adds it a second time', async () => {
    await api('/lgw/games/favorite', { method: 'POST', token: memberToken, body: { nodeId: 100000, vendor: 'HOUSE', gameType: 'RNG' } });
    const { context, page } = await openAllTab('/rng', { token: memberToken });
    await vendorSelect(page).selectOption('HOUSE');
    const heart = page.locator('main [data-node-id="100000"]').getByRole('button', { name: /favoritos/ });
    await expect.poll(() => heart.getAttribute('aria-pressed'), within).toBe('true');
    const methods: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lgw/games/favorite') && request.method() !== 'GET') methods.push(request.method());
    });
    await heart.click();
    await expect.poll(() => methods, within).toEqual(['DELETE']);
    await expect.poll(() => heart.getAttribute('aria-pressed'), within).toBe('false');
    await context.close();
  });
});

describe('announcement popup (spec §4)', () => {
  it('guests see the B popup, and closing it sets the flag for the session', async () => {
    const { context, page } = await openPage('/', { popups: true });
    const popup = page.getByRole('dialog', { name: 'Anúncio' });
    await popup.getByText('Bem-vindo à Sorte Dourada').waitFor();
    await popup.getByRole('button', { name: 'Fechar' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHome(page);
    await page.waitForTimeout(800);
    expect(await popup.count()).toBe(0);
    await context.close();
  });

  it('logged-in users see the A popup, plus F on a first-time login', { timeout: flowTimeoutMs }, async () => {
    const returning = await openPage('/', { popups: true, token: memberToken });
    const popup = returning.page.getByRole('dialog', { name: 'Anúncio' });
    await popup.getByRole('heading', { name: 'Depósitos PIX instantâneos' }).waitFor();
    expect(await popup.getByRole('tab').count()).toBe(0);
    await returning.context.close();

    const first = await openPage('/', { popups: true, token: memberToken, firstTimeLogin: true });
    const firstPopup = first.page.getByRole('dialog', { name: 'Anúncio' });
    await firstPopup.getByRole('tab').first().waitFor();
    expect(await firstPopup.getByRole('tab').allTextContents()).toEqual(['Depósitos PIX instantâneos', 'Bem-vindo! Comece por aqui']);
    await first.context.close();
  });
});

describe('pages (spec §2)', () => {
  it('/favorite and /recent ask guests to log in', async () => {
    for (const path of ['/favorite', '/recent']) {
      const { context, page } = await openPage(path);
      await loginDialog(page).waitFor();
      await context.close();
    }
  });

  it('/recent lists the member’s recent games', async () => {
    await api('/wps/game/launchGame', { method: 'POST', token: memberToken, body: { nodeId: 100003 } });
    const { context, page } = await openPage('/recent', { token: memberToken });
    await page.getByRole('button', { name: 'Jogar Foguete' }).waitFor();
    await context.close();
  });

  it('the vendor reload is hidden on /pvp, /fish and /rng', async () => {
    for (const [path, shown] of [['/live', true], ['/pvp', false], ['/fish', false], ['/rng', false]] as const) {
      const { context, page } = await openAllTab(path);
      expect(await page.getByRole('button', { name: 'Recarregar fornecedores' }).count(), path).toBe(shown ? 1 : 0);
      await context.close();
    }
  });

  it('/sports and /esports show their vendors and games', async () => {
    for (const path of ['/sports', '/esports']) {
      const { context, page } = await openPage(path);
      await page.getByRole('region', { name: 'Fornecedores' }).first().waitFor();
      expect(await page.locator('main').getByRole('region', { name: 'Fornecedores' }).getByRole('listitem').count(), path).toBeGreaterThan(0);
      await expect.poll(() => gameCards(page).count(), within).toBeGreaterThan(0);
      await context.close();
    }
  });

  it('/promotions lists the promotions and the hash opens one', async () => {
    const { context, page } = await openPage('/promotions');
    const cards = page.locator('main a[href^="/promotions#"], main a[href^="#"]');
    await cards.first().waitFor();
    await cards.first().click();
    await expect.poll(() => new URL(page.url()).hash, within).toMatch(/^#\d+$/);
    await page.getByRole('link', { name: 'Todas as promoções' }).first().waitFor();
    await page.locator('main article').waitFor();
    await context.close();
  });

  it('/down shows the install guides and a QR code of the site', async () => {
    const { context, page } = await openPage('/down');
    await page.getByRole('heading', { name: 'Instalar no Android' }).waitFor();
    await page.getByRole('heading', { name: 'Instalar no iPhone e iPad' }).waitFor();
    const qr = page.getByRole('img', { name: `QR Code de ${server.url}` });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await context.close();
  });
});

describe('screenshots', () => {
  it('home in PT and EN at 1280 px and 390 px, without sideways scrolling', { timeout: flowTimeoutMs }, async () => {
    for (const language of ['pt', 'en'] as const) {
      for (const width of [1280, 390]) {
        const { context, page, errors } = await openPage('/', { language, width });
        await waitForHome(page);
        await page.locator('main img').first().waitFor();
        await page.waitForTimeout(800);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await screenshot(page, `lobby-home-${language}-${width}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});
