import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client } from 'undici';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember } from '../../../test/factories.ts';
import { verifyLedger } from './ledger-verify.ts';

let test: TestApp;
let origin: string;
let clients: Client[] = [];
const burst = 100;

beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
  await test.app.server.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(test.app.server.server.address() as AddressInfo).port}`;
  // One connection per request, each opened and used once before the burst, so the burst's requests leave together.
  clients = Array.from({ length: burst }, () => new Client(origin, { pipelining: 1 }));
  await Promise.all(clients.map(async (client) => (await client.request({ method: 'GET', path: '/health' })).body.text()));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await test.close();
});

/** Fires one request per connection at the same moment and answers each status with its code. */
async function fire(requests: { path: string; headers: Record<string, string>; body: object }[]) {
  const responses = await Promise.all(
    requests.map(async (request, index) => {
      const response = await clients[index]!.request({
        method: 'POST',
        path: request.path,
        headers: { 'content-type': 'application/json', ...request.headers },
        body: JSON.stringify(request.body),
      });
      const body = (await response.body.json()) as { code: string; value: { transferId?: string; id?: string } | null };
      return { status: response.statusCode, code: body.code, value: body.value };
    }),
  );
  return responses;
}

function tally(responses: { status: number; code: string }[]) {
  return {
    succeeded: responses.filter((response) => response.status === 200).length,
    refused: responses.filter((response) => response.status >= 400 && response.status < 500).length,
    failed: responses.filter((response) => response.status >= 500).length,
    codes: [...new Set(responses.filter((response) => response.status !== 200).map((response) => response.code))],
  };
}

describe('the same money is never spent twice', () => {
  it(`lets exactly ⌊B/a⌋ of ${burst} simultaneous withdrawals through, and refuses the rest with 4xx`, async () => {
    const balance = 100_000;
    const amount = 15_000;
    const member = await createFundedMember(test, { balance });
    const bound = await test.app.server.inject({
      method: 'POST',
      url: '/wps/wallet/payout-accounts',
      headers: member.headers,
      payload: { method: 'pix', payeeName: member.realName, pixKeyType: 'random', pixKey: randomUUID(), paymentPassword: member.paymentPassword },
    });
    const payoutAccountId = bound.json().value.id as string;
    const responses = await fire(
      Array.from({ length: burst }, () => ({
        path: '/wps/wallet/withdrawals',
        headers: member.headers,
        body: { amount, payoutAccountId, paymentPassword: member.paymentPassword, idempotencyKey: randomUUID() },
      })),
    );
    expect(tally(responses)).toEqual({ succeeded: Math.floor(balance / amount), refused: burst - Math.floor(balance / amount), failed: 0, codes: ['insufficient_balance'] });
    const balances = await test.app.services.wallet.balances(member.memberId);
    expect(balances).toMatchObject({ cash: balance % amount, held: Math.floor(balance / amount) * amount });
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });

  it(`lets exactly ⌊B/a⌋ of ${burst} simultaneous wallet transfers through`, async () => {
    const balance = 10_000;
    const amount = 3_000;
    const member = await createFundedMember(test, { balance });
    const responses = await fire(
      Array.from({ length: burst }, () => ({
        path: '/wps/relay/GCS_walletTransfer',
        headers: member.headers,
        body: { from: 'cash', to: 'points', amount, idempotencyKey: randomUUID() },
      })),
    );
    expect(tally(responses)).toEqual({ succeeded: 3, refused: burst - 3, failed: 0, codes: ['insufficient_balance'] });
    expect(await test.app.services.wallet.balances(member.memberId)).toMatchObject({ cash: 1_000, points: 9_000 });
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });

  it('moves money once when the same transfer arrives 1 to 5 times at once, with its first answer each time', async () => {
    const member = await createFundedMember(test, { balance: 50_000 });
    const keys = Array.from({ length: 20 }, () => randomUUID());
    // Each key is sent 1 to 5 times; all copies of all keys leave together, shuffled by key order.
    const requests = keys.flatMap((idempotencyKey, index) =>
      Array.from({ length: (index % 5) + 1 }, () => ({ path: '/wps/relay/GCS_walletTransfer', headers: member.headers, body: { from: 'cash', to: 'points', amount: 1000, idempotencyKey } })),
    );
    const ordered = requests.map((request, index) => ({ request, rank: (index * 37) % requests.length })).sort((left, right) => left.rank - right.rank);
    const responses = await fire(ordered.map((entry) => entry.request));
    expect(tally(responses).failed).toBe(0);
    expect(tally(responses).succeeded).toBe(requests.length);
    const transferIdsByKey = new Map<string, Set<string>>();
    ordered.forEach((entry, index) => {
      const key = (entry.request.body as { idempotencyKey: string }).idempotencyKey;
      transferIdsByKey.set(key, (transferIdsByKey.get(key) ?? new Set()).add(responses[index]!.value!.transferId!));
    });
    for (const ids of transferIdsByKey.values()) expect(ids.size).toBe(1);
    expect(await test.app.services.wallet.balances(member.memberId)).toMatchObject({ cash: 30_000, points: 20_000 });
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });
});
