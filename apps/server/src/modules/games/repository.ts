import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import { minorUnitsFromDatabase, type GameType, type RoundStatus } from '@platform/contract';
import type { Database } from '../../platform/database.ts';
import type { Executor } from './ports.ts';

/** Tables owned by the games module. */
export type GamesTables = {
  game_launch_tokens: {
    token_hash: Buffer;
    member_id: string;
    vendor_code: string;
    game_code: string;
    game_type: string;
    node_id: number | null;
    game_name: string;
    currency: string;
    language: string;
    play_money: boolean;
    expires_at: Date;
    created_at: Generated<Date>;
    used_at: Date | null;
    exchange_request_uuid: string | null;
  };
  game_sessions: {
    token_hash: Buffer;
    member_id: string;
    vendor_code: string;
    game_code: string;
    game_type: string;
    node_id: number | null;
    game_name: string;
    currency: string;
    play_money: boolean;
    created_at: Generated<Date>;
    expires_at: Date;
  };
  game_rounds: {
    id: Generated<string>;
    member_id: string;
    vendor_code: string;
    round_ref: string;
    game_code: string;
    game_type: string;
    node_id: number | null;
    game_name: string;
    currency: string;
    play_money: boolean;
    status: RoundStatus;
    stake: string | number;
    stake_refunded: string | number;
    win: string | number;
    bet_count: number;
    balance_before: string | number;
    balance_after: string | number;
    fairness: unknown;
    outcome: unknown;
    opened_at: Generated<Date>;
    settled_at: Date | null;
    figures_day: string | null;
  };
  game_vendor_transactions: {
    vendor_code: string;
    transaction_uuid: string;
    kind: VendorTransactionKind;
    request_hash: Buffer | null;
    member_id: string | null;
    round_id: string | null;
    reference_transaction_uuid: string | null;
    amount: string | number;
    applied: boolean;
    rolled_back: boolean;
    response: unknown;
    created_at: Generated<Date>;
  };
  game_member_daily_figures: {
    member_id: string;
    day: string;
    game_type: string;
    rounds: number;
    stake: string | number;
    valid_bet: string | number;
    win: string | number;
  };
};

export type VendorTransactionKind = 'bet' | 'win' | 'rollback' | 'tombstone';

/** A round as the rules see it: amounts as safe integers. */
export interface Round {
  id: string;
  memberId: string;
  vendorCode: string;
  roundRef: string;
  gameCode: string;
  gameType: GameType;
  nodeId: number | null;
  gameName: string;
  currency: string;
  playMoney: boolean;
  status: RoundStatus;
  stake: number;
  stakeRefunded: number;
  win: number;
  betCount: number;
  balanceBefore: number;
  balanceAfter: number;
  fairness: unknown;
  outcome: unknown;
  openedAt: Date;
  settledAt: Date | null;
  figuresDay: string | null;
}

/** Facts fixed when a round opens. */
export type RoundOpening = Pick<Round, 'memberId' | 'vendorCode' | 'roundRef' | 'gameCode' | 'gameType' | 'nodeId' | 'gameName' | 'currency' | 'playMoney'>;

export interface VendorTransaction {
  vendorCode: string;
  transactionUuid: string;
  kind: VendorTransactionKind;
  requestHash: Buffer | null;
  memberId: string | null;
  roundId: string | null;
  referenceTransactionUuid: string | null;
  amount: number;
  applied: boolean;
  rolledBack: boolean;
  response: unknown;
  createdAt: Date;
}

type RoundRow = Selectable<GamesTables['game_rounds']>;

export function roundOf(row: RoundRow): Round {
  return {
    id: String(row.id),
    memberId: String(row.member_id),
    vendorCode: row.vendor_code,
    roundRef: row.round_ref,
    gameCode: row.game_code,
    gameType: row.game_type as GameType,
    nodeId: row.node_id,
    gameName: row.game_name,
    currency: row.currency,
    playMoney: row.play_money,
    status: row.status,
    stake: minorUnitsFromDatabase(row.stake),
    stakeRefunded: minorUnitsFromDatabase(row.stake_refunded),
    win: minorUnitsFromDatabase(row.win),
    betCount: row.bet_count,
    balanceBefore: minorUnitsFromDatabase(row.balance_before),
    balanceAfter: minorUnitsFromDatabase(row.balance_after),
    fairness: row.fairness,
    outcome: row.outcome,
    openedAt: row.opened_at,
    settledAt: row.settled_at,
    figuresDay: row.figures_day === null ? null : dayText(row.figures_day),
  };
}

