import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameListValueSchema,
  gameMenusValueSchema,
  gameTypes,
  hotListValueSchema,
  normaliseSearchText,
  platformVendorCodes,
  vassalageGameTypesValueSchema,
  vendorLanesValueSchema,
  vietnamMenuValueSchema,
  type Game,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
const operator = () => ({ authorization: `Bearer ${test.config.operatorToken}` });

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) {
  const response = await test.app.server.inject({ method, url, headers: options.headers, payload: options.payload as never });
  const body = response.body.length > 0 && response.headers['content-type']?.toString().includes('json') ? response.json() : null;
  return { status: response.statusCode, body: body as { success: boolean; value: any; code: string }, headers: response.headers, raw: response.body };
}

async function list(query: string) {
  const response = await call('GET', `/lgw/games/list?${query}`);
  expect(response.status, response.raw).toBe(200);
  return gameListValueSchema.parse(response.body.value);
}

/** Adds a game through the operator call and returns its node id. */
async function addGame(game: Record<string, unknown>): Promise<number> {
  const response = await call('POST', '/ops/lobby/games', { headers: operator(), payload: game });
  expect(response.status, response.raw).toBe(200);
  return response.body.value.nodeId as number;
}

describe('game list', () => {
  it('holds more than ten thousand demo games in every category, 36 per page by default', async () => {
    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(10_000);
    expect(all.games).toHaveLength(36);
    expect(all.totalPages).toBe(Math.ceil(all.total / 36));
    for (const gameType of gameTypes) {
      const page = await list(`gameType=${gameType}&pageSize=100`);
      expect(page.total, gameType).toBeGreaterThan(0);
      expect(page.games.every((game) => game.gameType === gameType && game.isGame === 'GAME')).toBe(true);
    }
  });

  it('pages without gaps or repeats, and a page past the end is empty', async () => {
    const [first, second, both] = await Promise.all([list('gameType=PVP&pageNo=1&pageSize=40'), list('gameType=PVP&pageNo=2&pageSize=40'), list('gameType=PVP&pageNo=1&pageSize=80')]);
    expect([...first.games, ...second.games].map((game) => game.nodeId)).toEqual(both.games.map((game) => game.nodeId));
    const last = await list(`gameType=PVP&pageNo=${first.totalPages}&pageSize=40`);
    expect(last.games).toHaveLength(first.total - (first.totalPages - 1) * 40);
    const beyond = await list(`gameType=PVP&pageNo=${first.totalPages + 1}&pageSize=40`);
    expect(beyond).toMatchObject({ games: [], totalPages: first.totalPages, total: first.total });
  });

  it('filters by vendor, classification and platform; a well-formed unknown vendor or classification finds nothing', async () => {
    const vendor = await list('vassalage=HOUSE');
    expect(vendor.games.map((game) => game.gameCode).sort()).toEqual(['CRASH', 'DICE', 'MINES', 'SLOT']);
    const classify = await list('gameType=LIVE&gameClassify=ROULETTE&pageSize=100');
    expect(classify.total).toBeGreaterThan(0);
    expect(classify.games.every((game) => game.gameClassify === 'ROULETTE' && game.gameType === 'LIVE')).toBe(true);
    const [everywhere, phones, desktops] = await Promise.all([list('gameType=RNG'), list('gameType=RNG&platform=html5'), list('gameType=RNG&platform=html5-desktop')]);
    expect(phones.total).toBeLessThan(everywhere.total);
    expect(desktops.total).toBe(everywhere.total);
    expect(await list('vassalage=NOSUCHVENDOR')).toEqual({ games: [], totalPages: 0, total: 0 });
    expect(await list('gameType=RNG&gameClassify=NOSUCHCLASS')).toEqual({ games: [], totalPages: 0, total: 0 });
  });

  it('refuses malformed input with the field and the rule', async () => {
    const cases: [string, string][] = [
      ['pageNo=0', 'pageNo'],
      ['pageSize=10000', 'pageSize'],
      ['pageNo=abc', 'pageNo'],
      ['gameType=CASINO', 'gameType'],
      [`vassalage=${encodeURIComponent("' or 1=1 --")}`, 'vassalage'],
      ['gameClassify=%25', 'gameClassify'],
      ['platform=windows', 'platform.0'],
      [`gameName=${'a'.repeat(65)}`, 'gameName'],
    ];
    for (const [query, field] of cases) {
      const response = await call('GET', `/lgw/games/list?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.value.fields.map((entry: { field: string }) => entry.field)).toContain(field);
    }
  });
});

describe('game search', () => {
  let accented: number;
  let plain: number;
  beforeAll(async () => {
    accented = await addGame({ vendorCode: 'HOUSE', gameCode: 'TEST_XILO_1', gameType: 'RNG', gameClassify: 'SLOT', names: { pt: 'Xilofone Canção', en: 'Xylophone Song' } });
    plain = await addGame({ vendorCode: 'HOUSE', gameCode: 'TEST_XILO_2', gameType: 'RNG', gameClassify: 'SLOT', names: { pt: 'XILOFONE CANCAO', en: 'Xylophone Cancao' } });
  });

  const idsOf = (games: Game[]) => games.map((game) => game.nodeId).sort((left, right) => left - right);

  it('ignores accents, case and surrounding whitespace, both ways', async () => {
    for (const text of ['xilofone canção', 'XILOFONE CANCAO', '   Xilofone   Cancão  ', 'xilofone canc']) {
      const found = await list(`gameName=${encodeURIComponent(text)}&language=pt`);
      expect(idsOf(found.games), text).toEqual([accented, plain].sort((left, right) => left - right));
    }
  });

  it('answers a search with the same cards as every other list, in the language asked for', async () => {
    const [inPortuguese, inEnglish] = await Promise.all([list('gameName=xilofone&language=pt'), list('gameName=xilofone&language=en')]);
    expect(inPortuguese.games.find((game) => game.nodeId === accented)?.nodeName).toBe('Xilofone Canção');
    expect(inEnglish.games.find((game) => game.nodeId === accented)?.nodeName).toBe('Xylophone Song');
    const cards = await test.app.services.lobby.catalogue.gameCards([accented, plain], 'en');
    expect(inEnglish.games.filter((game) => game.nodeId === accented || game.nodeId === plain).sort((left, right) => left.nodeId - right.nodeId)).toEqual(
      cards.sort((left, right) => left.nodeId - right.nodeId),
    );
  });

  it('finds the same games for "ção" and "cao", each containing the text in one of its names', async () => {
    const [withAccent, without] = await Promise.all([list(`gameName=${encodeURIComponent('ção')}&pageSize=100`), list('gameName=cao&pageSize=100')]);
    expect(withAccent.total).toBe(without.total);
    expect(withAccent.total).toBeGreaterThan(2);
    expect(idsOf(withAccent.games)).toEqual(idsOf(without.games));
    for (const game of withAccent.games) expect(`${normaliseSearchText(game.nodeName)} ${normaliseSearchText(game.displayName)}`).toContain('cao');
  });

  it('searches inside one category and vendor', async () => {
    const found = await list(`gameName=xilofone&vassalage=HOUSE&gameType=RNG`);
    expect(found.total).toBe(2);
    expect((await list('gameName=xilofone&gameType=LIVE')).total).toBe(0);
  });

  it('treats SQL and wildcard characters as text: they match nothing in the catalogue', async () => {
    for (const text of ["' or 1=1 --", '%', '%%', '\\', "'; drop table lobby_games; --"]) {
      expect(await list(`gameName=${encodeURIComponent(text)}`), text).toEqual({ games: [], totalPages: 0, total: 0 });
    }
    expect((await list('')).total).toBeGreaterThanOrEqual(10_000);
  });

  it('matches an underscore only where a code or name has one, not as a wildcard', async () => {
    const [underscore, everything] = await Promise.all([list('gameName=_&pageSize=100'), list('')]);
    expect(underscore.total).toBeGreaterThan(0);
    expect(underscore.total).toBeLessThan(everything.total / 10);
    for (const game of underscore.games) expect(`${game.gameCode} ${game.nodeName} ${game.displayName}`).toContain('_');
  });

  it('answers uncached searches quickly', async () => {
    const durations: number[] = [];
    for (const [index, word] of ['dra', 'leo', 'sol', 'lua', 'ouro', 'rei', 'mar', 'gal', 'pes', 'rol'].entries()) {
      const started = performance.now();
      await list(`gameName=${word}&pageNo=${index + 1}`);
      durations.push(performance.now() - started);
    }
    durations.sort((left, right) => left - right);
    // The median keeps a busy test machine from failing this; a search that scanned badly would still fail it.
    expect(durations[Math.floor(durations.length / 2)]).toBeLessThan(100);
  });
});

describe('conditional requests', () => {
  it('answers 304 without a body when the client holds the current list, and a new tag after a change', async () => {
    const url = '/lgw/games/hot/list?vassalage=HOUSE&language=en';
    const first = await call('GET', url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toContain('application/json');
    const again = await call('GET', url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw).toBe('');
    expect((await call('GET', url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
    expect((await call('GET', url.replace('language=en', 'language=pt'))).headers.etag).not.toBe(etag);

    const dice = (await list('vassalage=HOUSE')).games.find((game) => game.gameCode === 'DICE')!;
    expect((await call('PUT', `/ops/lobby/games/${dice.nodeId}`, { headers: operator(), payload: { isHot: false } })).status).toBe(200);
    const changed = await call('GET', url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.value.list.map((game: Game) => game.gameCode)).not.toContain('DICE');
    await call('PUT', `/ops/lobby/games/${dice.nodeId}`, { headers: operator(), payload: { isHot: true } });
  });
});

describe('compression', () => {
  it('sends a list asked for again gzip-compressed to a client that takes gzip, with a tag of its own, and plain otherwise', async () => {
    const url = '/lgw/games/list?clientType=3&pageSize=36&language=pt&pageNo=1';
    const plain = await test.app.server.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const zipped = await test.app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gz"`);
    const held = await test.app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) } });
    expect(held.statusCode).toBe(304);
    const refused = await test.app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends a new search uncompressed to a gzip-only client, and gzip from the second time it is asked for', async () => {
    const url = `/lgw/games/list?clientType=3&pageSize=50&language=pt&gameName=${encodeURIComponent('ra')}`;
    const first = await test.app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBeUndefined();
    const second = await test.app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(second.rawPayload).toString()).toBe(first.body);
  });

  it('sends Brotli to a client that takes it: a quick form at first, the smallest once the list is asked for often', async () => {
    const url = '/lgw/games/list?clientType=3&pageSize=60&language=en&pageNo=2';
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const quick = await test.app.server.inject({ method: 'GET', url, headers });
    expect(quick.headers['content-encoding']).toBe('br');
    const plain = (await test.app.server.inject({ method: 'GET', url })).body;
    expect(brotliDecompressSync(quick.rawPayload).toString()).toBe(plain);
    expect(quick.headers.etag).toMatch(/-brq"$/);
    let best = quick;
    for (let attempt = 0; attempt < 100 && best.headers.etag === quick.headers.etag; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      best = await test.app.server.inject({ method: 'GET', url, headers });
    }
    expect(best.headers['content-encoding']).toBe('br');
    expect(best.headers.etag).toMatch(/-br"$/);
    expect(brotliDecompressSync(best.rawPayload).toString()).toBe(plain);
    expect(best.rawPayload.length).toBeLessThan(quick.rawPayload.length);
    const held = await test.app.server.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': String(best.headers.etag) } });
    expect(held.statusCode).toBe(304);
  });
});

