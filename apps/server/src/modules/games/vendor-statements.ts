/**
 * A vendor's ordinary bets and wins, written set-based: the calls arriving together, bets and wins alike,
 * share one statement and one commit (game_vendor_bets_together and game_vendor_wins_together, in
 * modules/games/sql/, in one statement), which check the member's standing and the bet a win pays, post the money through
 * the wallet's wallet_post_transfers_together, open or settle the rounds, add the daily figures and bonus
 * wagering and journal every answer, all of it or none of it. A batch where one call is out of the ordinary
 * writes nothing and its calls are written one by one (batches of one); a call that is still refused on its
 * own answers 'general', having written nothing, and the vendor wallet answers it through the general path,
 * which knows every status of the protocol.
 */
import type pg from 'pg';
import { createGroupCommit } from '../../platform/group-commit.ts';
import { withSqlRetries } from '../../platform/database.ts';
import { minorUnitsFromDatabase, type GameType, type RoundStatus } from '@platform/contract';
import type { PreparedMovement } from './ports.ts';

export interface VendorBetStatement {
  vendorCode: string;
  transactionUuid: string;
  requestHash: Buffer;
  requestUuid: string;
  memberId: string;
  roundRef: string;
  gameCode: string;
  gameType: string;
  nodeId: number | null;
  gameName: string;
  currency: string;
  playMoney: boolean;
  amount: number;
  closeRound: boolean;
  gmtOffsetMinutes: number;
  movement: PreparedMovement;
}

export interface VendorWinStatement {
  vendorCode: string;
  transactionUuid: string;
  requestHash: Buffer;
  requestUuid: string;
  memberId: string;
  betTransactionUuid: string;
  roundRef: string;
  gameCode: string;
  currency: string;
  amount: number;
  closeRound: boolean;
  winPerRoundMax: number;
  gmtOffsetMinutes: number;
  memberAccountId: string;
  /** The credit; none for a zero win, which moves no money. */
  movement: PreparedMovement | null;
}

export type VendorStatementOutcome =
  | { outcome: 'general' }
  | {
      outcome: 'posted';
      balance: number;
      roundId: string;
      statusBefore: RoundStatus | null;
      statusAfter: RoundStatus;
      stake: number;
      win: number;
      nodeId: number | null;
      gameType: GameType;
      playMoney: boolean;
    };

type OutcomeRow = {
  kind: 'bet' | 'win';
  call_position: number;
  balance: string;
  round_id: string;
  status_before: RoundStatus | null;
  status_after: RoundStatus;
  stake: string;
  win: string;
  node_id: number | null;
  game_type: GameType;
  play_money: boolean;
};

/** Bets and wins arriving together, in one statement: the bets' rows first, then the wins'. */
const callsStatement = `select 'bet' as kind, call_position, balance, round_id, null::text as status_before, status_after, stake, 0::bigint as win, node_id,
    game_type, play_money
  from game_vendor_bets_together($1::jsonb, $2::jsonb, $5::integer)
  union all
  select 'win', call_position, balance, round_id, status_before, status_after, stake, win, node_id, game_type, play_money
  from game_vendor_wins_together($3::jsonb, $4::jsonb, $5::integer)
  order by kind, call_position`;

/**
 * The statements' refusal of a call out of the ordinary, which wrote nothing: raised by the statement itself,
 * or a unique_violation where a row the call writes exists already (its id seen before, its round opened
 * before). The general path answers such a call; a concurrent call that wrote the row first has committed
 * by the time the violation is raised.
 */
function isRefusal(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23505' || (code === 'P0001' && /^(games:batch|wallet):/u.test(message ?? ''));
}

function outcomeOf(row: OutcomeRow): VendorStatementOutcome {
  return {
    outcome: 'posted',
    balance: minorUnitsFromDatabase(row.balance),
    roundId: String(row.round_id),
    statusBefore: row.status_before,
    statusAfter: row.status_after,
    stake: minorUnitsFromDatabase(row.stake),
    win: minorUnitsFromDatabase(row.win),
    nodeId: row.node_id,
    gameType: row.game_type,
    playMoney: row.play_money,
  };
}

/** A transfer as wallet_post_transfers_together takes it: the call's movement, in the call's position. */
function transferOf(position: number, movement: PreparedMovement, direction: 'debit' | 'credit', amount: number, kind: string) {
  return {
    position,
    idempotencyKey: movement.idempotencyKey,
    requestHash: movement.requestHash.toString('hex'),
    memberAccountId: movement.memberAccountId,
    systemAccountId: movement.counterpartyAccountId,
    direction,
    amount,
    kind,
    reference: movement.reference,
    metadata: movement.metadata,
  };
}

/** The two JSON arguments of game_vendor_bets_together: the calls and their stakes, in call order. */
function betArguments(calls: VendorBetStatement[]): [string, string] {
  const items: object[] = [];
  const transfers: object[] = [];
  for (const [index, call] of calls.entries()) {
    items.push({
      position: index + 1,
      vendorCode: call.vendorCode,
      transactionUuid: call.transactionUuid,
      requestHash: call.requestHash.toString('hex'),
      requestUuid: call.requestUuid,
      memberId: call.memberId,
      roundRef: call.roundRef,
      gameCode: call.gameCode,
      gameType: call.gameType,
      nodeId: call.nodeId,
      gameName: call.gameName,
      currency: call.currency,
      playMoney: call.playMoney,
      amount: call.amount,
      close: call.closeRound,
    });
    transfers.push(transferOf(index + 1, call.movement, 'debit', call.amount, 'game_bet'));
  }
  return [JSON.stringify(items), JSON.stringify(transfers)];
}

