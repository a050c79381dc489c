/**
 * Settle a draw, or cancel it, in one database transaction. The node that locks the due draw's row
 * (for update skip locked) is the only one that draws it: it opens the seed, draws the result, settles
 * every pending bet in memory with game-math, then writes set-based: one update of all the bets, one
 * posting of all the credits, one insert of the agent rebates, the betting record of each member's
 * round, and the draw settled with its seed revealed. A draw past its grace period is cancelled instead
 * and every bet refunded by a reversing transfer. Pushes and the winner board run after the commit.
 */
import { inTransaction, type Database } from '../platform/database.ts';
import { numbersOf, type DrawResult, type ResultSource } from '../modules/lottery/results.ts';
import { agentRebatesOf, settleBetsOfDraw, type BetSettlement } from '../modules/lottery/settlement.ts';
import type { DrawSeedVault } from '../modules/lottery/draw-seeds.ts';
import type { Executor, LotteryLedger, LotteryRecords, LotteryRoundRecord, LotteryTransfer } from '../modules/lottery/ports.ts';
import type { LotteryDraw, LotteryGame, LotteryRepository, PendingBet } from '../modules/lottery/repository.ts';

export interface SettleDrawDependencies {
  database: Database;
  repository: LotteryRepository;
  ledger: LotteryLedger;
  records: LotteryRecords;
  vault: DrawSeedVault;
  results: ResultSource;
  gameOf(gameId: string): Promise<LotteryGame>;
  merchant(): Promise<{ currency: string; gmtOffsetMinutes: number }>;
  nodeIdOf(game: LotteryGame): Promise<number | null>;
  /** A draw not drawn this long after its time is cancelled and refunded. */
  graceMs: number;
}

export interface DrawDone {
  game: LotteryGame;
  draw: LotteryDraw;
  outcome: 'settled' | 'cancelled';
  result: DrawResult | null;
  numbers: string[];
  seed: string;
  betCount: number;
  /** Members whose cash moved, for the balance pushes. */
  credited: string[];
  /** The largest wins, for the winner board. */
  topWins: { memberId: string; win: number }[];
  /** How long each step took, for the logs and the benchmark. */
  phasesMs: Record<string, number>;
}

/** Times the steps of a settlement; each lap records the milliseconds since the previous one. */
function phaseTimer() {
  const phasesMs: Record<string, number> = {};
  let mark = performance.now();
  return {
    phasesMs,
    lap(name: string): void {
      const now = performance.now();
      phasesMs[name] = Math.round(now - mark);
      mark = now;
    },
  };
}

const topWinsKept = 10;

/** Draws (or cancels) the earliest due draw no other node holds; null when none is due. */
export async function settleDueDraw(dependencies: SettleDrawDependencies, now: Date): Promise<DrawDone | null> {
  return inTransaction(dependencies.database, async (transaction) => {
    const draw = await dependencies.repository.lockDueDraw(transaction, now);
    if (!draw) return null;
    const game = await dependencies.gameOf(draw.gameId);
    const seed = dependencies.vault.open(draw.seedSealed);
    if (now.getTime() - draw.drawAt.getTime() > dependencies.graceMs) return cancelDraw(dependencies, transaction, { game, draw, seed, now });
    return settleDraw(dependencies, transaction, { game, draw, seed, now });
  });
}

interface DrawContext {
  game: LotteryGame;
  draw: LotteryDraw;
  seed: string;
  now: Date;
}

