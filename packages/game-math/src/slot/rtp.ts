/**
 * The exact return to player of a slot, as a rational.
 *
 * With every stop of a strip equally likely, the symbol a payline crosses on a reel is distributed
 * as that strip's symbol counts, whatever the row, and reels are independent. So the expected pay
 * of one line is the sum, over every tuple of one symbol per reel, of the product of the counts
 * times the line's pay, enumerated with the same evaluation the game uses; all paylines share it.
 * Scatters never show twice on a reel (checked when the slot is compiled), so their count is a sum
 * of independent per-reel events. Each free spin's expected win does not depend on how many are
 * left, so the feature is worth (expected free spins played) × (expected free-spin win); the
 * former is solved exactly over the round's limit on free spins.
 */
import { addRatios, multiplyRatios, ratio, type Ratio } from '../ratio.ts';
import { evaluateLineSymbols } from './evaluate.ts';
import type { CompiledSlot } from './slot-definition.ts';

export interface SlotReturn {
  /** Expected pays per round, in units of the total bet. */
  readonly baseLines: Ratio;
  readonly baseScatters: Ratio;
  readonly freeSpins: Ratio;
  readonly total: Ratio;
  /** Chance that a base spin awards free spins. */
  readonly triggerProbability: Ratio;
  /** Expected free spins played once triggered, retriggers included. */
  readonly freeSpinsPerTrigger: Ratio;
}

function symbolCounts(slot: CompiledSlot, strip: Uint8Array): number[] {
  const counts = new Array<number>(slot.symbolCount).fill(0);
  for (const symbol of strip) counts[symbol]!++;
  return counts;
}

/** Expected pay of one payline, in line bets. */
export function expectedLinePay(slot: CompiledSlot, strips: readonly Uint8Array[]): Ratio {
  const counts = strips.map((strip) => symbolCounts(slot, strip));
  const symbols = new Uint8Array(slot.reels);
  let weightedPay = 0n;
  const visit = (reel: number, weight: number): void => {
    if (reel === slot.reels) {
      const pay = evaluateLineSymbols(slot, symbols, slot.reels);
      if (pay > 0) weightedPay += BigInt(weight) * BigInt(pay);
      return;
    }
    counts[reel]!.forEach((count, symbol) => {
      if (count === 0) return;
      symbols[reel] = symbol;
      visit(reel + 1, weight * count);
    });
  };
  visit(0, 1);
  const outcomes = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return ratio(weightedPay, outcomes);
}

/** Distribution of the number of scatters on the grid: probabilities for 0..reels. */
export function scatterDistribution(slot: CompiledSlot, strips: readonly Uint8Array[]): Ratio[] {
  let numerators = [1n];
  let denominator = 1n;
  for (const strip of strips) {
    let showing = 0;
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < slot.rows; row++) if (strip[(stop + row) % strip.length] === slot.scatter) showing++;
    }
    const length = BigInt(strip.length);
    const next = new Array<bigint>(numerators.length + 1).fill(0n);
    numerators.forEach((value, count) => {
      next[count]! += value * (length - BigInt(showing));
      next[count + 1]! += value * BigInt(showing);
    });
    numerators = next;
    denominator *= length;
  }
  return numerators.map((value) => ratio(value, denominator));
}

function expectedScatterPay(slot: CompiledSlot, distribution: readonly Ratio[]): Ratio {
  return distribution.reduce((total, probability, count) => addRatios(total, multiplyRatios(probability, ratio(slot.scatterPays[count]!))), ratio(0));
}

function triggerChance(slot: CompiledSlot, distribution: readonly Ratio[]): Ratio {
  const needed = slot.definition.freeSpins.scattersToTrigger;
  return distribution.slice(needed).reduce((total, probability) => addRatios(total, probability), ratio(0));
}

/**
 * Expected free spins played from a trigger: E(left, awarded) = 1 + q E(left − 1 + extra, awarded + extra)
 * + (1 − q) E(left − 1, awarded), where q is the retrigger chance and extra respects the round's limit.
 */
export function expectedFreeSpinsPlayed(retrigger: Ratio, spinsAwarded: number, spinsPerRoundMax: number): Ratio {
  const miss = ratio(retrigger.denominator - retrigger.numerator, retrigger.denominator);
  const memo = new Map<string, Ratio>();
  const expected = (left: number, awarded: number): Ratio => {
    if (left === 0) return ratio(0);
    const key = `${left}:${awarded}`;
    const known = memo.get(key);
    if (known) return known;
    const extra = Math.max(0, Math.min(spinsAwarded, spinsPerRoundMax - awarded));
    const onRetrigger = multiplyRatios(retrigger, expected(left - 1 + extra, awarded + extra));
    const onMiss = multiplyRatios(miss, expected(left - 1, awarded));
    const value = addRatios(ratio(1), addRatios(onRetrigger, onMiss));
    memo.set(key, value);
    return value;
  };
  const first = Math.min(spinsAwarded, spinsPerRoundMax);
  const reachable = [first];
  while (reachable.at(-1)! < spinsPerRoundMax && spinsAwarded > 0) {
    reachable.push(Math.min(reachable.at(-1)! + spinsAwarded, spinsPerRoundMax));
  }
  // Filling the table from the most awarded states down keeps the recursion shallow.
  for (const awarded of reachable.reverse()) {
    for (let left = 0; left <= awarded; left++) expected(left, awarded);
  }
  return expected(first, first);
}

/** The exact return to player of a slot and its parts, per unit of total bet. */
export function exactReturnToPlayer(slot: CompiledSlot): SlotReturn {
  const rule = slot.definition.freeSpins;
  const lines = ratio(slot.paylines.length);
  const baseDistribution = scatterDistribution(slot, slot.baseStrips);
  const freeDistribution = scatterDistribution(slot, slot.freeSpinStrips);
  const baseLinePay = multiplyRatios(expectedLinePay(slot, slot.baseStrips), lines);
  const baseScatterPay = expectedScatterPay(slot, baseDistribution);
  const freeSpinPay = multiplyRatios(
    ratio(rule.winMultiplier),
    addRatios(multiplyRatios(expectedLinePay(slot, slot.freeSpinStrips), lines), expectedScatterPay(slot, freeDistribution)),
  );
  const triggerProbability = triggerChance(slot, baseDistribution);
  const freeSpinsPerTrigger = expectedFreeSpinsPlayed(triggerChance(slot, freeDistribution), rule.spinsAwarded, rule.spinsPerRoundMax);
  const featurePay = multiplyRatios(triggerProbability, multiplyRatios(freeSpinsPerTrigger, freeSpinPay));
  const perTotalBet = (value: Ratio) => ratio(value.numerator, value.denominator * BigInt(slot.paylines.length));
  return {
    baseLines: perTotalBet(baseLinePay),
    baseScatters: perTotalBet(baseScatterPay),
    freeSpins: perTotalBet(featurePay),
    total: perTotalBet(addRatios(addRatios(baseLinePay, baseScatterPay), featurePay)),
    triggerProbability,
    freeSpinsPerTrigger,
  };
}
