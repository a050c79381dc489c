/**
 * Runs the shared crash rounds: opens betting, starts the climb, pays automatic cash-outs as the
 * multiplier passes them, crashes and settles. Exactly one node runs it: the one holding a PostgreSQL
 * advisory lock on a connection of its own; when that node stops, another takes over from the rows.
 */
import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { crashBettingMs, crashMultiplierAt, crashPauseMs, crashTickMs, crashTimeOf } from '@platform/contract';
import type { Database } from '../../../platform/database.ts';
import type { GamesTransactions } from '../games-transaction.ts';
import { runAfterCommit, type AfterCommit } from '../round-money.ts';
import type { Executor, GamesRealtime } from '../ports.ts';
import { crashPointOf, crashTopic, type CrashRound, type CrashRounds, type CrashTables } from './crash-rounds.ts';
import type { ErrorLogger, HouseRounds } from './house-rounds.ts';
import { newServerSeed, seedHashOf, type SeedVault } from './seed-vault.ts';

// A fixed key for the advisory lock that elects the node running crash rounds.
const crashRunnerLockKey = 7_301_040;
const electionRetryMs = 2_000;

export interface CrashRunnerOptions {
  pool: pg.Pool;
  database: Database;
  crash: CrashRounds;
  rounds: HouseRounds;
  vault: SeedVault;
  realtime: GamesRealtime;
  transactions: GamesTransactions;
  logError: ErrorLogger;
  bettingMs?: number;
  pauseMs?: number;
}

