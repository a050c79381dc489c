/**
 * Agent centre benchmark, in one run on one PostgreSQL:
 *  1. a scratch database with a member tree of BENCH_AGENT_MEMBERS members (default 100,000; four under each
 *     agent, so about nine levels deep) and BENCH_AGENT_BETS ledger transfers (default 10,000,000 bets and
 *     wins) spread over 30 days, written straight into the tables;
 *  2. a server process on it, whose figures job counts the whole ledger from nothing (the catch-up time is
 *     printed: the figures of a month of play rebuilt);
 *  3. each agent-centre report for the top agent (the whole tree) and for an agent four levels down, asked
 *     one after another: p50 and p95 beside the same measure of a trivial route (GET /health).
 * Targets: every report's p95 ≤ 50 ms. The last line is `ratio=<worst report p95 ÷ trivial route p95>`.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Pool } from 'undici';
import { sql } from 'kysely';
import { openDatabase, quoteIdentifier } from '../../apps/server/src/platform/database.ts';
import { migrate } from '../../apps/server/src/platform/migrations.ts';
import { sessionRepository } from '../../apps/server/src/modules/account/session-repository.ts';
import { sessionService } from '../../apps/server/src/modules/account/sessions.ts';
import { adminQuery, databaseUrl, postgresServer } from '../support/postgres.ts';
import { freePort, startServerFromSource } from '../support/server.ts';

const memberCount = Number(process.env.BENCH_AGENT_MEMBERS ?? 100_000);
const betCount = Number(process.env.BENCH_AGENT_BETS ?? 10_000_000);
const requestsPerReport = Number(process.env.BENCH_AGENT_REQUESTS ?? 100);
const days = 30;
const branching = 4;
const p95TargetMs = 50;
/** The first member id of depth d in a tree of `branching` children per member, the top at id 1. */
const firstIdAtDepth = (depth: number) => (branching ** depth - 1) / (branching - 1) + 1;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** The tree, its cash accounts and a month of deposits, bets and wins, written with the ledger's triggers off. */
async function seed(url: string): Promise<void> {
  const database = openDatabase(url, 2);
  try {
    await database.db.connection().execute(async (connection) => {
      await sql`set session_replication_role = replica`.execute(connection);
      await sql`
        insert into members (id, merchant_code, account, member_type, upline_id, prize_group_max, created_at, register_address)
        overriding system value
        select g, 'DEMO', 'ba' || g, case when ${branching} * (g - 1) + 2 <= ${memberCount} then 41 else 0 end,
               case when g = 1 then null else (g - 2) / ${branching} + 1 end, 1950,
               now() - make_interval(days => ${days}) + make_interval(secs => g), '10.0.0.1'
          from generate_series(1, ${memberCount}) as g`.execute(connection);
      await sql`select setval(pg_get_serial_sequence('members', 'id'), ${memberCount})`.execute(connection);
      await sql`
        with recursive up (descendant, ancestor, depth) as (
          select id, id, 0 from members
          union all
          select up.descendant, m.upline_id, up.depth + 1 from up join members m on m.id = up.ancestor where m.upline_id is not null
        )
        insert into member_closure (ancestor_id, descendant_id, depth) select ancestor, descendant, depth from up`.execute(connection);
      await sql`
        insert into wallet_accounts (id, book, member_id, kind, balance) overriding system value
        select 10000000 + id, 'real', id, 'cash', 0 from members`.execute(connection);
      await sql`select setval(pg_get_serial_sequence('wallet_accounts', 'id'), 10000000 + ${memberCount})`.execute(connection);
      const house = await sql<{ id: string; clearing: string }>`
        select (select id from wallet_accounts where system_code = 'house' and book = 'real')::text as id,
               (select id from wallet_accounts where system_code = 'payment_clearing' and book = 'real')::text as clearing`.execute(connection);
      const { id: houseId, clearing } = house.rows[0]!;
      // Every member's first deposit on day one, then the bets (two in three) and wins (one in three) in time order.
      await sql`
        insert into wallet_transfers (idempotency_key, request_hash, book, debit_account_id, credit_account_id, amount, kind, reference, created_at)
        select 'bench:deposit:' || id, '\\x00'::bytea, 'real', ${clearing}::bigint, 10000000 + id, 100000, 'deposit', 'bench',
               now() - make_interval(days => ${days}) + make_interval(secs => id)
          from members`.execute(connection);
      const chunk = 1_000_000;
      for (let start = 1; start <= betCount; start += chunk) {
        const end = Math.min(betCount, start + chunk - 1);
        await sql`
          insert into wallet_transfers (idempotency_key, request_hash, book, debit_account_id, credit_account_id, amount, kind, reference, created_at)
          select 'bench:' || g, '\\x00'::bytea, 'real',
                 case when g % 3 = 0 then ${houseId}::bigint else 10000000 + member end,
                 case when g % 3 = 0 then 10000000 + member else ${houseId}::bigint end,
                 100 + (g * 37) % 4900, case when g % 3 = 0 then 'game_win' else 'game_bet' end, 'bench',
                 now() - make_interval(days => ${days - 1}) + make_interval(secs => (g::double precision * ${(days - 1) * 86_400} / ${betCount})::int)
            from generate_series(${start}::bigint, ${end}::bigint) as g,
                 lateral (select 1 + ((g * 2654435761) % ${memberCount}) as member) as chosen`.execute(connection);
        say(`  ${end.toLocaleString('en')} of ${betCount.toLocaleString('en')} bets written`);
      }
      await sql`analyze`.execute(connection);
    });
  } finally {
    await database.close();
  }
}

