/**
 * Helpers for the games module's tests: money for a member, a catalogue game, a launch, and signed
 * vendor calls over `inject`. Test support only; the product never imports it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Game, VendorResponse, VendorSessionResponse } from '@platform/contract';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestMember } from '../../../test/factories.ts';
import { signBody } from './vendor-signature.ts';

/** The shared development secret every catalogue vendor signs with unless configured otherwise. */
export const developmentVendorSecret = 'development-vendor-secret-not-for-production';

/** Credits a member's cash from the payment clearing account, as a confirmed deposit would. */
export async function fund(test: TestApp, memberId: string, amount: number): Promise<void> {
  await test.app.services.wallet.postTransfer(undefined, {
    idempotencyKey: `test-fund:${memberId}:${randomBytes(6).toString('hex')}`,
    debit: { system: 'payment_clearing' },
    credit: { memberId, wallet: 'cash' },
    amount,
    kind: 'deposit',
  });
}

export async function cashOf(test: TestApp, memberId: string): Promise<number> {
  return (await test.app.services.wallet.balances(memberId)).cash;
}

/** A launchable game of an external (not platform) vendor in a category. */
export async function vendorGame(test: TestApp, gameType = 'RNG', skipVendors: string[] = []): Promise<Game> {
  const response = await test.app.server.inject({ method: 'GET', url: `/lgw/games/list?gameType=${gameType}&pageSize=100` });
  const games = response.json<{ value: { games: Game[] } }>().value.games;
  const platform = ['HOUSE', 'LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA', ...skipVendors];
  const game = games.find((candidate) => !platform.includes(candidate.vassalage) && candidate.isGame === 'GAME' && !candidate.maintenance);
  if (!game) throw new Error(`no vendor game of type ${gameType} in the demo catalogue`);
  return game;
}

/** Launches a game for a member and returns the launch token the URL carries. */
export async function launch(test: TestApp, member: TestMember, nodeId: number): Promise<string> {
  const response = await test.app.server.inject({ method: 'POST', url: '/wps/game/launchGame', headers: member.headers, payload: { nodeId } });
  const url = response.json<{ value: { url: string } }>().value.url;
  const token = new URL(url, 'http://site.test').searchParams.get('token');
  if (!token) throw new Error(`launch answered ${response.statusCode} ${response.body}`);
  return token;
}

export interface VendorCaller {
  vendorCode: string;
  call<Response = VendorResponse>(path: string, body: Record<string, unknown>, options?: { signature?: string; rawBody?: string }): Promise<Response>;
  openSession(launchToken: string): Promise<VendorSessionResponse>;
}

/** Signed calls to /vendor-api as the given vendor. */
export function vendorCaller(test: TestApp, vendorCode: string, secret = developmentVendorSecret): VendorCaller {
  async function call<Response>(path: string, body: Record<string, unknown>, options: { signature?: string; rawBody?: string } = {}): Promise<Response> {
    const payload = options.rawBody ?? JSON.stringify(body);
    const response = await test.app.server.inject({
      method: 'POST',
      url: `/vendor-api${path}`,
      headers: { 'content-type': 'application/json', 'x-vendor-code': vendorCode, 'x-signature': options.signature ?? signBody(secret, payload) },
      payload,
    });
    return response.json<Response>();
  }
  return {
    vendorCode,
    call,
    openSession: (launchToken) => call<VendorSessionResponse>('/session', { request_uuid: randomUUID(), launch_token: launchToken }),
  };
}

/** A member with money, a launched vendor game and its session, ready for wallet calls. */
export async function vendorSessionFor(test: TestApp, member: TestMember, options: { gameType?: string; amount?: number } = {}) {
  if (options.amount) await fund(test, member.memberId, options.amount);
  const game = await vendorGame(test, options.gameType);
  const vendor = vendorCaller(test, game.vassalage);
  const session = await vendor.openSession(await launch(test, member, game.nodeId));
  if (session.status !== 'OK') throw new Error(`session exchange answered ${session.status}`);
  return { game, vendor, session, token: session.token, user: member.memberId, currency: session.currency };
}

/** A fresh id for a transaction or a request. */
export const newId = (prefix: string) => `${prefix}-${randomUUID()}`;
