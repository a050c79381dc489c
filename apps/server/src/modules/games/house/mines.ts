/**
 * Mines, a round over several calls: start (the stake, and the mine positions fixed by the seed and
 * nonce taken now), reveal cells one by one, cash out. A mine ends the round with nothing; revealing
 * every safe cell cashes out by itself. One round in play per member.
 */
import { sql, type Kysely } from 'kysely';
import {
  MINES_CELLS,
  createOutcomeStream,
  minesMultiplier,
  minesPayoutMinor,
  placeMines,
  BASIS_POINTS,
} from '@platform/game-math';
import { houseGameCodes, type MinesStateValue } from '@platform/contract';
import { AppError, validationError } from '../../../platform/errors.ts';
import type { Database } from '../../../platform/database.ts';
import type { GamesTransactions } from '../games-transaction.ts';
import { runAfterCommit, type AfterCommit, type GameRoundMoney } from '../round-money.ts';
import type { Executor, GamesWallet } from '../ports.ts';
import type { GamesRepository, Round } from '../repository.ts';
import type { FairSeeds } from './fair-seeds.ts';
import type { ErrorLogger, HousePlayer, HouseRounds } from './house-rounds.ts';

type MinesStatus = 'playing' | 'cashed_out' | 'busted';

type MinesTables = {
  game_mines_rounds: {
    round_id: string;
    member_id: string;
    seed_id: string;
    nonce: string | number;
    mines: number;
    stake: string | number;
    revealed: number[];
    status: MinesStatus;
    updated_at: Date;
  };
};

interface MinesRound {
  roundId: string;
  memberId: string;
  seedId: string;
  nonce: number;
  mines: number;
  stake: number;
  revealed: number[];
  status: MinesStatus;
}

function multiplierBasisPoints(mines: number, safeReveals: number): number {
  if (safeReveals === 0) return 0;
  const ratio = minesMultiplier(mines, safeReveals);
  return Number((ratio.numerator * BigInt(BASIS_POINTS)) / ratio.denominator);
}

