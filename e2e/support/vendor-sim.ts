import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repositoryRoot } from './server.ts';

export interface RunningVendorSim {
  /** Where the game pages are served; the platform's VENDOR_SIM_URL. */
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** A port for the simulated vendor, chosen before the platform starts so that the platform can be told where it is. */
export async function reserveVendorSimUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/**
 * Starts the simulated game vendor (apps/vendor-sim) at `url`, calling the platform's vendor wallet API at
 * `platformUrl` with the development signing secret the test server also uses. Its journal lives in a
 * temporary folder removed on stop. Waits for /health.
 */
export async function startVendorSim(options: { url: string; platformUrl: string; readyTimeoutMs?: number }): Promise<RunningVendorSim> {
  const port = new URL(options.url).port;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-sim-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repositoryRoot, 'apps/vendor-sim/src/main.ts')], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      NODE_ENV: 'test',
      VENDOR_SIM_HOST: '127.0.0.1',
      VENDOR_SIM_PORT: port,
      PLATFORM_URL: options.platformUrl,
      DATA_DIR: dataDir,
      // A machine under load answers slowly; a bet without an answer in time would be rolled back.
      VENDOR_SIM_CALL_TIMEOUT_MS: '20000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`vendor simulator exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${options.url}/health`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await stop();
      throw new Error(`vendor simulator not ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: options.url, process: child, output: () => output, stop };
}
