/** Server processes a benchmark starts from source, each on a free port of its own. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A TCP port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Node flags of the processes a benchmark measures: BENCH_PROFILE_DIR adds a CPU profile written there when
 * the process stops, BENCH_NODE_FLAGS any other flags (say `--perf-basic-prof`, for `perf` to name the
 * JavaScript functions it samples).
 */
export function measuredNodeFlags(): string[] {
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  return [...profile, ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
}

/**
 * Starts the server from source on `databaseUrl` (without Redis, logging warnings only) and waits until it
 * answers /ready. `environment` adds to or overrides its settings; its Node flags are `measuredNodeFlags()`.
 */
export async function startServerFromSource(databaseUrl: string, port: number, environment: Record<string, string> = {}): Promise<ChildProcess> {
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [...measuredNodeFlags(), '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: { ...inherited, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn', DEMO_DATA: 'false', DATABASE_POOL_SIZE: '20', ...environment },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    if (await fetch(`http://127.0.0.1:${port}/ready`).then((response) => response.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready');
}
