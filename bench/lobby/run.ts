/**
 * Lobby benchmark: starts the built server on a fresh database with the demo catalogue, measures the game
 * list and catalogue search beside a trivial route of the same server, then the home route's first load.
 * The load comes from wrk (see load.ts); beside each rate the server's own CPU time per request is shown.
 * The last line is `ratio=<game-list rate ÷ trivial-route rate>`. Run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadBytes, lighthouseAudit } from './first-load.ts';
import { chooseLoadTool, runLoad, type LoadTool, type Requests } from './load.ts';
import { startBuiltServer, type RunningServer } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = path.resolve(root, process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js');
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 12);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Each scenario's time is split into rounds that alternate with the other scenarios. */
const roundCount = 3;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Targets of the lobby issue. */
const ratioTarget = 0.5;
const p99TargetMs = 20;

interface Scenario {
  name: string;
  requests: Requests;
}

const listPaths = ['', '&gameType=RNG', '&gameType=LIVE'].flatMap((filter) =>
  Array.from({ length: 10 }, (_, page) => `/lgw/games/list?clientType=3&platform=html5-desktop&pageSize=36&language=pt&pageNo=${page + 1}${filter}`),
);
const searchTerms = ['dragão', 'dourado', 'leão', 'tigre', 'fénix', 'coração', 'cao', 'ção', 'estrela', 'lua', 'sol', 'trovão', 'fortuna', 'rainha', 'rei',
  'faraó', 'selva', 'oceano', 'vulcão', 'coroa', 'diamante', 'rubi', 'lobo', 'águia', 'panda', 'búfalo', 'fruta', 'cereja', 'templo', 'samurai',
  'pirata', 'sereia', 'carnaval', 'canção', 'ilha', 'cavalo', 'galo', 'moeda', 'lanterna', 'reino', 'megaways', 'jackpot', 'bonanza', 'roleta',
  'bacará', 'blackjack', 'poker', 'mahjong', 'truco', 'pesca', 'canhão', 'keno', 'ssc', 'hà nội', 'đà nẵng', 'virtual', 'derby', 'sic bo', 'rush', 'mania'];
const searchPaths = searchTerms.map((term) => `/lgw/games/list?clientType=3&pageSize=36&language=pt&gameName=${encodeURIComponent(term)}`);

interface Figures {
  name: string;
  rate: number;
  p50: number;
  p99: number;
  total: number;
  /** The server's CPU time (user and system) per answered request, in microseconds. */
  serverCpuUs: number;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** The CPU time a process has used so far, in microseconds (user and system), from /proc. */
function cpuMicroseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command name: utime and stime are the 12th and 13th fields.
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1e6;
}

