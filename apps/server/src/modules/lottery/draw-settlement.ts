/**
 * Settle a draw, or cancel it, in one database transaction. The node that locks the due draw's row
 * (for update skip locked) is the only one that draws it: it opens the seed, draws the result, settles
 * each distinct pricing key of the pending bets with game-math, then writes set-based: the bets in two
 * updates (those paid by id, the rest as lost) that also add up each member's totals, one posting of all
 * the credits, one insert of the agent rebates, the betting record of each member's round, and the draw
 * settled with its seed revealed. A draw past its grace period is cancelled instead and every bet
 * refunded by a reversing transfer. Pushes and the winner board run after the commit.
 */
import { inTransaction, type Database } from '../../platform/database.ts';
import { numbersOf, type DrawResult, type ResultSource } from './results.ts';
import { settleKeys, type MemberDrawTotals } from './settlement.ts';
import type { DrawSeedVault } from './draw-seeds.ts';
import type { Executor, LotteryLedger, LotteryRecords, LotteryRoundRecord, LotteryTransfer } from './ports.ts';
import type { LotteryBetRow, LotteryDraw, LotteryGame, LotteryRepository, PendingBet } from './repository.ts';

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
  const { keys, betCount } = await repository.settlementKeysOfDraw(transaction, draw.id);
  timer.lap('read');
  const outcomes = settleKeys(game, keys, result);
  timer.lap('compute');
  const settlement = await repository.settleBets(transaction, draw.id, outcomes, betCount, now);
  timer.lap('bets');
  const reference = `${game.gameCode}:${draw.issue}`;
  const credits = settlementCredits(draw, reference, settlement.members);
  const balances = await ledger.postCredits(transaction, credits);
  timer.lap('ledger');
  const merchant = await dependencies.merchant();
  const day = merchantDay(now, merchant.gmtOffsetMinutes);
  await repository.addAgentRebates(transaction, settlement.agentRebates.map((row) => ({ ...row, day })));
  const stopped = await stopChasesAfterWins(dependencies, transaction, context, settlement.wonChaseIds);
  timer.lap('rebatesAndChases');
  // Play money wagers nothing towards a bonus: only real money's turnover counts.
  const real = settlement.members.filter((member) => !member.playMoney);
  await ledger.recordTurnover(transaction, new Map(real.map((member) => [member.memberId, member.stake - member.refunded])));
  timer.lap('turnover');
  await dependencies.records.recordRounds(transaction, await roundsOf(dependencies, context, settlement.members, 'settled', balances, { result, currency: merchant.currency }));
  timer.lap('records');
  await repository.markDrawSettled(transaction, draw.id, { result, numbers, seed, winTotal: settlement.winTotal, now });
  const credited = [...new Set([...credits.map((item) => item.memberId), ...stopped])];
  timer.lap('draw');
  return { game, draw, outcome: 'settled', result, numbers, seed, betCount, credited, topWins: settlement.topWins, phasesMs: timer.phasesMs };
}

/**
 * One credit per paid member of the draw: its wins and the stakes of its pushed combinations added up, so
 * a draw costs the ledger one transfer per paid member, not one per bet.
 */
function settlementCredits(draw: LotteryDraw, reference: string, members: readonly MemberDrawTotals[]): LotteryTransfer[] {
  return members
    .filter((member) => member.win + member.refunded > 0)
    .map((member) =>
      credit(member.memberId, `lottery:settle:${draw.id}:${member.memberId}`, member.win + member.refunded, member.win > 0 ? 'lottery_win' : 'lottery_refund', reference, {
        issue: draw.issue,
        win: member.win,
        pushRefund: member.refunded,
        bets: member.paidBets,
      }),
    );
}

/** Cancels the later bets of chases that stop after a win, refunding each; answers the members refunded. */
async function stopChasesAfterWins(dependencies: SettleDrawDependencies, transaction: Executor, context: DrawContext, wonChaseIds: readonly string[]): Promise<string[]> {
  if (wonChaseIds.length === 0) return [];
  const { repository, ledger } = dependencies;
  const later = await repository.pendingBetsOfChases(transaction, [...wonChaseIds], context.draw.id);
  const cancelled = await repository.closeBets(transaction, later.map((bet) => bet.id), 'cancelled', context.now);
  await repository.releaseBets(transaction, cancelled);
  await ledger.postCredits(transaction, cancelled.map((bet) => refundOf(bet, `${context.game.gameCode}:chase-stopped`)));
  await repository.stopChases(transaction, [...wonChaseIds]);
  return cancelled.map((bet) => bet.memberId);
}