/** Sessions for the two agents whose reports are measured. */
async function agentTokens(url: string, agentIds: string[]): Promise<string[]> {
  const database = openDatabase(url, 2);
  try {
    const sessions = sessionService({ repository: sessionRepository(database.db), agentTypes: [1, 2, 41, 42] });
    const tokens: string[] = [];
    for (const memberId of agentIds) tokens.push((await sessions.start({ memberId, audience: 'agent', clientAddress: '127.0.0.1', userAgent: 'bench' })).token);
    await sessions.close();
    return tokens;
  } finally {
    await database.close();
  }
}

/** Waits until the figures job has counted every transfer; answers the seconds it took. */
async function figuresCaughtUp(url: string, started: number): Promise<number> {
  const database = openDatabase(url, 1);
  try {
    const target = await sql<{ at: Date }>`select max(created_at) as at from wallet_transfers`.execute(database.db);
    const until = target.rows[0]!.at;
    for (;;) {
      const { rows } = await sql<{ counted: Date | null }>`select counted_before as counted from agent_figure_cursors where source = 'ledger'`.execute(database.db);
      const counted = rows[0]?.counted;
      if (counted && counted > until) return (Date.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await database.close();
  }
}

interface Timing {
  name: string;
  p50: number;
  p95: number;
}

async function time(client: Pool, name: string, path: string, token: string | undefined): Promise<Timing> {
  try {
    return await timeOnce(client, name, path, token);
  } catch (error) {
    say(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return { name, p50: Number.NaN, p95: Number.POSITIVE_INFINITY };
  }
}

async function timeOnce(client: Pool, name: string, path: string, token: string | undefined): Promise<Timing> {
  const durations: number[] = [];
  for (let index = 0; index < requestsPerReport + 5; index += 1) {
    const started = performance.now();
    const response = await client.request({ method: 'GET', path, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const body = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${name} answered ${response.statusCode}: ${body.slice(0, 300)}`);
    // The first five warm the route up.
    if (index >= 5) durations.push(performance.now() - started);
  }
  durations.sort((left, right) => left - right);
  const at = (share: number) => durations[Math.min(durations.length - 1, Math.ceil(share * durations.length) - 1)]!;
  return { name, p50: at(0.5), p95: at(0.95) };
}

async function main(): Promise<void> {
  const { adminUrl, embedded } = await postgresServer();
  const name = `bench_agent_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${quoteIdentifier(name)}`);
  const url = databaseUrl(adminUrl, name);
  let server: ChildProcess | undefined;
  let ratio = Number.NaN;
  try {
    const setup = openDatabase(url, 2);
    await migrate(setup.pool);
    await setup.close();
    say(`seeding ${memberCount.toLocaleString('en')} members (${branching} under each agent) and ${betCount.toLocaleString('en')} bets and wins over ${days} days`);
    const seeded = Date.now();
    await seed(url);
    say(`seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
    const top = '1';
    const middle = String(firstIdAtDepth(4));
    const [topToken, middleToken] = await agentTokens(url, [top, middle]);
    const port = await freePort();
    const started = Date.now();
    server = await startServerFromSource(url, port, { DEMO_DATA: 'false' });
    const catchUp = await figuresCaughtUp(url, started);
    say(`figures job counted the month from nothing in ${catchUp.toFixed(0)} s (${Math.round((betCount + memberCount) / catchUp).toLocaleString('en')} transfers a second)`);

    const client = new Pool(`http://127.0.0.1:${port}`, { connections: 1 });
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 3 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const reports = [
      ['overview today', '/wps/agent/team/overview?period=today'],
      ['overview this month', '/wps/agent/team/overview?period=thisMonth'],
      ['overview last month', '/wps/agent/team/overview?period=lastMonth'],
      ['overview 30 chosen days', `/wps/agent/team/overview?period=range&from=${monthAgo}&to=${today}`],
      ['team management, first level', '/wps/agent/downlines'],
      ['team management, account search', '/wps/agent/downlines?account=ba1'],
      ['profit and loss, 7 days', '/wps/agent/reports/profit-loss'],
      ['team transactions, 7 days', '/wps/agent/reports/transactions'],
      ['register centre', '/wps/agent/register-centre'],
    ] as const;
    const trivial = await time(client, 'trivial route GET /health', '/health', undefined);
    const rows: { agent: string; timing: Timing }[] = [];
    for (const [agent, token] of [['top agent', topToken!], ['mid-level agent', middleToken!]] as const) {
      for (const [label, path] of reports) rows.push({ agent, timing: await time(client, label, path, token) });
    }
    await client.close();
    say('');
    say(`${'report'.padEnd(34)} ${'agent'.padEnd(16)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p95 ÷ trivial'.padStart(14)}`);
    say(`${trivial.name.padEnd(34)} ${''.padEnd(16)} ${trivial.p50.toFixed(1).padStart(8)} ${trivial.p95.toFixed(1).padStart(8)} ${'1.0'.padStart(14)}`);
    for (const row of rows) {
      say(`${row.timing.name.padEnd(34)} ${row.agent.padEnd(16)} ${row.timing.p50.toFixed(1).padStart(8)} ${row.timing.p95.toFixed(1).padStart(8)} ${(row.timing.p95 / trivial.p95).toFixed(1).padStart(14)}`);
    }
    const worst = rows.reduce((slowest, row) => (row.timing.p95 > slowest.timing.p95 ? row : slowest));
    const missed = rows.filter((row) => row.timing.p95 > p95TargetMs);
    say(`\ntargets (p95 ≤ ${p95TargetMs} ms): ${missed.length === 0 ? 'met' : `NOT met by ${missed.map((row) => `${row.timing.name} (${row.agent}, ${row.timing.p95.toFixed(0)} ms)`).join('; ')}`}`);
    ratio = worst.timing.p95 / trivial.p95;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await adminQuery(adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`).catch(() => undefined);
    if (embedded) await embedded.stop();
  }
  say(`ratio=${ratio.toFixed(1)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:agent failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
