/**
 * The bet slip's figures, counted with the same game-math code the server checks them with: the
 * combinations a selection covers, its cost, the prize of one winning combination and the rebate of
 * a lower prize group. A cost the server counts differently is refused, so these must agree exactly.
 */
import { validateSelection } from '@platform/game-math/lottery/bet-type';
import { findBetType } from '@platform/game-math/lottery/catalogue';
import { betCostMinor, prizeMinor, rebateBasisPoints, rebateMinor } from '@platform/game-math/lottery/prize';
import { fixedOddsCostMinor, fixedOddsPrizeMinor, validatePicks } from '@platform/game-math/lottery/fixed-odds';
import { findVietnamBetType } from '@platform/game-math/lottery/vietnam';
import { FOUR_D_BET_TYPES, THAI_BET_TYPES } from '@platform/game-math/lottery/sea';
import type { LotteryFamilyCode, VietnamRegionCode } from '@platform/contract/lottery/games';

export interface SlipGame {
  family: LotteryFamilyCode;
  region: VietnamRegionCode | null;
}

export interface SlipStake {
  unitPrice: number;
  multiplier: number;
}

export type SlipCount = { valid: true; combinations: number; cost: number } | { valid: false; combinations: 0; cost: 0 };

const invalid: SlipCount = { valid: false, combinations: 0, cost: 0 };

function seaBetType(code: string) {
  return [...THAI_BET_TYPES, ...FOUR_D_BET_TYPES].find((betType) => betType.code === code);
}

/** Combinations and cost of one issue; invalid while the selection does not fit the bet type. */
export function countSlip(game: SlipGame, betType: string, selection: number[][], stake: SlipStake): SlipCount {
  if (!Number.isSafeInteger(stake.multiplier) || stake.multiplier < 1) return invalid;
  if (game.family === 'vietnam' || game.family === 'thai' || game.family === '4d') {
    const picks = selection[0] ?? [];
    if (game.family === 'vietnam') {
      const vietnam = findVietnamBetType(betType);
      const check = vietnam ? validatePicks(vietnam, picks) : undefined;
      if (!vietnam || !check?.valid) return invalid;
      return { valid: true, combinations: check.combinations, cost: fixedOddsCostMinor(stake.unitPrice, stake.multiplier, vietnam.costUnits(game.region ?? 'north'), check.combinations) };
    }
    const sea = seaBetType(betType);
    const check = sea ? validatePicks(sea, picks) : undefined;
    if (!check?.valid) return invalid;
    return { valid: true, combinations: check.combinations, cost: fixedOddsCostMinor(stake.unitPrice, stake.multiplier, 1, check.combinations) };
  }
  const fast = findBetType(betType);
  const check = fast ? validateSelection(fast, selection) : undefined;
  if (!check?.valid) return invalid;
  return { valid: true, combinations: check.combinations, cost: betCostMinor(stake.unitPrice, check.combinations, stake.multiplier) };
}

/** The prize of one winning combination at its best prize level: by prize group, or by the offered odds. */
export function topPrize(game: SlipGame, betType: string, stake: SlipStake, pricing: { prizeGroup: number } | { oddsMilli: Readonly<Record<string, number>> }): number {
  if ('prizeGroup' in pricing) {
    const fast = findBetType(betType);
    if (!fast) return 0;
    return Math.max(0, ...fast.prizeLevels.map((level) => prizeMinor(stake.unitPrice, stake.multiplier, level.fairPayout, pricing.prizeGroup)));
  }
  const odds = Math.max(0, ...Object.values(pricing.oddsMilli));
  return fixedOddsPrizeMinor(stake.unitPrice, stake.multiplier, odds);
}

/** The rebate of betting `cost` at `chosen` when one may go up to `maximum`: (maximum − chosen) / 20 %. */
export function slipRebate(cost: number, maximum: number, chosen: number): { basisPoints: number; amount: number } {
  const basisPoints = rebateBasisPoints(maximum, Math.min(chosen, maximum));
  return { basisPoints, amount: rebateMinor(cost, basisPoints) };
}

/** A random valid selection: each row gets its minimum of picks (at least one where the layout needs a pick). */
export function randomSelection(rows: readonly { values: readonly number[]; picksMin: number; picksMax: number; typed: boolean; digits: number }[], randomIndex: (bound: number) => number, totalMin = 1): number[][] {
  const picksOf = (row: (typeof rows)[number], count: number) => {
    const pool = row.typed ? [] : [...row.values];
    const chosen: number[] = [];
    while (chosen.length < count && (row.typed || pool.length > 0)) {
      if (row.typed) {
        const value = randomIndex(10 ** row.digits);
        if (!chosen.includes(value)) chosen.push(value);
      } else chosen.push(pool.splice(randomIndex(pool.length), 1)[0]!);
    }
    return chosen.sort((left, right) => left - right);
  };
  const selection = rows.map((row) => picksOf(row, row.picksMin));
  const total = selection.reduce((sum, row) => sum + row.length, 0);
  if (total < totalMin && rows.length > 0) {
    const index = randomIndex(rows.length);
    selection[index] = picksOf(rows[index]!, Math.max(1, rows[index]!.picksMin));
  }
  return selection;
}
