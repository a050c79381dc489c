import type pg from 'pg';
import { addJob, createJobQueue, type JobLogger } from '../platform/jobs.ts';
import { Kysely, PostgresDialect } from 'kysely';
import type { GamesService } from '../modules/games/service.ts';
import type { WalletService } from '../modules/wallet/service.ts';
import type { AgentService } from '../modules/agent/service.ts';

/**
 * Every module's background work, on the PostgreSQL job queue: what runs, and when. A task's work is a
 * service function of its module; each is safe to run on any node and to run again.
 */
export function createJobs(options: { pool: pg.Pool; wallet: WalletService; games: GamesService; agent: AgentService }) {
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

  // The agent centre's team figures: counted every few seconds, so reports lag bets by a few seconds. Each
  // run queues the next under one key (one waiting run at most, whichever node took it); the minute's
  // schedule starts the chain again should a node stop between the two.
  const queue = new Kysely<object>({ dialect: new PostgresDialect({ pool: options.pool }) });
  const chainKey = 'agent.figures:next';
  jobs.register('agent.figures', async () => {
    try {
      await options.agent.figures.run();
    } finally {
      await addJob(queue, 'agent.figures', {}, { key: chainKey, runAt: new Date(Date.now() + figuresIntervalMs), queue: 'agent.figures' });
    }
  });
  jobs.schedule({ task: 'agent.figures', schedule: '* * * * *' });

  return {
    ...jobs,
    /** Starts the figures chain at once (a node starting). */
    async kickFigures(): Promise<void> {
      await addJob(queue, 'agent.figures', {}, { key: chainKey, queue: 'agent.figures' });
    },
    useLogger(next: JobLogger): void {
      log = next;
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;

/** How long after one run of the team figures the next starts. */
const figuresIntervalMs = 2_000;

const silentLogger: JobLogger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };
