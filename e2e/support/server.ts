import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createTestDatabase } from '../../apps/server/test/test-app.ts';

export const repositoryRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const operatorToken = 'e2e-operator-token-0123456789';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the built server (apps/server/dist/main.js of `root`, by default this repository) as a real process
 * and waits for /ready.
 */
export async function startBuiltServer(environment: Record<string, string | undefined>, readyTimeoutMs = 60_000, root = repositoryRoot): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      OPERATOR_TOKEN: operatorToken,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/ready`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts the built server on a fresh database cloned from the migrated template. */
export async function startServerWithDatabase(environment: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const server = await startBuiltServer({ DATABASE_URL: database.url, ...environment });
  return {
    ...server,
    async close() {
      await server.stop();
      await database.drop();
    },
  };
}

/** Calls an operator endpoint of a running server. */
export async function operatorCall(baseUrl: string, method: string, url: string, body?: unknown): Promise<Response> {
  if (body === undefined) return fetch(`${baseUrl}${url}`, { method, headers: { authorization: `Bearer ${operatorToken}` } });
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