describe('hot games, menus, lanes and vendor types', () => {
  it('lists hot games only, and only the platform’s own vendors with isPlatform 1', async () => {
    const all = hotListValueSchema.parse((await call('GET', '/lgw/games/hot/list?merchantCode=DEMO&isPlatform=2&platform=flash,html5-desktop')).body.value);
    expect(all.list.length).toBeGreaterThan(12);
    expect(all.list.every((game) => game.isHot === 1)).toBe(true);
    const own = hotListValueSchema.parse((await call('GET', '/lgw/games/hot/list?isPlatform=1')).body.value);
    expect(own.list.length).toBeGreaterThan(0);
    expect(own.list.every((game) => platformVendorCodes.includes(game.vassalage))).toBe(true);
  });

  it('lists only categories with vendors, with localised titles and each vendor’s entry', async () => {
    const english = gameMenusValueSchema.parse((await call('GET', '/lgw/games/game_menus?language=en')).body.value);
    expect(english.menus.map((menu) => menu.gameType).sort()).toEqual([...gameTypes].sort());
    expect(english.menus.find((menu) => menu.gameType === 'LIVE')?.title).toBe('Live casino');
    const sports = english.menus.find((menu) => menu.gameType === 'SPORTS')!;
    expect(sports.vendors.every((entry) => entry.isGame === 'GAME' && entry.gameClassify === 'LOBBY')).toBe(true);
    const lottery = english.menus.find((menu) => menu.gameType === 'LOTT')!;
    expect(lottery.vendors.find((entry) => entry.vassalage === 'LOTT')?.isGame).toBe('VASSALAGE');
    const portuguese = gameMenusValueSchema.parse((await call('GET', '/lgw/games/game_menus?language=pt')).body.value);
    expect(portuguese.menus.find((menu) => menu.gameType === 'LIVE')?.title).toBe('Cassino ao vivo');
  });

  it('builds vendor lanes with cards keyed by vendor and classifications naming their vendors', async () => {
    const value = vendorLanesValueSchema.parse((await call('GET', '/lgw/games/lanes?platform=html5-desktop&language=en')).body.value);
    expect(value.data.lanes.length).toBe(gameTypes.length);
    for (const lane of value.data.lanes) {
      expect(Object.keys(lane.cards).sort()).toEqual([...lane.order].sort());
      for (const classify of lane.gameClassify) for (const vendor of classify.vendors) expect(lane.order).toContain(vendor);
      for (const card of Object.values(lane.cards)) expect(card.gameCount).toBeGreaterThan(0);
    }
    const live = value.data.lanes.find((lane) => lane.gameType === 'LIVE')!;
    expect(live.gameClassify.map((classify) => classify.name)).toContain('Baccarat');
    expect((await call('GET', '/lgw/games/lanes?platform=flash')).body.value).toEqual({ data: { lanes: [] } });
    expect((await call('GET', '/lgw/games/lanes?platform=windows')).status).toBe(400);
  });

  it('says which vendors serve each game type, the Vietnamese lottery under ELOTT', async () => {
    const value = vassalageGameTypesValueSchema.parse((await call('GET', '/lgw/games/vassalage_game_types')).body.value);
    expect(value.gameTypes.ELOTT).toContain('TCG_LOTTO_VN');
    expect(value.gameTypes.RNG).toContain('HOUSE');
    expect(value.vendors.length).toBeGreaterThanOrEqual(35);
  });

  it('groups the Vietnamese lottery menu by region', async () => {
    const value = vietnamMenuValueSchema.parse((await call('GET', '/lgw/vn/games/game_menu?language=en')).body.value);
    expect(value.list.map((group) => group.key)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'VN_FAST']);
    expect(value.list.flatMap((group) => group.games).every((game) => game.vassalage === 'TCG_LOTTO_VN')).toBe(true);
  });
});