/** pg returns a date column as a Date at local midnight or as text depending on parsers; both become yyyy-MM-dd. */
export function dayText(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${value.getFullYear()}-${month}-${day}`;
}

type TransactionRow = Selectable<GamesTables['game_vendor_transactions']>;

function transactionOf(row: TransactionRow): VendorTransaction {
  return {
    vendorCode: row.vendor_code,
    transactionUuid: row.transaction_uuid,
    kind: row.kind,
    requestHash: row.request_hash,
    memberId: row.member_id === null ? null : String(row.member_id),
    roundId: row.round_id === null ? null : String(row.round_id),
    referenceTransactionUuid: row.reference_transaction_uuid,
    amount: minorUnitsFromDatabase(row.amount),
    applied: row.applied,
    rolledBack: row.rolled_back,
    response: row.response,
    createdAt: row.created_at,
  };
}

/** What one settled round adds to its member's daily figures. */
export interface FiguresDelta {
  rounds: number;
  stake: number;
  validBet: number;
  win: number;
}

/** Data access of the games module's rounds, journal and figures; every statement runs on the caller's executor. */
export function gamesRepository(database: Database) {
  const db = database.withTables<GamesTables>();
  // The caller's executor knows every table; narrowed here to this module's own.
  const on = (executor: Executor) => executor as Kysely<GamesTables>;

  return {
    db,

    async findTransaction(executor: Executor, vendorCode: string, transactionUuid: string, lock: boolean): Promise<VendorTransaction | undefined> {
      let query = on(executor)
        .selectFrom('game_vendor_transactions')
        .selectAll()
        .where('vendor_code', '=', vendorCode)
        .where('transaction_uuid', '=', transactionUuid);
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && transactionOf(row);
    },

    /** Several journal rows at once, locked when asked (a win and the bet it pays, in one round trip). */
    async findTransactions(executor: Executor, vendorCode: string, transactionUuids: string[], lock: boolean): Promise<Map<string, VendorTransaction>> {
      let query = on(executor).selectFrom('game_vendor_transactions').selectAll().where('vendor_code', '=', vendorCode).where('transaction_uuid', 'in', transactionUuids);
      if (lock) query = query.forUpdate();
      const rows = await query.execute();
      return new Map(rows.map((row) => [row.transaction_uuid, transactionOf(row)]));
    },

    /** Inserts a journal row; a concurrent insert of the same id fails the transaction, which is then replayed. */
    async insertTransaction(executor: Executor, row: Omit<GamesTables['game_vendor_transactions'], 'created_at'>): Promise<void> {
      await on(executor)
        .insertInto('game_vendor_transactions')
        .values({ ...row, amount: String(row.amount), response: JSON.stringify(row.response) })
        .execute();
    },

    async markRolledBack(executor: Executor, vendorCode: string, transactionUuid: string): Promise<void> {
      await on(executor)
        .updateTable('game_vendor_transactions')
        .set({ rolled_back: true })
        .where('vendor_code', '=', vendorCode)
        .where('transaction_uuid', '=', transactionUuid)
        .execute();
    },

    async movementsOfRounds(roundIds: string[]): Promise<VendorTransaction[]> {
      if (roundIds.length === 0) return [];
      const rows = await db
        .selectFrom('game_vendor_transactions')
        .selectAll()
        .where('round_id', 'in', roundIds)
        .orderBy('created_at')
        .execute();
      return rows.map(transactionOf);
    },

    async lockRound(executor: Executor, key: { vendorCode: string; memberId: string; roundRef: string }): Promise<Round | undefined> {
      const row = await on(executor)
        .selectFrom('game_rounds')
        .selectAll()
        .where('vendor_code', '=', key.vendorCode)
        .where('member_id', '=', key.memberId)
        .where('round_ref', '=', key.roundRef)
        .forUpdate()
        .executeTakeFirst();
      return row && roundOf(row);
    },

    async lockRoundById(executor: Executor, roundId: string): Promise<Round | undefined> {
      const row = await on(executor).selectFrom('game_rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
      return row && roundOf(row);
    },

    async insertRound(executor: Executor, opening: RoundOpening, state: RoundState): Promise<Round> {
      const row = await on(executor)
        .insertInto('game_rounds')
        .values({
          member_id: opening.memberId,
          vendor_code: opening.vendorCode,
          round_ref: opening.roundRef,
          game_code: opening.gameCode,
          game_type: opening.gameType,
          node_id: opening.nodeId,
          game_name: opening.gameName,
          currency: opening.currency,
          play_money: opening.playMoney,
          ...stateColumns(state),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return roundOf(row);
    },

    async updateRound(executor: Executor, roundId: string, state: RoundState): Promise<Round> {
      const row = await on(executor)
        .updateTable('game_rounds')
        .set(stateColumns(state))
        .where('id', '=', roundId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return roundOf(row);
    },

    /**
     * Writes many rounds of distinct keys in one statement (a settled lottery draw): each is opened or
     * brought to the state given, with the rules of `saveRound` (the merchant day fixed at the first
     * settlement, bet count and opening balance kept), and the daily figures move by the difference
     * the rounds make, summed per member, day and category.
     */
    async saveRoundsInBulk(executor: Executor, rounds: BulkRound[], settlementDay: string): Promise<void> {
      if (rounds.length === 0) return;
      const column = <Value>(pick: (round: BulkRound) => Value) => rounds.map(pick);
      const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
      // The rounds that exist are locked first, so the statement below reads the very versions it updates.
      await sql`
        select 1 from game_rounds r
        join unnest(${column((round) => round.vendorCode)}::text[], ${column((round) => round.memberId)}::bigint[], ${column((round) => round.roundRef)}::text[])
          as item (vendor_code, member_id, round_ref)
          on r.vendor_code = item.vendor_code and r.member_id = item.member_id and r.round_ref = item.round_ref
        order by r.id
        for update of r
      `.execute(executor);
      await sql`
        with input as (
          select * from unnest(
            ${column((round) => round.memberId)}::bigint[], ${column((round) => round.vendorCode)}::text[], ${column((round) => round.roundRef)}::text[],
            ${column((round) => round.gameCode)}::text[], ${column((round) => round.gameType)}::text[], ${column((round) => round.nodeId)}::integer[],
            ${column((round) => round.gameName)}::text[], ${column((round) => round.currency)}::text[], ${column((round) => round.playMoney)}::boolean[],
            ${column((round) => round.status)}::text[], ${column((round) => String(round.stake))}::bigint[], ${column((round) => String(round.stakeRefunded))}::bigint[],
            ${column((round) => String(round.win))}::bigint[], ${column((round) => String(round.balanceBefore))}::bigint[], ${column((round) => String(round.balanceAfter))}::bigint[],
            ${column((round) => json(round.outcome))}::jsonb[], ${column((round) => json(round.fairness))}::jsonb[]
          ) as item (member_id, vendor_code, round_ref, game_code, game_type, node_id, game_name, currency, play_money, status, stake,
            stake_refunded, win, balance_before, balance_after, outcome, fairness)
        ),
        before as (
          select r.id, r.status, r.play_money, r.stake, r.stake_refunded, r.win
          from game_rounds r join input i on r.vendor_code = i.vendor_code and r.member_id = i.member_id and r.round_ref = i.round_ref
        ),
        saved as (
          insert into game_rounds as r (member_id, vendor_code, round_ref, game_code, game_type, node_id, game_name, currency, play_money,
              status, stake, stake_refunded, win, bet_count, balance_before, balance_after, settled_at, figures_day, outcome, fairness)
            select i.member_id, i.vendor_code, i.round_ref, i.game_code, i.game_type, i.node_id, i.game_name, i.currency, i.play_money,
              i.status, i.stake, i.stake_refunded, i.win, 1, i.balance_before, i.balance_after,
              case when i.status <> 'open' then now() end, case when i.status = 'settled' then ${settlementDay}::date end,
              i.outcome, i.fairness
            from input i
          on conflict (vendor_code, member_id, round_ref) do update set
            status = excluded.status,
            stake = excluded.stake,
            stake_refunded = excluded.stake_refunded,
            win = excluded.win,
            balance_after = excluded.balance_after,
            settled_at = case when excluded.status <> 'open' then coalesce(r.settled_at, now()) end,
            figures_day = coalesce(r.figures_day, excluded.figures_day),
            outcome = coalesce(excluded.outcome, r.outcome),
            fairness = coalesce(excluded.fairness, r.fairness)
          returning r.id, r.member_id, r.figures_day, r.game_type, r.status, r.play_money, r.stake, r.stake_refunded, r.win
        ),
        counted as (
          select a.member_id, a.figures_day as day, a.game_type,
            (case when a.status = 'settled' and not a.play_money then 1 else 0 end)
              - (case when b.status = 'settled' and not b.play_money then 1 else 0 end) as rounds,
            (case when a.status = 'settled' and not a.play_money then a.stake else 0 end)
              - (case when b.status = 'settled' and not b.play_money then b.stake else 0 end) as stake,
            (case when a.status = 'settled' and not a.play_money then a.stake - a.stake_refunded else 0 end)
              - (case when b.status = 'settled' and not b.play_money then b.stake - b.stake_refunded else 0 end) as valid_bet,
            (case when a.status = 'settled' and not a.play_money then a.win else 0 end)
              - (case when b.status = 'settled' and not b.play_money then b.win else 0 end) as win
          from saved a left join before b on b.id = a.id
          where a.figures_day is not null
        ),
        deltas as (
          select member_id, day, game_type, sum(rounds)::integer as rounds, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(win) as win
          from counted group by member_id, day, game_type
          having sum(rounds) <> 0 or sum(stake) <> 0 or sum(valid_bet) <> 0 or sum(win) <> 0
        )
        insert into game_member_daily_figures as figures (member_id, day, game_type, rounds, stake, valid_bet, win)
          select member_id, day, game_type, rounds, stake, valid_bet, win from deltas order by member_id, day, game_type
        on conflict (member_id, day, game_type) do update set
          rounds = figures.rounds + excluded.rounds,
          stake = figures.stake + excluded.stake,
          valid_bet = figures.valid_bet + excluded.valid_bet,
          win = figures.win + excluded.win
      `.execute(executor);
    },

    async addFigures(executor: Executor, key: { memberId: string; day: string; gameType: string }, delta: FiguresDelta): Promise<void> {
      await sql`
        insert into game_member_daily_figures as figures (member_id, day, game_type, rounds, stake, valid_bet, win)
        values (${key.memberId}::bigint, ${key.day}::date, ${key.gameType}, ${delta.rounds}, ${delta.stake}, ${delta.validBet}, ${delta.win})
        on conflict (member_id, day, game_type) do update set
          rounds = figures.rounds + excluded.rounds,
          stake = figures.stake + excluded.stake,
          valid_bet = figures.valid_bet + excluded.valid_bet,
          win = figures.win + excluded.win
      `.execute(executor);
    },
  };
}

/** A round as a bulk write states it: its opening and the whole state it is brought to. */
export type BulkRound = RoundOpening &
  Pick<Round, 'status' | 'stake' | 'stakeRefunded' | 'win' | 'balanceBefore' | 'balanceAfter'> & {
    /** Left as it is when undefined. */
    outcome?: unknown;
    fairness?: unknown;
  };

/** The columns of a round that change as money moves. */
export type RoundState = Pick<Round, 'status' | 'stake' | 'stakeRefunded' | 'win' | 'betCount' | 'balanceBefore' | 'balanceAfter' | 'settledAt' | 'figuresDay'> & {
  fairness?: unknown;
  outcome?: unknown;
};

function stateColumns(state: RoundState) {
  return {
    status: state.status,
    stake: String(state.stake),
    stake_refunded: String(state.stakeRefunded),
    win: String(state.win),
    bet_count: state.betCount,
    balance_before: String(state.balanceBefore),
    balance_after: String(state.balanceAfter),
    settled_at: state.settledAt,
    figures_day: state.figuresDay,
    ...(state.fairness !== undefined ? { fairness: JSON.stringify(state.fairness) } : {}),
    ...(state.outcome !== undefined ? { outcome: JSON.stringify(state.outcome) } : {}),
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
