/**
 * Lottery benchmark, in one run on one PostgreSQL:
 *  1. pgbench's TPC-B-like transactions per second (`-i -s 10` into a scratch database, `-c 16 -j 2 -T 20`);
 *  2. placing bets through the HTTP API of a server process, with their errors and latency;
 *  3. settling one draw holding 100,000 bets: bets settled per second.
 * The last line is `ratio=<bets settled per second ÷ pgbench tps>`. See README.md beside this file.
 */
import { type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { Pool } from 'undici';
import { sql } from 'kysely';
import { SIDE } from '@platform/game-math';
import { loadConfig, type Config } from '../../apps/server/src/config.ts';
import { openDatabase, quoteIdentifier, type DatabaseHandle } from '../../apps/server/src/platform/database.ts';
import { migrate } from '../../apps/server/src/platform/migrations.ts';
import { createServices, type Services } from '../../apps/server/src/wiring/services.ts';
import { applySeed } from '../../apps/server/src/seed.ts';
import { prepareBet, type PreparedBet } from '../../apps/server/src/modules/lottery/bet-preparation.ts';
import { ruleOf } from '../../apps/server/src/modules/lottery/bet-rules.ts';
import { verifyLedger } from '../../apps/server/src/modules/wallet/ledger-verify.ts';
import { adminQuery, databaseUrl, pgbenchTps, postgresServer } from '../support/postgres.ts';
import { freePort, startServerFromSource } from '../support/server.ts';
import { ensureWrk, lua, runWrk, wrkSummaryScript } from '../support/wrk.ts';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 1_000);
const betsToSettle = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 20);
/** Placements before the measured run, on freshly started nodes: their code is compiled by then, as a serving node's is. */
const warmUpSeconds = 5;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
/** Stateless server nodes for the placement run, one per core unless told. */
const nodes = Number(process.env.BENCH_NODES ?? availableParallelism());
const ratioTarget = 20;
/** Parts to leave out when profiling another: `pgbench`, `placement`. */
const skipped = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const placementRatioTarget = 1.0;
const say = (line: string) => process.stdout.write(`${line}\n`);

interface BenchMember {
  memberId: string;
  token: string;
}

