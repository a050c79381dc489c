/**
 * A vendor's ordinary bet and win, each as one statement (game_vendor_bet and game_vendor_win, migration
 * 0042): the journal check, the round, the ledger transfer, the daily figures, the bonus wagering and the
 * journal row commit together with no round trip between them. The statements are named, so each pooled
 * connection plans them once. A call that meets anything out of the ordinary answers 'general' having
 * written nothing; the vendor wallet then answers it through the general path.
 */
import type pg from 'pg';
import { createGroupCommit } from '../platform/group-commit.ts';
import { minorUnitsFromDatabase, type GameType, type RoundStatus } from '@platform/contract';
import type { PreparedMovement } from '../modules/games/ports.ts';

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
  | { outcome: 'insufficient_funds'; balance: number }
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
  outcome: 'general' | 'insufficient_funds' | 'posted';
  balance: string | null;
  round_id: string | null;
  status_before: RoundStatus | null;
  status_after: RoundStatus | null;
  stake: string | null;
  win: string | null;
  node_id: number | null;
  game_type: GameType | null;
  play_money: boolean | null;
};

const outcomeColumns = ['outcome', 'balance', 'round_id', 'status_before', 'status_after', 'stake', 'win', 'node_id', 'game_type', 'play_money'];

/** The statement's argument types, in order; a call's values are listed in the same order. */
const betArgumentTypes = ['text', 'text', 'bytea', 'text', 'bigint', 'text', 'text', 'text', 'integer', 'text', 'text', 'boolean', 'bigint', 'boolean', 'integer', 'text', 'bytea', 'bigint', 'bigint', 'text', 'jsonb'];
const winArgumentTypes = ['text', 'text', 'bytea', 'text', 'bigint', 'text', 'text', 'text', 'text', 'bigint', 'boolean', 'bigint', 'integer', 'text', 'bytea', 'bigint', 'bigint', 'text', 'jsonb'];

function singleStatement(functionName: string, types: string[]): string {
  return `select ${outcomeColumns.join(', ')} from ${functionName}(${types.map((type, index) => `$${index + 1}::${type}`).join(', ')})`;
}

/** Many calls in one statement: one array per argument, each call's row in the order given. */
function batchStatement(functionName: string, types: string[]): string {
  const names = types.map((_, index) => `a${index + 1}`);
  return `select ${outcomeColumns.map((column) => `call.${column}`).join(', ')}
    from unnest(${types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')}) with ordinality as item (${names.join(', ')}, position)
    cross join lateral ${functionName}(${names.map((name) => `item.${name}`).join(', ')}) as call
    order by item.position`;
}

/** Serialization failures and deadlocks, and the statements' own signal that a concurrent call with the same id won. */
const retryableSqlStates = new Set(['40001', '40P01']);
/**
 * Rows a concurrent call may create first: the journal row of the same id (or a rollback's tombstone for
 * it) and a round's first bet. Run again, the statement sees that row and answers 'general' or adds to it.
 */
const racedKeys = new Set(['game_vendor_transactions_pkey', 'game_rounds_vendor_code_member_id_round_ref_key']);
const attemptsMax = 5;

function isRetryable(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return retryableSqlStates.has(code ?? '') || (code === '23505' && constraint !== undefined && racedKeys.has(constraint));
}

function outcomeOf(row: OutcomeRow | undefined): VendorStatementOutcome {
  if (!row) throw new Error('a vendor statement returned no row');
  if (row.outcome === 'general') return { outcome: 'general' };
  if (row.outcome === 'insufficient_funds') return { outcome: 'insufficient_funds', balance: minorUnitsFromDatabase(row.balance ?? '0') };
  return {
    outcome: 'posted',
    balance: minorUnitsFromDatabase(row.balance!),
    roundId: String(row.round_id),
    statusBefore: row.status_before,
    statusAfter: row.status_after!,
    stake: minorUnitsFromDatabase(row.stake!),
    win: minorUnitsFromDatabase(row.win!),
    nodeId: row.node_id,
    gameType: row.game_type!,
    playMoney: row.play_money!,
  };
}