/** The two JSON arguments of game_vendor_wins_together: the calls and the credits of those that pay. */
function winArguments(calls: VendorWinStatement[]): [string, string] {
  const items: object[] = [];
  const transfers: object[] = [];
  for (const [index, call] of calls.entries()) {
    const transferPosition = call.movement ? transfers.length + 1 : null;
    if (call.movement) transfers.push(transferOf(transfers.length + 1, call.movement, 'credit', call.amount, 'game_win'));
    items.push({
      position: index + 1,
      vendorCode: call.vendorCode,
      transactionUuid: call.transactionUuid,
      requestHash: call.requestHash.toString('hex'),
      requestUuid: call.requestUuid,
      memberId: call.memberId,
      betTransactionUuid: call.betTransactionUuid,
      roundRef: call.roundRef,
      gameCode: call.gameCode,
      currency: call.currency,
      amount: call.amount,
      close: call.closeRound,
      winPerRoundMax: call.winPerRoundMax,
      memberAccountId: call.memberAccountId,
      transferPosition,
    });
  }
  return [JSON.stringify(items), JSON.stringify(transfers)];
}

export interface VendorStatementsOptions {
  /** At most this many calls share one statement and one commit. */
  callsPerBatchMaximum?: number;
  /** At most this many statements of each kind run at once (each holds a pooled connection). */
  batchesInFlightMaximum?: number;
}

type VendorCall = { kind: 'bet'; call: VendorBetStatement } | { kind: 'win'; call: VendorWinStatement };

/**
 * Calls arriving while earlier statements run are written together, bets and wins alike, many per statement
 * and per commit (group commit); a batch that fails as a whole is written call by call, so one call never
 * fails the others.
 */
export function gameVendorStatements(pool: pg.Pool, options: VendorStatementsOptions = {}) {
  /** One statement: the bets, and wins of distinct members (game_vendor_wins_together takes one win per member). */
  async function writeTogether(calls: VendorCall[]): Promise<VendorStatementOutcome[]> {
    const bets: VendorBetStatement[] = [];
    const wins: VendorWinStatement[] = [];
    for (const item of calls) {
      if (item.kind === 'bet') bets.push(item.call);
      else wins.push(item.call);
    }
    const [betItems, betTransfers] = betArguments(bets);
    const [winItems, winTransfers] = winArguments(wins);
    const { rows } = await pool.query<OutcomeRow>({
      name: 'game-vendor-calls-together',
      text: callsStatement,
      values: [betItems, betTransfers, winItems, winTransfers, calls[0]!.call.gmtOffsetMinutes],
    });
    if (rows.length !== calls.length) throw new Error(`a vendor statement answered ${rows.length} rows for ${calls.length} calls`);
    // Rows come back as the bets, then the wins, each in call order: the nth bet of the batch is the nth bet row.
    const outcomes: VendorStatementOutcome[] = [];
    let bet = 0;
    let win = bets.length;
    for (const item of calls) outcomes.push(outcomeOf(rows[item.kind === 'bet' ? bet++ : win++]!));
    return outcomes;
  }

  /** A call on its own: refused, it answers 'general'; a deadlock or a serialization failure runs it again. */
  async function writeAlone(item: VendorCall): Promise<VendorStatementOutcome> {
    return withSqlRetries(async () => {
      try {
        return (await writeTogether([item]))[0]!;
      } catch (error) {
        if (isRefusal(error)) return { outcome: 'general' };
        throw error;
      }
    });
  }

  /**
   * A batch in one statement, but for a member's second win in it (two rounds played at once): that win is
   * written on its own once the statement has committed, instead of failing the batch.
   */
  async function write(calls: VendorCall[]): Promise<VendorStatementOutcome[]> {
    const winners = new Set<string>();
    const together: VendorCall[] = [];
    const afterwards = new Set<number>();
    for (const [index, item] of calls.entries()) {
      if (item.kind === 'win' && winners.has(item.call.memberId)) afterwards.add(index);
      else {
        if (item.kind === 'win') winners.add(item.call.memberId);
        together.push(item);
      }
    }
    if (afterwards.size === 0) return writeTogether(calls);
    const written = await writeTogether(together);
    const outcomes: VendorStatementOutcome[] = [];
    let next = 0;
    for (const [index, item] of calls.entries()) outcomes.push(afterwards.has(index) ? await writeAlone(item) : written[next++]!);
    return outcomes;
  }

  const calls = createGroupCommit<VendorCall, VendorStatementOutcome>({
    itemsPerBatchMaximum: options.callsPerBatchMaximum ?? 64,
    batchesInFlightMaximum: options.batchesInFlightMaximum ?? 3,
    // Every row a call locks belongs to its member, so batches in member account order rarely wait on each other.
    lockOrderOf: (item) => BigInt(item.kind === 'bet' ? item.call.movement.memberAccountId : item.call.memberAccountId),
    writeBatch: write,
    writeOne: writeAlone,
  });

  return {
    bet: (call: VendorBetStatement) => calls.submit({ kind: 'bet', call }),
    win: (call: VendorWinStatement) => calls.submit({ kind: 'win', call }),
  };
}

export type GameVendorStatements = ReturnType<typeof gameVendorStatements>;
