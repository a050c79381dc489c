import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { cashOf, developmentVendorSecret, newId, vendorSessionFor } from './games-test-kit.ts';
import { signBody } from './vendor-signature.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

async function player(amount = 10_000) {
  const member = await createMember(test);
  return { member, ...(await vendorSessionFor(test, member, { amount })) };
}

function betOf(context: { token: string; user: string; currency: string; game: { gameCode: string } }, overrides: Record<string, unknown> = {}) {
  return {
    request_uuid: newId('request'),
    token: context.token,
    user: context.user,
    transaction_uuid: newId('bet'),
    round: newId('round'),
    round_closed: false,
    game_code: context.game.gameCode,
    currency: context.currency,
    amount: 500,
    ...overrides,
  };
}

describe('vendor wallet: bets and wins', () => {
  it("answers with an API's headers: never cached, framed or sniffed, without the pages' policies", async () => {
    const context = await player();
    const payload = JSON.stringify({ request_uuid: 'req-headers-1', token: context.token });
    const response = await test.app.server.inject({
      method: 'POST',
      url: '/vendor-api/wallet/balance',
      headers: { 'content-type': 'application/json', 'x-vendor-code': context.vendor.vendorCode, 'x-signature': signBody(developmentVendorSecret, payload) },
      payload,
    });
    expect(response.json()).toMatchObject({ status: 'OK', request_uuid: 'req-headers-1' });
    expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'content-security-policy': "frame-ancestors 'none'", 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
    expect(response.headers).not.toHaveProperty('cross-origin-resource-policy');
  });

  it('exchanges the launch token once and answers the balance', async () => {
    const context = await player(12_345);
    expect(context.session).toMatchObject({ status: 'OK', user: context.member.memberId, currency: 'BRL', balance: 12_345, play_money: false });
    const balance = await context.vendor.call('/wallet/balance', { request_uuid: 'req-balance-1', token: context.token });
    expect(balance).toEqual({ status: 'OK', request_uuid: 'req-balance-1', user: context.member.memberId, currency: 'BRL', balance: 12_345 });
  });

  it('debits a bet, credits its win, closes the round and echoes each request id', async () => {
    const context = await player();
    const bet = betOf(context);
    const betAnswer = await context.vendor.call('/wallet/bet', bet);
    expect(betAnswer).toMatchObject({ status: 'OK', request_uuid: bet.request_uuid, balance: 9_500 });
    const win = { ...bet, request_uuid: newId('request'), transaction_uuid: newId('win'), reference_transaction_uuid: bet.transaction_uuid, round_closed: true, amount: 1_200 };
    const winAnswer = await context.vendor.call('/wallet/win', win);
    expect(winAnswer).toMatchObject({ status: 'OK', request_uuid: win.request_uuid, balance: 10_700 });
    expect(await cashOf(test, context.member.memberId)).toBe(10_700);
    const round = await sql<{ status: string; stake: string; win: string; balance_before: string; balance_after: string }>`
      select status, stake, win, balance_before, balance_after from game_rounds where round_ref = ${bet.round}
    `.execute(test.database.db);
    expect(round.rows[0]).toEqual({ status: 'settled', stake: '500', win: '1200', balance_before: '10000', balance_after: '10700' });
  });

  it('answers a replayed bet with its first answer and refuses the same id with other content', async () => {
    const context = await player();
    const bet = betOf(context);
    const first = await context.vendor.call('/wallet/bet', bet);
    const replay = await context.vendor.call('/wallet/bet', { ...bet, request_uuid: 'replay-1' });
    expect(replay).toEqual({ ...first, request_uuid: 'replay-1' });
    const duplicate = await context.vendor.call('/wallet/bet', { ...bet, amount: 600 });
    expect(duplicate).toMatchObject({ status: 'DUPLICATE_TRANSACTION' });
    expect(await cashOf(test, context.member.memberId)).toBe(9_500);
  });

  it('refuses a bet above the balance with NOT_ENOUGH_MONEY and the balance', async () => {
    const context = await player(300);
    const answer = await context.vendor.call('/wallet/bet', betOf(context, { amount: 500 }));
    expect(answer).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: 300 });
  });

  it('rolls a bet back once, and refuses its win afterwards', async () => {
    const context = await player();
    const bet = betOf(context);
    await context.vendor.call('/wallet/bet', bet);
    const rollback = { request_uuid: newId('request'), user: context.user, transaction_uuid: newId('rollback'), reference_transaction_uuid: bet.transaction_uuid, round: bet.round };
    expect(await context.vendor.call('/wallet/rollback', rollback)).toMatchObject({ status: 'OK', balance: 10_000 });
    expect(await context.vendor.call('/wallet/rollback', { ...rollback, transaction_uuid: newId('rollback') })).toMatchObject({ status: 'OK', balance: 10_000 });
    const win = { ...bet, request_uuid: newId('request'), transaction_uuid: newId('win'), reference_transaction_uuid: bet.transaction_uuid, round_closed: true, amount: 900 };
    expect(await context.vendor.call('/wallet/win', win)).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK' });
    expect(await cashOf(test, context.member.memberId)).toBe(10_000);
  });

  it('leaves a tombstone for a rollback of an unknown bet, so the late bet is refused', async () => {
    const context = await player();
    const bet = betOf(context);
    const rollback = { request_uuid: newId('request'), user: context.user, transaction_uuid: newId('rollback'), reference_transaction_uuid: bet.transaction_uuid, round: bet.round };
    expect(await context.vendor.call('/wallet/rollback', rollback)).toMatchObject({ status: 'TRANSACTION_DOES_NOT_EXIST' });
    expect(await context.vendor.call('/wallet/bet', bet)).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK', balance: 10_000 });
    expect(await cashOf(test, context.member.memberId)).toBe(10_000);
  });

  it('purges launch tokens and sessions expired more than a week ago, keeping rounds and the journal', async () => {
    const context = await player();
    await context.vendor.call('/wallet/bet', betOf(context));
    await sql`update game_sessions set expires_at = now() - interval '8 days' where member_id = ${context.user}::bigint`.execute(test.database.db);
    await sql`update game_launch_tokens set expires_at = now() - interval '8 days' where member_id = ${context.user}::bigint`.execute(test.database.db);
    expect(await test.app.services.games.purgeExpiredSessions()).toBeGreaterThanOrEqual(2);
    const left = await sql<{ sessions: string; rounds: string }>`
      select (select count(*) from game_sessions where member_id = ${context.user}::bigint) as sessions,
             (select count(*) from game_rounds where member_id = ${context.user}::bigint) as rounds
    `.execute(test.database.db);
    expect(left.rows[0]).toEqual({ sessions: '0', rounds: '1' });
  });
});