export function minesGame(options: {
  database: Database;
  repository: GamesRepository;
  rounds: HouseRounds;
  money: GameRoundMoney;
  seeds: FairSeeds;
  wallet: Pick<GamesWallet, 'balance'>;
  transactions: GamesTransactions;
  logError: ErrorLogger;
}) {
  const db = options.database.withTables<MinesTables>();
  const on = (executor: Executor) => executor as Kysely<MinesTables>;

  async function lockOwn(executor: Executor, memberId: string, roundId: string): Promise<MinesRound> {
    const row = await on(executor).selectFrom('game_mines_rounds').selectAll().where('round_id', '=', roundId).forUpdate().executeTakeFirst();
    if (!row || String(row.member_id) !== memberId) throw new AppError('round_not_found');
    return { roundId: String(row.round_id), memberId: String(row.member_id), seedId: String(row.seed_id), nonce: Number(row.nonce), mines: row.mines, stake: Number(row.stake), revealed: row.revealed, status: row.status };
  }

  /** The mine positions of a round, from the seed and nonce it started with (the client seed as it was then). */
  async function minePositions(executor: Executor, round: MinesRound, clientSeed: string): Promise<number[]> {
    const seed = await options.seeds.seedOf(executor, round.seedId);
    const mines = placeMines(createOutcomeStream({ serverSeed: seed.serverSeed, clientSeed, nonce: round.nonce }), round.mines);
    return mines.sort((left, right) => left - right);
  }

  function stateOf(round: MinesRound, gameRound: Round, balance: number, mines: number[] | null): MinesStateValue {
    const safe = round.revealed.length;
    const fairness = gameRound.fairness as { serverSeedHash: string; clientSeed: string; nonce: number };
    const ended = round.status !== 'playing';
    const cashOutNow = safe > 0 ? minesPayoutMinor(round.stake, round.mines, safe) : 0;
    return {
      roundId: round.roundId,
      status: round.status,
      stake: round.stake,
      mines: round.mines,
      revealed: round.revealed,
      minePositions: ended ? mines : null,
      multiplierBasisPoints: multiplierBasisPoints(round.mines, safe),
      winAmount: ended ? gameRound.win : Math.min(cashOutNow, options.rounds.limitsOf(houseGameCodes.mines).winPerRoundMax),
      nextMultiplierBasisPoints: !ended && safe < MINES_CELLS - round.mines ? multiplierBasisPoints(round.mines, safe + 1) : null,
      balance,
      fairness: { serverSeedHash: fairness.serverSeedHash, serverSeed: null, clientSeed: fairness.clientSeed, nonce: fairness.nonce },
    };
  }

  async function saveProgress(executor: Executor, round: MinesRound): Promise<void> {
    await on(executor)
      .updateTable('game_mines_rounds')
      .set({ revealed: round.revealed, status: round.status, updated_at: sql<Date>`now()` })
      .where('round_id', '=', round.roundId)
      .execute();
  }

  /** Ends a round: pays the cash-out (zero on a mine) and records where the mines were. */
  async function finish(executor: Executor, round: MinesRound, gameRound: Round, clientSeed: string) {
    const mines = await minePositions(executor, round, clientSeed);
    const win = round.status === 'cashed_out' ? minesPayoutMinor(round.stake, round.mines, round.revealed.length) : 0;
    const outcome = { mines: round.mines, revealed: round.revealed, minePositions: mines, status: round.status };
    const paid = await options.rounds.settleRound(executor, gameRound, win, outcome, `${round.memberId}:mines:${round.roundId}:end`);
    await saveProgress(executor, round);
    return { state: stateOf(round, paid.round, paid.balanceAfter, mines), afterCommit: paid.afterCommit };
  }

  async function step(work: (executor: Executor) => Promise<{ state: MinesStateValue; afterCommit: AfterCommit[] }>): Promise<MinesStateValue> {
    const { state, afterCommit } = await options.transactions(work);
    await runAfterCommit(afterCommit, options.logError);
    return state;
  }

  return {
    async start(player: HousePlayer, request: { requestId: string; stake: number; mines: number }): Promise<MinesStateValue> {
      const opening = await options.rounds.openingOf(player, houseGameCodes.mines, 'Mines', request.requestId);
      await options.seeds.ensure(player.memberId);
      return step(async (executor) => {
        const playing = await on(executor).selectFrom('game_mines_rounds').select('round_id').where('member_id', '=', player.memberId).where('status', '=', 'playing').executeTakeFirst();
        const seed = playing ? undefined : await options.seeds.reserve(executor, player.memberId);
        const fairness = seed && { seedId: seed.seedId, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
        const opened = await options.rounds.openRound(executor, player, opening, {
          requestId: request.requestId,
          stake: request.stake,
          content: request,
          fairness,
          outcome: { mines: request.mines, revealed: [] },
        });
        if ('replay' in opened) return { state: opened.replay as MinesStateValue, afterCommit: [] };
        if (playing || !seed) throw new AppError('round_in_play', { value: { roundId: playing ? String(playing.round_id) : null } });
        const round: MinesRound = { roundId: opened.round.id, memberId: player.memberId, seedId: seed.seedId, nonce: seed.nonce, mines: request.mines, stake: request.stake, revealed: [], status: 'playing' };
        await on(executor)
          .insertInto('game_mines_rounds')
          .values({ round_id: round.roundId, member_id: round.memberId, seed_id: round.seedId, nonce: round.nonce, mines: round.mines, stake: round.stake, revealed: [], status: 'playing', updated_at: new Date() })
          .execute();
        const state = stateOf(round, opened.round, opened.balance, null);
        await opened.record(state);
        return { state, afterCommit: opened.afterCommit };
      });
    },

    async reveal(player: HousePlayer, request: { roundId: string; cell: number }): Promise<MinesStateValue> {
      return step(async (executor) => {
        const round = await lockOwn(executor, player.memberId, request.roundId);
        if (round.status !== 'playing') throw new AppError('round_finished');
        if (round.revealed.includes(request.cell)) throw validationError([{ field: 'cell', rule: 'revealed', message: 'this cell is already revealed' }]);
        const gameRound = (await options.repository.lockRoundById(executor, round.roundId))!;
        const clientSeed = (gameRound.fairness as { clientSeed: string }).clientSeed;
        const mines = await minePositions(executor, round, clientSeed);
        const hit = mines.includes(request.cell);
        round.revealed = [...round.revealed, request.cell];
        if (hit) return finish(executor, { ...round, status: 'busted' }, gameRound, clientSeed);
        if (round.revealed.length === MINES_CELLS - round.mines) return finish(executor, { ...round, status: 'cashed_out' }, gameRound, clientSeed);
        await saveProgress(executor, round);
        const updated = await options.money.recordOutcome(executor, gameRound, { mines: round.mines, revealed: round.revealed });
        return { state: stateOf(round, updated, await options.wallet.balance(executor, player.memberId), null), afterCommit: [] };
      });
    },

    async cashOut(player: HousePlayer, request: { roundId: string }): Promise<MinesStateValue> {
      return step(async (executor) => {
        const round = await lockOwn(executor, player.memberId, request.roundId);
        if (round.status !== 'playing') throw new AppError('round_finished');
        if (round.revealed.length === 0) throw validationError([{ field: 'roundId', rule: 'no_reveal', message: 'reveal at least one cell before cashing out' }]);
        const gameRound = (await options.repository.lockRoundById(executor, round.roundId))!;
        return finish(executor, { ...round, status: 'cashed_out' }, gameRound, (gameRound.fairness as { clientSeed: string }).clientSeed);
      });
    },

    /** The member's round in play, or null. */
    async current(player: HousePlayer): Promise<MinesStateValue | null> {
      const row = await db.selectFrom('game_mines_rounds').select('round_id').where('member_id', '=', player.memberId).where('status', '=', 'playing').executeTakeFirst();
      if (!row) return null;
      return options.transactions(async (executor) => {
        const round = await lockOwn(executor, player.memberId, String(row.round_id));
        const gameRound = (await options.repository.lockRoundById(executor, round.roundId))!;
        return stateOf(round, gameRound, await options.wallet.balance(executor, player.memberId), null);
      });
    },
  };
}

export type MinesGame = ReturnType<typeof minesGame>;