function betValues(call: VendorBetStatement): unknown[] {
  const { movement } = call;
  return [
    call.vendorCode,
    call.transactionUuid,
    call.requestHash,
    call.requestUuid,
    call.memberId,
    call.roundRef,
    call.gameCode,
    call.gameType,
    call.nodeId,
    call.gameName,
    call.currency,
    call.playMoney,
    String(call.amount),
    call.closeRound,
    call.gmtOffsetMinutes,
    movement.idempotencyKey,
    movement.requestHash,
    movement.memberAccountId,
    movement.counterpartyAccountId,
    movement.reference,
    JSON.stringify(movement.metadata),
  ];
}

function winValues(call: VendorWinStatement): unknown[] {
  const { movement } = call;
  return [
    call.vendorCode,
    call.transactionUuid,
    call.requestHash,
    call.requestUuid,
    call.memberId,
    call.betTransactionUuid,
    call.roundRef,
    call.gameCode,
    call.currency,
    String(call.amount),
    call.closeRound,
    String(call.winPerRoundMax),
    call.gmtOffsetMinutes,
    movement?.idempotencyKey ?? null,
    movement?.requestHash ?? null,
    call.memberAccountId,
    movement?.counterpartyAccountId ?? null,
    movement?.reference ?? null,
    movement ? JSON.stringify(movement.metadata) : null,
  ];
}

export interface VendorStatementsOptions {
  /** At most this many calls share one statement and one commit. */
  callsPerBatchMaximum?: number;
  /** At most this many statements of each kind run at once (each holds a pooled connection). */
  batchesInFlightMaximum?: number;
}

/**
 * Calls arriving while earlier statements run are written together, many per statement and per commit
 * (group commit); a statement that fails as a whole (a race, a deadlock) is retried call by call, so one
 * call never fails the others.
 */
export function gameVendorStatements(pool: pg.Pool, options: VendorStatementsOptions = {}) {
  async function run(name: string, text: string, values: unknown[]): Promise<OutcomeRow[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await pool.query<OutcomeRow>({ name, text, values })).rows;
      } catch (error) {
        if (attempt >= attemptsMax || !isRetryable(error)) throw error;
      }
    }
  }

  function grouped<Call extends { movement: PreparedMovement | null; memberAccountId?: string }>(kind: string, functionName: string, types: string[], valuesOf: (call: Call) => unknown[]) {
    const single = singleStatement(functionName, types);
    const batch = batchStatement(functionName, types);
    return createGroupCommit<Call, VendorStatementOutcome>({
      itemsPerBatchMaximum: options.callsPerBatchMaximum ?? 64,
      batchesInFlightMaximum: options.batchesInFlightMaximum ?? 4,
      // Every row a call locks belongs to its member, so batches in member account order cannot deadlock.
      lockOrderOf: (call) => BigInt(call.memberAccountId ?? call.movement!.memberAccountId),
      async writeOne(call) {
        return outcomeOf((await run(`game-vendor-${kind}`, single, valuesOf(call)))[0]);
      },
      async writeBatch(calls) {
        const rows = calls.map(valuesOf);
        const columns = types.map((_, index) => rows.map((values) => values[index]));
        const outcomes = await pool.query<OutcomeRow>({ name: `game-vendor-${kind}-batch`, text: batch, values: columns });
        if (outcomes.rows.length !== calls.length) throw new Error('a vendor statement batch answered with a different number of rows');
        return outcomes.rows.map(outcomeOf);
      },
    });
  }

  const bets = grouped<VendorBetStatement>('bet', 'game_vendor_bet', betArgumentTypes, betValues);
  const wins = grouped<VendorWinStatement>('win', 'game_vendor_win', winArgumentTypes, winValues);

  return {
    bet: (call: VendorBetStatement) => bets.submit(call),
    win: (call: VendorWinStatement) => wins.submit(call),
  };
}

export type GameVendorStatements = ReturnType<typeof gameVendorStatements>;