/** Members with sessions and cash, created through the account, session and wallet services. */
async function createMembers(services: Services, config: Config): Promise<BenchMember[]> {
  const prefix = randomBytes(3).toString('hex');
  const members: BenchMember[] = [];
  for (let start = 0; start < memberCount; start += 50) {
    const batch = Array.from({ length: Math.min(50, memberCount - start) }, async (_, offset) => {
      const memberId = await services.repositories.sessions.insertMember({ merchantCode: config.merchantCode, account: `lb${prefix}${start + offset}`, memberType: 0, uplineId: null, passwordHash: null });
      const { token } = await services.sessions.start({ memberId, audience: 'player', clientAddress: '127.0.0.1', userAgent: 'bench' });
      await services.wallet.postTransfer(undefined, { idempotencyKey: `bench-fund:${memberId}`, debit: { system: 'payment_clearing' }, credit: { memberId, wallet: 'cash' }, amount: 1_000_000_000, kind: 'deposit' });
      return { memberId, token };
    });
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/** A game whose current issue stays open through the whole run: a calendar draw far from closing. */
async function openCalendarGame(origin: string): Promise<{ gameCode: string; issue: string; betType: string; unitPrice: number; valueMax: number }> {
  const candidates = [
    { gameCode: 'SEA_MAGNUM_4D', betType: '4d.big', unitPrice: 100, valueMax: 9_999 },
    { gameCode: 'SEA_THAI', betType: 'thai.top3', unitPrice: 100, valueMax: 999 },
    { gameCode: 'VN_MIEN_BAC', betType: 'vn.de', unitPrice: 10, valueMax: 99 },
  ];
  for (const candidate of candidates) {
    const response = await fetch(`${origin}/lotto/lgw/draws/current?gameCode=${candidate.gameCode}`);
    const body = (await response.json()) as { value: { serverTime: string; current: { issue: string; opensAt: string; closesAt: string } | null } };
    const current = body.value.current;
    const margin = (warmUpSeconds + durationSeconds + 60) * 1000;
    if (current && Date.parse(current.opensAt) <= Date.parse(body.value.serverTime) && Date.parse(current.closesAt) - Date.parse(body.value.serverTime) > margin) {
      return { ...candidate, issue: current.issue };
    }
  }
  throw new Error('no calendar game stays open long enough for the placement run');
}

interface LoadResult {
  bets: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  errorCodes: Map<string, number>;
  /** What drove the load: wrk, or the benchmark's own Node client when wrk cannot be had. */
  tool: 'wrk' | 'node';
}

type OpenGame = Awaited<ReturnType<typeof openCalendarGame>>;

/** Keeps `connections` placements in flight over the nodes for the run's duration: wrk when it can be had. */
async function placeBets(origins: string[], members: BenchMember[], seconds: number): Promise<LoadResult> {
  const game = await openCalendarGame(origins[0]!);
  return ensureWrk() ? placeBetsWithWrk(origins, members, game, seconds) : placeBetsFromNode(origins, members, game, seconds);
}

/**
 * One wrk process per node, each with its share of the connections. A request is a placement of the next
 * member in turn (members interleaved over the nodes), one number drawn at random, a request id of its own.
 * p50 is the nodes' mean, p99 the higher of the two (wrk reports percentiles per process).
 */
async function placeBetsWithWrk(origins: string[], members: BenchMember[], game: OpenGame, seconds: number): Promise<LoadResult> {
  const runId = randomBytes(4).toString('hex');
  const perNode = Math.max(1, Math.floor(connections / origins.length));
  const summaries = await Promise.all(
    origins.map((origin, node) => {
      const script = `local tokens = { ${members.map((member) => lua(member.token)).join(', ')} }
local counter = 0
math.randomseed(${randomInt(2 ** 31)})
request = function()
  local index = counter * ${origins.length} + ${node}
  counter = counter + 1
  local body = '{"requestId":"b${runId}n${node}r' .. counter .. '","gameCode":${JSON.stringify(game.gameCode)},"issue":${JSON.stringify(game.issue)},"betType":${JSON.stringify(game.betType)},"selection":[[' .. math.random(0, ${game.valueMax}) .. ']],"unitPrice":${game.unitPrice},"multiplier":1,"cost":${game.unitPrice}}'
  return wrk.format("POST", "/lotto/lgw/bets", { ["Host"] = wrk.headers["Host"], ["content-type"] = "application/json", ["authorization"] = "Bearer " .. tokens[(index % #tokens) + 1] }, body)
end
${wrkSummaryScript}`;
      return runWrk(origin, script, perNode, seconds);
    }),
  );
  const requests = summaries.reduce((sum, summary) => sum + summary.requests, 0);
  const errors = summaries.reduce((sum, summary) => sum + summary.non2xx + summary.errors, 0);
  const errorCodes = new Map<string, number>(errors > 0 ? [['http_or_socket', errors]] : []);
  return {
    bets: requests - summaries.reduce((sum, summary) => sum + summary.non2xx, 0),
    errors,
    p50Ms: summaries.reduce((sum, summary) => sum + summary.p50Us, 0) / summaries.length / 1000,
    p99Ms: Math.max(...summaries.map((summary) => summary.p99Us)) / 1000,
    errorCodes,
    tool: 'wrk',
  };
}

/** The same load from this process (undici), when wrk cannot be had: it costs more per request than wrk. */
async function placeBetsFromNode(origins: string[], members: BenchMember[], game: OpenGame, seconds: number): Promise<LoadResult> {
  const clients = origins.map((origin) => new Pool(origin, { connections: Math.ceil(connections / origins.length), pipelining: 1 }));
  const result = { bets: 0, errors: 0, latenciesMs: [] as number[], errorCodes: new Map<string, number>() };
  const runId = randomBytes(4).toString('hex');
  let sequence = 0;
  const endsAt = Date.now() + seconds * 1000;
  const worker = async (workerIndex: number) => {
    const client = clients[workerIndex % clients.length]!;
    while (Date.now() < endsAt) {
      const index = sequence++;
      const member = members[index % members.length]!;
      const body = { requestId: `b${runId}${index}`, gameCode: game.gameCode, issue: game.issue, betType: game.betType, selection: [[randomInt(game.valueMax + 1)]], unitPrice: game.unitPrice, multiplier: 1, cost: game.unitPrice };
      const started = process.hrtime.bigint();
      try {
        const response = await client.request({ method: 'POST', path: '/lotto/lgw/bets', headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` }, body: JSON.stringify(body) });
        const answer = (await response.body.json()) as { code: string };
        if (response.statusCode === 200) result.bets += 1;
        else {
          result.errors += 1;
          result.errorCodes.set(answer.code, (result.errorCodes.get(answer.code) ?? 0) + 1);
        }
      } catch {
        result.errors += 1;
      }
      result.latenciesMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, workerIndex) => worker(workerIndex)));
  await Promise.all(clients.map((client) => client.close()));
  return { bets: result.bets, errors: result.errors, p50Ms: percentile(result.latenciesMs, 0.5), p99Ms: percentile(result.latenciesMs, 0.99), errorCodes: result.errorCodes, tool: 'node' };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

const digit = () => randomInt(10);

function fourDifferentDigits(): number[] {
  const digits = new Set<number>();
  while (digits.size < 4) digits.add(digit());
  return [...digits].sort((left, right) => left - right);
}

/** A mix of SSC bets as players place them: straights, positions, sides, groups and dragon/tiger. */
function randomSscBet(): { betType: string; selection: number[][] } {
  switch (randomInt(6)) {
    case 0: return { betType: 'ssc.straight.5star', selection: [[digit()], [digit()], [digit()], [digit()], [digit()]] };
    case 1: return { betType: 'ssc.position', selection: [[digit()], [], [digit()], [], []] };
    case 2: return { betType: 'ssc.two-sides.total', selection: [[randomInt(2) === 0 ? SIDE.big : SIDE.small]] };
    case 3: return { betType: 'ssc.two-sides.position', selection: [[SIDE.odd], [], [], [], [SIDE.big]] };
    case 4: return { betType: 'ssc.group6.front3', selection: [fourDifferentDigits()] };
    default: return { betType: 'ssc.dragon-tiger', selection: [[randomInt(2) === 0 ? SIDE.dragon : SIDE.tiger]] };
  }
}

/**
 * Fills the current SSC_1M draw with pending bets, as placement would leave them: each member's stakes
 * debited by the ledger (one transfer per member here, to keep the set-up short) and the bets written.
 */
async function fillDraw(services: Services, database: DatabaseHandle, merchantCode: string, members: BenchMember[], now: Date) {
  const lottery = services.lottery;
  const current = await lottery.currentDraw('SSC_1M');
  const draw = current.current!;
  const game = (await lottery.repository.listGames(merchantCode)).find((candidate) => candidate.gameCode === 'SSC_1M')!;
  const drawRow = (await lottery.repository.findDrawByIssue(game.id, draw.issue))!;
  const bets: { member: BenchMember; prepared: PreparedBet }[] = [];
  for (let index = 0; index < betsToSettle; index++) {
    const member = members[index % members.length]!;
    const { betType, selection } = randomSscBet();
    const prepared = prepareBet(game, { requestId: `s${index}`, gameCode: 'SSC_1M', issue: draw.issue, betType, selection, unitPrice: 200, multiplier: 1, cost: costOf(game, betType, selection), prizeGroup: 1950 }, [{ memberId: member.memberId, depth: 0, prizeGroupMax: 1950 }]);
    bets.push({ member, prepared });
  }
  const stakes = new Map<string, number>();
  for (const bet of bets) stakes.set(bet.member.memberId, (stakes.get(bet.member.memberId) ?? 0) + bet.prepared.cost);
  for (const [memberId, amount] of stakes) {
    await services.wallet.postTransfer(undefined, { idempotencyKey: `bench-stakes:${draw.issue}:${memberId}`, debit: { memberId, wallet: 'cash' }, credit: { system: 'house' }, amount, kind: 'lottery_bet', reference: `SSC_1M:${draw.issue}` });
  }
  const runId = randomBytes(4).toString('hex');
  for (let start = 0; start < bets.length; start += 5_000) {
    const chunk = bets.slice(start, start + 5_000);
    const column = <Value>(pick: (bet: (typeof chunk)[number], index: number) => Value) => chunk.map((bet, index) => pick(bet, start + index));
    await sql`
      insert into lottery_bets (request_key, member_id, game_id, draw_id, bet_type, selection, unit_price, multiplier, combinations, prize_group, stake, potential_payout, balance_before, placed_at)
      select * from unnest(${column((_bet, index) => `bench:${runId}:${index}`)}::text[], ${column((bet) => bet.member.memberId)}::bigint[], ${column(() => game.id)}::bigint[],
        ${column(() => drawRow.id)}::bigint[], ${column((bet) => bet.prepared.betType)}::text[], ${column((bet) => JSON.stringify(bet.prepared.selection))}::jsonb[],
        ${column((bet) => bet.prepared.unitPrice)}::bigint[], ${column((bet) => bet.prepared.multiplier)}::int[], ${column((bet) => bet.prepared.combinations)}::int[],
        ${column((bet) => bet.prepared.prizeGroup)}::int[], ${column((bet) => bet.prepared.cost)}::bigint[], ${column((bet) => bet.prepared.potentialPayout)}::bigint[],
        ${column(() => 1_000_000_000)}::bigint[], ${column(() => now)}::timestamptz[])
    `.execute(database.db);
  }
  return { issue: draw.issue, drawAt: new Date(draw.drawAt), drawId: drawRow.id };
}

/** The cost game-math counts for a selection, as the page computes it. */
function costOf(game: Parameters<typeof prepareBet>[0], betType: string, selection: number[][]): number {
  const rule = ruleOf({ family: game.family, region: game.region }, betType)!;
  const check = rule.check(selection);
  if (!check.valid) throw new Error(`the bench made an invalid ${betType} selection`);
  return rule.cost({ unitPrice: 200, multiplier: 1 }, selection, check.combinations);
}

/** Settles the filled draw; answers its bets settled per second. */
async function settleFilledDraw(services: Services, filled: { drawAt: Date; drawId: string }): Promise<{ seconds: number; betCount: number; phasesMs: Record<string, number> }> {
  const scheduler = services.lottery.scheduler;
  await scheduler.tick(new Date(filled.drawAt.getTime() - 1));
  for (;;) {
    const started = process.hrtime.bigint();
    const done = await scheduler.drawNext(filled.drawAt);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (!done) throw new Error('the filled draw was not drawn');
    if (done.draw.id === filled.drawId) return { seconds, betCount: done.betCount, phasesMs: done.phasesMs };
  }
}

/** Places bets through the HTTP API of server processes (stateless nodes) for the run's duration and prints the figures. */
async function measurePlacement(url: string, adminUrl: string, members: BenchMember[], tps: number): Promise<void> {
  const servers: ChildProcess[] = [];
  try {
    const origins: string[] = [];
    for (let node = 0; node < nodes; node++) {
      const port = await freePort();
      servers.push(await startServerFromSource(url, port));
      origins.push(`http://127.0.0.1:${port}`);
    }
    await placeBets(origins, members, warmUpSeconds);
    await adminQuery(adminUrl, 'checkpoint');
    const load = await placeBets(origins, members, durationSeconds);
    const placedPerSecond = load.bets / durationSeconds;
    say(`placement: bets=${load.bets} errors=${load.errors} bets/s=${placedPerSecond.toFixed(0)} p50=${load.p50Ms.toFixed(1)}ms p99=${load.p99Ms.toFixed(1)}ms nodes=${nodes} connections=${connections} load by ${load.tool} load=${loadavg()[0]!.toFixed(1)}`);
    if (load.errorCodes.size > 0) say(`placement errors: ${[...load.errorCodes].map(([code, count]) => `${code}=${count}`).join(' ')}`);
    say(`placement ratio=${(placedPerSecond / tps).toFixed(2)} (target ≥ ${placementRatioTarget})`);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const { adminUrl, embedded } = await postgresServer();
  const suffix = randomBytes(4).toString('hex');
  const lotteryDatabase = `bench_lottery_${suffix}`;
  const pgbenchDatabase = `bench_lottery_pgbench_${suffix}`;
  const url = databaseUrl(adminUrl, lotteryDatabase);
  let database: DatabaseHandle | undefined;
  let services: Services | undefined;
  try {
    await adminQuery(adminUrl, `create database ${quoteIdentifier(lotteryDatabase)}`);
    await adminQuery(adminUrl, `create database ${quoteIdentifier(pgbenchDatabase)}`);
    let tps = Number.NaN;
    if (!skipped.has('pgbench')) {
      say(`pgbench: -i -s 10, then -c 16 -j 2 -T ${durationSeconds} on ${pgbenchDatabase}`);
      await adminQuery(adminUrl, 'checkpoint');
      tps = pgbenchTps(adminUrl, pgbenchDatabase, durationSeconds);
      say(`pgbench tps=${tps.toFixed(0)}`);
    }
    // Neither measurement pays for the other's leftovers: the pgbench tables go (no autovacuum of them
    // during the placement load) and each measurement starts after a checkpoint.
    await adminQuery(adminUrl, `drop database ${quoteIdentifier(pgbenchDatabase)} with (force)`);

    database = openDatabase(url, 20);
    await migrate(database.pool);
    const config = loadConfig({ ...process.env, DATABASE_URL: url, NODE_ENV: 'development', DEMO_DATA: 'false', LOG_LEVEL: 'warn' });
    services = createServices({ config, database });
    await applySeed(config, services);
    const members = await createMembers(services, config);
    say(`members=${members.length}`);
    if (!skipped.has('placement')) await measurePlacement(url, adminUrl, members, tps);

    const now = new Date();
    services.lottery.setClock(() => now);
    const filled = await fillDraw(services, database, config.merchantCode, members, now);
    const settled = await settleFilledDraw(services, filled);
    const settledPerSecond = settled.betCount / settled.seconds;
    say(`settlement: one draw of ${settled.betCount} bets from ${members.length} members in ${settled.seconds.toFixed(2)} s: bets settled/s=${settledPerSecond.toFixed(0)} load=${loadavg()[0]!.toFixed(1)}`);
    say(`settlement phases (ms): ${Object.entries(settled.phasesMs).map(([phase, ms]) => `${phase}=${ms}`).join(' ')}`);
    const ledger = await verifyLedger(database.db);
    say(`ledger verify: ${ledger.ok ? 'ok' : ledger.mismatch}`);
    say(`target: ratio ≥ ${ratioTarget}`);
    say(`ratio=${(settledPerSecond / tps).toFixed(2)}`);
  } finally {
    if (services) await services.close().catch(() => undefined);
    if (database) await database.close().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await adminQuery(adminUrl, `drop database if exists ${quoteIdentifier(lotteryDatabase)} with (force)`).catch(() => undefined);
    await adminQuery(adminUrl, `drop database if exists ${quoteIdentifier(pgbenchDatabase)} with (force)`).catch(() => undefined);
    if (embedded) await embedded.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
