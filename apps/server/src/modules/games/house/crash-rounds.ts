/**
 * Crash: one shared round at a time. Its seed is committed (hash published) when betting opens and
 * revealed when it crashes; the crash point follows from the seed alone. Any node takes bets and
 * cash-outs against the round's row, judging time by the database clock, so every node agrees on
 * whether a cash-out beat the crash; one node (the runner) moves the round through its phases.
 */
import { sql, type Kysely } from 'kysely';
import { createOutcomeStream, crashCashOutWins, crashPayoutMinor, crashPoint } from '@platform/game-math';
import {
  crashClientSeed,
  crashMultiplierAt,
  houseGameCodes,
  maskCustomerName,
  type CrashBetValue,
  type CrashStateValue,
} from '@platform/contract';
import { AppError } from '../../../platform/errors.ts';
import type { Database } from '../../../platform/database.ts';
import type { GamesTransactions } from '../games-transaction.ts';
import { runAfterCommit, type AfterCommit } from '../round-money.ts';
import type { Executor, GamesRealtime } from '../ports.ts';
import type { GamesRepository } from '../repository.ts';
import type { ErrorLogger, HousePlayer, HouseRounds } from './house-rounds.ts';
import type { SeedVault } from './seed-vault.ts';

export type CrashPhase = 'betting' | 'running' | 'crashed' | 'cancelled';
type CrashBetStatus = 'active' | 'cashed_out' | 'lost' | 'refunded';

export type CrashTables = {
  game_crash_rounds: {
    id: string;
    seed_sealed: Buffer;
    seed_hash: string;
    seed_revealed: string | null;
    crash_point: number | null;
    phase: CrashPhase;
    betting_ends_at: Date;
    started_at: Date | null;
    crashed_at: Date | null;
  };
  game_crash_bets: {
    crash_round_id: string;
    member_id: string;
    game_round_id: string;
    stake: string | number;
    auto_cash_out: number | null;
    cash_out_multiplier: number | null;
    win: string | number;
    status: CrashBetStatus;
  };
};

/** The realtime topic of the crash game; browsers subscribe to it. */
export const crashTopic = 'house:crash';
const historyLength = 20;

export interface CrashRound {
  id: string;
  seedSealed: Buffer;
  seedHash: string;
  seedRevealed: string | null;
  crashPoint: number | null;
  phase: CrashPhase;
  bettingEndsAt: Date;
  startedAt: Date | null;
  /** Milliseconds since the start by the database clock, when running. */
  elapsedMs: number | null;
}

/** The crash point of a round: from its own seed, with the round number as the nonce. */
export function crashPointOf(seedHex: string, crashRoundId: string): number {
  return crashPoint(createOutcomeStream({ serverSeed: seedHex, clientSeed: crashClientSeed, nonce: Number(crashRoundId) }));
}

type RoundRow = CrashTables['game_crash_rounds'] & { elapsed_ms: string | null };

function roundOf(row: RoundRow): CrashRound {
  return {
    id: String(row.id),
    seedSealed: row.seed_sealed,
    seedHash: row.seed_hash,
    seedRevealed: row.seed_revealed,
    crashPoint: row.crash_point,
    phase: row.phase,
    bettingEndsAt: row.betting_ends_at,
    startedAt: row.started_at,
    elapsedMs: row.elapsed_ms === null ? null : Number(row.elapsed_ms),
  };
}

