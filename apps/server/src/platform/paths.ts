import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder of apps/server, found by walking up from this file, whether run from source or from the bundle. */
export function serverRoot(): string {
  let directory = path.dirname(new URL(import.meta.url).pathname);
  for (let depth = 0; depth < 6; depth += 1) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@platform/server') {
      return directory;
    }
    directory = path.dirname(directory);
  }
  throw new Error('cannot find the apps/server folder');
}

export function migrationsDir(): string {
  return path.join(serverRoot(), 'migrations');
}

/** The folder of the server's modules; each module's functions, triggers and views live in its `sql/` folder. */
export function modulesDir(): string {
  return path.join(serverRoot(), 'src', 'modules');
}

/** The repository root (two folders above apps/server); relative data paths are taken from here. */
export function repositoryRoot(): string {
  return path.resolve(serverRoot(), '..', '..');
}