async function measure(tool: LoadTool, server: RunningServer, scenario: Scenario, seconds: number): Promise<Figures> {
  const cpuBefore = cpuMicroseconds(server.pid);
  const result = await runLoad(tool, server.baseUrl, scenario.requests, connections, seconds).catch((error: unknown) => {
    throw new Error(`${scenario.name}: ${error instanceof Error ? error.message : String(error)}`);
  });
  const serverCpuUs = (cpuMicroseconds(server.pid) - cpuBefore) / Math.max(1, result.requests);
  return { name: scenario.name, rate: result.requests / result.seconds, p50: result.p50Ms, p99: result.p99Ms, total: result.requests, serverCpuUs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function formatRow(row: Figures): string {
  return `${row.name.padEnd(52)} ${row.rate.toFixed(0).padStart(10)} ${row.p50.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)} ${String(row.total).padStart(10)} ${row.serverCpuUs.toFixed(1).padStart(14)}`;
}

/**
 * Runs the scenarios in alternating rounds, so that a change in the machine's background load affects each
 * scenario alike; rates are totals over all rounds, latencies the median of the rounds.
 */
async function loadFigures(tool: LoadTool, server: RunningServer): Promise<Figures[]> {
  const trivial: Scenario = { name: 'trivial route GET /health', requests: { paths: ['/health'] } };
  const list: Scenario = { name: 'game list (30 pages of ALL, RNG, LIVE)', requests: { paths: listPaths } };
  const search: Scenario = { name: `search (${searchTerms.length} names, accents, repeated)`, requests: { paths: searchPaths } };
  const uncached: Scenario = { name: 'search (each request a new query, uncached)', requests: { generated: 'uncached-search' } };
  // Warm-up: compiles the hot paths and fills the list caches, as on a server that has been running.
  for (const scenario of [trivial, list, search]) await measure(tool, server, scenario, 2);
  const scenarios = [trivial, list, search, uncached];
  const rounds: Figures[][] = scenarios.map(() => []);
  const roundSeconds = Math.max(1, Math.round(durationSeconds / roundCount));
  for (let round = 0; round < roundCount; round += 1) {
    for (const [index, scenario] of scenarios.entries()) rounds[index]!.push(await measure(tool, server, scenario, roundSeconds));
  }
  return rounds.map((figures) => {
    const total = figures.reduce((sum, figure) => sum + figure.total, 0);
    const seconds = figures.reduce((sum, figure) => sum + figure.total / figure.rate, 0);
    const serverCpuUs = figures.reduce((sum, figure) => sum + figure.serverCpuUs * figure.total, 0) / total;
    return { name: figures[0]!.name, rate: total / seconds, p50: median(figures.map((figure) => figure.p50)), p99: median(figures.map((figure) => figure.p99)), total, serverCpuUs };
  });
}

async function main(): Promise<void> {
  const tool = chooseLoadTool();
  const server = await startBuiltServer(serverEntry);
  let ratio = Number.NaN;
  try {
    process.stdout.write(`server started with the demo seed in ${server.startupMs} ms at ${server.baseUrl}\n`);
    process.stdout.write(`load: ${tool}, ${connections} connections, ${durationSeconds} s per scenario in ${roundCount} alternating rounds\n\n`);
    const rows = await loadFigures(tool, server);
    process.stdout.write(`${'scenario'.padEnd(52)} ${'req/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(10)} ${'server CPU µs'.padStart(14)}\n`);
    for (const row of rows) process.stdout.write(`${formatRow(row)}\n`);
    const [trivial, list, search, uncached] = rows as [Figures, Figures, Figures, Figures];
    ratio = list.rate / trivial.rate;
    process.stdout.write(`\ngame list ÷ trivial route: ${ratio.toFixed(3)} (target ≥ ${ratioTarget}); search ÷ trivial route: ${(search.rate / trivial.rate).toFixed(3)}\n`);
    process.stdout.write(`server CPU per request, trivial ÷ game list: ${(trivial.serverCpuUs / list.serverCpuUs).toFixed(3)} (the ratio with the load generator's share left out)\n`);
    process.stdout.write(`p99: game list ${list.p99} ms, search ${search.p99} ms, uncached search ${uncached.p99} ms (target ≤ ${p99TargetMs} ms)\n`);
    // The p99 target holds for every list and search, uncached searches included.
    const missed = [
      ...(ratio >= ratioTarget ? [] : ['game list rate']),
      ...[list, search, uncached].filter((row) => !(row.p99 <= p99TargetMs)).map((row) => `p99 of ${row.name}`),
    ];
    process.stdout.write(`targets: ${missed.length === 0 ? 'met' : `NOT met (${missed.join('; ')})`}\n\n`);

    const bytes = firstLoadBytes(path.join(root, 'apps/web/dist'));
    if (bytes) {
      const kilobytes = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
      process.stdout.write(`home first load: JS ${kilobytes(bytes.scripts.gzip)} gzip (${kilobytes(bytes.scripts.raw)} raw, ${bytes.scripts.files} files), CSS ${kilobytes(bytes.styles.gzip)} gzip (${kilobytes(bytes.styles.raw)} raw, ${bytes.styles.files} files)\n`);
    } else {
      process.stdout.write('home first load: apps/web/dist/index.html not found (build the web app)\n');
    }
    const audit = await lighthouseAudit(`${server.baseUrl}/`, chromePath);
    if ('unavailable' in audit) process.stdout.write(`lighthouse: not run, ${audit.unavailable}\n`);
    else process.stdout.write(`lighthouse (desktop): performance ${audit.score}, FCP ${audit.firstContentfulPaintMs} ms, LCP ${audit.largestContentfulPaintMs} ms, TBT ${audit.totalBlockingTimeMs} ms, speed index ${audit.speedIndexMs} ms\n`);
  } finally {
    await server.stop();
  }
  process.stdout.write(`ratio=${ratio.toFixed(3)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:lobby failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