function merchantDay(instant: Date, gmtOffsetMinutes: number): string {
  return new Date(instant.getTime() + gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

function credit(memberId: string, idempotencyKey: string, amount: number, kind: LotteryTransfer['kind'], reference: string, metadata: Record<string, unknown>): LotteryTransfer {
  return { idempotencyKey, memberId, direction: 'credit', amount, kind, reference, metadata };
}

async function settleDraw(dependencies: SettleDrawDependencies, transaction: Executor, context: DrawContext): Promise<DrawDone> {
  const { repository, ledger } = dependencies;
  const { game, draw, seed, now } = context;
  const timer = phaseTimer();
  const result = dependencies.results.resultOf({ gameCode: game.gameCode, family: game.family, region: game.region, issue: draw.issue }, seed);
  const numbers = numbersOf(game.family, result);
  const bets = await repository.pendingBetsOfDraw(transaction, draw.id);
  timer.lap('read');
  // Each bet's settlement is at the bet's own position: the steps below pair them by position.
  const settlements = settleBetsOfDraw(game, bets, result);
  if (settlements.length !== bets.length) throw new Error(`settled ${settlements.length} of ${bets.length} bets`);
  timer.lap('compute');
  const paid = settlements.filter((item) => item.win + item.pushRefund > 0);
  await repository.settleBets(
    transaction,
    draw.id,
    { ids: paid.map((item) => item.betId), statuses: paid.map((item) => item.status), wins: paid.map((item) => item.win), pushRefunds: paid.map((item) => item.pushRefund) },
    settlements.length,
    now,
  );
  timer.lap('bets');
  const reference = `${game.gameCode}:${draw.issue}`;
  const credits = settlementCredits(draw, reference, settlements);
  const balances = await ledger.postCredits(transaction, credits);
  timer.lap('ledger');
  const merchant = await dependencies.merchant();
  await repository.addAgentRebates(transaction, agentRebatesOf(bets, settlements, merchantDay(now, merchant.gmtOffsetMinutes)));
  const stopped = await stopChasesAfterWins(dependencies, transaction, context, bets, settlements);
  timer.lap('rebatesAndChases');
  const turnover = new Map<string, number>();
  for (const [position, bet] of bets.entries()) turnover.set(bet.memberId, (turnover.get(bet.memberId) ?? 0) + bet.stake - settlements[position]!.pushRefund);
  await ledger.recordTurnover(transaction, turnover);
  timer.lap('turnover');
  await dependencies.records.recordRounds(transaction, await roundsOf(dependencies, context, bets, settlements, balances, { result, currency: merchant.currency }));
  timer.lap('records');
  const winTotal = settlements.reduce((total, item) => total + item.win, 0);
  await repository.markDrawSettled(transaction, draw.id, { result, numbers, seed, winTotal, now });
  const topWins = settlements.filter((item) => item.win > 0).sort((left, right) => right.win - left.win).slice(0, topWinsKept);
  const credited = [...new Set([...credits.map((item) => item.memberId), ...stopped])];
  timer.lap('draw');
  return {
    game,
    draw,
    outcome: 'settled',
    result,
    numbers,
    seed,
    betCount: bets.length,
    credited,
    topWins: topWins.map((item) => ({ memberId: item.memberId, win: item.win })),
    phasesMs: timer.phasesMs,
  };
}

/**
 * One credit per member of the draw: its wins and the stakes of its pushed combinations added up, so a
 * draw costs the ledger one transfer per paid member, not one per bet.
 */
function settlementCredits(draw: LotteryDraw, reference: string, settlements: readonly BetSettlement[]): LotteryTransfer[] {
  const perMember = new Map<string, { win: number; pushRefund: number; bets: number }>();
  for (const item of settlements) {
    if (item.win + item.pushRefund === 0) continue;
    const entry = perMember.get(item.memberId) ?? { win: 0, pushRefund: 0, bets: 0 };
    entry.win += item.win;
    entry.pushRefund += item.pushRefund;
    entry.bets += 1;
    perMember.set(item.memberId, entry);
  }
  return [...perMember].map(([memberId, total]) =>
    credit(memberId, `lottery:settle:${draw.id}:${memberId}`, total.win + total.pushRefund, total.win > 0 ? 'lottery_win' : 'lottery_refund', reference, { issue: draw.issue, ...total }),
  );
}

/** Cancels the later bets of chases that stop after a win, refunding each; answers the members refunded. */
async function stopChasesAfterWins(dependencies: SettleDrawDependencies, transaction: Executor, context: DrawContext, bets: readonly PendingBet[], settlements: readonly BetSettlement[]): Promise<string[]> {
  const chaseIds = [...new Set(bets.filter((bet, position) => bet.chaseId !== null && settlements[position]!.status === 'won').map((bet) => bet.chaseId!))];
  if (chaseIds.length === 0) return [];
  const { repository, ledger } = dependencies;
  const later = await repository.pendingBetsOfChases(transaction, chaseIds, context.draw.id);
  const cancelled = await repository.closeBets(transaction, later.map((bet) => bet.id), 'cancelled', context.now);
  await repository.releaseBets(transaction, cancelled);
  await ledger.postCredits(transaction, cancelled.map((bet) => refundOf(bet, `${context.game.gameCode}:chase-stopped`)));
  await repository.stopChases(transaction, chaseIds);
  return cancelled.map((bet) => bet.memberId);
}

/** The reversing transfer of a bet: its stake less the rebate it was given. */
export function refundOf(bet: Pick<PendingBet, 'id' | 'memberId' | 'stake' | 'rebate'>, reference: string): LotteryTransfer {
  return credit(bet.memberId, `lottery:refund:${bet.id}`, bet.stake - bet.rebate, 'lottery_refund', reference, { betId: bet.id, stake: bet.stake, rebate: bet.rebate });
}

/** The reversing transfers of a cancelled draw: per member, its stakes less their rebates. */
function drawRefunds(draw: LotteryDraw, reference: string, bets: readonly PendingBet[]): LotteryTransfer[] {
  const perMember = new Map<string, { amount: number; bets: number }>();
  for (const bet of bets) {
    const entry = perMember.get(bet.memberId) ?? { amount: 0, bets: 0 };
    entry.amount += bet.stake - bet.rebate;
    entry.bets += 1;
    perMember.set(bet.memberId, entry);
  }
  return [...perMember].map(([memberId, total]) => credit(memberId, `lottery:refund:draw:${draw.id}:${memberId}`, total.amount, 'lottery_refund', reference, { issue: draw.issue, bets: total.bets }));
}

/** One betting-record round per member: the member's bets of this draw added up. */
async function roundsOf(
  dependencies: SettleDrawDependencies,
  context: DrawContext,
  bets: readonly PendingBet[],
  /** Each bet's settlement at the bet's position; null for a cancelled draw. */
  settlements: readonly BetSettlement[] | null,
  creditedBalances: Map<string, number>,
  extra: { result: DrawResult | null; currency: string },
): Promise<LotteryRoundRecord[]> {
  if (bets.length === 0) return [];
  const { game, draw, seed } = context;
  const nodeId = await dependencies.nodeIdOf(game);
  // A round's balance after is the member's balance after its last movement: the draw's credit, else its last stake.
  const totals = new Map<string, { stake: number; refunded: number; win: number; balanceBefore: number; balanceAfter: number; bets: number }>();
  for (const [position, bet] of bets.entries()) {
    const settled = settlements?.[position];
    const entry = totals.get(bet.memberId) ?? { stake: 0, refunded: 0, win: 0, balanceBefore: bet.balanceBefore, balanceAfter: 0, bets: 0 };
    entry.bets += 1;
    entry.balanceAfter = creditedBalances.get(bet.memberId) ?? bet.balanceBefore - bet.stake + bet.rebate;
    entry.stake += bet.stake;
    entry.refunded += settled ? settled.pushRefund : bet.stake;
    entry.win += settled ? settled.win : 0;
    totals.set(bet.memberId, entry);
  }
  const fairness = { seedHash: draw.seedHash, seed, clientSeed: `${game.gameCode}:${draw.issue}`, nonce: 0 };
  return [...totals].map(([memberId, total]) => ({
    memberId,
    vendorCode: game.vendorCode,
    reference: `${game.gameCode}:${draw.issue}`,
    gameCode: game.gameCode,
    gameType: game.vendorCode === 'ELOTT' || game.vendorCode === 'TCG_LOTTO_VN' ? 'ELOTT' : 'LOTT',
    gameName: game.names.en ?? game.names.pt,
    nodeId,
    currency: extra.currency,
    status: settlements ? 'settled' : 'cancelled',
    stake: total.stake,
    stakeRefunded: total.refunded,
    win: total.win,
    balanceBefore: total.balanceBefore,
    balanceAfter: total.balanceAfter,
    outcome: { issue: draw.issue, result: extra.result, bets: total.bets },
    fairness,
  }));
}

async function cancelDraw(dependencies: SettleDrawDependencies, transaction: Executor, context: DrawContext): Promise<DrawDone> {
  const { repository, ledger } = dependencies;
  const { game, draw, seed, now } = context;
  const pending = await repository.pendingBetsOfDraw(transaction, draw.id);
  const refunded = await repository.closeBets(transaction, pending.map((bet) => bet.id), 'refunded', now);
  const balances = await ledger.postCredits(transaction, drawRefunds(draw, `${game.gameCode}:${draw.issue}:cancelled`, refunded));
  const merchant = await dependencies.merchant();
  await dependencies.records.recordRounds(transaction, await roundsOf(dependencies, context, refunded, null, balances, { result: null, currency: merchant.currency }));
  await repository.markDrawCancelled(transaction, draw.id, { seed, now });
  return { game, draw, outcome: 'cancelled', result: null, numbers: [], seed, betCount: refunded.length, credited: [...balances.keys()], topWins: [], phasesMs: {} };
}
