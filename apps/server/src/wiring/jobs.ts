import type pg from 'pg';
import { createJobQueue, type JobLogger } from '../platform/jobs.ts';
import type { GamesService } from '../modules/games/service.ts';
import type { WalletService } from '../modules/wallet/service.ts';

/**
 * Every module's background work, on the PostgreSQL job queue: what runs, and when. A task's work is a
 * service function of its module; each is safe to run on any node and to run again.
 */
export function createJobs(options: { pool: pg.Pool; wallet: WalletService; games: GamesService }) {
  let log: JobLogger = silentLogger;
  const jobs = createJobQueue({ pool: options.pool, log: () => log });

  // Roll-ups of system balances, expired holds and deposit orders, forced receipts, expired bonus grants.
  jobs.register('wallet.sweeps', async () => {
    await options.wallet.runSweeps(new Date());
  });
  jobs.schedule({ task: 'wallet.sweeps', schedule: '* * * * *' });

  // Launch tokens and game sessions that expired more than a week ago.
  jobs.register('games.purge-sessions', async () => {
    await options.games.purgeExpiredSessions();
  });
  jobs.schedule({ task: 'games.purge-sessions', schedule: '17 * * * *' });

  return {
    ...jobs,
    useLogger(next: JobLogger): void {
      log = next;
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;

const silentLogger: JobLogger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };
