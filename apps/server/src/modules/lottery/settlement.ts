/**
 * Settlement of the bets of one draw. A bet's outcome depends only on its pricing key: bet type,
 * selection, unit price, multiplier and prize group (or, for a bet priced by odds, the odds copied at
 * placement). A draw's bets share far fewer keys than they are many (every big/small bet of a unit price
 * is one key), so game-math settles each key once and the database writes the outcomes set-based. Each
 * prize is capped by the game's maximum payout per bet.
 */
import { ruleOf, type BetRule, type Pricing } from './bet-rules.ts';
import type { LotteryGame } from './repository.ts';
import type { DrawResult } from './results.ts';

/** The pricing key of a group of pending bets that settle alike. */
export interface SettlementKey {
  betType: string;
  selection: number[][];
  unitPrice: number;
  multiplier: number;
  prizeGroup: number | null;
  /** The odds copied at placement; null for a bet priced by its prize group, which settles without them. */
  odds: Record<string, number> | null;
  /** The pending bets with this key. */
  betIds: string[];
}

/** What every bet of a key is paid: its prize (capped) and the stake of its pushed combinations. */
export interface KeyOutcome {
  key: SettlementKey;
  win: number;
  pushRefund: number;
}

function pricingOf(key: SettlementKey): Pricing {
  return key.prizeGroup !== null ? { kind: 'group', prizeGroup: key.prizeGroup } : { kind: 'odds', oddsMilli: key.odds ?? {} };
}

/**
 * Settles every key against the result, answering each key's outcome at the key's own position; throws
 * if a bet type is unknown to the game (never settle half a draw).
 */
export function settleKeys(game: LotteryGame, keys: readonly SettlementKey[], result: DrawResult): KeyOutcome[] {
  const rules = new Map<string, BetRule>();
  const cap = game.limits.payoutPerBetMax;
  return keys.map((key) => {
    let rule = rules.get(key.betType);
    if (!rule) {
      rule = ruleOf({ family: game.family, region: game.region }, key.betType);
      if (!rule) throw new Error(`a bet type ${key.betType} that ${game.gameCode} cannot settle`);
      rules.set(key.betType, rule);
    }
    const outcome = rule.settle(key.selection, result, { unitPrice: key.unitPrice, multiplier: key.multiplier }, pricingOf(key));
    return { key, win: cap > 0 ? Math.min(cap, outcome.prize) : outcome.prize, pushRefund: outcome.pushRefund };
  });
}

/** A member's bets of one draw added up, for its credit, its turnover and its betting-record round. */
export interface MemberDrawTotals {
  memberId: string;
  bets: number;
  stake: number;
  win: number;
  /** Stakes returned: pushed combinations at settlement, every stake when the draw is cancelled. */
  refunded: number;
  /** Bets that paid something (a prize or a push). */
  paidBets: number;
  /** The balance before the member's first bet of the draw. */
  balanceBefore: number;
  /** The balance after the member's last stake of the draw (its rebate included). */
  balanceAfterStakes: number;
  /** A trial account's bets: play money, kept out of turnover, figures and the winner board. */
  playMoney: boolean;
}

/** The draw's settlement as the database applied it. */
export interface DrawSettlement {
  betCount: number;
  members: MemberDrawTotals[];
  /** Agent rebates per (agent, member): the valid turnover (stake less pushes) times each upline's share. */
  agentRebates: { agentId: string; memberId: string; turnover: number; rebate: number }[];
  /** Chases with a bet that won this draw. */
  wonChaseIds: string[];
  /** The largest wins of real money, largest first. */
  topWins: { memberId: string; win: number }[];
  /** What the draw paid in real money (play money is no figure of the draw). */
  winTotal: number;
}