describe('operator changes', () => {
  it('refuses callers without the operator credential and writes nothing', async () => {
    const response = await call('POST', '/ops/lobby/games', { payload: { vendorCode: 'HOUSE', gameCode: 'NOPE', gameType: 'RNG', gameClassify: 'SLOT', names: { pt: 'Não', en: 'No' } } });
    expect(response.status).toBe(403);
    expect((await list('gameName=nope')).total).toBe(0);
  });

  it('shows maintenance on a vendor’s games and hides a hidden vendor’s games everywhere', async () => {
    await call('PUT', '/ops/lobby/vendors/KOI', { headers: operator(), payload: { maintenance: true } });
    expect((await list('vassalage=KOI')).games.every((game) => game.maintenance)).toBe(true);
    await call('PUT', '/ops/lobby/vendors/KOI', { headers: operator(), payload: { maintenance: false, status: 0 } });
    expect((await list('vassalage=KOI')).total).toBe(0);
    const lanes = vendorLanesValueSchema.parse((await call('GET', '/lgw/games/lanes')).body.value);
    expect(lanes.data.lanes.some((lane) => 'KOI' in lane.cards)).toBe(false);
    await call('PUT', '/ops/lobby/vendors/KOI', { headers: operator(), payload: { status: 1 } });
    expect((await list('vassalage=KOI')).total).toBeGreaterThan(0);
    expect((await call('PUT', '/ops/lobby/vendors/NOSUCH', { headers: operator(), payload: { status: 1 } })).status).toBe(404);
  });

  it('refuses a duplicate game code of a vendor and an unknown vendor', async () => {
    const game = { vendorCode: 'HOUSE', gameCode: 'DICE', gameType: 'RNG', gameClassify: 'ORIGINALS', names: { pt: 'Dados 2', en: 'Dice 2' } };
    expect((await call('POST', '/ops/lobby/games', { headers: operator(), payload: game })).status).toBe(409);
    expect((await call('POST', '/ops/lobby/games', { headers: operator(), payload: { ...game, vendorCode: 'NOSUCH' } })).status).toBe(404);
  });
});

