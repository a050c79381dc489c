/**
 * Place a lottery bet (and a chase: the same bet on the next issues), all of it or nothing: for each
 * issue, the stake leaves the member's cash for the house, the prize-group rebate comes back, the bet is
 * written, and it is added to its draw's totals and to the numbers it covers under their limits, refusing
 * a draw closed meanwhile and ordering the bet before or after the scheduler drawing it. All of it is one
 * statement (lottery_place_bet, which posts the money through the wallet's wallet_post_transfer), and
 * placements arriving together share one statement and one commit. A member without a cash account yet
 * and a retried placement take one transaction of single statements instead, with the same outcome. A trial
 * account's bet of play money takes that transaction too, and leaves the draw's totals and numbers alone.
 */
import { randomInt } from 'node:crypto';
import { chaseIssuesMax } from '@platform/contract';
import { inTransaction, type Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { PreparedBet } from './bet-preparation.ts';
import type { LotteryLedger, LotteryTransfer, PreparedMove } from './ports.ts';
import { batchStripes, type LotteryBetRow, type LotteryDraw, type LotteryGame, type LotteryRepository, type PlacementRefusal, type PlacementStatement } from './repository.ts';
import { createGroupCommit } from '../../platform/group-commit.ts';

export interface PlaceBetInput {
  memberId: string;
  /** The browser's id of this placement: a retry answers the first result. */
  requestId: string;
  game: LotteryGame;
  /** The issue bet on, then the chased ones, in draw order. */
  draws: LotteryDraw[];
  bet: PreparedBet;
  chase: { issues: number; stopOnWin: boolean } | null;
  now: Date;
  /**
   * A trial account's bet: its stake and prizes move on the play book (the ledger keeps a trial account's cash
   * there), and it stays out of the draw's totals, the exposure and their limits, which are real money's.
   */
  playMoney: boolean;
}

export interface PlacedBets {
  bets: LotteryBetRow[];
  chaseId: string | null;
  balance: number;
  replayed: boolean;
}

export interface PlaceBetDependencies {
  database: Database;
  repository: LotteryRepository;
  ledger: LotteryLedger;
}

function requestKeyOf(input: Pick<PlaceBetInput, 'memberId' | 'requestId'>, index: number): string {
  return `${input.memberId}:${input.requestId}:${index}`;
}

/** Every key a placement may have written: one per issue of the longest chase. */
export function requestKeysOf(input: Pick<PlaceBetInput, 'memberId' | 'requestId'>): string[] {
  return Array.from({ length: chaseIssuesMax }, (_, index) => requestKeyOf(input, index));
}

/** Placements written by one statement at most, and such statements under way at once (each holds a connection). */
const placementsPerBatchMaximum = 100;
const placementBatchesInFlightMaximum = 4;

type StatementOutcome = Awaited<ReturnType<LotteryRepository['placeBetStatement']>>;

/**
 * Places bets, each on every draw of its input or on none. A placement is written by one statement
 * (lottery_place_bet) once the member's cash account is known, and placements arriving together share a
 * statement and a commit (group commit), each keeping its own outcome. A member without a cash account
 * yet, and a retried placement, take the transaction below, whose outcome is the same.
 */
export function lotteryPlacements(dependencies: PlaceBetDependencies) {
  const { repository } = dependencies;
  const stripes = batchStripeHolder();
  // A placement on its own: a single-issue bet is written set-based too (a batch of one), the others, and one
  // the set-based statement refuses, by lottery_place_bet, which answers each refusal.
  const writeOne = async (placement: PlacementStatement) => {
    const alone = placement.drawIds.length === 1 && !placement.chase ? await stripes.with((stripe) => repository.placeBetsTogether([placement], stripe)) : undefined;
    return alone?.[0] ?? repository.placeBetStatement(placement);
  };
  const groupCommit = createGroupCommit<PlacementStatement, StatementOutcome>({
    itemsPerBatchMaximum: placementsPerBatchMaximum,
    batchesInFlightMaximum: placementBatchesInFlightMaximum,
    // A placement locks its member's account, then a stripe of the draw's totals: batches write placements in
    // account order, and a batch written set-based takes a stripe of its own. One that still meets a lock
    // conflict (on a number's exposure) is rolled back alone and written on its own.
    lockOrderOf: (placement) => BigInt(placement.memberAccountId),
    async writeBatch(placements) {
      // Single-issue bets are written set-based, all of them or none; a batch with a refusal in it, or with
      // a chase, is written one placement at a time, each answered as it would be on its own.
      const together = placements.every((placement) => placement.drawIds.length === 1 && !placement.chase) ? await stripes.with((stripe) => repository.placeBetsTogether(placements, stripe)) : undefined;
      if (together) return together;
      const outcomes = await repository.placeBetsStatement(placements);
      return Promise.all(outcomes.map((outcome, index) => (outcome.outcome === 'retry' ? writeOne(placements[index]!) : outcome)));
    },
    writeOne,
  });

  return {
    /**
     * Places the bet on every draw of the input, or nothing. Play money never takes the one-statement path,
     * whose functions write the book: it takes the transaction, which leaves the book alone.
     */
    async place(input: PlaceBetInput): Promise<PlacedBets> {
      const oneStatement = input.draws.length > 0 && !input.playMoney;
      const placed = (oneStatement ? await placeInOneStatement(dependencies, input, (placement) => groupCommit.submit(placement)) : undefined) ?? (await placeInTransaction(dependencies, input));
      if (!placed.replayed) dependencies.ledger.announce([input.memberId]);
      return placed;
    },
    /** Placements waiting and batches being written; for metrics and tests. */
    pending: () => groupCommit.pending(),
  };
}

export type LotteryPlacements = ReturnType<typeof lotteryPlacements>;

/**
 * The stripes of the draws' totals this node's batches write into: a batch holds one while it is written and
 * no other batch of the node is given it meanwhile; among the free ones it is drawn at random, so batches of
 * other nodes seldom draw the same.
 */
function batchStripeHolder() {
  const held = new Set<number>();
  return {
    async with<Result>(write: (stripe: number) => Promise<Result>): Promise<Result> {
      const free = Array.from({ length: batchStripes.count }, (_, index) => batchStripes.first + index).filter((stripe) => !held.has(stripe));
      const stripe = free.length > 0 ? free[randomInt(free.length)]! : batchStripes.first + randomInt(batchStripes.count);
      held.add(stripe);
      try {
        return await write(stripe);
      } finally {
        held.delete(stripe);
      }
    },
  };
}

/** The stake and rebate of each issue, as the ledger posts them. */
function movesOf(input: PlaceBetInput): { stakes: LotteryTransfer[]; rebates: LotteryTransfer[] } {
  const stakes: LotteryTransfer[] = [];
  const rebates: LotteryTransfer[] = [];
  for (const [index, draw] of input.draws.entries()) {
    const key = requestKeyOf(input, index);
    const reference = `${input.game.gameCode}:${draw.issue}`;
    stakes.push({ idempotencyKey: `lottery:bet:${key}`, memberId: input.memberId, direction: 'debit', amount: input.bet.cost, kind: 'lottery_bet', reference, metadata: { betType: input.bet.betType, combinations: input.bet.combinations } });
    if (input.bet.rebate > 0) {
      rebates.push({ idempotencyKey: `lottery:rebate:${key}`, memberId: input.memberId, direction: 'credit', amount: input.bet.rebate, kind: 'lottery_rebate', reference, metadata: { prizeGroup: input.bet.prizeGroup } });
    }
  }
  return { stakes, rebates };
}

/** The placement as lottery_place_bet takes it; undefined when the member has no cash account yet. */
export async function placementStatementOf(dependencies: PlaceBetDependencies, input: PlaceBetInput): Promise<PlacementStatement | undefined> {
  const moves = movesOf(input);
  const prepared = await dependencies.ledger.prepare(dependencies.repository.db, [...moves.stakes, ...moves.rebates]);
  if (prepared.some((move) => move === undefined)) return undefined;
  const stakes = prepared.slice(0, moves.stakes.length) as PreparedMove[];
  const rebates = prepared.slice(moves.stakes.length) as PreparedMove[];
  const { bet, game } = input;
  return {
    memberId: input.memberId,
    gameId: game.id,
    drawIds: input.draws.map((draw) => draw.id),
    requestKeys: input.draws.map((_, index) => requestKeyOf(input, index)),
    now: input.now,
    chase: input.chase,
    bet: betColumnsOf(bet),
    exposureKeys: [...new Set(bet.exposureKeys)].sort(),
    limits: game.limits,
    memberAccountId: stakes[0]!.memberAccountId,
    houseAccountId: stakes[0]!.systemAccountId,
    stakes: stakes.map((move) => ({ idempotencyKey: move.idempotencyKey, requestHash: move.requestHash, reference: move.reference, metadata: move.metadata })),
    rebates: rebates.map((move) => ({ idempotencyKey: move.idempotencyKey, requestHash: move.requestHash, metadata: move.metadata })),
  };
}

/** The placement written by one statement; undefined when the member has no cash account yet. */
async function placeInOneStatement(dependencies: PlaceBetDependencies, input: PlaceBetInput, write: (placement: PlacementStatement) => Promise<StatementOutcome>): Promise<PlacedBets | undefined> {
  const placement = await placementStatementOf(dependencies, input);
  if (!placement) return undefined;
  const outcome = await write(placement);
  if (outcome.outcome === 'refused' && outcome.refusal !== 'replayed') throw refusalError(outcome.refusal, input.draws[outcome.position - 1]!);
  if (outcome.outcome !== 'placed') {
    // A retry: its first placement is answered, as it was the first time.
    const { repository } = dependencies;
    return inTransaction(dependencies.database, async (transaction) => replay(dependencies, transaction, input, await repository.betsOfRequest(transaction, requestKeysOf(input))));
  }
  // Object.assign onto the new bet, not a spread into another literal: this runs for every placement.
  const bets = outcome.bets.map((placedBet, index): LotteryBetRow =>
    Object.assign(newBet(input, input.draws[index]!, placedBet.chaseId, index, placedBet.balanceBefore), { id: placedBet.id, status: 'pending' as const, win: 0, pushRefund: 0, settledAt: null, totalsStripe: placedBet.totalsStripe }),
  );
  return { bets, chaseId: outcome.bets[0]?.chaseId ?? null, balance: outcome.bets.at(-1)!.balanceAfter, replayed: false };
}

/** The answer to a refused placement, the same the transaction below gives. */
function refusalError(refusal: Exclude<PlacementRefusal, 'replayed'>, draw: LotteryDraw): AppError {
  switch (refusal) {
    case 'insufficient_balance':
      return new AppError('insufficient_balance');
    case 'idempotency_conflict':
      return new AppError('idempotency_conflict');
    case 'lottery_issue_closed':
    case 'lottery_issue_not_open':
      return new AppError(refusal, { value: { issue: draw.issue } });
    case 'limit_stake_per_number':
      return new AppError('lottery_limit_reached', { value: { limit: 'stakePerNumberMax', issue: draw.issue } });
    case 'limit_per_draw':
      return new AppError('lottery_limit_reached', { value: { limit: 'perDraw', issue: draw.issue } });
  }
}

/** The placement in one transaction of single statements. */
async function placeInTransaction(dependencies: PlaceBetDependencies, input: PlaceBetInput): Promise<PlacedBets> {
  const { repository, ledger } = dependencies;
  return inTransaction(dependencies.database, async (transaction): Promise<PlacedBets> => {
    // A retry finds its first placement through the ledger: the stake's transfer key replays.
    if (input.draws.length === 0) return replay(dependencies, transaction, input, await repository.betsOfRequest(transaction, requestKeysOf(input)));
    let chaseId: string | null = null;
    const bets: LotteryBetRow[] = [];
    let balance = 0;
    for (const [index, draw] of input.draws.entries()) {
      const stake = await moveStake(ledger, transaction, input, draw, index);
      if (stake.replayed) {
        // Only the first issue's stake can show a repeat: a placement is written whole, so nothing is written yet.
        if (index > 0) throw new AppError('idempotency_conflict');
        return replay(dependencies, transaction, input, await repository.betsOfRequest(transaction, requestKeysOf(input)));
      }
      // The chase is written once the first stake is known to be new, so a repeat leaves no chase behind.
      if (index === 0 && input.chase) chaseId = await repository.insertChase(transaction, { memberId: input.memberId, gameId: input.game.id, ...input.chase });
      balance = stake.balanceAfter;
      const bet = await repository.insertBet(transaction, newBet(input, draw, chaseId, index, stake.balanceBefore));
      if (input.playMoney) await assertTakesBets(repository, transaction, input, draw, index);
      else await addToBook(repository, transaction, input, draw, index);
      bets.push(bet);
    }
    return { bets, chaseId, balance, replayed: false };
  });
}

async function replay(dependencies: PlaceBetDependencies, transaction: Parameters<LotteryLedger['post']>[0], input: PlaceBetInput, bets: LotteryBetRow[]): Promise<PlacedBets> {
  const balances = await dependencies.ledger.cashBalances(transaction, [input.memberId]);
  return { bets, chaseId: bets[0]?.chaseId ?? null, balance: balances.get(input.memberId) ?? 0, replayed: true };
}

/** Debits the stake and credits the rebate; answers the balance before the stake and after both. */
async function moveStake(ledger: LotteryLedger, transaction: Parameters<LotteryLedger['post']>[0], input: PlaceBetInput, draw: LotteryDraw, index: number) {
  const key = `${input.memberId}:${input.requestId}:${index}`;
  const reference = `${input.game.gameCode}:${draw.issue}`;
  const debit = await ledger.post(transaction, {
    idempotencyKey: `lottery:bet:${key}`,
    memberId: input.memberId,
    direction: 'debit',
    amount: input.bet.cost,
    kind: 'lottery_bet',
    reference,
    metadata: { betType: input.bet.betType, combinations: input.bet.combinations },
  });
  if (debit.replayed) return { replayed: true, balanceBefore: 0, balanceAfter: 0 };
  let balanceAfter = debit.memberBalanceAfter;
  if (input.bet.rebate > 0) {
    const rebate = await ledger.post(transaction, {
      idempotencyKey: `lottery:rebate:${key}`,
      memberId: input.memberId,
      direction: 'credit',
      amount: input.bet.rebate,
      kind: 'lottery_rebate',
      reference,
      metadata: { prizeGroup: input.bet.prizeGroup },
    });
    balanceAfter = rebate.memberBalanceAfter;
  }
  return { replayed: false, balanceBefore: debit.memberBalanceAfter + input.bet.cost, balanceAfter };
}

/** The bet's own columns, as the placement statements write them (the stake of one issue is its cost). */
function betColumnsOf(bet: PreparedBet): PlacementStatement['bet'] {
  return {
    betType: bet.betType,
    selection: bet.selection,
    unitPrice: bet.unitPrice,
    multiplier: bet.multiplier,
    combinations: bet.combinations,
    prizeGroup: bet.prizeGroup,
    odds: bet.odds,
    stake: bet.cost,
    rebate: bet.rebate,
    agentIds: bet.agentIds,
    agentBasisPoints: bet.agentBasisPoints,
    exposureStake: bet.exposureStake,
    exposurePayout: bet.exposurePayout,
    potentialPayout: bet.potentialPayout,
  };
}

function newBet(input: PlaceBetInput, draw: LotteryDraw, chaseId: string | null, index: number, balanceBefore: number) {
  // The spread sits after the literal's first properties: V8 builds a literal that starts with a spread
  // and goes on with more properties many times slower, and this runs for every placement.
  return {
    requestKey: requestKeyOf(input, index),
    memberId: input.memberId,
    gameId: input.game.id,
    drawId: draw.id,
    chaseId,
    playMoney: input.playMoney,
    ...betColumnsOf(input.bet),
    exposureKeys: input.bet.exposureKeys,
    balanceBefore,
    placedAt: input.now,
  };
}

/** A bet of play money stays out of the book, yet its draw must still take bets, in the order the scheduler sees. */
async function assertTakesBets(repository: LotteryRepository, transaction: Parameters<LotteryLedger['post']>[0], input: PlaceBetInput, draw: LotteryDraw, index: number): Promise<void> {
  if (!(await repository.drawTakesBets(transaction, draw.id, input.now, index === 0))) {
    throw new AppError(index === 0 ? 'lottery_issue_closed' : 'lottery_issue_not_open', { value: { issue: draw.issue } });
  }
}

/** Adds the bet to its draw and to the numbers it covers, under the game's limits. */
async function addToBook(repository: LotteryRepository, transaction: Parameters<LotteryLedger['post']>[0], input: PlaceBetInput, draw: LotteryDraw, index: number): Promise<void> {
  const { bet, game } = input;
  const book = await repository.addToBook(transaction, draw.id, {
    memberId: input.memberId,
    stake: bet.cost,
    potentialPayout: bet.potentialPayout,
    keys: bet.exposureKeys,
    stakePerKey: bet.exposureStake,
    payoutPerKey: bet.exposurePayout,
    now: input.now,
    first: index === 0,
  });
  if (!book.open) throw new AppError(index === 0 ? 'lottery_issue_closed' : 'lottery_issue_not_open', { value: { issue: draw.issue } });
  if (game.limits.stakePerNumberMax > 0 && book.numberStakeMax > game.limits.stakePerNumberMax) {
    throw new AppError('lottery_limit_reached', { value: { limit: 'stakePerNumberMax', issue: draw.issue } });
  }
  const limited = game.limits.stakePerDrawMax > 0 || game.limits.payoutPerDrawMax > 0;
  if (limited && !(await repository.drawWithinLimits(transaction, draw.id, game.limits))) {
    throw new AppError('lottery_limit_reached', { value: { limit: 'perDraw', issue: draw.issue } });
  }
}