/** The reversing transfer of a bet: its stake less the rebate it was given. */
export function refundOf(bet: Pick<PendingBet, 'id' | 'memberId' | 'stake' | 'rebate'>, reference: string): LotteryTransfer {
  return credit(bet.memberId, `lottery:refund:${bet.id}`, bet.stake - bet.rebate, 'lottery_refund', reference, { betId: bet.id, stake: bet.stake, rebate: bet.rebate });
}

/** The reversing transfers of a cancelled draw: per member, its stakes less their rebates. */
function drawRefunds(draw: LotteryDraw, reference: string, bets: readonly PendingBet[]): LotteryTransfer[] {
  const perMember = new Map<string, { amount: number; bets: number; stake: number; rebate: number }>();
  for (const bet of bets) {
    const entry = perMember.get(bet.memberId) ?? { amount: 0, bets: 0, stake: 0, rebate: 0 };
    entry.amount += bet.stake - bet.rebate;
    entry.bets += 1;
    entry.stake += bet.stake;
    entry.rebate += bet.rebate;
    perMember.set(bet.memberId, entry);
  }
  return [...perMember].map(([memberId, total]) =>
    credit(memberId, `lottery:refund:draw:${draw.id}:${memberId}`, total.amount, 'lottery_refund', reference, { issue: draw.issue, bets: total.bets, stake: total.stake, rebate: total.rebate }),
  );
}

/** The members' totals of a cancelled draw: every stake returned, nothing won. */
function cancelledTotals(bets: readonly Pick<LotteryBetRow, 'memberId' | 'stake' | 'rebate' | 'balanceBefore' | 'playMoney'>[]): MemberDrawTotals[] {
  const totals = new Map<string, MemberDrawTotals>();
  for (const bet of bets) {
    const entry = totals.get(bet.memberId) ?? { memberId: bet.memberId, bets: 0, stake: 0, win: 0, refunded: 0, paidBets: 0, balanceBefore: bet.balanceBefore, balanceAfterStakes: 0, playMoney: bet.playMoney };
    entry.bets += 1;
    entry.stake += bet.stake;
    entry.refunded += bet.stake;
    entry.paidBets += 1;
    entry.balanceAfterStakes = bet.balanceBefore - bet.stake + bet.rebate;
    totals.set(bet.memberId, entry);
  }
  return [...totals.values()];
}

/** One betting-record round per member: the member's bets of this draw added up. */
async function roundsOf(
  dependencies: SettleDrawDependencies,
  context: DrawContext,
  members: readonly MemberDrawTotals[],
  status: 'settled' | 'cancelled',
  creditedBalances: Map<string, number>,
  extra: { result: DrawResult | null; currency: string },
): Promise<LotteryRoundRecord[]> {
  if (members.length === 0) return [];
  const { game, draw, seed } = context;
  const nodeId = await dependencies.nodeIdOf(game);
  const fairness = { seedHash: draw.seedHash, seed, clientSeed: `${game.gameCode}:${draw.issue}`, nonce: 0 };
  return members.map((member) => ({
    memberId: member.memberId,
    vendorCode: game.vendorCode,
    reference: `${game.gameCode}:${draw.issue}`,
    gameCode: game.gameCode,
    gameType: game.vendorCode === 'ELOTT' || game.vendorCode === 'TCG_LOTTO_VN' ? 'ELOTT' : 'LOTT',
    gameName: game.names.en ?? game.names.pt,
    nodeId,
    currency: extra.currency,
    playMoney: member.playMoney,
    status,
    stake: member.stake,
    stakeRefunded: member.refunded,
    win: member.win,
    balanceBefore: member.balanceBefore,
    // A round's balance after is the member's balance after its last movement: the draw's credit, else its last stake.
    balanceAfter: creditedBalances.get(member.memberId) ?? member.balanceAfterStakes,
    outcome: { issue: draw.issue, result: extra.result, bets: member.bets },
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
  await dependencies.records.recordRounds(transaction, await roundsOf(dependencies, context, cancelledTotals(refunded), 'cancelled', balances, { result: null, currency: merchant.currency }));
  await repository.markDrawCancelled(transaction, draw.id, { seed, now });
  return { game, draw, outcome: 'cancelled', result: null, numbers: [], seed, betCount: refunded.length, credited: [...balances.keys()], topWins: [], phasesMs: {} };
}
