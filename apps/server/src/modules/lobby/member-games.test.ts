import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteListValueSchema, gameListValueSchema, recentListValueSchema, type Game } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember, type TestMember } from '../../../test/factories.ts';

let test: TestApp;
let alice: TestMember;
let bob: TestMember;
let trial: TestMember;
let agent: TestMember;
let slots: Game[];
let live: Game[];

beforeAll(async () => {
  test = await createTestApp();
  [alice, bob, trial, agent] = await Promise.all([createMember(test), createMember(test), createMember(test, { memberType: 4 }), createMember(test, { memberType: 1 })]);
  slots = gameListValueSchema.parse((await test.app.server.inject({ method: 'GET', url: '/lgw/games/list?gameType=RNG&pageSize=10' })).json().value).games;
  live = gameListValueSchema.parse((await test.app.server.inject({ method: 'GET', url: '/lgw/games/list?gameType=LIVE&pageSize=5' })).json().value).games;
});
afterAll(async () => {
  await test.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
async function call(method: Method, url: string, options: { member?: TestMember; payload?: unknown; headers?: Record<string, string> } = {}) {
  const headers = { ...(options.member ? options.member.headers : {}), ...options.headers };
  const response = await test.app.server.inject({ method, url, headers, payload: options.payload as never });
  return { status: response.statusCode, body: (response.body ? response.json() : null) as { success: boolean; value: any; code: string }, headers: response.headers };
}

const favouritePayload = (game: Game) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
const favouriteIds = async (member: TestMember) => (await call('GET', '/lgw/games/favorite/ids', { member })).body.value.nodeIds as number[];

describe('who may use favourites and recent games', () => {
  it('tells guests to log in', async () => {
    for (const [method, url] of [
      ['GET', '/lgw/games/favorite/list'],
      ['GET', '/lgw/games/favorite/ids'],
      ['POST', '/lgw/games/favorite'],
      ['DELETE', '/lgw/games/favorite?nodeId=100001'],
      ['GET', '/lgw/games/recent/list'],
      ['GET', '/lgw/vn/games/game_menu/recent'],
    ] as [Method, string][]) {
      const response = await call(method, url, { payload: method === 'POST' ? favouritePayload(slots[0]!) : undefined });
      expect(response.status, url).toBe(401);
      expect(response.body.code).toBe('not_logged_in');
    }
  });

  it('lets a trial account read its own lists but not change favourites, writing nothing', async () => {
    expect((await call('GET', '/lgw/games/favorite/list', { member: trial })).status).toBe(200);
    expect((await call('GET', '/lgw/games/recent/list', { member: trial })).status).toBe(200);
    const refused = await call('POST', '/lgw/games/favorite', { member: trial, payload: favouritePayload(slots[0]!) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('in_need_true_account');
    expect(await favouriteIds(trial)).toEqual([]);
  });

  it('lets an agent keep favourites too', async () => {
    expect((await call('POST', '/lgw/games/favorite', { member: agent, payload: favouritePayload(live[0]!) })).body.value.changed).toBe(true);
    expect(await favouriteIds(agent)).toEqual([live[0]!.nodeId]);
  });
});

describe('favourites', () => {
  it('adds a favourite once: adding it again changes nothing', async () => {
    const game = slots[1]!;
    const first = await call('POST', '/lgw/games/favorite', { member: alice, payload: favouritePayload(game) });
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ nodeId: game.nodeId, favourite: true, changed: true });
    const second = await call('POST', '/lgw/games/favorite', { member: alice, payload: favouritePayload(game) });
    expect(second.body.value).toEqual({ nodeId: game.nodeId, favourite: true, changed: false });
    expect(await favouriteIds(alice)).toEqual([game.nodeId]);
  });

  it('lists favourites with game cards, filtered by type and vendor, newest first', async () => {
    await call('POST', '/lgw/games/favorite', { member: alice, payload: favouritePayload(live[1]!) });
    const all = favouriteListValueSchema.parse((await call('GET', '/lgw/games/favorite/list?clientType=3&pageNo=1&pageSize=999&language=en', { member: alice })).body.value);
    expect(all.content.map((game) => game.nodeId)).toEqual([live[1]!.nodeId, slots[1]!.nodeId]);
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, totalElements: 2 });
    const onlyLive = favouriteListValueSchema.parse((await call('GET', '/lgw/games/favorite/list?gameType=LIVE', { member: alice })).body.value);
    expect(onlyLive.content.map((game) => game.nodeId)).toEqual([live[1]!.nodeId]);
    const byVendor = favouriteListValueSchema.parse((await call('GET', `/lgw/games/favorite/list?vassalage=${slots[1]!.vassalage}`, { member: alice })).body.value);
    expect(byVendor.content.map((game) => game.nodeId)).toContain(slots[1]!.nodeId);
    const paged = favouriteListValueSchema.parse((await call('GET', '/lgw/games/favorite/list?pageSize=1&pageNo=2', { member: alice })).body.value);
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2, totalElements: 2 });
    expect(paged.content.map((game) => game.nodeId)).toEqual([slots[1]!.nodeId]);
  });

  it('keeps each member’s favourites their own: another member cannot see or remove them', async () => {
    const game = slots[1]!;
    expect(await favouriteIds(bob)).toEqual([]);
    const removal = await call('DELETE', `/lgw/games/favorite?nodeId=${game.nodeId}`, { member: bob });
    expect(removal.status).toBe(200);
    expect(removal.body.value).toEqual({ nodeId: game.nodeId, favourite: false, changed: false });
    expect(await favouriteIds(alice)).toContain(game.nodeId);
  });

  it('removes a favourite once: removing it again changes nothing', async () => {
    const game = live[1]!;
    expect((await call('DELETE', `/lgw/games/favorite?nodeId=${game.nodeId}`, { member: alice })).body.value.changed).toBe(true);
    expect((await call('DELETE', `/lgw/games/favorite?nodeId=${game.nodeId}`, { member: alice })).body.value.changed).toBe(false);
    expect(await favouriteIds(alice)).not.toContain(game.nodeId);
  });

  it('answers 404 for an unknown game and 400 for a vendor or type that is not the game’s, writing nothing', async () => {
    const before = await favouriteIds(bob);
    const unknown = await call('POST', '/lgw/games/favorite', { member: bob, payload: { nodeId: 2_000_000_000, vendor: 'HOUSE', gameType: 'RNG' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('game_not_found');
    const mismatch = await call('POST', '/lgw/games/favorite', { member: bob, payload: { ...favouritePayload(slots[2]!), vendor: 'KOI', gameType: 'LIVE' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.value.fields.map((field: { field: string }) => field.field).sort()).toEqual(['gameType', 'vendor']);
    expect((await call('DELETE', '/lgw/games/favorite?nodeId=2000000000', { member: bob })).status).toBe(404);
    expect(await favouriteIds(bob)).toEqual(before);
  });

  it('refuses malformed input with the fields and writes nothing', async () => {
    const bad = [
      {},
      { nodeId: 'abc', vendor: 'HOUSE', gameType: 'RNG' },
      { nodeId: 0, vendor: 'HOUSE', gameType: 'RNG' },
      { nodeId: slots[3]!.nodeId, vendor: "' or 1=1 --", gameType: 'RNG' },
      { nodeId: slots[3]!.nodeId, vendor: '%', gameType: 'RNG' },
      { nodeId: slots[3]!.nodeId, vendor: slots[3]!.vassalage, gameType: 'SLOTS' },
    ];
    for (const payload of bad) {
      const response = await call('POST', '/lgw/games/favorite', { member: bob, payload });
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.value.fields.length).toBeGreaterThan(0);
    }
    for (const query of ['', '?nodeId=abc', '?nodeId=0', "?nodeId=1%20or%201=1"]) {
      expect((await call('DELETE', `/lgw/games/favorite${query}`, { member: bob })).status, query).toBe(400);
    }
    for (const query of ['pageNo=0', 'pageSize=1000', 'pageSize=10000', 'gameType=XYZ']) {
      expect((await call('GET', `/lgw/games/favorite/list?${query}`, { member: bob })).status, query).toBe(400);
    }
    expect(await favouriteIds(bob)).toEqual([]);
  });

  it('refuses a vendor entry, which is not a game', async () => {
    const menus = (await call('GET', '/lgw/games/game_menus')).body.value.menus as { vendors: Game[] }[];
    const entry = menus.flatMap((menu) => menu.vendors).find((vendor) => vendor.isGame === 'VASSALAGE')!;
    const response = await call('POST', '/lgw/games/favorite', { member: bob, payload: favouritePayload(entry) });
    expect(response.status).toBe(400);
    expect(response.body.value.fields[0].rule).toBe('not_a_game');
  });

  it('tags the list so that an unchanged one answers 304, and a change gives a new tag', async () => {
    const first = await call('GET', '/lgw/games/favorite/list', { member: alice });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect((await call('GET', '/lgw/games/favorite/list', { member: alice, headers: { 'if-none-match': etag } })).status).toBe(304);
    await call('POST', '/lgw/games/favorite', { member: alice, payload: favouritePayload(slots[4]!) });
    expect((await call('GET', '/lgw/games/favorite/list', { member: alice, headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});

describe('recent games', () => {
  it('lists the games a member started, latest first, and only that member’s', async () => {
    const lobby = test.app.services.lobby;
    for (const game of [slots[5]!, live[2]!, slots[6]!]) await lobby.recordRecentGame(alice.memberId, game.nodeId);
    await lobby.recordRecentGame(alice.memberId, slots[5]!.nodeId);
    const value = recentListValueSchema.parse((await call('GET', '/lgw/games/recent/list?page=1&pageSize=24&clientType=3&language=en', { member: alice })).body.value);
    expect(value.list.map((game) => game.nodeId)).toEqual([slots[5]!.nodeId, slots[6]!.nodeId, live[2]!.nodeId]);
    expect(value.totalPages).toBe(1);
    const onlyLive = recentListValueSchema.parse((await call('GET', '/lgw/games/recent/list?gameType=LIVE', { member: alice })).body.value);
    expect(onlyLive.list.map((game) => game.nodeId)).toEqual([live[2]!.nodeId]);
    const byVendor = recentListValueSchema.parse((await call('GET', `/lgw/games/recent/list?vassalage=${live[2]!.vassalage}`, { member: alice })).body.value);
    expect(byVendor.list.map((game) => game.nodeId)).toEqual([live[2]!.nodeId]);
    const paged = recentListValueSchema.parse((await call('GET', '/lgw/games/recent/list?page=2&pageSize=2', { member: alice })).body.value);
    expect(paged).toEqual({ list: [expect.objectContaining({ nodeId: live[2]!.nodeId })], totalPages: 2 });
    expect((await call('GET', '/lgw/games/recent/list', { member: bob })).body.value).toEqual({ list: [], totalPages: 0 });
  });

  it('keeps the latest 100 games per member', async () => {
    const many = gameListValueSchema.parse((await test.app.server.inject({ method: 'GET', url: '/lgw/games/list?gameType=RNG&pageNo=2&pageSize=100' })).json().value).games;
    for (const game of [...many, ...slots.slice(0, 2)]) await test.app.services.lobby.recordRecentGame(bob.memberId, game.nodeId);
    const value = recentListValueSchema.parse((await call('GET', '/lgw/games/recent/list?pageSize=100', { member: bob })).body.value);
    expect(value.totalPages).toBe(1);
    expect(value.list).toHaveLength(100);
    expect(value.list[0]!.nodeId).toBe(slots[1]!.nodeId);
    expect(value.list.map((game) => game.nodeId)).not.toContain(many[0]!.nodeId);
  });

  it('shows recent Vietnamese lottery games on their own menu', async () => {
    const vietnamese = gameListValueSchema.parse((await test.app.server.inject({ method: 'GET', url: '/lgw/games/list?vassalage=TCG_LOTTO_VN&pageSize=2' })).json().value).games;
    await test.app.services.lobby.recordRecentGame(agent.memberId, vietnamese[0]!.nodeId);
    await test.app.services.lobby.recordRecentGame(agent.memberId, slots[0]!.nodeId);
    const value = (await call('GET', '/lgw/vn/games/game_menu/recent', { member: agent })).body.value;
    expect(value.list.map((game: Game) => game.nodeId)).toEqual([vietnamese[0]!.nodeId]);
  });

  it('refuses to record an unknown game', async () => {
    await expect(test.app.services.lobby.recordRecentGame(alice.memberId, 2_000_000_000)).rejects.toMatchObject({ code: 'game_not_found' });
  });
});
