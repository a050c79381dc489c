/**
 * The vendor under load while the platform's server process is killed with SIGKILL and started again:
 * every round the vendor played ends exactly as its journal says (paid once, or rolled back), every
 * balance equals the journal's account of it, and the ledger holds its invariants.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../server/test/test-app.ts';
import { createMember } from '../../server/test/factories.ts';
import { cashOf, developmentVendorSecret, fund, launch, vendorGame } from '../../server/src/modules/games/games-test-kit.ts';
import { verifyLedger } from '../../server/src/modules/wallet/ledger-verify.ts';
import { openJournal, type JournalEntry } from './journal.ts';
import { vendorEngine } from './vendor-engine.ts';
import { walletClient } from './wallet-client.ts';

const repositoryRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
const members = 12;
const startingBalance = 1_000_000;
const stake = 100;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let setup: TestApp;
let folder: string;
let server: ChildProcess | undefined;
let port: number;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: chosen } = probe.address() as { port: number };
      probe.close(() => resolve(chosen));
    });
  });
}

async function startServer(): Promise<ChildProcess> {
  const { REDIS_URL: _redis, ...environment } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...environment, NODE_ENV: 'test', DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', GAMES_CRASH_RUNNER: 'false' },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString('utf8')}`.slice(-4_000)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).then((response) => response.ok, () => false);
    if (ready) return child;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready: ${errors}`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  setup = await createTestApp({}, { databaseUrl: database.url, databaseName: database.name });
  folder = mkdtempSync(path.join(tmpdir(), 'vendor-fault-'));
  port = await freePort();
  server = await startServer();
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await setup.close();
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
});

it('kill -9 of the server under load: no round paid twice or lost', async () => {
  const game = await vendorGame(setup, 'RNG');
  const client = walletClient({ platformUrl: `http://127.0.0.1:${port}`, secretOf: () => developmentVendorSecret, timeoutMs: 1_500, connections: members });
  const journalFile = path.join(folder, 'journal.jsonl');
  const engine = vendorEngine({ client, journal: openJournal(journalFile), retryDelayMs: 50, retryDelayMaxMs: 500 });
  const players = [];
  for (let index = 0; index < members; index++) {
    const member = await createMember(setup);
    await fund(setup, member.memberId, startingBalance);
    const opened = await client.openSession(game.vassalage, await launch(setup, member, game.nodeId));
    if (!opened.decided || opened.response.status !== 'OK') throw new Error('session exchange failed');
    players.push({ memberId: member.memberId, token: opened.response.token });
  }

  let playing = true;
  const workers = players.map(async (player, index) => {
    for (let round = 0; playing; round++) {
      const win = randomInt(100) < 48 ? stake * 2 : 0;
      const bet = await engine.bet({ vendorCode: game.vassalage, user: player.memberId, token: player.token, round: `fault-${index}-${round}`, gameCode: game.gameCode, currency: 'BRL' }, stake, win);
      if (bet.status === 'OK') await engine.win(bet.betId, win);
    }
  });

  const killAfterMs = 1_500 + randomInt(1_500);
  process.stdout.write(`fault test: SIGKILL after ${killAfterMs} ms of load\n`);
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  server!.kill('SIGKILL');
  await new Promise((resolve) => server!.once('exit', resolve));
  // Bets made while the server is down get no answer: each is rolled back once the server is back.
  const whileDown = players.slice(0, 3).map((player, index) =>
    engine.bet({ vendorCode: game.vassalage, user: player.memberId, token: player.token, round: `fault-down-${index}`, gameCode: game.gameCode, currency: 'BRL' }, stake, 0),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  server = await startServer();
  expect((await Promise.all(whileDown)).map((bet) => bet.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  playing = false;
  await Promise.all(workers);
  expect(await engine.recover()).toEqual({ rolledBack: 0, paid: 0, open: 0 });
  await client.close();

  const entries = readFileSync(journalFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as JournalEntry);
  const answers = new Map(entries.filter((entry) => entry.type === 'answer').map((entry) => [entry.id, entry.status]));
  const bets = entries.filter((entry): entry is Extract<JournalEntry, { type: 'bet' }> => entry.type === 'bet');
  const wins = new Map(entries.filter((entry): entry is Extract<JournalEntry, { type: 'win' }> => entry.type === 'win').map((entry) => [entry.betId, entry]));
  const rolledBack = new Set(entries.filter((entry): entry is Extract<JournalEntry, { type: 'rollback' }> => entry.type === 'rollback').map((entry) => entry.targetId));
  const expected = new Map(players.map((player) => [player.memberId, startingBalance]));
  let paidRounds = 0;
  for (const bet of bets) {
    if (rolledBack.has(bet.id) || answers.get(bet.id) !== 'OK') continue;
    const win = wins.get(bet.id);
    expect(win && answers.get(win.id)).toBe('OK');
    expected.set(bet.user, expected.get(bet.user)! - bet.amount + win!.amount);
    paidRounds++;
  }
  expect(paidRounds).toBeGreaterThan(members);
  // The kill interrupted calls in flight and refused those made while the server was down: their bets were rolled back.
  expect(rolledBack.size).toBeGreaterThanOrEqual(whileDown.length);
  expect(rolledBack.size + paidRounds).toBe(bets.filter((bet) => answers.get(bet.id) !== 'NOT_ENOUGH_MONEY').length);
  for (const player of players) expect(await cashOf(setup, player.memberId)).toBe(expected.get(player.memberId));

  const rounds = await sql<{ round_ref: string; status: string; stake: string; stake_refunded: string; win: string }>`
    select round_ref, status, stake, stake_refunded, win from game_rounds where round_ref like 'fault-%'
  `.execute(setup.database.db);
  const byRound = new Map(rounds.rows.map((row) => [row.round_ref, row]));
  for (const bet of bets) {
    const row = byRound.get(bet.round);
    if (rolledBack.has(bet.id)) {
      // The bet either never reached the ledger or was given back.
      if (row) expect(row).toMatchObject({ status: 'rolled_back', stake_refunded: row.stake, win: '0' });
    } else if (answers.get(bet.id) === 'OK') {
      expect(row).toMatchObject({ status: 'settled', stake: String(bet.amount), stake_refunded: '0', win: String(wins.get(bet.id)!.amount) });
    }
  }
  const report = await verifyLedger(setup.database.db);
  expect(report.mismatch).toBeNull();
}, 180_000);