describe('games for other modules', () => {
  it('finds a game by node id or by its vendor’s code, with whether it can start', async () => {
    const lobby = test.app.services.lobby;
    const byCode = await lobby.launchableGameByCode('LOTT', 'SSC_1M');
    expect(byCode).toMatchObject({ vendorCode: 'LOTT', gameCode: 'SSC_1M', gameType: 'LOTT', isGame: 'GAME', available: true, maintenance: false });
    expect(await lobby.launchableGame(byCode!.nodeId)).toEqual(byCode);
    expect(await lobby.launchableGameByCode('LOTT', 'SSC_1M', 'ELOTT')).toBeUndefined();
    expect(await lobby.launchableGameByCode('LOTT', 'NOPE')).toBeUndefined();
    expect(await lobby.launchableGame(2_000_000_000)).toBeUndefined();
  });

  it('has every house and platform lottery game the other modules run', async () => {
    const lobby = test.app.services.lobby;
    const expected: [string, string[]][] = [
      ['HOUSE', ['SLOT', 'DICE', 'MINES', 'CRASH']],
      ['LOTT', ['SSC_1M', 'ELEVEN_FIVE_3M', 'K3_5M', 'PK10_1M', 'KENO_3M']],
      ['ELOTT', ['SSC_45S', 'KENO_75S']],
      ['TCG_LOTTO_VN', ['VN_MIEN_BAC', 'VN_HO_CHI_MINH', 'VN_DA_NANG', 'VN_FAST_1M', 'VN_FAST_5M']],
      ['TCG_SEA', ['SEA_MAGNUM_4D', 'SEA_THAI', 'SEA_THAI_5M', 'SEA_4D_5M']],
    ];
    for (const [vendor, codes] of expected) {
      for (const code of codes) expect(await lobby.launchableGameByCode(vendor, code), `${vendor} ${code}`).toMatchObject({ available: true, isGame: 'GAME' });
    }
  });
});

