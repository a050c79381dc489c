/**
 * Games benchmark (`npm run bench:games`): vendor wallet calls per second (bet and win pairs from the
 * simulated vendor's load mode, 1,000 members, signed calls over HTTP) against the server on a fresh
 * database, beside pgbench's TPC-B-like tps on the same PostgreSQL in the same run; p99 and errors; the
 * ledger checked afterwards; and the house slot's return to player from ≥ 10^7 simulated spins with its
 * 99 % confidence interval. The last line is `ratio=<vendor wallet calls per second ÷ pgbench tps>`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { GOLDEN_REELS, exactReturnToPlayer, formatRatio, multiplyRatios, ratio } from '@platform/game-math';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, quoteIdentifier } from '../../apps/server/src/platform/database.ts';
import { migrate } from '../../apps/server/src/platform/migrations.ts';
import { sessionRepository } from '../../apps/server/src/modules/account/session-repository.ts';
import { sessionService } from '../../apps/server/src/modules/account/sessions.ts';
import { verifyLedger } from '../../apps/server/src/modules/wallet/ledger-verify.ts';
import { adminQuery, databaseUrl, pgbenchTps, postgresServer } from '../support/postgres.ts';
import { freePort, measuredNodeFlags, repositoryRoot as root, startServerFromSource } from '../support/server.ts';

const members = Number(process.env.BENCH_MEMBERS ?? 1000);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 20);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 64);
const slotSpins = Number(process.env.BENCH_SLOT_SPINS ?? 10_000_000);
/** BENCH_SKIP=pgbench,rtp leaves those parts out (while profiling the vendor load, say); the ratio then is not printed. */
const skipped = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const ratioTarget = 1.0;
const p99TargetMs = 50;
/** The 99.5 % point of the standard normal distribution: a two-sided 99 % interval is ± this many standard errors. */
const normalQuantile995 = 2.5758293035489;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Runs `work` over `items` with at most `limit` at once. */
async function inParallel<Item>(items: Item[], limit: number, work: (item: Item) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** Members with money and a session each, created on the database and funded through the operator API. */
async function prepareMembers(url: string, origin: string): Promise<{ memberId: string; token: string }[]> {
  const database = openDatabase(url, 10);
  const operatorToken = loadConfig({ NODE_ENV: 'development' }).operatorToken;
  try {
    const repository = sessionRepository(database.db);
    const sessions = sessionService({ repository, agentTypes: [1, 2, 41, 42] });
    const prefix = randomBytes(3).toString('hex');
    const prepared: { memberId: string; token: string }[] = [];
    await inParallel(Array.from({ length: members }, (_, index) => index), 16, async (index) => {
      const memberId = await repository.insertMember({ merchantCode: 'DEMO', account: `bench${prefix}${index}`, memberType: 0, uplineId: null, passwordHash: null });
      const { token } = await sessions.start({ memberId, audience: 'player', clientAddress: '127.0.0.1', userAgent: 'bench' });
      const funded = await fetch(`${origin}/ops/wallet/movements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify({ memberId, direction: 'credit', amount: 100_000_000, idempotencyKey: `bench-fund-${memberId}` }),
      });
      if (!funded.ok) throw new Error(`funding member ${memberId} answered ${funded.status}`);
      prepared.push({ memberId, token });
    });
    return prepared;
  } finally {
    await database.close();
  }
}

/** One launch per member of an external vendor's slot; the file lists `VENDOR launch-token` per line. */
async function launchTokens(origin: string, players: { token: string }[], file: string): Promise<string> {
  const list = await (await fetch(`${origin}/lgw/games/list?gameType=RNG&pageSize=100`)).json() as { value: { games: { nodeId: number; vassalage: string; isGame: string }[] } };
  const platform = new Set(['HOUSE', 'LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
  const game = list.value.games.find((candidate) => !platform.has(candidate.vassalage) && candidate.isGame === 'GAME');
  if (!game) throw new Error('the demo catalogue has no vendor slot');
  const lines: string[] = [];
  await inParallel(players, 16, async (player) => {
    const response = await fetch(`${origin}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: JSON.stringify({ nodeId: game.nodeId }),
    });
    const launched = (await response.json()) as { value: { url: string } | null; code: string };
    if (!launched.value) throw new Error(`launch answered ${launched.code}`);
    lines.push(`${game.vassalage} ${new URL(launched.value.url, 'http://site.test').searchParams.get('token')}`);
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return game.vassalage;
}

interface LoadReport {
  members: number;
  seconds: number;
  rounds: number;
  calls: number;
  callsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  statuses: Record<string, number>;
}

/** The simulated vendor's load mode in its own process, so that it does not share the server's event loop. */
async function vendorLoad(origin: string, tokensFile: string, seconds: number, dataDir: string): Promise<LoadReport> {
  const child = spawn(process.execPath, [...measuredNodeFlags(), '--import', 'tsx', 'apps/vendor-sim/src/main.ts', '--load', `members=${members}`, `seconds=${seconds}`, `tokens=${tokensFile}`, `concurrency=${concurrency}`], {
    cwd: root,
    env: { ...process.env, PLATFORM_URL: origin, DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = output.split('\n').find((candidate) => candidate.startsWith('LOAD '));
  if (code !== 0 || !line) throw new Error(`the vendor load exited with ${code}: ${output}`);
  return JSON.parse(line.slice(5)) as LoadReport;
}

/** The slot's return from `slotSpins` simulated rounds, one process per core, with its 99 % confidence interval. */
async function slotReturn(): Promise<{ rounds: number; estimate: number; halfWidth: number; exact: string; seconds: number }> {
  const started = performance.now();
  const workers = Math.max(1, Math.min(availableParallelism(), 8));
  const share = Math.ceil(slotSpins / workers);
  const parts = await Promise.all(
    Array.from({ length: workers }, async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/games/rtp-worker.ts', String(share), randomBytes(32).toString('hex')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`a slot simulation process exited with ${code}`);
      return JSON.parse(output) as { rounds: number; wagered: number; won: number; sumOfSquaredWins: number };
    }),
  );
  const rounds = parts.reduce((sum, part) => sum + part.rounds, 0);
  const won = parts.reduce((sum, part) => sum + part.won, 0);
  const squares = parts.reduce((sum, part) => sum + part.sumOfSquaredWins, 0);
  const lines = GOLDEN_REELS.paylines.length;
  // Per round, in units of the total bet: mean = won / (rounds × lines); the variance from the sum of squares.
  const mean = won / rounds / lines;
  const variance = squares / rounds / (lines * lines) - mean * mean;
  const halfWidth = normalQuantile995 * Math.sqrt(variance / rounds);
  return { rounds, estimate: mean, halfWidth, exact: `${formatRatio(multiplyRatios(exactReturnToPlayer(GOLDEN_REELS).total, ratio(100)), 3)} %`, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const { adminUrl, embedded } = await postgresServer();
  const suffix = randomBytes(4).toString('hex');
  const gamesDatabase = `bench_games_${suffix}`;
  const pgbenchDatabase = `bench_pgbench_${suffix}`;
  const gamesUrl = databaseUrl(adminUrl, gamesDatabase);
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-games-'));
  let server: ChildProcess | undefined;
  try {
    await adminQuery(adminUrl, `create database ${quoteIdentifier(gamesDatabase)}`);
    await adminQuery(adminUrl, `create database ${quoteIdentifier(pgbenchDatabase)}`);
    const setup = openDatabase(gamesUrl, 2);
    await migrate(setup.pool);
    await setup.close();

    let tps = Number.NaN;
    if (!skipped.has('pgbench')) {
      say(`pgbench: -i -s 10, then -c 16 -j 2 -T ${durationSeconds} on ${pgbenchDatabase}`);
      await adminQuery(adminUrl, 'checkpoint');
      tps = pgbenchTps(adminUrl, pgbenchDatabase, durationSeconds);
      say(`pgbench tps: ${tps.toFixed(0)}`);
    }
    // Neither measurement pays for the other's leftovers: the pgbench tables go (no autovacuum of them
    // during the vendor load) and each measurement starts after a checkpoint.
    await adminQuery(adminUrl, `drop database ${quoteIdentifier(pgbenchDatabase)} with (force)`);

    const port = await freePort();
    // The demo catalogue: its vendors' games are launched.
    server = await startServerFromSource(gamesUrl, port, { DEMO_DATA: 'true', GAMES_CRASH_RUNNER: 'false' });
    const origin = `http://127.0.0.1:${port}`;
    const players = await prepareMembers(gamesUrl, origin);
    const warmUpFile = path.join(scratch, 'warm-up.tokens');
    const measuredFile = path.join(scratch, 'measured.tokens');
    const vendorCode = await launchTokens(origin, players, warmUpFile);
    await launchTokens(origin, players, measuredFile);
    await vendorLoad(origin, warmUpFile, 3, scratch);
    say(`vendor wallet: ${members} members of vendor ${vendorCode}, ${concurrency} calls in flight, ${durationSeconds} s of signed bet and win pairs over HTTP`);
    await adminQuery(adminUrl, 'checkpoint');
    const load = await vendorLoad(origin, measuredFile, durationSeconds, scratch);
    say(`vendor wallet calls per second: ${load.callsPerSecond} (${load.calls} calls, ${load.rounds} rounds)`);
    say(`latency p50: ${load.p50Ms.toFixed(1)} ms, p99: ${load.p99Ms.toFixed(1)} ms, max: ${load.maxMs.toFixed(1)} ms (target p99 ≤ ${p99TargetMs} ms)`);
    say(`errors: ${load.errors} (answers: ${JSON.stringify(load.statuses)})`);

    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = undefined;
    const check = openDatabase(gamesUrl, 2);
    const report = await verifyLedger(check.db);
    await check.close();
    say(report.ok ? `ledger verify: ok (${report.transfers} transfers, ${report.entries} entries)` : `ledger verify: MISMATCH ${report.mismatch}`);

    if (!skipped.has('rtp')) {
      const slot = await slotReturn();
      const percent = (value: number) => `${(value * 100).toFixed(3)} %`;
      say(`slot RTP (Golden Reels) from ${slot.rounds.toLocaleString('en')} simulated spins in ${slot.seconds.toFixed(0)} s: ${percent(slot.estimate)} ± ${percent(slot.halfWidth)} (99 % CI ${percent(slot.estimate - slot.halfWidth)} – ${percent(slot.estimate + slot.halfWidth)}); exact ${slot.exact}`);
    }
    if (skipped.has('pgbench')) return;

    const callsPerTransaction = load.callsPerSecond / tps;
    const met = callsPerTransaction >= ratioTarget && load.p99Ms <= p99TargetMs && load.errors === 0 && report.ok;
    say(`targets (ratio ≥ ${ratioTarget}, p99 ≤ ${p99TargetMs} ms, no errors, ledger sound): ${met ? 'met' : 'NOT met'}`);
    say(`ratio=${callsPerTransaction.toFixed(2)}`);
  } finally {
    if (server) server.kill('SIGKILL');
    for (const name of [gamesDatabase, pgbenchDatabase]) await adminQuery(adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`).catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
    if (embedded) await embedded.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`games benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
