/**
 * Ledger benchmark: money movements per second through the HTTP API beside pgbench's TPC-B-like
 * transactions per second on the same PostgreSQL, in the same run. The last line is
 * `ratio=<our movements per second ÷ pgbench tps>`. See README.md beside this file.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, quoteIdentifier } from '../../apps/server/src/platform/database.ts';
import { migrate } from '../../apps/server/src/platform/migrations.ts';
import { sessionRepository } from '../../apps/server/src/modules/account/session-repository.ts';
import { verifyLedger } from '../../apps/server/src/modules/wallet/ledger-verify.ts';
import { adminQuery, databaseUrl, pgbenchTps, postgresServer } from '../support/postgres.ts';
import { freePort, repositoryRoot as root, startServerFromSource } from '../support/server.ts';

const members = Number(process.env.BENCH_MEMBERS ?? 1000);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Server processes (stateless nodes on the one database); connections are spread over them. */
const nodes = Number(process.env.BENCH_NODES ?? availableParallelism());
const pgbenchPath = process.env.PGBENCH ?? '/usr/bin/pgbench';
/** Targets of the wallet issue. */
const ratioTarget = 1.0;
const p99TargetMs = 50;
const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The ledger's own statement under pgbench, without HTTP: 20 transfers (win-like credits to different
 * members) per transaction, 4 clients. Shows what the database side of a movement costs on this machine.
 */