describe('artwork', () => {
  it('serves a game’s SVG for good at its versioned address, and revalidates other addresses', async () => {
    const game = (await list('vassalage=HOUSE')).games[0]!;
    const art = await call('GET', game.iconUrl);
    expect(art.status).toBe(200);
    expect(art.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(art.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(art.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(art.raw).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await call('GET', `/lgw/art/game/${game.nodeId}.svg`)).headers['cache-control']).toBe('public, max-age=300');
    expect((await call('GET', game.iconUrl, { headers: { 'if-none-match': String(art.headers.etag) } })).status).toBe(304);
    const wide = await call('GET', game.lagerIcon);
    expect(wide.raw).toContain('viewBox="0 0 480 240"');
  });

  it('draws names as text, never as markup', async () => {
    const nodeId = await addGame({ vendorCode: 'HOUSE', gameCode: 'TEST_MARKUP', gameType: 'RNG', gameClassify: 'SLOT', names: { pt: '<script>alert(1)</script>', en: '<img src=x onerror=alert(1)>' } });
    const art = await call('GET', `/lgw/art/game/${nodeId}.svg`);
    expect(art.raw).not.toMatch(/<script|<img/);
    expect(art.raw).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('serves vendor logos and answers 404 for unknown games and vendors', async () => {
    const logo = await call('GET', '/lgw/art/vendor/HOUSE.svg');
    expect(logo.status).toBe(200);
    expect(logo.raw).toContain('House Games');
    expect((await call('GET', '/lgw/art/game/2000000000.svg')).status).toBe(404);
    expect((await call('GET', '/lgw/art/game/abc.svg')).status).toBe(404);
    expect((await call('GET', '/lgw/art/vendor/NOSUCH.svg')).status).toBe(404);
  });
});