export function crashRunner(options: CrashRunnerOptions) {
  const db = options.database.withTables<CrashTables>();
  const bettingMs = options.bettingMs ?? crashBettingMs;
  const pauseMs = options.pauseMs ?? crashPauseMs;
  let client: pg.PoolClient | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  function broadcast(type: string, payload: unknown): void {
    try {
      options.realtime.toTopic(crashTopic, { type, payload });
    } catch (error) {
      options.logError(error);
    }
  }

  async function openBetting(executor: Executor): Promise<void> {
    const seed = newServerSeed();
    const result = await sql<{ id: string; betting_ends_at: Date }>`
      insert into game_crash_rounds (id, seed_sealed, seed_hash, phase, betting_ends_at)
      select coalesce(max(id), 0) + 1, ${options.vault.seal(seed)}, ${seedHashOf(seed)}, 'betting', clock_timestamp() + make_interval(secs => ${bettingMs / 1000})
      from game_crash_rounds
      returning id, betting_ends_at
    `.execute(executor);
    const row = result.rows[0]!;
    broadcast('crash.betting', { crashRoundId: String(row.id), seedHash: seedHashOf(seed), bettingEndsAt: row.betting_ends_at.toISOString() });
  }

  async function start(round: CrashRound): Promise<void> {
    const result = await sql<{ started_at: Date }>`
      update game_crash_rounds set phase = 'running', started_at = clock_timestamp()
      where id = ${round.id}::bigint and phase = 'betting' and clock_timestamp() >= betting_ends_at
      returning started_at
    `.execute(db);
    const row = result.rows[0];
    if (row) broadcast('crash.running', { crashRoundId: round.id, startedAt: row.started_at.toISOString() });
  }

  /** Pays the automatic cash-outs the multiplier has passed (never one above the crash point). */
  async function payAutomaticCashOuts(round: CrashRound, point: number): Promise<void> {
    const reached = Math.min(crashMultiplierAt(round.elapsedMs ?? 0), point);
    const paid: { memberId: string; multiplier: number; win: number }[] = [];
    const afterCommit = await options.transactions(async (executor) => {
      const locked = await options.crash.findRound(executor, { id: round.id }, true);
      if (!locked || locked.phase !== 'running') return [] as AfterCommit[];
      const due = await (executor as Kysely<CrashTables>)
        .selectFrom('game_crash_bets')
        .selectAll()
        .where('crash_round_id', '=', round.id)
        .where('status', '=', 'active')
        .where('auto_cash_out', '<=', reached)
        .forUpdate()
        .execute();
      const effects: AfterCommit[] = [];
      for (const bet of due) {
        const settled = await options.crash.cashOutBet(executor, locked, bet, bet.auto_cash_out!);
        effects.push(...settled.afterCommit);
        paid.push({ memberId: String(bet.member_id), multiplier: bet.auto_cash_out!, win: settled.round.win });
      }
      return effects;
    });
    await runAfterCommit(afterCommit, options.logError);
    for (const cashOut of paid) await options.crash.announceCashOut(cashOut.memberId, round.id, cashOut.multiplier, cashOut.win).catch(options.logError);
  }

  /** Ends the round at its crash point: reveals the seed, and every bet still riding loses. */
  async function crashRound(round: CrashRound, seed: string, point: number): Promise<void> {
    const afterCommit = await options.transactions(async (executor) => {
      const updated = await sql<{ id: string }>`
        update game_crash_rounds set phase = 'crashed', crashed_at = clock_timestamp(), seed_revealed = ${seed}, crash_point = ${point}
        where id = ${round.id}::bigint and phase = 'running' returning id
      `.execute(executor);
      if (updated.rows.length === 0) return [] as AfterCommit[];
      const riding = await (executor as Kysely<CrashTables>).selectFrom('game_crash_bets').selectAll().where('crash_round_id', '=', round.id).where('status', '=', 'active').forUpdate().execute();
      const effects: AfterCommit[] = [];
      for (const bet of riding) {
        const settled = await options.rounds.settleRound(
          executor,
          await lockGameRound(executor, String(bet.game_round_id)),
          0,
          { crashRoundId: round.id, crashPoint: point, autoCashOut: bet.auto_cash_out },
          `${bet.member_id}:crash:${round.id}:lost`,
        );
        effects.push(...settled.afterCommit);
      }
      await (executor as Kysely<CrashTables>).updateTable('game_crash_bets').set({ status: 'lost' }).where('crash_round_id', '=', round.id).where('status', '=', 'active').execute();
      return effects;
    });
    await runAfterCommit(afterCommit, options.logError);
    broadcast('crash.crashed', { crashRoundId: round.id, crashPoint: point, seed });
  }

  /**
   * Cancels a round that cannot be finished (its sealed seed no longer opens, as after a change of the
   * application secret): every bet still riding gets its stake back, and the next round follows.
   */
  async function cancelRound(round: CrashRound): Promise<void> {
    const afterCommit = await options.transactions(async (executor) => {
      const updated = await sql<{ id: string }>`
        update game_crash_rounds set phase = 'cancelled', crashed_at = clock_timestamp()
        where id = ${round.id}::bigint and phase in ('betting', 'running') returning id
      `.execute(executor);
      if (updated.rows.length === 0) return [] as AfterCommit[];
      const riding = await (executor as Kysely<CrashTables>).selectFrom('game_crash_bets').selectAll().where('crash_round_id', '=', round.id).where('status', '=', 'active').forUpdate().execute();
      const effects: AfterCommit[] = [];
      for (const bet of riding) {
        const refunded = await options.rounds.refundRound(
          executor,
          await lockGameRound(executor, String(bet.game_round_id)),
          { crashRoundId: round.id, cancelled: true, autoCashOut: bet.auto_cash_out },
          `${bet.member_id}:crash:${round.id}:refund`,
        );
        effects.push(...refunded.afterCommit);
      }
      await (executor as Kysely<CrashTables>).updateTable('game_crash_bets').set({ status: 'refunded' }).where('crash_round_id', '=', round.id).where('status', '=', 'active').execute();
      return effects;
    });
    await runAfterCommit(afterCommit, options.logError);
    broadcast('crash.cancelled', { crashRoundId: round.id });
  }

  async function lockGameRound(executor: Executor, gameRoundId: string) {
    const round = await options.rounds.lockGameRound(executor, gameRoundId);
    if (!round) throw new Error(`game round ${gameRoundId} of a crash bet does not exist`);
    return round;
  }

  /** One step of the round's life; answers how long to wait before the next. */
  async function advance(): Promise<number> {
    const round = await options.crash.findRound(db, { current: true });
    if (!round || round.phase === 'crashed' || round.phase === 'cancelled') {
      const sincePause = await millisecondsSinceCrash(round);
      if (sincePause < pauseMs) return pauseMs - sincePause;
      await openBetting(db);
      return bettingMs;
    }
    if (round.phase === 'betting') {
      const untilStart = round.bettingEndsAt.getTime() - (await databaseNow());
      if (untilStart > 0) return Math.min(untilStart, bettingMs);
      await start(round);
      return crashTickMs;
    }
    let seed: string;
    try {
      seed = options.crash.seedOf(round);
    } catch (error) {
      options.logError(error);
      await cancelRound(round);
      return pauseMs;
    }
    const point = crashPointOf(seed, round.id);
    if ((round.elapsedMs ?? 0) >= crashTimeOf(point)) {
      await payAutomaticCashOuts({ ...round, elapsedMs: crashTimeOf(point) }, point);
      await crashRound(round, seed, point);
      return pauseMs;
    }
    await payAutomaticCashOuts(round, point);
    return crashTickMs;
  }

  async function databaseNow(): Promise<number> {
    const result = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
    return result.rows[0]!.now.getTime();
  }

  async function millisecondsSinceCrash(round: CrashRound | undefined): Promise<number> {
    if (!round) return Number.POSITIVE_INFINITY;
    const result = await sql<{ since: string | null }>`
      select floor(extract(epoch from (clock_timestamp() - crashed_at)) * 1000)::bigint as since from game_crash_rounds where id = ${round.id}::bigint
    `.execute(db);
    const since = result.rows[0]?.since;
    return since === null || since === undefined ? Number.POSITIVE_INFINITY : Number(since);
  }

  function schedule(delayMs: number, step: () => Promise<void>): void {
    if (stopped) return;
    timer = setTimeout(() => void step(), Math.max(10, delayMs));
    timer.unref();
  }

  async function run(): Promise<void> {
    if (stopped) return;
    try {
      schedule(await advance(), run);
    } catch (error) {
      options.logError(error);
      schedule(1_000, run);
    }
  }

  /** Competes for the lock; the winner runs rounds until stopped or its connection is lost. */
  async function elect(): Promise<void> {
    if (stopped) return;
    try {
      if (!client) {
        // The listener is added once per connection, not once per election attempt.
        client = await options.pool.connect();
        client.on('error', options.logError);
      }
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [crashRunnerLockKey]);
      if (result.rows[0]?.locked) {
        void run();
        return;
      }
    } catch (error) {
      options.logError(error);
      client?.release(true);
      client = undefined;
    }
    schedule(electionRetryMs, elect);
  }

  return {
    /** Starts competing to run the rounds. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      void elect();
    },

    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (client) {
        await client.query('select pg_advisory_unlock($1)', [crashRunnerLockKey]).catch(() => undefined);
        client.release();
        client = undefined;
      }
    },

    /** One step now, for tests that drive the rounds themselves. */
    advance,
  };
}

export type CrashRunner = ReturnType<typeof crashRunner>;
