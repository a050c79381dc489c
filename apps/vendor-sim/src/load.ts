/**
 * Load mode: many members play bet-and-win rounds through the full vendor path (journal, signed calls,
 * rollbacks and retries) for a fixed time; prints calls per second, latency percentiles and errors.
 * Launch tokens come from a file written by whoever prepared the members (one `VENDOR token` per line).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openJournal } from './journal.ts';
import { vendorEngine } from './vendor-engine.ts';
import { walletClient, type CallOutcome, type WalletClient } from './wallet-client.ts';

export interface LoadOptions {
  platformUrl: string;
  secretOf(vendorCode: string): string | undefined;
  tokensFile: string;
  members: number;
  seconds: number;
  concurrency: number;
  stake: number;
  dataDir: string;
  timeoutMs: number;
}

export interface LoadReport {
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

interface Player {
  vendorCode: string;
  token: string;
  user: string;
  currency: string;
  gameCode: string;
}

/** Wraps a client so that every wallet call's latency and status is counted. */
function measured(client: WalletClient, latencies: number[], statuses: Map<string, number>): WalletClient {
  const count = (outcome: CallOutcome) => {
    latencies.push(outcome.latencyMs);
    const status = outcome.decided ? outcome.response.status : 'UNDECIDED';
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };
  return {
    async call(vendorCode, walletPath, body) {
      const outcome = await client.call(vendorCode, walletPath, body);
      count(outcome as CallOutcome);
      return outcome as never;
    },
    openSession: (vendorCode, token) => client.openSession(vendorCode, token),
    close: () => client.close(),
  };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function openPlayers(client: WalletClient, launches: { vendorCode: string; token: string }[], concurrency: number): Promise<Player[]> {
  const players: Player[] = [];
  let next = 0;
  async function worker() {
    while (next < launches.length) {
      const launch = launches[next++]!;
      const opened = await client.openSession(launch.vendorCode, launch.token);
      if (!opened.decided || opened.response.status !== 'OK') throw new Error(`session for a launch token answered ${opened.decided ? opened.response.status : opened.reason}`);
      const session = opened.response;
      players.push({ vendorCode: launch.vendorCode, token: session.token, user: session.user, currency: session.currency, gameCode: session.game_code });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return players;
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const launches = readFileSync(options.tokensFile, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 2)
    .slice(0, options.members)
    .map(([vendorCode, token]) => ({ vendorCode: vendorCode!, token: token! }));
  if (launches.length < options.members) throw new Error(`${options.tokensFile} holds ${launches.length} launch tokens, ${options.members} asked`);
  const client = walletClient({ platformUrl: options.platformUrl, secretOf: options.secretOf, timeoutMs: options.timeoutMs, connections: options.concurrency });
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const journal = openJournal(path.join(options.dataDir, `load-${Date.now()}-${randomUUID().slice(0, 8)}.jsonl`));
  const engine = vendorEngine({ client: measured(client, latencies, statuses), journal });
  try {
    const players = await openPlayers(client, launches, options.concurrency);
    let rounds = 0;
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    const worker = async (first: number) => {
      for (let index = first; performance.now() < deadline; index += options.concurrency) {
        const player = players[index % players.length]!;
        // Rounds pay twice the stake about half the time, so balances drift slowly.
        const win = randomInt(100) < 48 ? options.stake * 2 : 0;
        const bet = await engine.bet({ ...player, round: randomUUID() }, options.stake, win);
        if (bet.status === 'OK') await engine.win(bet.betId, win);
        rounds++;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
    const elapsedSeconds = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((left, right) => left - right);
    const errors = [...statuses].filter(([status]) => status !== 'OK').reduce((sum, [, count]) => sum + count, 0);
    return {
      members: players.length,
      seconds: Math.round(elapsedSeconds * 100) / 100,
      rounds,
      calls: latencies.length,
      callsPerSecond: Math.round(latencies.length / elapsedSeconds),
      p50Ms: Math.round(percentile(sorted, 0.5) * 100) / 100,
      p99Ms: Math.round(percentile(sorted, 0.99) * 100) / 100,
      maxMs: Math.round((sorted.at(-1) ?? 0) * 100) / 100,
      errors,
      statuses: Object.fromEntries(statuses),
    };
  } finally {
    engine.stop();
    journal.close();
    await client.close();
  }
}
