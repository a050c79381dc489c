/**
 * Settlement of the bets of one draw, computed in memory with game-math before one set-based write:
 * each bet's prize at the pricing it was placed with (prize group or the odds copied at placement),
 * capped by the game's maximum payout per bet, and the stake of pushed combinations returned.
 */
import type { BetStatus } from '@platform/contract';
import { rebateMinor } from '@platform/game-math';
import { ruleOf, type BetRule, type Pricing } from './bet-rules.ts';
import type { LotteryGame, PendingBet } from './repository.ts';
import type { DrawResult } from './results.ts';

export interface BetSettlement {
  betId: string;
  memberId: string;
  status: Extract<BetStatus, 'won' | 'lost' | 'refunded'>;
  win: number;
  pushRefund: number;
}

function pricingOf(bet: PendingBet): Pricing {
  return bet.prizeGroup !== null ? { kind: 'group', prizeGroup: bet.prizeGroup } : { kind: 'odds', oddsMilli: bet.odds };
}

/**
 * Settles every bet against the result, answering each bet's settlement at the bet's own position; throws
 * if a bet's type is unknown to its game (never settle half a draw).
 */
export function settleBetsOfDraw(game: LotteryGame, bets: readonly PendingBet[], result: DrawResult): BetSettlement[] {
  const rules = new Map<string, BetRule>();
  const cap = game.limits.payoutPerBetMax;
  return bets.map((bet) => {
    let rule = rules.get(bet.betType);
    if (!rule) {
      rule = ruleOf({ family: game.family, region: game.region }, bet.betType);
      if (!rule) throw new Error(`bet ${bet.id} has a bet type ${bet.betType} that ${game.gameCode} cannot settle`);
      rules.set(bet.betType, rule);
    }
    const outcome = rule.settle(bet.selection, result, { unitPrice: bet.unitPrice, multiplier: bet.multiplier }, pricingOf(bet));
    const win = cap > 0 ? Math.min(cap, outcome.prize) : outcome.prize;
    const status = win > 0 ? 'won' : outcome.pushRefund === bet.stake ? 'refunded' : 'lost';
    return { betId: bet.id, memberId: bet.memberId, status, win, pushRefund: outcome.pushRefund };
  });
}

/**
 * Agent rebates of settled bets per (agent, member): the valid turnover (stake less pushes) times each
 * upline's share. `settlements` holds each bet's settlement at the bet's own position.
 */
export function agentRebatesOf(bets: readonly PendingBet[], settlements: readonly BetSettlement[], day: string) {
  const byKey = new Map<string, { agentId: string; memberId: string; day: string; turnover: number; rebate: number }>();
  for (const [position, bet] of bets.entries()) {
    const turnover = bet.stake - (settlements[position]?.pushRefund ?? 0);
    if (turnover <= 0) continue;
    bet.agentIds.forEach((agentId, index) => {
      const key = `${agentId}:${bet.memberId}`;
      const entry = byKey.get(key) ?? { agentId, memberId: bet.memberId, day, turnover: 0, rebate: 0 };
      entry.turnover += turnover;
      entry.rebate += rebateMinor(turnover, bet.agentBasisPoints[index]!);
      byKey.set(key, entry);
    });
  }
  return [...byKey.values()];
}