describe('vendor wallet: ordinary calls in shared statements', () => {
  const winOf = (bet: ReturnType<typeof betOf>, amount: number, overrides: Record<string, unknown> = {}) => ({
    ...bet,
    request_uuid: newId('request'),
    transaction_uuid: newId('win'),
    reference_transaction_uuid: bet.transaction_uuid,
    round_closed: true,
    amount,
    ...overrides,
  });

  it("counts a settled round's valid bet in the daily figures and towards bonus wagering, once", async () => {
    const context = await player(20_000);
    await test.app.services.wallet.creditBonus(undefined, { idempotencyKey: newId('bonus'), memberId: context.user, amount: 1_000, wageringRequired: 1_200, source: 'welcome' });
    const lost = betOf(context, { amount: 500 });
    await context.vendor.call('/wallet/bet', lost);
    const wagering = async () => (await test.app.services.wallet.bonuses.turnover(context.user)).done;
    expect(await wagering()).toBe(0);
    expect(await context.vendor.call('/wallet/win', winOf(lost, 0))).toMatchObject({ status: 'OK', balance: 19_500 });
    expect(await wagering()).toBe(500);
    // A bet that closes its own round settles in the same statement.
    expect(await context.vendor.call('/wallet/bet', betOf(context, { amount: 900, round_closed: true }))).toMatchObject({ status: 'OK', balance: 18_600 });
    const grants = await sql<{ wagering_done: string; status: string }>`select wagering_done, status from wallet_bonus_grants where member_id = ${context.user}::bigint`.execute(test.database.db);
    expect(grants.rows).toEqual([{ wagering_done: '1200', status: 'completed' }]);
    const figures = await sql<{ rounds: number; stake: string; valid_bet: string; win: string }>`
      select rounds, stake, valid_bet, win from game_member_daily_figures where member_id = ${context.user}::bigint
    `.execute(test.database.db);
    expect(figures.rows).toEqual([{ rounds: 2, stake: '1400', valid_bet: '1400', win: '0' }]);
  });

  it("refuses a win above the round's maximum with BET_LIMIT_EXCEEDED and moves nothing", async () => {
    const context = await player();
    const bet = betOf(context);
    await context.vendor.call('/wallet/bet', bet);
    expect(await context.vendor.call('/wallet/win', winOf(bet, 100_000_001))).toMatchObject({ status: 'BET_LIMIT_EXCEEDED', balance: 9_500 });
    expect(await context.vendor.call('/wallet/win', winOf(bet, 100_000_000))).toMatchObject({ status: 'OK', balance: 100_009_500 });
  });

  it('refuses a win naming a bet of another member or another round, and answers a win replay as the first time', async () => {
    const context = await player();
    const other = await player();
    const bet = betOf(context);
    await context.vendor.call('/wallet/bet', bet);
    expect(await other.vendor.call('/wallet/win', winOf(bet, 700, { user: other.user, token: other.token }))).toMatchObject({ status: 'TRANSACTION_DOES_NOT_EXIST' });
    expect(await context.vendor.call('/wallet/win', winOf(bet, 700, { round: newId('round') }))).toMatchObject({ status: 'TRANSACTION_DOES_NOT_EXIST' });
    const win = winOf(bet, 700);
    const first = await context.vendor.call('/wallet/win', win);
    expect(first).toMatchObject({ status: 'OK', balance: 10_200 });
    expect(await context.vendor.call('/wallet/win', { ...win, request_uuid: 'win-replay' })).toEqual({ ...first, request_uuid: 'win-replay' });
    expect(await cashOf(test, context.user)).toBe(10_200);
    expect(await cashOf(test, other.user)).toBe(10_000);
  });

  it('gives each of many simultaneous calls its own answer: bets, a duplicate sent twice at once, a bet without the money, then wins', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, () => player(1_000)));
    const bets = players.map((context, index) => betOf(context, { amount: index === 0 ? 1_001 : 400 }));
    const twice = bets[1]!;
    const answers = await Promise.all([...bets, twice].map((bet, index) => players[index % players.length]!.vendor.call('/wallet/bet', bet)));
    expect(answers[0]).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: 1_000 });
    for (const answer of answers.slice(1)) expect(answer).toMatchObject({ status: 'OK', balance: 600 });
    const wins = await Promise.all(players.slice(1).map((context, index) => context.vendor.call('/wallet/win', winOf(bets[index + 1]!, index * 10))));
    wins.forEach((answer, index) => expect(answer).toMatchObject({ status: 'OK', balance: 600 + index * 10 }));
    const balances = await Promise.all(players.map((context) => cashOf(test, context.user)));
    expect(balances).toEqual([1_000, ...players.slice(1).map((_, index) => 600 + index * 10)]);
    const rounds = await sql<{ settled: string }>`
      select count(*) filter (where status = 'settled') as settled from game_rounds where member_id = any(${players.map((context) => context.user)}::bigint[])
    `.execute(test.database.db);
    expect(rounds.rows[0]).toEqual({ settled: '23' });
  });
});