export function crashRounds(options: {
  database: Database;
  repository: GamesRepository;
  rounds: HouseRounds;
  vault: SeedVault;
  realtime: GamesRealtime;
  accountOf(memberId: string): Promise<string | undefined>;
  transactions: GamesTransactions;
  logError: ErrorLogger;
}) {
  const db = options.database.withTables<CrashTables>();
  const on = (executor: Executor) => executor as Kysely<CrashTables>;

  /** The round with its elapsed time by the database clock; `lock` share-locks it against the crash. */
  async function findRound(executor: Executor, where: { id?: string; current?: boolean }, lock = false): Promise<CrashRound | undefined> {
    const result = await sql<RoundRow>`
      select *, case when started_at is null then null else floor(extract(epoch from (clock_timestamp() - started_at)) * 1000)::bigint end as elapsed_ms
      from game_crash_rounds
      where ${where.id !== undefined ? sql`id = ${where.id}::bigint` : sql`true`}
      order by (phase in ('betting', 'running')) desc, id desc
      limit 1
      ${lock ? sql`for share` : sql``}
    `.execute(executor);
    const row = result.rows[0];
    return row ? roundOf(row) : undefined;
  }

  function seedOf(round: CrashRound): string {
    return round.seedRevealed ?? options.vault.open(round.seedSealed);
  }

  /** Pays a cash-out at `multiplier` in the caller's transaction and marks the bet. */
  async function cashOutBet(executor: Executor, round: CrashRound, bet: CrashTables['game_crash_bets'], multiplier: number) {
    const gameRound = (await options.repository.lockRoundById(executor, String(bet.game_round_id)))!;
    const win = crashPayoutMinor(Number(bet.stake), multiplier);
    const paid = await options.rounds.settleRound(
      executor,
      gameRound,
      win,
      { crashRoundId: round.id, cashOutMultiplier: multiplier, autoCashOut: bet.auto_cash_out },
      `${bet.member_id}:crash:${round.id}:cashout`,
    );
    await on(executor)
      .updateTable('game_crash_bets')
      .set({ status: 'cashed_out', cash_out_multiplier: multiplier, win: String(paid.round.win) })
      .where('crash_round_id', '=', round.id)
      .where('member_id', '=', String(bet.member_id))
      .execute();
    return paid;
  }

  async function announceCashOut(memberId: string, crashRoundId: string, multiplier: number, win: number): Promise<void> {
    const account = await options.accountOf(memberId);
    options.realtime.toTopic(crashTopic, { type: 'crash.cashout', payload: { crashRoundId, player: maskCustomerName(account ?? '?'), multiplier, winAmount: win } });
  }

  return {
    findRound,
    seedOf,
    cashOutBet,
    announceCashOut,

    /** Bets on the round taking bets; one bet per member per round. */
    async bet(player: HousePlayer, request: { requestId: string; stake: number; autoCashOut?: number | undefined }) {
      const opening = await options.rounds.openingOf(player, houseGameCodes.crash, 'Crash', '');
      const { value, afterCommit } = await options.transactions(async (executor) => {
        const round = await findRound(executor, { current: true }, true);
        if (!round) throw new AppError('crash_unavailable');
        const open = round.phase === 'betting' && (await isBeforeDeadline(executor, round.id));
        const fairness = { serverSeedHash: round.seedHash, clientSeed: crashClientSeed, nonce: Number(round.id), crashRoundId: round.id };
        const opened = await options.rounds.openRound(executor, player, { ...opening, roundRef: `crash:${round.id}` }, {
          requestId: request.requestId,
          stake: request.stake,
          content: request,
          fairness,
          outcome: { crashRoundId: round.id, autoCashOut: request.autoCashOut ?? null },
        });
        if ('replay' in opened) return { value: opened.replay as CrashBetValue, afterCommit: [] as AfterCommit[] };
        if (!open) throw new AppError('crash_betting_closed');
        const already = await on(executor).selectFrom('game_crash_bets').select('status').where('crash_round_id', '=', round.id).where('member_id', '=', player.memberId).executeTakeFirst();
        if (already) throw new AppError('round_in_play');
        await on(executor)
          .insertInto('game_crash_bets')
          .values({ crash_round_id: round.id, member_id: player.memberId, game_round_id: opened.round.id, stake: String(request.stake), auto_cash_out: request.autoCashOut ?? null, cash_out_multiplier: null, win: '0', status: 'active' })
          .execute();
        const response: CrashBetValue = {
          crashRoundId: round.id,
          roundId: opened.round.id,
          bet: { stake: request.stake, autoCashOut: request.autoCashOut ?? null, cashOutMultiplier: null, winAmount: 0, status: 'active' },
          balance: opened.balance,
        };
        await opened.record(response);
        return { value: response, afterCommit: opened.afterCommit };
      });
      await runAfterCommit(afterCommit, options.logError);
      return value;
    },

    /** Cashes out at the multiplier of this moment, if the round has not crashed by then. */
    async cashOut(player: HousePlayer, crashRoundId: string) {
      const { value, afterCommit, multiplier } = await options.transactions(async (executor) => {
        const round = await findRound(executor, { id: crashRoundId }, true);
        if (!round) throw new AppError('round_not_found');
        const bet = await on(executor).selectFrom('game_crash_bets').selectAll().where('crash_round_id', '=', round.id).where('member_id', '=', player.memberId).forUpdate().executeTakeFirst();
        if (!bet) throw new AppError('round_not_found');
        if (bet.status !== 'active') throw new AppError('round_finished');
        if (round.phase === 'betting') throw new AppError('conflict');
        if (round.phase === 'cancelled') throw new AppError('round_finished');
        const now = crashMultiplierAt(round.elapsedMs ?? 0);
        if (round.phase === 'crashed' || now <= 100 || !crashCashOutWins(crashPointOf(seedOf(round), round.id), now)) {
          throw new AppError(round.phase === 'running' && now <= 100 ? 'conflict' : 'crash_cash_out_missed');
        }
        const paid = await cashOutBet(executor, round, bet, now);
        const result = {
          crashRoundId: round.id,
          roundId: String(bet.game_round_id),
          bet: { stake: Number(bet.stake), autoCashOut: bet.auto_cash_out, cashOutMultiplier: now, winAmount: paid.round.win, status: 'cashed_out' as const },
          balance: paid.balanceAfter,
        };
        return { value: result, afterCommit: paid.afterCommit, multiplier: now };
      });
      await runAfterCommit(afterCommit, options.logError);
      await announceCashOut(player.memberId, crashRoundId, multiplier, value.bet.winAmount).catch(options.logError);
      return value;
    },

    /** The round now (or the last one), the member's bet on it and the latest crash points; null before the first round. */
    async state(memberId: string | null): Promise<CrashStateValue | null> {
      const round = await findRound(db, { current: true });
      if (!round) return null;
      const bet = memberId
        ? await db.selectFrom('game_crash_bets').selectAll().where('crash_round_id', '=', round.id).where('member_id', '=', memberId).executeTakeFirst()
        : undefined;
      const history = await db
        .selectFrom('game_crash_rounds')
        .select(['id', 'crash_point'])
        .where('phase', '=', 'crashed')
        .orderBy('id', 'desc')
        .limit(historyLength)
        .execute();
      return {
        crashRoundId: round.id,
        phase: round.phase,
        seedHash: round.seedHash,
        seed: round.phase === 'crashed' ? round.seedRevealed : null,
        crashPoint: round.phase === 'crashed' ? round.crashPoint : null,
        bettingEndsAt: round.bettingEndsAt.toISOString(),
        startedAt: round.startedAt ? round.startedAt.toISOString() : null,
        elapsedMs: round.phase === 'running' ? round.elapsedMs : null,
        multiplier: round.phase === 'running' ? crashMultiplierAt(round.elapsedMs ?? 0) : round.phase === 'crashed' ? round.crashPoint : null,
        myBet: bet
          ? { stake: Number(bet.stake), autoCashOut: bet.auto_cash_out, cashOutMultiplier: bet.cash_out_multiplier, winAmount: Number(bet.win), status: bet.status }
          : null,
        history: history.map((row) => ({ crashRoundId: String(row.id), crashPoint: row.crash_point ?? 100 })),
      };
    },
  };
}

async function isBeforeDeadline(executor: Executor, crashRoundId: string): Promise<boolean> {
  const result = await sql<{ open: boolean }>`select clock_timestamp() < betting_ends_at as open from game_crash_rounds where id = ${crashRoundId}::bigint`.execute(executor);
  return result.rows[0]?.open === true;
}

export type CrashRounds = ReturnType<typeof crashRounds>;
