import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/test-app.ts';
import { createMember, type TestMember } from '../../server/test/factories.ts';
import { cashOf, developmentVendorSecret, fund, vendorGame } from '../../server/src/modules/games/games-test-kit.ts';
import { openJournal, type Journal } from './journal.ts';
import { simulatorServer } from './server.ts';
import { vendorEngine } from './vendor-engine.ts';
import { walletClient, type WalletClient } from './wallet-client.ts';

let test: TestApp;
let client: WalletClient;
let journal: Journal;
let folder: string;
let simulator: ReturnType<typeof simulatorServer>;

beforeAll(async () => {
  test = await createTestApp();
  await test.app.server.listen({ host: '127.0.0.1', port: 0 });
  const platformUrl = `http://127.0.0.1:${(test.app.server.server.address() as AddressInfo).port}`;
  folder = mkdtempSync(path.join(tmpdir(), 'vendor-sim-'));
  journal = openJournal(path.join(folder, 'journal.jsonl'));
  client = walletClient({ platformUrl, secretOf: () => developmentVendorSecret, timeoutMs: 10_000 });
  simulator = simulatorServer({ client, engine: vendorEngine({ client, journal }), siteOrigins: [platformUrl] });
  await simulator.ready();
});
afterAll(async () => {
  await simulator.close();
  await client.close();
  journal.close();
  rmSync(folder, { recursive: true, force: true });
  await test.close();
});

/** Launches a game of a category and follows the launch host's redirect to the simulator's page. */
async function sitDown(member: TestMember, gameType: string): Promise<{ session: string; html: string }> {
  const game = await vendorGame(test, gameType);
  const launched = await test.app.server.inject({ method: 'POST', url: '/wps/game/launchGame', headers: member.headers, payload: { nodeId: game.nodeId } });
  // The launch address is relative when no launch CDN is configured: it opens at the site's own address.
  const launchUrl = new URL(launched.json<{ value: { url: string } }>().value.url, 'http://site.test');
  const redirect = await test.app.server.inject({ method: 'GET', url: `${launchUrl.pathname}${launchUrl.search}` });
  const page = new URL(redirect.headers.location as string);
  const response = await simulator.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  const html = response.body;
  expect(html).not.toMatch(/<script>(?!<\/script>)/);
  const session = /data-session="([^"]+)"/.exec(html)?.[1];
  if (!session) throw new Error('the page carries no session');
  return { session, html };
}

async function play(session: string, body: Record<string, unknown>) {
  const response = await simulator.inject({ method: 'POST', url: '/api/play', payload: { session, ...body } });
  return response.json<{ status: string; balance: number; stake: number; win: number; betId?: string; detail: Record<string, unknown> }>();
}

describe('the simulated vendor’s tables take bets through the platform wallet and pay wins', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['RNG', 'slot', { lineBet: 10 }],
    ['LIVE', 'roulette', { stake: 200, kind: 'red' }],
    ['SPORTS', 'sports', { stake: 300, fixture: 1, outcome: 'home' }],
    ['FISH', 'fishing', { stake: 150, target: 'tuna' }],
  ];
  for (const [gameType, table, body] of cases) {
    it(`${table} (${gameType})`, async () => {
      const member = await createMember(test);
      await fund(test, member.memberId, 100_000);
      const { html } = await sitDown(member, gameType);
      expect(html).toContain(`data-table="${table}"`);
      const { session } = await sitDown(member, gameType);
      const answer = await play(session, body);
      expect(answer.status).toBe('OK');
      expect(answer.balance).toBe(100_000 - answer.stake + answer.win);
      expect(await cashOf(test, member.memberId)).toBe(answer.balance);
    });
  }

  it('duel: the round stays open between the deal and the decision', async () => {
    const member = await createMember(test);
    await fund(test, member.memberId, 10_000);
    const { session, html } = await sitDown(member, 'PVP');
    expect(html).toContain('data-table="duel"');
    const dealt = await play(session, { action: 'deal', stake: 1_000 });
    expect(dealt).toMatchObject({ status: 'OK', balance: 9_000 });
    const open = await test.app.server.inject({ method: 'GET', url: '/wps/member/betting-records?status=open', headers: member.headers });
    expect(open.json<{ value: { total: number } }>().value.total).toBe(1);
    const decided = await play(session, { action: 'play', betId: dealt.betId });
    expect(decided.status).toBe('OK');
    expect(['win', 'lose', 'tie']).toContain(decided.detail.outcome);
    expect(await cashOf(test, member.memberId)).toBe(9_000 + decided.win);
  });

  it('refuses a launch token it cannot exchange and plays only for known sessions', async () => {
    const page = await simulator.inject({ method: 'GET', url: '/play?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&vendor=DEMO&lang=en' });
    expect(page.statusCode).toBe(403);
    expect((await simulator.inject({ method: 'POST', url: '/api/play', payload: { session: 'nope', lineBet: 1 } })).statusCode).toBe(401);
    expect((await simulator.inject({ method: 'GET', url: '/static/play.js' })).headers['content-type']).toContain('javascript');
  });
});
