import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { newId, vendorCaller, vendorGame, vendorSessionFor } from './games-test-kit.ts';
import { merchantDayOf } from './round-figures.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

async function launchCall(headers: Record<string, string>, payload: Record<string, unknown>) {
  const response = await test.app.server.inject({ method: 'POST', url: '/wps/game/launchGame', headers, payload });
  return { status: response.statusCode, body: response.json<{ value: any; code: string }>() };
}

describe('launch', () => {
  it('answers a URL on a launch host that forwards to the vendor page with a one-time token, and records the game as recent', async () => {
    const member = await createMember(test);
    const game = await vendorGame(test, 'LIVE');
    const launched = await launchCall(member.headers, { nodeId: game.nodeId });
    expect(launched.status).toBe(200);
    expect(launched.body.value).toMatchObject({ kind: 'VENDOR', nodeId: game.nodeId, vassalage: game.vassalage, gameCode: game.gameCode });
    // No launch CDN configured: the address is relative, opening at whatever address the site was reached at.
    expect(launched.body.value.url).toMatch(/^\/wps\/game\/open\?token=/);
    const url = new URL(launched.body.value.url, 'http://mirror.example');
    const opened = await test.app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: 'mirror.example' } });
    expect(opened.statusCode).toBe(302);
    const target = new URL(opened.headers.location as string);
    expect(target.origin).toBe('http://localhost:8081');
    // The vendor's way back to the lobby is the address the game was opened at.
    expect(target.searchParams.get('lobby')).toBe('http://mirror.example');
    expect(target.searchParams.get('token')).toBe(url.searchParams.get('token'));
    expect(target.searchParams.get('type')).toBe('LIVE');
    const recent = await test.app.server.inject({ method: 'GET', url: '/lgw/games/recent/list', headers: member.headers });
    expect(recent.json<{ value: { list: { nodeId: number }[] } }>().value.list.map((entry) => entry.nodeId)).toContain(game.nodeId);

    const vendor = vendorCaller(test, game.vassalage);
    const token = url.searchParams.get('token')!;
    const session = await vendor.openSession(token);
    expect(session).toMatchObject({ status: 'OK', game_code: game.gameCode, game_type: 'LIVE' });
    expect((await vendor.openSession(token)).status).toBe('INVALID_TOKEN');
    expect((await test.app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(404);
  });

  it('refuses guests, trial accounts, lottery vendors, vendor entries and vendors in maintenance', async () => {
    const game = await vendorGame(test, 'RNG');
    expect((await launchCall({}, { nodeId: game.nodeId })).body.code).toBe('not_logged_in');
    const trial = await createMember(test, { memberType: 4 });
    expect((await launchCall(trial.headers, { nodeId: game.nodeId })).body.code).toBe('in_need_true_account');
    const member = await createMember(test);
    const lottery = await test.app.server.inject({ method: 'GET', url: '/lgw/games/list?gameType=LOTT&vassalage=LOTT&pageSize=1' });
    const lotteryGame = lottery.json<{ value: { games: { nodeId: number }[] } }>().value.games[0]!;
    const refused = await launchCall(member.headers, { nodeId: lotteryGame.nodeId });
    expect(refused).toMatchObject({ status: 400, body: { code: 'game_opens_lottery_page', value: { route: '/lottery' } } });
    expect((await launchCall(member.headers, {})).status).toBe(400);
    expect((await launchCall(member.headers, { nodeId: 999_999_999 })).body.code).toBe('game_not_found');
    const maintenanceGame = await vendorGame(test, 'FISH');
    await test.app.services.lobby.operator.updateVendor(maintenanceGame.vassalage, { maintenance: true });
    try {
      expect((await launchCall(member.headers, { nodeId: maintenanceGame.nodeId })).body.code).toBe('game_maintenance');
    } finally {
      await test.app.services.lobby.operator.updateVendor(maintenanceGame.vassalage, { maintenance: false });
    }
  });

  it('opens house games on the site itself', async () => {
    const member = await createMember(test);
    const launched = await launchCall(member.headers, { vassalage: 'HOUSE', gameCode: 'DICE', gameType: 'RNG' });
    expect(launched.body.value).toMatchObject({ kind: 'HOUSE', url: '/house/dice', vassalage: 'HOUSE', gameCode: 'DICE' });
  });
});