describe('vendor wallet: every failure in the protocol shape', () => {
  const protocolShape = { status: expect.any(String), request_uuid: expect.any(String), user: '', currency: '', balance: 0 };

  async function raw(options: { method?: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string }) {
    const response = await test.app.server.inject({ method: options.method ?? 'POST', url: options.url, headers: options.headers ?? {}, ...(options.payload === undefined ? {} : { payload: options.payload }) });
    return { status: response.statusCode, body: response.json() as Record<string, unknown>, headers: response.headers };
  }

  it('answers an unknown path or method 404 with WRONG_SYNTAX, not the site envelope', async () => {
    const context = await player();
    const payload = JSON.stringify({ request_uuid: 'req-404', token: context.token });
    const signed = { 'content-type': 'application/json', 'x-vendor-code': context.vendor.vendorCode, 'x-signature': signBody(developmentVendorSecret, payload) };
    for (const call of [{ url: '/vendor-api/wallet/nothing' }, { url: '/vendor-api/nothing/at/all' }]) {
      const response = await raw({ ...call, headers: signed, payload });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ...protocolShape, status: 'WRONG_SYNTAX', request_uuid: 'req-404' });
    }
    const wrongMethod = await raw({ method: 'GET', url: '/vendor-api/wallet/balance' });
    expect(wrongMethod.body).toMatchObject(protocolShape);
    expect(wrongMethod.body).not.toHaveProperty('success');
    // Without credentials the caller learns nothing about which paths exist.
    const anonymous = await raw({ url: '/vendor-api/wallet/nothing', headers: { 'content-type': 'application/json' }, payload: '{"request_uuid":"req-anon"}' });
    expect(anonymous.body).toEqual({ ...protocolShape, status: 'INVALID_PARTNER', request_uuid: 'req-anon' });
  });

  it('answers an oversize body 413, and bodies without or with an odd content type, in the protocol shape', async () => {
    const huge = await raw({ url: '/vendor-api/wallet/bet', headers: { 'content-type': 'application/json' }, payload: `{"request_uuid":"req-413","pad":"${'x'.repeat(20_000)}"}` });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ ...protocolShape, status: 'WRONG_SYNTAX' });
    const bareBody = await raw({ url: '/vendor-api/wallet/bet', payload: '{"request_uuid":"req-415"}' });
    expect(bareBody.body).toMatchObject({ user: '', currency: '', balance: 0 });
    expect(bareBody.body).not.toHaveProperty('success');
    const oddType = await raw({ url: '/vendor-api/wallet/bet', headers: { 'content-type': 'text/plain; charset=\u0000' }, payload: '{"request_uuid":"req-odd"}' });
    expect(oddType.body).toMatchObject({ user: '', currency: '', balance: 0 });
    expect(oddType.body).not.toHaveProperty('success');
  });

  it('answers a fault of ours 500 with UNKNOWN, so the vendor retries', async () => {
    const failure = vi.spyOn(test.app.services.lobby.catalogue, 'listGames').mockRejectedValueOnce(new Error('catalogue unavailable'));
    try {
      const payload = JSON.stringify({ request_uuid: 'req-500', token: 'x'.repeat(32) });
      const response = await raw({ url: '/vendor-api/wallet/balance', headers: { 'content-type': 'application/json', 'x-vendor-code': 'ZZFAULT', 'x-signature': signBody(developmentVendorSecret, payload) }, payload });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ ...protocolShape, status: 'UNKNOWN', request_uuid: 'req-500' });
      expect(failure).toHaveBeenCalled();
    } finally {
      failure.mockRestore();
    }
  });
});