function ledgerStatementRate(adminUrl: string, database: string, memberIds: string[], seconds: number): number {
  const url = new URL(adminUrl);
  const environment = { ...process.env, PGHOST: url.hostname, PGPORT: url.port || '5432', PGUSER: decodeURIComponent(url.username), PGPASSWORD: decodeURIComponent(url.password) };
  const script = path.join(root, 'bench', 'ledger', 'ledger-statement.sql');
  const first = Number(memberIds[0]);
  const last = Number(memberIds.at(-1)) - 20;
  const run = spawnSync(pgbenchPath, ['-n', '-c', '4', '-j', '2', '-T', String(seconds), '-D', `first=${first}`, '-D', `last=${last}`, '-f', script, database], { env: environment, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench (ledger statement) failed: ${run.stderr}`);
  const match = /tps = ([0-9.]+) \(without initial connection time\)/u.exec(run.stdout);
  return match ? Number(match[1]) * 20 : Number.NaN;
}

interface LoadResult {
  movements: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

async function postMovement(client: Pool, token: string, movement: { memberId: string; direction: 'debit' | 'credit'; amount: number; idempotencyKey: string }): Promise<boolean> {
  try {
    const response = await client.request({
      method: 'POST',
      path: '/ops/wallet/movements',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(movement),
    });
    await response.body.dump();
    return response.statusCode === 200;
  } catch {
    return false;
  }
}

/** Credits every member once (a win-like credit), so the debits of the run always find money. */
async function fundMembers(origins: string[], token: string, memberIds: string[], amount: number): Promise<number> {
  const clients = origins.map((origin) => new Pool(origin, { connections: Math.ceil(connections / origins.length), pipelining: 1 }));
  const runId = randomBytes(4).toString('hex');
  let next = 0;
  let errors = 0;
  const worker = async (client: Pool) => {
    for (let index = next++; index < memberIds.length; index = next++) {
      const posted = await postMovement(client, token, { memberId: memberIds[index]!, direction: 'credit', amount, idempotencyKey: `fund-${runId}-${index}` });
      if (!posted) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(clients[index % clients.length]!)));
  await Promise.all(clients.map((client) => client.close()));
  return errors;
}

/**
 * Keeps `connections` requests in flight for `seconds`: bet-like debits and win-like credits, taking the
 * members in turn so all of them are active, through POST /ops/wallet/movements.
 */
async function runLoad(origins: string[], token: string, memberIds: string[], seconds: number): Promise<LoadResult> {
  const clients = origins.map((origin) => new Pool(origin, { connections: Math.ceil(connections / origins.length), pipelining: 1 }));
  const result: LoadResult = { movements: 0, errors: 0, seconds, latenciesMs: [] };
  const runId = randomBytes(4).toString('hex');
  let sequence = 0;
  const endsAt = Date.now() + seconds * 1000;
  const worker = async (client: Pool) => {
    while (Date.now() < endsAt) {
      const index = sequence++;
      const debit = index % 2 === 0;
      const started = process.hrtime.bigint();
      const posted = await postMovement(client, token, {
        memberId: memberIds[index % memberIds.length]!,
        direction: debit ? 'debit' : 'credit',
        amount: debit ? 100 : 95,
        idempotencyKey: `bench-${runId}-${index}`,
      });
      result.latenciesMs.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (posted) result.movements += 1;
      else result.errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(clients[index % clients.length]!)));
  await Promise.all(clients.map((client) => client.close()));
  return result;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function createMembers(url: string): Promise<string[]> {
  const database = openDatabase(url, 10);
  try {
    const repository = sessionRepository(database.db);
    const ids: string[] = [];
    const prefix = randomBytes(3).toString('hex');
    for (let start = 0; start < members; start += 20) {
      const batch = Array.from({ length: Math.min(20, members - start) }, (_, offset) =>
        repository.insertMember({ merchantCode: 'DEMO', account: `bench${prefix}${start + offset}`, memberType: 0, uplineId: null, passwordHash: null }),
      );
      ids.push(...(await Promise.all(batch)));
    }
    return ids;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { adminUrl, embedded } = await postgresServer();
  const suffix = randomBytes(4).toString('hex');
  const ledgerDatabase = `bench_ledger_${suffix}`;
  const pgbenchDatabase = `bench_pgbench_${suffix}`;
  const ledgerUrl = databaseUrl(adminUrl, ledgerDatabase);
  const servers: ChildProcess[] = [];
  try {
    await adminQuery(adminUrl, `create database ${quoteIdentifier(ledgerDatabase)}`);
    await adminQuery(adminUrl, `create database ${quoteIdentifier(pgbenchDatabase)}`);
    const setup = openDatabase(ledgerUrl, 2);
    await migrate(setup.pool);
    await setup.close();

    say(`machine: load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} (the figures below need an otherwise idle machine)`);
    say(`pgbench: -i -s 10, then -c 16 -j 2 -T ${durationSeconds} on ${pgbenchDatabase}`);
    const tps = pgbenchTps(adminUrl, pgbenchDatabase, durationSeconds);
    say(`pgbench tps: ${tps.toFixed(0)}`);

    const origins: string[] = [];
    for (let node = 0; node < nodes; node += 1) {
      const port = await freePort();
      servers.push(await startServerFromSource(ledgerUrl, port));
      origins.push(`http://127.0.0.1:${port}`);
    }
    const token = loadConfig({ NODE_ENV: 'development' }).operatorToken;
    const memberIds = await createMembers(ledgerUrl);
    const fundingErrors = await fundMembers(origins, token, memberIds, 1_000_000);
    if (fundingErrors > 0) throw new Error(`funding ${members} members failed ${fundingErrors} times`);
    await runLoad(origins, token, memberIds, 3);
    say(`ledger: ${members} members, ${connections} connections over ${nodes} server node(s), ${durationSeconds} s of bet-like debits and win-like credits over HTTP`);
    const load = await runLoad(origins, token, memberIds, durationSeconds);
    const rate = load.movements / load.seconds;
    const p50 = percentile(load.latenciesMs, 0.5);
    const p99 = percentile(load.latenciesMs, 0.99);
    say(`ledger movements per second: ${rate.toFixed(0)}`);
    say(`latency p50: ${p50.toFixed(1)} ms, p99: ${p99.toFixed(1)} ms (target ≤ ${p99TargetMs} ms)`);
    say(`errors: ${load.errors}`);
    say(`machine: load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);

    for (const server of servers.splice(0)) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    const statementRate = ledgerStatementRate(adminUrl, ledgerDatabase, memberIds, Math.max(5, Math.round(durationSeconds / 2)));
    say(`ledger statement without HTTP (pgbench, 20 transfers per commit): ${statementRate.toFixed(0)} transfers per second`);
    const check = openDatabase(ledgerUrl, 2);
    const report = await verifyLedger(check.db);
    await check.close();
    say(report.ok ? `ledger verify: ok (${report.transfers} transfers, ${report.entries} entries)` : `ledger verify: MISMATCH ${report.mismatch}`);
    const ratio = rate / tps;
    const met = ratio >= ratioTarget && p99 <= p99TargetMs && load.errors === 0 && report.ok;
    say(`targets (ratio ≥ ${ratioTarget}, p99 ≤ ${p99TargetMs} ms, no errors, ledger sound): ${met ? 'met' : 'NOT met'}`);
    say(`ratio=${ratio.toFixed(2)}`);
  } finally {
    for (const server of servers) server.kill('SIGKILL');
    for (const name of [ledgerDatabase, pgbenchDatabase]) await adminQuery(adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`).catch(() => undefined);
    if (embedded) await embedded.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`ledger benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