describe('records', () => {
  it('lists every round with filters, paging and totals, recalls the latest in full and sums profit by day and category', async () => {
    const member = await createMember(test);
    const context = await vendorSessionFor(test, member, { amount: 50_000, gameType: 'RNG' });
    for (let index = 0; index < 3; index++) {
      const bet = { request_uuid: newId('r'), token: context.token, user: context.user, transaction_uuid: newId('bet'), round: newId('round'), round_closed: false, game_code: context.game.gameCode, currency: 'BRL', amount: 1_000 };
      await context.vendor.call('/wallet/bet', bet);
      await context.vendor.call('/wallet/win', { ...bet, request_uuid: newId('r'), transaction_uuid: newId('win'), reference_transaction_uuid: bet.transaction_uuid, round_closed: true, amount: index * 1_000 });
    }
    const dice = await test.app.server.inject({ method: 'POST', url: '/wps/house/dice/roll', headers: member.headers, payload: { requestId: newId('dice'), stake: 500, direction: 'under', chanceBasisPoints: 5000 } });
    const diceWin = dice.json<{ value: { winAmount: number } }>().value.winAmount;

    const all = await test.app.server.inject({ method: 'GET', url: '/wps/member/betting-records?pageSize=2', headers: member.headers });
    const page = all.json<{ value: any }>().value;
    expect(page).toMatchObject({ total: 4, totalPages: 2, pageNo: 1 });
    expect(page.list).toHaveLength(2);
    expect(page.totals).toEqual({ count: 4, stake: 3_500, validBet: 3_500, winAmount: 3_000 + diceWin, net: 3_000 + diceWin - 3_500 });
    const vendorOnly = await test.app.server.inject({ method: 'GET', url: `/wps/member/betting-records?vassalage=${context.game.vassalage}&status=settled`, headers: member.headers });
    expect(vendorOnly.json<{ value: any }>().value.total).toBe(3);
    const tooLong = await test.app.server.inject({ method: 'GET', url: '/wps/member/betting-records?from=2024-01-01&to=2024-12-31', headers: member.headers });
    expect(tooLong.statusCode).toBe(400);

    const recall = (await test.app.server.inject({ method: 'GET', url: '/wps/member/betting-records/recall', headers: member.headers })).json<{ value: any }>().value;
    expect(recall.list).toHaveLength(4);
    expect(recall.list[0]).toMatchObject({ vassalage: 'HOUSE', gameCode: 'DICE', fairness: { nonce: 0, serverSeed: null } });
    expect(recall.list[1].movements.map((movement: { kind: string }) => movement.kind)).toEqual(['bet', 'win']);

    const profit = (await test.app.server.inject({ method: 'GET', url: '/wps/member/profit', headers: member.headers })).json<{ value: any }>().value;
    const today = merchantDayOf(new Date(), -180);
    expect(profit.to).toBe(today);
    expect(profit.totals).toEqual({ rounds: 4, stake: 3_500, validBet: 3_500, winAmount: 3_000 + diceWin, net: 3_000 + diceWin - 3_500 });
    // The house dice counts under ORIGINALS, the vendor's slot rounds under RNG (spec §3 categories, the lobby's Originals).
    expect(profit.byCategory).toEqual([
      { category: 'ORIGINALS', rounds: 1, stake: 500, validBet: 500, winAmount: diceWin, net: diceWin - 500 },
      { category: 'RNG', rounds: 3, stake: 3_000, validBet: 3_000, winAmount: 3_000, net: 0 },
    ]);
    expect(profit.days.map((row: { category: string }) => row.category)).toEqual(['ORIGINALS', 'RNG']);
    const originals = (await test.app.server.inject({ method: 'GET', url: '/wps/member/betting-records?category=ORIGINALS', headers: member.headers })).json<{ value: any }>().value;
    expect(originals.list.map((record: { gameCode: string; category: string }) => [record.gameCode, record.category])).toEqual([['DICE', 'ORIGINALS']]);
    const slots = (await test.app.server.inject({ method: 'GET', url: '/wps/member/betting-records?category=RNG', headers: member.headers })).json<{ value: any }>().value;
    expect(slots.total).toBe(3);
    // The game's name follows the reader's language.
    expect(originals.list[0].gameName).toBe('Dados');
    const english = (await test.app.server.inject({ method: 'GET', url: '/wps/member/betting-records?category=ORIGINALS', headers: { ...member.headers, 'accept-language': 'en' } })).json<{ value: any }>().value;
    expect(english.list[0].gameName).toBe('Dice');
    const ledger = (await test.app.server.inject({ method: 'GET', url: '/wps/wallet/transactions?type=game', headers: { ...member.headers, 'accept-language': 'en' } })).json<{ value: any }>().value;
    expect(ledger.list.filter((record: { reference: string }) => record.reference.startsWith('HOUSE:DICE:')).map((record: { gameName: string }) => record.gameName)).toContain('Dice');
  });

  it('keeps the daily figures equal to the settled rounds through rollbacks and lottery rounds', async () => {
    const member = await createMember(test);
    const context = await vendorSessionFor(test, member, { amount: 20_000, gameType: 'SPORTS' });
    const bet = { request_uuid: newId('r'), token: context.token, user: context.user, transaction_uuid: newId('bet'), round: newId('round'), round_closed: true, game_code: context.game.gameCode, currency: 'BRL', amount: 2_000 };
    await context.vendor.call('/wallet/bet', bet);
    await context.vendor.call('/wallet/rollback', { request_uuid: newId('r'), user: context.user, transaction_uuid: newId('rb'), reference_transaction_uuid: bet.transaction_uuid, round: bet.round });
    await test.app.services.games.records.recordLotteryRound(test.database.db, {
      memberId: member.memberId, vendorCode: 'LOTT', reference: 'bet-1', gameCode: 'SSC_1M', gameType: 'LOTT', gameName: 'SSC 1 min', nodeId: null, currency: 'BRL',
      playMoney: false, status: 'settled', stake: 300, stakeRefunded: 0, win: 900, balanceBefore: 20_000, balanceAfter: 20_600,
    });
    const figures = await sql<{ game_type: string; rounds: number; valid_bet: string; win: string }>`
      select game_type, rounds, valid_bet, win from game_member_daily_figures where member_id = ${member.memberId}::bigint order by game_type
    `.execute(test.database.db);
    expect(figures.rows).toEqual([
      { game_type: 'LOTT', rounds: 1, valid_bet: '300', win: '900' },
      { game_type: 'SPORTS', rounds: 0, valid_bet: '0', win: '0' },
    ]);
    const records = (await test.app.server.inject({ method: 'GET', url: '/wps/member/betting-records?category=LOTT', headers: member.headers })).json<{ value: any }>().value;
    expect(records.list[0]).toMatchObject({ vassalage: 'LOTT', stake: 300, winAmount: 900, net: 600, status: 'settled' });
  });

  it('admits only members and agents to the records', async () => {
    const trial = await createMember(test, { memberType: 4 });
    expect((await test.app.server.inject({ method: 'GET', url: '/wps/member/betting-records', headers: trial.headers })).json<{ code: string }>().code).toBe('in_need_true_account');
    expect((await test.app.server.inject({ method: 'GET', url: '/wps/member/profit' })).statusCode).toBe(401);
  });
});
