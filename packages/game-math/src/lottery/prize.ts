/**
 * Prize-group money: what a bet costs, what a winning combination pays and what rebate a player or
 * agent earns. All amounts are integer minor units.
 *
 * The paid prize of one winning combination is fair payout × G / 2000 per unit staked, where G is
 * the prize group (2000 returns 100 %, 1800 returns 90 %). It is rounded down to the minor unit
 * once per combination, so a ticket pays exactly (winning combinations × the prize shown for one).
 */
import { multiplyMinorFloor, ratio, type Ratio } from '../ratio.ts';
import { winningCombinations, type BetType, type LotteryResult, type Selection } from './bet-type.ts';

/** The prize group that returns exactly the fair payout. */
export const PRIZE_GROUP_FAIR = 2000;
/** A bet's multiplier is a positive integer up to this, a limit on any single ticket. */
export const MULTIPLIER_MAX = 100_000;

function assertPrizeGroup(prizeGroup: number): void {
  if (!Number.isSafeInteger(prizeGroup) || prizeGroup < 0 || prizeGroup > PRIZE_GROUP_FAIR) {
    throw new RangeError(`a prize group is an integer from 0 to ${PRIZE_GROUP_FAIR}, got ${prizeGroup}`);
  }
}

function assertUnitAndMultiplier(unitPriceMinor: number, multiplier: number): void {
  if (!Number.isSafeInteger(unitPriceMinor) || unitPriceMinor <= 0) throw new RangeError('the unit price is a positive integer of minor units');
  if (!Number.isSafeInteger(multiplier) || multiplier < 1 || multiplier > MULTIPLIER_MAX) {
    throw new RangeError(`the multiplier is an integer from 1 to ${MULTIPLIER_MAX}`);
  }
}

/** The cost of a bet: unit price × combinations × multiplier. */
export function betCostMinor(unitPriceMinor: number, combinations: number, multiplier: number): number {
  assertUnitAndMultiplier(unitPriceMinor, multiplier);
  if (!Number.isSafeInteger(combinations) || combinations < 0) throw new RangeError('combinations is a non-negative integer');
  const cost = unitPriceMinor * combinations * multiplier;
  if (!Number.isSafeInteger(cost)) throw new RangeError('the bet cost overflows a safe integer');
  return cost;
}

/** The paid prize ratio per unit staked: fair payout × G / 2000, exact. */
export function paidPayout(fairPayout: Ratio, prizeGroup: number): Ratio {
  assertPrizeGroup(prizeGroup);
  return ratio(fairPayout.numerator * BigInt(prizeGroup), fairPayout.denominator * BigInt(PRIZE_GROUP_FAIR));
}

/**
 * The prize of one winning combination in minor units, rounded down:
 * floor(unitPrice × multiplier × fairPayout × G / 2000).
 */
export function prizeMinor(unitPriceMinor: number, multiplier: number, fairPayout: Ratio, prizeGroup: number): number {
  assertUnitAndMultiplier(unitPriceMinor, multiplier);
  return multiplyMinorFloor(unitPriceMinor * multiplier, paidPayout(fairPayout, prizeGroup));
}

/**
 * Rebate in basis points for betting at `chosenGroup` when one may go up to `maxGroup`:
 * (max − chosen) / 20 %, which is (max − chosen) × 5 basis points. The same rule gives an upline's
 * agent rebate on its downline's turnover (upline group, downline group).
 */
export function rebateBasisPoints(maxGroup: number, chosenGroup: number): number {
  assertPrizeGroup(maxGroup);
  assertPrizeGroup(chosenGroup);
  if (chosenGroup > maxGroup) throw new RangeError('the chosen prize group exceeds the maximum');
  return (maxGroup - chosenGroup) * 5;
}

/** A rebate in minor units on `turnoverMinor`, rounded down. */
export function rebateMinor(turnoverMinor: number, basisPoints: number): number {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) throw new RangeError('basis points run from 0 to 10000');
  return multiplyMinorFloor(turnoverMinor, ratio(basisPoints, 10_000));
}

export interface BetSettlementInput {
  betType: BetType;
  selection: Selection;
  result: LotteryResult;
  unitPriceMinor: number;
  multiplier: number;
  prizeGroup: number;
}

export interface BetSettlementAmounts {
  winningCombinations: number;
  pushedCombinations: number;
  /** Total prize, stake of winning combinations included. */
  prizeMinor: number;
  /** Stake returned for pushed combinations. */
  refundMinor: number;
}

/** Settles a validated bet against a valid result and prices the outcome. */
export function settleBet(input: BetSettlementInput): BetSettlementAmounts {
  const settlement = input.betType.settle(input.selection, input.result);
  let totalPrizeMinor = 0;
  for (const win of settlement.wins) {
    const level = input.betType.prizeLevels.find((candidate) => candidate.name === win.level);
    if (!level) throw new Error(`${input.betType.code} settled an unknown prize level ${win.level}`);
    totalPrizeMinor += prizeMinor(input.unitPriceMinor, input.multiplier, level.fairPayout, input.prizeGroup) * win.combinations;
  }
  const refundMinor = betCostMinor(input.unitPriceMinor, settlement.pushedCombinations, input.multiplier);
  if (!Number.isSafeInteger(totalPrizeMinor)) throw new RangeError('the prize overflows a safe integer');
  return {
    winningCombinations: winningCombinations(settlement),
    pushedCombinations: settlement.pushedCombinations,
    prizeMinor: totalPrizeMinor,
    refundMinor,
  };
}
