import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { VendorBetRequest, VendorResponse, VendorWinRequest } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { verifyLedger } from '../wallet/ledger-verify.ts';
import { cashOf, newId, vendorSessionFor } from './games-test-kit.ts';

/**
 * A vendor's ordinary bets, and its ordinary wins, arriving together are written by one statement and one
 * commit (game_vendor_bets_together, game_vendor_wins_together): every call with the answer it would have on
 * its own, or, when one call of the batch is out of the ordinary, each call on its own and that one by the
 * general path, which answers it as the protocol says and writes nothing else for it.
 */

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
  // One bet first, so that the node knows the vendor clearing account and the merchant's settings, as a
  // node that is taking bets does.
  const warm = await player();
  expect((await service().bet(warm.vendor.vendorCode, betOf(warm))).response.status).toBe('OK');
});
afterAll(async () => {
  await test.close();
});

type Player = Awaited<ReturnType<typeof player>>;

async function player(amount = 10_000) {
  const member = await createMember(test);
  const context = await vendorSessionFor(test, member, { amount });
  // The session and the cash account are read once here, so that calls made together afterwards wait on
  // nothing before their statement, as calls of members already playing do.
  await service().balance(context.vendor.vendorCode, { request_uuid: newId('request'), token: context.token });
  await test.app.services.wallet.accountIdOf(member.memberId, 'cash');
  return { member, ...context };
}

const service = () => test.app.services.games.vendorWallet;

function betOf(at: Player, overrides: Partial<VendorBetRequest> = {}): VendorBetRequest {
  return {
    request_uuid: newId('request'),
    token: at.token,
    user: at.user,
    transaction_uuid: newId('bet'),
    round: newId('round'),
    round_closed: false,
    game_code: at.game.gameCode,
    currency: at.currency,
    amount: 500,
    ...overrides,
  };
}

function winOf(at: Player, bet: VendorBetRequest, amount: number, overrides: Partial<VendorWinRequest> = {}): VendorWinRequest {
  const { round_closed: _closed, amount: _amount, transaction_uuid: _id, ...rest } = bet;
  return { ...rest, request_uuid: newId('request'), transaction_uuid: newId('win'), reference_transaction_uuid: bet.transaction_uuid, round_closed: true, amount, ...overrides };
}

/** Calls made together: each is submitted in the same turn of the event loop, as concurrent requests are. */
async function together<Request>(requests: { at: Player; request: Request }[], call: (vendorCode: string, request: Request) => Promise<{ response: VendorResponse }>) {
  return (await Promise.all(requests.map(({ at, request }) => call(at.vendor.vendorCode, request)))).map((result) => result.response);
}
const betsTogether = (requests: { at: Player; request: VendorBetRequest }[]) => together(requests, (vendorCode, request) => service().bet(vendorCode, request));
const winsTogether = (requests: { at: Player; request: VendorWinRequest }[]) => together(requests, (vendorCode, request) => service().win(vendorCode, request));

/** How many transactions wrote the journal rows of these ids: one when they were written together. */
async function commitsOf(ids: string[]): Promise<number> {
  const result = await sql<{ commits: string }>`select count(distinct xmin::text)::text as commits from game_vendor_transactions where transaction_uuid = any(${ids})`.execute(test.database.db);
  return Number(result.rows[0]!.commits);
}

async function journalOf(id: string) {
  const result = await sql<{ kind: string; amount: string; response: VendorResponse }>`select kind, amount::text, response from game_vendor_transactions where transaction_uuid = ${id}`.execute(test.database.db);
  return result.rows[0];
}

/** What one member's play left behind, without ids and times. */
async function writtenFor(memberId: string) {
  const rounds = await sql<Record<string, unknown>>`
    select status, stake::text, stake_refunded::text, win::text, bet_count, balance_before::text, balance_after::text, settled_at is not null as settled, figures_day is not null as counted
    from game_rounds where member_id = ${memberId}::bigint order by id
  `.execute(test.database.db);
  const transfers = await sql<Record<string, unknown>>`
    select t.kind, t.amount::text, t.debit_balance_after::text, t.credit_balance_after::text, e.amount::text as entry, e.balance_after::text as entry_after
    from wallet_transfers t join wallet_entries e on e.transfer_id = t.id join wallet_accounts a on a.id = e.account_id
    where a.member_id = ${memberId}::bigint and t.kind in ('game_bet', 'game_win') order by t.id
  `.execute(test.database.db);
  const journal = await sql<Record<string, unknown>>`
    select kind, amount::text, applied, rolled_back, response - 'request_uuid' - 'user' as response from game_vendor_transactions where member_id = ${memberId}::bigint order by kind, amount
  `.execute(test.database.db);
  const figures = await sql<Record<string, unknown>>`
    select game_type, rounds, stake::text, valid_bet::text, win::text from game_member_daily_figures where member_id = ${memberId}::bigint order by game_type
  `.execute(test.database.db);
  return { rounds: rounds.rows, transfers: transfers.rows, journal: journal.rows, figures: figures.rows };
}

