/**
 * wrk, Debian's HTTP load tool written in C, for benchmarks whose load shares the machine's cores with the
 * server it measures: a load that costs far less per request than the server leaves the cores to the server.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const wrkPath = '/usr/bin/wrk';

/** Whether wrk is installed, installing Debian's package with apt-get when it is missing. */
export function ensureWrk(): boolean {
  if (existsSync(wrkPath)) return true;
  process.stdout.write('wrk is missing: installing Debian\'s wrk package with apt-get.\n');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore' }) : update;
  return install.status === 0 && existsSync(wrkPath);
}

/** A Lua string literal. */
export function lua(value: string): string {
  return JSON.stringify(value);
}

/** The `done` callback of a wrk script: one JSON line of the run's figures. */
export const wrkSummaryScript = `done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"non2xx":%d,"errors":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, errors.status, errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

export interface WrkSummary {
  requests: number;
  durationUs: number;
  /** Answers whose status was not 2xx or 3xx. */
  non2xx: number;
  /** Connect, read, write and timeout errors. */
  errors: number;
  p50Us: number;
  p99Us: number;
}

/** Runs wrk with one thread and a script (which must end with `wrkSummaryScript`) and answers its summary. */
export async function runWrk(baseUrl: string, script: string, connections: number, seconds: number): Promise<WrkSummary> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  try {
    const file = path.join(folder, 'load.lua');
    writeFileSync(file, script);
    // One thread: a script's counters are per thread, and one wrk thread drives far more than one server core.
    const child = spawn(wrkPath, ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', file, baseUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    const line = output.trim().split('\n').at(-1) ?? '';
    if (code !== 0 || !line.startsWith('{')) throw new Error(`wrk failed (exit ${code}):\n${output}`);
    return JSON.parse(line) as WrkSummary;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
