import { spawnSync } from 'node:child_process';
import { repositoryRoot } from '../src/platform/paths.ts';

/** Runs one of the check commands (`apps/server/src/cli/<name>.ts`) as `npm run` would, on the given database. */
export function runCli(name: string, databaseUrl: string) {
  const { REDIS_URL: _redis, ...environment } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${name}.ts`], {
    cwd: repositoryRoot(),
    env: { ...environment, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