describe('vendor calls written together', () => {
  it('writes in one commit what the calls write one at a time: answers, money, rounds, journal and daily figures', async () => {
    const [first, second] = [await player(), await player(3_000)];
    const [firstAlone, secondAlone] = [await player(), await player(3_000)];
    // The first member bets twice (the second bet closes its own round); the second member's bet is later won.
    const script = (a: Player, b: Player) => {
      const bets = [
        { at: a, request: betOf(a, { amount: 700 }) },
        { at: b, request: betOf(b, { amount: 2_500 }) },
        { at: a, request: betOf(a, { amount: 300, round_closed: true }) },
      ];
      return { bets, wins: (placed: typeof bets) => [{ at: b, request: winOf(b, placed[1]!.request, 4_000) }, { at: a, request: winOf(a, placed[0]!.request, 0) }] };
    };

    const played = script(first, second);
    const betAnswers = await betsTogether(played.bets);
    const wins = played.wins(played.bets);
    const winAnswers = await winsTogether(wins);
    expect(await commitsOf(played.bets.map((bet) => bet.request.transaction_uuid))).toBe(1);
    expect(await commitsOf(wins.map((win) => win.request.transaction_uuid))).toBe(1);

    const alone = script(firstAlone, secondAlone);
    const aloneBetAnswers: VendorResponse[] = [];
    for (const bet of alone.bets) aloneBetAnswers.push((await service().bet(bet.at.vendor.vendorCode, bet.request)).response);
    const aloneWins = alone.wins(alone.bets);
    const aloneWinAnswers: VendorResponse[] = [];
    for (const win of aloneWins) aloneWinAnswers.push((await service().win(win.at.vendor.vendorCode, win.request)).response);

    const shape = (answers: VendorResponse[]) => answers.map(({ status, balance, currency }) => ({ status, balance, currency }));
    expect(shape(betAnswers)).toEqual([
      { status: 'OK', balance: 9_300, currency: 'BRL' },
      { status: 'OK', balance: 500, currency: 'BRL' },
      { status: 'OK', balance: 9_000, currency: 'BRL' },
    ]);
    expect(shape(winAnswers)).toEqual([
      { status: 'OK', balance: 4_500, currency: 'BRL' },
      { status: 'OK', balance: 9_000, currency: 'BRL' },
    ]);
    expect(shape(aloneBetAnswers)).toEqual(shape(betAnswers));
    expect(shape(aloneWinAnswers)).toEqual(shape(winAnswers));
    expect(await writtenFor(first.user)).toEqual(await writtenFor(firstAlone.user));
    expect(await writtenFor(second.user)).toEqual(await writtenFor(secondAlone.user));
    expect((await writtenFor(first.user)).figures).toEqual([{ game_type: first.game.gameType, rounds: 2, stake: '1000', valid_bet: '1000', win: '0' }]);
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });

  it('a call out of the ordinary is answered on its own and the others are written as usual', async () => {
    const rich = await player(10_000);
    const poor = await player(400);
    const disabled = await player(10_000);
    const replayed = await player(10_000);
    const firstBet = betOf(replayed);
    expect((await service().bet(replayed.vendor.vendorCode, firstBet)).response.status).toBe('OK');
    const roundAgain = betOf(replayed, { round: firstBet.round, amount: 100 });
    await sql`update members set status = 'disabled' where id = ${disabled.user}::bigint`.execute(test.database.db);

    const bets = [
      { at: rich, request: betOf(rich) },
      { at: poor, request: betOf(poor) },
      { at: disabled, request: betOf(disabled) },
      { at: replayed, request: { ...firstBet, request_uuid: newId('request') } },
      { at: replayed, request: roundAgain },
    ];
    const answers = await betsTogether(bets);
    expect(answers.map(({ status, balance }) => ({ status, balance }))).toEqual([
      { status: 'OK', balance: 9_500 },
      { status: 'NOT_ENOUGH_MONEY', balance: 400 },
      { status: 'USER_DISABLED', balance: 10_000 },
      { status: 'OK', balance: 9_500 },
      { status: 'OK', balance: 9_400 },
    ]);
    expect(await cashOf(test, rich.user)).toBe(9_500);
    expect(await cashOf(test, poor.user)).toBe(400);
    expect(await cashOf(test, disabled.user)).toBe(10_000);
    expect(await cashOf(test, replayed.user)).toBe(9_400);
    expect(await journalOf(bets[1]!.request.transaction_uuid)).toBeUndefined();
    expect(await journalOf(bets[2]!.request.transaction_uuid)).toBeUndefined();
    // The round bet on twice holds both stakes.
    const round = await sql<{ stake: string; bet_count: number }>`select stake::text, bet_count from game_rounds where round_ref = ${firstBet.round}`.execute(test.database.db);
    expect(round.rows).toEqual([{ stake: '600', bet_count: 2 }]);
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });

  it('wins of unknown, foreign or rolled-back bets, over the round’s maximum or twice for one member are answered on their own', async () => {
    /** A win paid as usual beside one out of the ordinary, written together; the answers of both. */
    async function beside(odd: (at: Player, other: Player) => Promise<VendorWinRequest[]>) {
      const [paid, at, other] = [await player(), await player(), await player()];
      const bet = betOf(paid);
      expect((await service().bet(paid.vendor.vendorCode, bet)).response.status).toBe('OK');
      const requests = [{ at: paid, request: winOf(paid, bet, 1_000) }, ...(await odd(at, other)).map((request) => ({ at, request }))];
      const answers = await winsTogether(requests);
      expect(answers[0]).toMatchObject({ status: 'OK', balance: 10_500 });
      expect(await cashOf(test, paid.user)).toBe(10_500);
      return { answers: answers.slice(1), at, requests: requests.slice(1), paidWin: requests[0]!.request };
    }
    async function placed(at: Player, overrides: Partial<VendorBetRequest> = {}) {
      const bet = betOf(at, overrides);
      expect((await service().bet(at.vendor.vendorCode, bet)).response.status).toBe('OK');
      return bet;
    }

    const unknown = await beside(async (at) => [winOf(at, betOf(at), 1_000)]);
    // A bet the member has no trace of tells nothing of the member's balance.
    expect(unknown.answers).toMatchObject([{ status: 'TRANSACTION_DOES_NOT_EXIST', balance: 0 }]);
    const foreign = await beside(async (at, other) => [{ ...winOf(other, await placed(other), 1_000), user: at.user }]);
    expect(foreign.answers).toMatchObject([{ status: 'TRANSACTION_DOES_NOT_EXIST', balance: 0 }]);
    const rolledBack = await beside(async (at) => {
      const bet = await placed(at);
      const rollback = { request_uuid: newId('request'), token: at.token, user: at.user, transaction_uuid: newId('rollback'), reference_transaction_uuid: bet.transaction_uuid, round: bet.round, game_code: bet.game_code };
      expect((await service().rollback(at.vendor.vendorCode, rollback)).response.status).toBe('OK');
      return [winOf(at, bet, 1_000)];
    });
    expect(rolledBack.answers).toMatchObject([{ status: 'TRANSACTION_ROLLED_BACK', balance: 10_000 }]);
    const overMaximum = await beside(async (at) => [winOf(at, await placed(at), 100_000_001)]);
    expect(overMaximum.answers).toMatchObject([{ status: 'BET_LIMIT_EXCEEDED', balance: 9_500 }]);
    const otherRound = await beside(async (at) => [winOf(at, await placed(at), 1_000, { round: newId('round') })]);
    expect(otherRound.answers).toMatchObject([{ status: 'TRANSACTION_DOES_NOT_EXIST', balance: 9_500 }]);
    for (const refused of [unknown, foreign, rolledBack, overMaximum, otherRound]) {
      expect(await journalOf(refused.requests[0]!.request.transaction_uuid)).toBeUndefined();
    }
    // Two wins of one member (two rounds at once): both paid, the first with the batch, the second right after it.
    const twice = await beside(async (at) => [winOf(at, await placed(at), 200), winOf(at, await placed(at), 300)]);
    expect(twice.answers.map((answer) => answer.status)).toEqual(['OK', 'OK']);
    expect(twice.answers.map((answer) => answer.balance)).toEqual([9_200, 9_500]);
    const [firstWin, secondWin] = twice.requests.map(({ request }) => request.transaction_uuid);
    expect(await commitsOf([twice.paidWin.transaction_uuid, firstWin!])).toBe(1);
    expect(await commitsOf([twice.paidWin.transaction_uuid, firstWin!, secondWin!])).toBe(2);
    expect(await cashOf(test, twice.at.user)).toBe(9_500);
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });

  it('keeps balances, rounds and the ledger exact under concurrent batches of shared members', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(50_000)));
    const rounds = Array.from({ length: 8 }, () => players.map((at) => ({ at, request: betOf(at, { amount: 1_000 }) })));
    await Promise.all(rounds.map((batch) => betsTogether(batch)));
    await Promise.all(rounds.map((batch) => winsTogether(batch.map(({ at, request }) => ({ at, request: winOf(at, request, 1_500) })))));
    for (const at of players) expect(await cashOf(test, at.user)).toBe(50_000 + 8 * 500);
    const settled = await sql<{ count: string }>`select count(*)::text from game_rounds where member_id = any(${players.map((at) => at.user)}::bigint[]) and status = 'settled' and win = 1500`.execute(test.database.db);
    expect(settled.rows[0]!.count).toBe('48');
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });
});
