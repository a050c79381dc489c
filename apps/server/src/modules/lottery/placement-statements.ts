/**
 * The lottery's one-statement placements: lottery_place_bet (one placement, every issue of a chase),
 * lottery_place_bets_together (many single-issue placements written set-based, all of them or none) and
 * lottery_place_bets (many placements in one statement and one commit, each in its own subtransaction).
 */
import { sql, type Kysely } from 'kysely';
import { minorUnitsFromDatabase, type LotteryLimits } from '@platform/contract';
import { batchStripes, stripeOf, type NewBet } from './records.ts';
import type { LotteryTables } from './tables.ts';
import { executePrepared, isRetryableSqlError, withSqlRetries } from '../../platform/database.ts';

/** What lottery_place_bet takes: the bet, its draws and request keys, and the stake and rebate of each issue. */
export interface PlacementStatement {
  memberId: string;
  gameId: string;
  drawIds: string[];
  requestKeys: string[];
  now: Date;
  chase: { issues: number; stopOnWin: boolean } | null;
  bet: Pick<NewBet, 'betType' | 'selection' | 'unitPrice' | 'multiplier' | 'combinations' | 'prizeGroup' | 'odds' | 'stake' | 'rebate' | 'agentIds' | 'agentBasisPoints' | 'exposureStake' | 'exposurePayout' | 'potentialPayout'>;
  /** The numbers the bet covers, without repeats and sorted (the order their rows are locked in). */
  exposureKeys: string[];
  limits: Pick<LotteryLimits, 'stakePerNumberMax' | 'stakePerDrawMax' | 'payoutPerDrawMax'>;
  memberAccountId: string;
  houseAccountId: string;
  /** One per draw, in draw order; rebates are empty when the bet has none. */
  stakes: { idempotencyKey: string; requestHash: Buffer; reference: string; metadata: Record<string, unknown> }[];
  rebates: { idempotencyKey: string; requestHash: Buffer; metadata: Record<string, unknown> }[];
}

/** Why lottery_place_bet refused a placement, and at which issue (1 the first). */
export type PlacementRefusal = 'insufficient_balance' | 'idempotency_conflict' | 'replayed' | 'lottery_issue_closed' | 'lottery_issue_not_open' | 'limit_stake_per_number' | 'limit_per_draw';

export type PlacementOutcome =
  | { outcome: 'placed'; bets: { id: string; chaseId: string | null; balanceBefore: number; balanceAfter: number; totalsStripe: number | null }[] }
  | { outcome: 'replayed' }
  | { outcome: 'refused'; refusal: PlacementRefusal; position: number };

const placementRefusals = new Set<string>(['insufficient_balance', 'idempotency_conflict', 'replayed', 'lottery_issue_closed', 'lottery_issue_not_open', 'limit_stake_per_number', 'limit_per_draw']);

/** A refusal as lottery_place_bet raises it: 'lottery:<refusal>:<position>'. */
function refusalFromMessage(message: string): { outcome: 'refused'; refusal: PlacementRefusal; position: number } | undefined {
  const match = /^lottery:([a-z_]+):(\d+)$/u.exec(message);
  if (!match || !placementRefusals.has(match[1]!)) return undefined;
  return { outcome: 'refused', refusal: match[1] as PlacementRefusal, position: Number(match[2]) };
}

/** The refusal lottery_place_bet raised (SQLSTATE P0001), if that is what the error is. */
function refusalOf(error: unknown): { outcome: 'refused'; refusal: PlacementRefusal; position: number } | undefined {
  if ((error as { code?: string }).code !== 'P0001') return undefined;
  return refusalFromMessage((error as Error).message);
}

/**
 * Whether lottery_place_bets_together refused its batch as a whole, so that its placements are to be
 * written one at a time: a refusal it raised ('lottery:batch:…' or the wallet's 'wallet:…'), a key already
 * used (a unique violation), or a lock conflict.
 */
function batchFallbackOf(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'P0001') return /^(lottery:batch|wallet):/u.test((error as Error).message);
  return code === '23505' || isRetryableSqlError(error);
}

/** A PostgreSQL array literal of text values, each quoted (so commas, braces and spaces stay inside their value). */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/gu, (character) => `\\${character}`)}"`).join(',')}}`;
}

/** A row lottery_place_bet answers: one per issue placed, or one 'replayed'; a batch also answers refusals as rows. */
interface PlacedRow {
  outcome: string;
  bet_position: number | null;
  bet_id: string | null;
  chase_id: string | null;
  balance_before: string | null;
  balance_after: string | null;
}

