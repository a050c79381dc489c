/**
 * Background and scheduled work on PostgreSQL's own job queue (graphile-worker): a job is a row, taken
 * by one node with SKIP LOCKED, retried with backoff when it fails, and visible in `graphile_worker.jobs`.
 * A job added with a key exists once (adding it again replaces the waiting one); a scheduled task fires
 * once per tick however many nodes run, because each tick is claimed in the database. Modules register
 * their tasks and schedules here; a job is added inside the caller's transaction, so it exists exactly
 * when the change that asked for it is committed, and never inside a bet's transaction by convention.
 */
import { Logger, parseCronItems, run, runMigrations, type JobHelpers, type LogLevel, type Runner, type TaskList } from 'graphile-worker';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';

/** Where the queue keeps its tables. */
export const jobSchema = 'graphile_worker';

export interface JobLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export type JobHandler = (payload: unknown, context: { attempt: number; jobKey: string | null }) => Promise<void>;

export interface ScheduledTask {
  task: string;
  /** A crontab pattern in UTC (`0 * * * *`: at the start of every hour). */
  schedule: string;
  /** Run the ticks missed while no node ran, up to this long ago (default: none, only the next tick). */
  backfillPeriodMs?: number;
}

export interface JobOptions {
  /** One waiting job per key: adding again with the same key replaces the waiting job's payload and time. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** Jobs of one queue run one at a time, in order. */
  queue?: string;
}

export interface JobFigures {
  waiting: number;
  running: number;
  /** Jobs that used every attempt and wait for a person (their last error is kept). */
  failed: number;
}

/**
 * Installs or upgrades the queue's tables. Called by `migrate` under the migration lock, so nodes starting
 * together do it once; it opens one short connection of its own with the pool's settings.
 */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  const own = new pg.Pool({ ...pool.options, max: 1 });
  try {
    await runMigrations({ pgPool: own, schema: jobSchema, logger: quietLogger });
  } finally {
    await own.end();
  }
}

/** Adds a job in the given transaction (or on its own when given the database handle). */
export async function addJob(executor: Kysely<any>, task: string, payload: object, options: JobOptions = {}): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  await sql`select ${sql.raw(jobSchema)}.add_job(
      identifier => ${task},
      payload => ${JSON.stringify(payload)}::json,
      queue_name => ${options.queue ?? null},
      run_at => ${options.runAt ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? null}::int,
      job_key => ${options.key ?? null})`.execute(executor);
}

/** Counts of the queue's jobs, for `/metrics` and the operator. */
export async function jobFigures(executor: Kysely<any>): Promise<JobFigures> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const { rows } = await sql<{ waiting: string; running: string; failed: string }>`
    select count(*) filter (where locked_at is null and attempts < max_attempts) as waiting,
           count(*) filter (where locked_at is not null) as running,
           count(*) filter (where locked_at is null and attempts >= max_attempts) as failed
      from ${sql.raw(jobSchema)}.jobs`.execute(executor);
  const row = rows[0];
  return { waiting: Number(row?.waiting ?? 0), running: Number(row?.running ?? 0), failed: Number(row?.failed ?? 0) };
}

/**
 * The node's worker: the tasks it knows and the schedules it keeps. Register every task and schedule, then
 * `start`; `stop` lets running jobs finish.
 */
export function createJobQueue(options: { pool: pg.Pool; log: () => JobLogger; concurrency?: number; pollIntervalMs?: number }) {
  const tasks: TaskList = {};
  const schedules: ScheduledTask[] = [];
  let runner: Runner | undefined;

  return {
    /** Declares what a task does; a task name is `<module>.<what>`, e.g. `wallet.sweeps`. */
    register(task: string, handler: JobHandler): void {
      if (!/^[a-z]+\.[a-z][a-z-]*$/.test(task)) throw new Error(`task names are <module>.<what>: ${task}`);
      if (tasks[task]) throw new Error(`task ${task} is registered twice`);
      tasks[task] = async (payload: unknown, helpers: JobHelpers) => {
        await handler(payload, { attempt: helpers.job.attempts, jobKey: helpers.job.key });
      };
    },

    /** Runs a registered task on a schedule. */
    schedule(item: ScheduledTask): void {
      schedules.push(item);
    },

    async start(): Promise<void> {
      if (runner) return;
      for (const item of schedules) if (!tasks[item.task]) throw new Error(`scheduled task ${item.task} is not registered`);
      runner = await run({
        pgPool: options.pool,
        schema: jobSchema,
        concurrency: options.concurrency ?? 2,
        pollInterval: options.pollIntervalMs ?? 2_000,
        noHandleSignals: true,
        logger: loggerFor(options.log),
        taskList: tasks,
        parsedCronItems: parseCronItems(
          schedules.map((item) => ({
            task: item.task,
            match: item.schedule,
            identifier: item.task,
            options: { backfillPeriod: item.backfillPeriodMs ?? 0, maxAttempts: 3, queueName: item.task },
          })),
        ),
      });
    },

    async stop(): Promise<void> {
      const running = runner;
      runner = undefined;
      if (running) await running.stop();
    },

    /** The tasks this node knows, for tests and the operator. */
    tasks(): string[] {
      return Object.keys(tasks).sort();
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

const quietLogger = new Logger(() => () => undefined);

function loggerFor(log: () => JobLogger): Logger {
  return new Logger((scope) => (level: LogLevel, message: string, meta?: object) => {
    const details = { ...scope, ...meta, component: 'jobs' };
    // graphile-worker's levels: error, warning, info, debug; its info lines are routine (starts, stops).
    const name = String(level);
    if (name === 'error') log().error(details, message);
    else if (name === 'warning') log().warn(details, message);
    else log().debug(details, message);
  });
}
