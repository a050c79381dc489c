/**
 * Conformance of our vendor wallet API to the protocol (domain/wallet.md), played by the simulated
 * vendor's own client over real HTTP: every status, replays, out-of-order calls and concurrency, and
 * the ledger's invariants at the end.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorResponse } from '@platform/contract';
import { createTestApp, type TestApp } from '../../server/test/test-app.ts';
import { createMember, type TestMember } from '../../server/test/factories.ts';
import { cashOf, developmentVendorSecret, fund, launch, vendorGame } from '../../server/src/modules/games/games-test-kit.ts';
import { hashToken } from '../../server/src/modules/games/game-sessions.ts';
import { verifyLedger } from '../../server/src/modules/wallet/ledger-verify.ts';
import { signBody, walletClient, type WalletClient, type WalletPath } from './wallet-client.ts';

let test: TestApp;
let baseUrl: string;
let client: WalletClient;

beforeAll(async () => {
  test = await createTestApp();
  await test.app.server.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(test.app.server.server.address() as AddressInfo).port}`;
  client = walletClient({ platformUrl: baseUrl, secretOf: () => developmentVendorSecret, timeoutMs: 10_000, connections: 128 });
});
afterAll(async () => {
  await client.close();
  await test.close();
});

interface Table {
  member: TestMember;
  vendorCode: string;
  token: string;
  user: string;
  gameCode: string;
}

async function table(amount: number, gameType = 'RNG'): Promise<Table> {
  const member = await createMember(test);
  if (amount > 0) await fund(test, member.memberId, amount);
  const game = await vendorGame(test, gameType);
  const opened = await client.openSession(game.vassalage, await launch(test, member, game.nodeId));
  if (!opened.decided || opened.response.status !== 'OK') throw new Error('session exchange failed');
  return { member, vendorCode: game.vassalage, token: opened.response.token, user: member.memberId, gameCode: game.gameCode };
}

async function send(at: Table, path: WalletPath, body: Record<string, unknown>): Promise<VendorResponse> {
  const outcome = await client.call(at.vendorCode, path, body);
  if (!outcome.decided) throw new Error(`${path} undecided: ${outcome.reason}`);
  return outcome.response;
}

const id = (prefix: string) => `${prefix}-${randomUUID()}`;

/** A copy of `items` in random order (Fisher–Yates on the CSPRNG). */
function shuffled<Item>(items: Item[]): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

function betBody(at: Table, overrides: Record<string, unknown> = {}) {
  return { token: at.token, user: at.user, transaction_uuid: id('bet'), round: id('round'), round_closed: false, game_code: at.gameCode, currency: 'BRL', amount: 1_000, ...overrides };
}

function winBody(at: Table, bet: ReturnType<typeof betBody>, amount: number) {
  return { ...bet, transaction_uuid: id('win'), reference_transaction_uuid: bet.transaction_uuid, round_closed: true, amount };
}

function rollbackBody(at: Table, bet: { transaction_uuid: string; round: string }) {
  return { token: at.token, user: at.user, transaction_uuid: id('rollback'), reference_transaction_uuid: bet.transaction_uuid, round: bet.round, game_code: at.gameCode };
}

/** A raw signed POST, for bodies and signatures the client would never send. */
async function raw(vendorCode: string, path: string, body: string, signature = signBody(developmentVendorSecret, body)): Promise<VendorResponse> {
  const response = await request(`${baseUrl}/vendor-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vendor-code': vendorCode, 'x-signature': signature },
    body,
  });
  return (await response.body.json()) as VendorResponse;
}

describe('vendor wallet protocol: every status', () => {
  it('OK: balance, bet and win, each answer echoing its request id', async () => {
    const at = await table(10_000);
    const body = JSON.stringify({ request_uuid: 'echo-me-1', token: at.token });
    expect(await raw(at.vendorCode, '/wallet/balance', body)).toEqual({ status: 'OK', request_uuid: 'echo-me-1', user: at.user, currency: 'BRL', balance: 10_000 });
    const bet = betBody(at);
    expect(await send(at, '/wallet/bet', bet)).toMatchObject({ status: 'OK', balance: 9_000 });
    expect(await send(at, '/wallet/win', winBody(at, bet, 2_500))).toMatchObject({ status: 'OK', balance: 11_500 });
  });

  it('INVALID_SIGNATURE: a body signed with another secret or altered after signing', async () => {
    const at = await table(0);
    const body = JSON.stringify({ request_uuid: 'sig-1', token: at.token });
    expect(await raw(at.vendorCode, '/wallet/balance', body, signBody('another-secret-of-some-length', body))).toMatchObject({ status: 'INVALID_SIGNATURE', request_uuid: 'sig-1' });
    expect(await raw(at.vendorCode, '/wallet/balance', body.replace('sig-1', 'sig-2'), signBody(developmentVendorSecret, body))).toMatchObject({ status: 'INVALID_SIGNATURE' });
    expect(await raw(at.vendorCode, '/wallet/balance', body, 'zz')).toMatchObject({ status: 'INVALID_SIGNATURE' });
  });

  it('INVALID_PARTNER: a vendor code the platform does not know', async () => {
    const body = JSON.stringify({ request_uuid: 'partner-1', token: 'x'.repeat(32) });
    expect(await raw('NOSUCHVENDOR', '/wallet/balance', body)).toMatchObject({ status: 'INVALID_PARTNER', request_uuid: 'partner-1' });
    expect(await raw('bad code', '/wallet/balance', body)).toMatchObject({ status: 'INVALID_PARTNER' });
  });

  it('WRONG_SYNTAX: unreadable JSON, missing or extra fields, fractional amounts', async () => {
    const at = await table(10_000);
    expect(await raw(at.vendorCode, '/wallet/bet', '{"request_uuid":"syntax-1",')).toMatchObject({ status: 'WRONG_SYNTAX', request_uuid: 'syntax-1' });
    expect(await raw(at.vendorCode, '/wallet/bet', JSON.stringify({ request_uuid: 'syntax-2', token: at.token }))).toMatchObject({ status: 'WRONG_SYNTAX' });
    expect(await raw(at.vendorCode, '/wallet/bet', JSON.stringify({ request_uuid: 'syntax-3', ...betBody(at), amount: 10.5 }))).toMatchObject({ status: 'WRONG_SYNTAX' });
    expect(await raw(at.vendorCode, '/wallet/bet', JSON.stringify({ request_uuid: 'syntax-4', ...betBody(at), admin: true }))).toMatchObject({ status: 'WRONG_SYNTAX' });
    expect(await cashOf(test, at.user)).toBe(10_000);
  });

  it('INVALID_TOKEN: an unknown token, another member, another vendor; a launch token used twice', async () => {
    const at = await table(10_000);
    expect(await send(at, '/wallet/bet', betBody(at, { token: 'A'.repeat(43) }))).toMatchObject({ status: 'INVALID_TOKEN' });
    const other = await table(10_000);
    expect(await send(at, '/wallet/bet', betBody(at, { user: other.user }))).toMatchObject({ status: 'INVALID_TOKEN' });
    const otherVendor = await vendorGame(test, 'RNG', [at.vendorCode]);
    expect(await client.call(otherVendor.vassalage, '/wallet/bet', betBody(at))).toMatchObject({ decided: true, response: { status: 'INVALID_TOKEN' } });
    const game = await vendorGame(test, 'RNG');
    const launchToken = await launch(test, at.member, game.nodeId);
    expect(await client.openSession(game.vassalage, launchToken)).toMatchObject({ decided: true, response: { status: 'OK' } });
    expect(await client.openSession(game.vassalage, launchToken)).toMatchObject({ decided: true, response: { status: 'INVALID_TOKEN' } });
  });

  it('TOKEN_EXPIRED for bets and balance, never for wins and rollbacks', async () => {
    const at = await table(10_000);
    const bet = betBody(at);
    const second = betBody(at);
    await send(at, '/wallet/bet', bet);
    await send(at, '/wallet/bet', second);
    // The member's next launch gives a session whose expiry passes before the vendor first uses it (a session
    // never changes once written, so the server may remember one it has seen until its own expiry).
    const game = await vendorGame(test, 'RNG');
    const opened = await client.openSession(at.vendorCode, await launch(test, at.member, game.nodeId));
    if (!opened.decided || opened.response.status !== 'OK') throw new Error('session exchange failed');
    const expired: Table = { ...at, token: opened.response.token };
    await sql`update game_sessions set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(expired.token)}`.execute(test.database.db);
    expect(await send(expired, '/wallet/bet', betBody(expired))).toMatchObject({ status: 'TOKEN_EXPIRED', balance: 8_000 });
    expect(await send(expired, '/wallet/balance', { token: expired.token })).toMatchObject({ status: 'TOKEN_EXPIRED', balance: 8_000 });
    expect(await send(expired, '/wallet/win', { ...winBody(at, bet, 3_000), token: expired.token })).toMatchObject({ status: 'OK', balance: 11_000 });
    expect(await send(expired, '/wallet/rollback', rollbackBody(expired, second))).toMatchObject({ status: 'OK', balance: 12_000 });
  });

  it('WRONG_CURRENCY, INVALID_GAME and BET_LIMIT_EXCEEDED refuse a bet and move nothing', async () => {
    const at = await table(10_000_000);
    expect(await send(at, '/wallet/bet', betBody(at, { currency: 'USD' }))).toMatchObject({ status: 'WRONG_CURRENCY', balance: 10_000_000 });
    expect(await send(at, '/wallet/bet', betBody(at, { game_code: 'NO_SUCH_GAME' }))).toMatchObject({ status: 'INVALID_GAME', balance: 10_000_000 });
    expect(await send(at, '/wallet/bet', betBody(at, { amount: 5 }))).toMatchObject({ status: 'BET_LIMIT_EXCEEDED' });
    expect(await send(at, '/wallet/bet', betBody(at, { amount: 1_000_001 }))).toMatchObject({ status: 'BET_LIMIT_EXCEEDED' });
    const bet = betBody(at, { amount: 1_000_000 });
    await send(at, '/wallet/bet', bet);
    expect(await send(at, '/wallet/win', winBody(at, bet, 100_000_001))).toMatchObject({ status: 'BET_LIMIT_EXCEEDED' });
    expect(await cashOf(test, at.user)).toBe(9_000_000);
  });

  it('NOT_ENOUGH_MONEY carries the balance', async () => {
    const at = await table(700);
    expect(await send(at, '/wallet/bet', betBody(at))).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: 700 });
  });

  it('USER_DISABLED once the account is disabled', async () => {
    const at = await table(10_000);
    await test.app.services.account.disableMember(at.user);
    // Standings are remembered for a few seconds; after that every bet of the account is refused.
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect(await send(at, '/wallet/bet', betBody(at))).toMatchObject({ status: 'USER_DISABLED', balance: 10_000 });
  });

  it('TRANSACTION_DOES_NOT_EXIST and TRANSACTION_ROLLED_BACK, in and out of order', async () => {
    const at = await table(10_000);
    const ghost = betBody(at);
    expect(await send(at, '/wallet/win', winBody(at, ghost, 500))).toMatchObject({ status: 'TRANSACTION_DOES_NOT_EXIST' });
    expect(await send(at, '/wallet/rollback', rollbackBody(at, ghost))).toMatchObject({ status: 'TRANSACTION_DOES_NOT_EXIST' });
    expect(await send(at, '/wallet/bet', ghost)).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK', balance: 10_000 });
    const bet = betBody(at);
    await send(at, '/wallet/bet', bet);
    await send(at, '/wallet/rollback', rollbackBody(at, bet));
    expect(await send(at, '/wallet/win', winBody(at, bet, 500))).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK' });
    // A win rolled back before it arrived is refused when it comes; its bet stands.
    const standing = betBody(at);
    await send(at, '/wallet/bet', standing);
    const lateWin = winBody(at, standing, 300);
    expect(await send(at, '/wallet/rollback', { ...rollbackBody(at, standing), reference_transaction_uuid: lateWin.transaction_uuid })).toMatchObject({ status: 'TRANSACTION_DOES_NOT_EXIST' });
    expect(await send(at, '/wallet/win', lateWin)).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK', balance: 9_000 });
    expect(await cashOf(test, at.user)).toBe(9_000);
  });

  it('DUPLICATE_TRANSACTION for a reused id with other content; the same content replays', async () => {
    const at = await table(10_000);
    const bet = betBody(at);
    const first = await send(at, '/wallet/bet', bet);
    for (let replay = 0; replay < 3; replay++) expect(await send(at, '/wallet/bet', bet)).toMatchObject({ status: 'OK', balance: first.balance });
    expect(await send(at, '/wallet/bet', { ...bet, amount: 2_000 })).toMatchObject({ status: 'DUPLICATE_TRANSACTION' });
    expect(await send(at, '/wallet/bet', { ...bet, round: id('other-round') })).toMatchObject({ status: 'DUPLICATE_TRANSACTION' });
    const win = winBody(at, bet, 700);
    await send(at, '/wallet/win', win);
    expect(await send(at, '/wallet/win', { ...win, amount: 800 })).toMatchObject({ status: 'DUPLICATE_TRANSACTION' });
    expect(await cashOf(test, at.user)).toBe(9_700);
  });
});

describe('vendor wallet protocol: replays and concurrency', () => {
  it('100 bets on one balance at once: exactly ⌊B/a⌋ succeed, the rest are refused, never an unknown answer', async () => {
    const at = await table(37_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(at, '/wallet/bet', betBody(at))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(37);
    expect(statuses.filter((status) => status === 'NOT_ENOUGH_MONEY')).toHaveLength(63);
    expect(await cashOf(test, at.user)).toBe(0);
  });

  it('rollbacks racing their bets leave every balance as if the bet had never been placed', async () => {
    const at = await table(50_000);
    const pairs = Array.from({ length: 40 }, () => betBody(at));
    const answers = await Promise.all(pairs.flatMap((bet) => [send(at, '/wallet/bet', bet), send(at, '/wallet/rollback', rollbackBody(at, bet))]));
    expect(answers.every((answer) => answer.status !== 'UNKNOWN')).toBe(true);
    // Whatever arrived first, a bet either never happened or was given back; sending everything again changes nothing.
    expect(await cashOf(test, at.user)).toBe(50_000);
    for (const bet of pairs) expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain((await send(at, '/wallet/bet', bet)).status);
    expect(await cashOf(test, at.user)).toBe(50_000);
  });

  it('replays of bets, wins and rollbacks sent 1–5 times, concurrently and shuffled, move money once each', async () => {
    const at = await table(100_000);
    const operations: { path: WalletPath; body: Record<string, unknown> }[] = [];
    let expected = 100_000;
    for (let round = 0; round < 20; round++) {
      const bet = betBody(at, { amount: 1_000 + round });
      operations.push({ path: '/wallet/bet', body: bet });
      if (round % 3 === 0) {
        operations.push({ path: '/wallet/rollback', body: rollbackBody(at, bet) });
      } else {
        operations.push({ path: '/wallet/win', body: winBody(at, bet, round * 100) });
        expected += round * 100 - (1_000 + round);
      }
    }
    // Each operation in its own order within its round (bets before the rest) but rounds and copies interleave.
    const batches = [operations.filter((operation) => operation.path === '/wallet/bet'), operations.filter((operation) => operation.path !== '/wallet/bet')];
    for (const batch of batches) {
      const copies = shuffled(batch.flatMap((operation) => Array.from({ length: randomInt(1, 6) }, () => operation)));
      const answers = await Promise.all(copies.map((operation) => send(at, operation.path, operation.body)));
      expect(answers.every((answer) => answer.status === 'OK')).toBe(true);
    }
    expect(await cashOf(test, at.user)).toBe(expected);
  });

  it('the ledger holds its invariants after all of it', async () => {
    const report = await verifyLedger(test.database.db);
    expect(report.mismatch).toBeNull();
    expect(report.ok).toBe(true);
  });
});