/** The outcome of one placement from its rows; undefined when the rows say nothing known. */
function placementOutcomeOf(rows: PlacedRow[]): PlacementOutcome | undefined {
  const first = rows[0];
  if (!first) return undefined;
  if (first.outcome === 'replayed') return { outcome: 'replayed' };
  if (first.outcome !== 'placed') return refusalFromMessage(first.outcome);
  return {
    outcome: 'placed',
    bets: rows.map((row) => ({ id: row.bet_id!, chaseId: row.chase_id, balanceBefore: minorUnitsFromDatabase(row.balance_before!), balanceAfter: minorUnitsFromDatabase(row.balance_after!), totalsStripe: null })),
  };
}

export function placementStatements(db: Kysely<LotteryTables>) {
  return {
    /**
     * Places a bet on one or more draws (a chase) in one statement through lottery_place_bet, which posts
     * each issue's stake and rebate with wallet_post_transfer, writes the bets and adds them to the book.
     * Answers 'replayed' when the first stake's key was already posted (nothing written), or the refusal
     * the function raised, with the position (1-based) of the issue that caused it. A serialization failure
     * or deadlock is retried: the statement is its own transaction.
     */
    async placeBetStatement(placement: PlacementStatement): Promise<PlacementOutcome> {
      const stakes = placement.stakes;
      const rebates = placement.rebates;
      const query = sql<PlacedRow>`
        select outcome, bet_position, bet_id::text, chase_id::text, balance_before::text, balance_after::text from lottery_place_bet(
          ${placement.memberId}::bigint, ${placement.gameId}::bigint, ${placement.drawIds}::bigint[], ${placement.requestKeys}::text[],
          ${stakes.map((stake) => stake.reference)}::text[], ${placement.now}::timestamptz, ${placement.chase?.issues ?? null}::integer, ${placement.chase?.stopOnWin ?? null}::boolean,
          ${JSON.stringify(placement.bet)}::jsonb, ${placement.bet.agentIds}::bigint[], ${placement.bet.agentBasisPoints}::integer[],
          ${placement.exposureKeys}::text[], ${stripeOf(placement.memberId)}::smallint, ${JSON.stringify(placement.limits)}::jsonb,
          ${placement.memberAccountId}::bigint, ${placement.houseAccountId}::bigint,
          ${stakes.map((stake) => stake.idempotencyKey)}::text[], ${stakes.map((stake) => stake.requestHash)}::bytea[], ${JSON.stringify(stakes[0]?.metadata ?? {})}::jsonb,
          ${rebates.map((rebate) => rebate.idempotencyKey)}::text[], ${rebates.map((rebate) => rebate.requestHash)}::bytea[], ${JSON.stringify(rebates[0]?.metadata ?? {})}::jsonb
        )
      `;
      return withSqlRetries(async () => {
        try {
          const outcome = placementOutcomeOf((await executePrepared(db, 'lottery-place-bet', { compile: () => query.compile(db) })).rows);
          if (!outcome) throw new Error('lottery_place_bet answered no row');
          return outcome;
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal) return refusal;
          throw error;
        }
      });
    },

    /**
     * Places many single-issue bets set-based through lottery_place_bets_together: every one of them, with
     * the outcome each would have had on its own, or none (undefined) when one of them would be refused or
     * met a lock conflict, for the caller to place them one at a time, which answers each outcome.
     */
    async placeBetsTogether(placements: PlacementStatement[], stripe: number): Promise<PlacementOutcome[] | undefined> {
      if (!Number.isInteger(stripe) || stripe < batchStripes.first || stripe >= batchStripes.first + batchStripes.count) throw new RangeError(`no batch stripe ${stripe}`);
      const transfers: object[] = [];
      const bets = placements.map((placement, index) => {
        if (placement.drawIds.length !== 1 || placement.chase) throw new Error('placements together are single-issue bets');
        const { bet, limits } = placement;
        const stake = placement.stakes[0]!;
        const rebate = placement.rebates[0];
        const stakeTransfer = transfers.length + 1;
        transfers.push({
          position: stakeTransfer,
          idempotencyKey: stake.idempotencyKey,
          requestHash: stake.requestHash.toString('hex'),
          memberAccountId: placement.memberAccountId,
          systemAccountId: placement.houseAccountId,
          direction: 'debit',
          amount: bet.stake,
          kind: 'lottery_bet',
          reference: stake.reference,
          metadata: stake.metadata,
        });
        if (rebate && bet.rebate > 0) {
          transfers.push({
            position: transfers.length + 1,
            idempotencyKey: rebate.idempotencyKey,
            requestHash: rebate.requestHash.toString('hex'),
            memberAccountId: placement.memberAccountId,
            systemAccountId: placement.houseAccountId,
            direction: 'credit',
            amount: bet.rebate,
            kind: 'lottery_rebate',
            reference: stake.reference,
            metadata: rebate.metadata,
          });
        }
        // The bet's columns spread after the first properties (a literal that starts with a spread and goes
        // on with more properties is many times slower to build).
        return {
          position: index + 1,
          requestKey: placement.requestKeys[0],
          memberId: placement.memberId,
          gameId: placement.gameId,
          drawId: placement.drawIds[0],
          stripe,
          now: placement.now.toISOString(),
          ...bet,
          exposureKeys: placement.exposureKeys,
          stakeTransfer,
          stakePerNumberMax: limits.stakePerNumberMax,
          stakePerDrawMax: limits.stakePerDrawMax,
          payoutPerDrawMax: limits.payoutPerDrawMax,
        };
      });
      let rows: { bet_position: number; bet_id: string; balance_before: string; balance_after: string }[];
      try {
        const query = sql<{ bet_position: number; bet_id: string; balance_before: string; balance_after: string }>`
          select bet_position, bet_id::text, balance_before::text, balance_after::text
          from lottery_place_bets_together(${JSON.stringify(transfers)}::jsonb, ${JSON.stringify(bets)}::jsonb)
        `;
        rows = (await executePrepared(db, 'lottery-place-bets-together', { compile: () => query.compile(db) })).rows;
      } catch (error) {
        // A refusal, a key already used or a lock conflict: nothing was written. Anything else is a fault.
        if (batchFallbackOf(error)) return undefined;
        throw error;
      }
      if (rows.length !== placements.length) throw new Error('lottery_place_bets_together answered another number of bets');
      return rows.map((row) => ({
        outcome: 'placed',
        bets: [{ id: row.bet_id, chaseId: null, balanceBefore: minorUnitsFromDatabase(row.balance_before), balanceAfter: minorUnitsFromDatabase(row.balance_after), totalsStripe: stripe }],
      }));
    },

    /**
     * Places many bets in one statement (group commit) through lottery_place_bets: each placement keeps
     * its own outcome, and one that met a lock conflict is answered 'retry', to be placed on its own.
     */
    async placeBetsStatement(placements: PlacementStatement[]): Promise<(PlacementOutcome | { outcome: 'retry' })[]> {
      const items = placements.map((placement) => ({
        memberId: placement.memberId,
        gameId: placement.gameId,
        drawIds: arrayLiteral(placement.drawIds),
        requestKeys: arrayLiteral(placement.requestKeys),
        references: arrayLiteral(placement.stakes.map((stake) => stake.reference)),
        now: placement.now.toISOString(),
        chaseIssues: placement.chase?.issues ?? null,
        chaseStopOnWin: placement.chase?.stopOnWin ?? null,
        bet: placement.bet,
        agentIds: arrayLiteral(placement.bet.agentIds),
        agentBasisPoints: arrayLiteral(placement.bet.agentBasisPoints.map(String)),
        exposureKeys: arrayLiteral(placement.exposureKeys),
        stripe: stripeOf(placement.memberId),
        limits: placement.limits,
        memberAccountId: placement.memberAccountId,
        houseAccountId: placement.houseAccountId,
        stakeKeys: arrayLiteral(placement.stakes.map((stake) => stake.idempotencyKey)),
        stakeHashes: arrayLiteral(placement.stakes.map((stake) => `\\x${stake.requestHash.toString('hex')}`)),
        stakeMetadata: placement.stakes[0]?.metadata ?? {},
        rebateKeys: arrayLiteral(placement.rebates.map((rebate) => rebate.idempotencyKey)),
        rebateHashes: arrayLiteral(placement.rebates.map((rebate) => `\\x${rebate.requestHash.toString('hex')}`)),
        rebateMetadata: placement.rebates[0]?.metadata ?? {},
      }));
      const result = await sql<PlacedRow & { item_index: number }>`
        select item_index, outcome, bet_position, bet_id::text, chase_id::text, balance_before::text, balance_after::text
        from lottery_place_bets(${JSON.stringify(items)}::jsonb)
      `.execute(db);
      const rowsOf = placements.map((): PlacedRow[] => []);
      for (const row of result.rows) rowsOf[row.item_index - 1]!.push(row);
      return rowsOf.map((rows) => {
        const first = rows[0];
        if (!first) throw new Error('lottery_place_bets answered no row for a placement');
        if (first.outcome === 'retry') return { outcome: 'retry' };
        return placementOutcomeOf(rows) ?? { outcome: 'retry' };
      });
    },

  };
}
