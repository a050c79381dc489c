import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { removeEmbeddedData } from '../../apps/server/src/platform/embedded-database.ts';

export interface RunningServer {
  baseUrl: string;
  /** The server's process id, to read its CPU time. */
  pid: number;
  startupMs: number;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
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

/**
 * A fresh database for one run: a new database on the server of DATABASE_URL when it is set
 * (dropped afterwards), else a new embedded PostgreSQL in a temporary folder (removed afterwards).
 */
async function freshDatabase(): Promise<{ environment: Record<string, string>; cleanUp(): Promise<void> }> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    const url = new URL(configured);
    const name = `bench_lobby_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    url.pathname = `/${name}`;
    return {
      environment: { DATABASE_URL: url.toString() },
      async cleanUp() {
        const admin = new URL(configured);
        admin.pathname = '/postgres';
        const client = new pg.Client({ connectionString: admin.toString() });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
        await client.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lobby-'));
  return {
    environment: { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await freePort()) },
    async cleanUp() {
      // As root the data may live outside the folder (where PostgreSQL's user can reach it): removed with it.
      await removeEmbeddedData(dataDir);
    },
  };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} during start-up`);
    try {
      const response = await fetch(`${baseUrl}/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms`);
}

/** Starts the built server on a fresh database with the demo seed, in production mode. */
export async function startBuiltServer(entry: string): Promise<RunningServer> {
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: run \`npm run build\` first`);
  const database = await freshDatabase();
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      ...database.environment,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      APP_SECRET: randomBytes(32).toString('hex'),
      OPERATOR_TOKEN: randomBytes(24).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    await database.cleanUp();
  };
  try {
    await waitUntilReady(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, startupMs: Date.now() - started, stop };
}
