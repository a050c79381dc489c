import { validateSelection, type LotteryResult, type Selection } from '../lottery/bet-type.ts';
import { findBetType } from '../lottery/catalogue.ts';

export interface SettledBet {
  combinations: number;
  won: number;
  pushed: number;
  levels: Record<string, number>;
}

/** Validates a selection for the bet type `code` and settles it, for readable rule tests. */
export function settleCode(code: string, selection: Selection, result: LotteryResult): SettledBet {
  const betType = findBetType(code);
  if (!betType) throw new Error(`unknown bet type ${code}`);
  const check = validateSelection(betType, selection);
  if (!check.valid) throw new Error(`invalid selection for ${code}: ${check.reason}`);
  const settlement = betType.settle(selection, result);
  const levels = Object.fromEntries(settlement.wins.map((win) => [win.level, win.combinations]));
  const won = settlement.wins.reduce((total, win) => total + win.combinations, 0);
  return { combinations: check.combinations, won, pushed: settlement.pushedCombinations, levels };
}
