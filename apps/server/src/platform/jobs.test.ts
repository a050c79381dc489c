import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { addJob, createJobQueue, jobFigures, type JobLogger } from './jobs.ts';

const quiet: JobLogger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

/** Resolves when `check` holds, polling; fails after `withinMs`. */
async function eventually(check: () => boolean | Promise<boolean>, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = openDatabase(testDatabase.url, 8);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('runs a job added in a committed transaction once, and never one whose transaction rolled back', async () => {
    const seen: unknown[] = [];
    const queue = createJobQueue({ pool: database.pool, log: () => quiet, pollIntervalMs: 100 });
    queue.register('sample.record', async (payload) => {
      seen.push(payload);
    });
    await queue.start();
    try {
      await database.db.transaction().execute(async (transaction) => {
        await addJob(transaction, 'sample.record', { n: 1 });
      });
      await database.db
        .transaction()
        .execute(async (transaction) => {
          await addJob(transaction, 'sample.record', { n: 2 });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await eventually(() => seen.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(seen).toEqual([{ n: 1 }]);
    } finally {
      await queue.stop();
    }
  });

  it('keeps one waiting job per key: the later add replaces the earlier', async () => {
    const seen: unknown[] = [];
    const runAt = new Date(Date.now() + 1_000);
    await addJob(database.db, 'sample.keyed', { version: 1 }, { key: 'sample:one', runAt });
    await addJob(database.db, 'sample.keyed', { version: 2 }, { key: 'sample:one', runAt });
    const queue = createJobQueue({ pool: database.pool, log: () => quiet, pollIntervalMs: 100 });
    queue.register('sample.keyed', async (payload) => {
      seen.push(payload);
    });
    await queue.start();
    try {
      await eventually(() => seen.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(seen).toEqual([{ version: 2 }]);
    } finally {
      await queue.stop();
    }
  });

  it('shares jobs between nodes: each of many jobs runs exactly once', async () => {
    const runs = new Map<number, number>();
    const nodes = [0, 1].map(() => {
      const queue = createJobQueue({ pool: database.pool, log: () => quiet, concurrency: 3, pollIntervalMs: 100 });
      queue.register('sample.count', async (payload) => {
        const { n } = payload as { n: number };
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return queue;
    });
    await Promise.all(nodes.map((node) => node.start()));
    try {
      await database.db.transaction().execute(async (transaction) => {
        for (let n = 0; n < 60; n += 1) await addJob(transaction, 'sample.count', { n });
      });
      await eventually(() => runs.size === 60);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await Promise.all(nodes.map((node) => node.stop()));
    }
  });

  it('retries a failing job and, when every attempt failed, counts it as failed with its error kept', async () => {
    let attempts = 0;
    const queue = createJobQueue({ pool: database.pool, log: () => quiet, pollIntervalMs: 100 });
    queue.register('sample.fail', async () => {
      attempts += 1;
      throw new Error('the provider did not answer');
    });
    await addJob(database.db, 'sample.fail', {}, { maxAttempts: 1 });
    await queue.start();
    try {
      await eventually(async () => (await jobFigures(database.db)).failed === 1);
      expect(attempts).toBe(1);
      const { rows } = await sql<{ last_error: string }>`select last_error from graphile_worker.jobs where task_identifier = 'sample.fail'`.execute(database.db);
      expect(rows[0]?.last_error).toContain('the provider did not answer');
    } finally {
      await queue.stop();
    }
  });

  it('refuses a task name outside <module>.<what>, a task registered twice, and a schedule of an unknown task', async () => {
    const queue = createJobQueue({ pool: database.pool, log: () => quiet });
    expect(() => queue.register('Sweep', async () => undefined)).toThrow(/<module>\.<what>/);
    queue.register('sample.once', async () => undefined);
    expect(() => queue.register('sample.once', async () => undefined)).toThrow(/twice/);
    queue.schedule({ task: 'sample.unknown', schedule: '* * * * *' });
    await expect(queue.start()).rejects.toThrow(/not registered/);
  });
});

describe('the platform\'s background work', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('runs on the queue: the wallet sweeps, the games purge and the team figures are its tasks, and each is scheduled once per tick', async () => {
    expect(test.app.services.jobs.tasks()).toEqual(['agent.figures', 'games.purge-sessions', 'wallet.sweeps']);
    // The queue keeps each schedule's last tick in the database, which is how two nodes never both fire it.
    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from graphile_worker._private_known_crontabs`.execute(test.database.db);
      return rows[0]?.n === 3;
    });
  });

  it('shows its counts on /metrics', async () => {
    await addJob(test.database.db, 'wallet.sweeps', {}, { runAt: new Date(Date.now() + 3_600_000), key: 'metrics-sample' });
    const response = await test.app.server.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^jobs\{state="waiting"\} [1-9]/m);
    expect(response.body).toMatch(/^jobs\{state="failed"\} 0/m);
  });
});
