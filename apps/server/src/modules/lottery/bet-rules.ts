/**
 * One set of rules for every bet a lottery game takes, whatever its family and prize mode: checking a
 * selection and counting its combinations, its cost, its settlement against a result, and the numbers
 * it covers for the per-number limits. All counting and settlement is game-math's, so the browser and
 * the server agree on every figure.
 */
import {
  FOUR_D_BET_TYPES,
  FOUR_D_PRIZES,
  LOTTERY_FAMILIES,
  ODDS_SCALE,
  THAI_BET_TYPES,
  VIETNAM_BET_TYPES,
  betCostMinor,
  findBetType,
  fixedOddsCostMinor,
  fixedOddsPrizeMinor,
  prizeMinor,
  settleBet,
  validatePicks,
  validateSelection,
  type BetType,
  type FourDResult,
  type LotteryFamily,
  type Ratio,
  type SeaBetType,
  type ThaiResult,
  type VietnamBetType,
  type VietnamRegion,
  type VietnamResult,
} from '@platform/game-math';
import type { LotteryBetTypeOffer, LotteryFamilyCode, PrizeMode } from '@platform/contract';
import { paysByPrizeGroup } from '@platform/contract';
import { createCache } from '../../platform/cache.ts';

export type Selection = readonly (readonly number[])[];

/** How a bet is paid: by prize group (LOTT, ZY) or by fixed odds per prize level, in thousandths. */
export type Pricing = { kind: 'group'; prizeGroup: number } | { kind: 'odds'; oddsMilli: Readonly<Record<string, number>> };

export type SelectionCheck = { valid: true; combinations: number } | { valid: false; reason: string; row?: number };

export interface BetOutcome {
  /** Paid amount, stake of winning combinations included, before the game's per-bet cap. */
  prize: number;
  /** Stake returned for pushed combinations. */
  pushRefund: number;
  winning: boolean;
}

export interface Stake {
  unitPrice: number;
  multiplier: number;
}

/** The rules of one bet type in one game. */
export interface BetRule {
  code: string;
  check(selection: Selection): SelectionCheck;
  cost(stake: Stake, selection: Selection, combinations: number): number;
  /** The prize of one winning combination at its best prize level. */
  topPrize(stake: Stake, pricing: Pricing): number;
  settle(selection: Selection, result: unknown, stake: Stake, pricing: Pricing): BetOutcome;
  /** Numbers the bet covers one combination each of, as bet type:row:value keys; empty for combination bets. */
  exposureKeys(selection: Selection, combinations: number): string[];
  /** The stake each exposure key carries. */
  stakePerKey(stake: Stake): number;
}

/** What a game needs to know to find its rules. */
export interface RuleContext {
  family: LotteryFamilyCode;
  region: VietnamRegion | null;
}

const FAST_FAMILIES = new Set<string>(Object.keys(LOTTERY_FAMILIES));

/** Whether a family is one of game-math's fast-draw families. */
export function isFastFamily(family: LotteryFamilyCode): family is LotteryFamily {
  return FAST_FAMILIES.has(family);
}

function perPickKeys(code: string, selection: Selection): string[] {
  return selection.flatMap((row, index) => row.map((value) => `${code}:${index}:${value}`));
}

function floorRatioMilli(fair: Ratio, returnMilli: number): number {
  const value = Number((fair.numerator * BigInt(returnMilli)) / fair.denominator);
  if (!Number.isSafeInteger(value)) throw new RangeError('odds overflow a safe integer');
  return value;
}

/** Fixed odds of a fast-draw bet type at a return of `returnMilli` thousandths of the fair payout (980: 2 → 1.96). */
export function defaultFastOdds(betType: BetType, returnMilli: number): Record<string, number> {
  return Object.fromEntries(betType.prizeLevels.map((level) => [level.name, floorRatioMilli(level.fairPayout, returnMilli)]));
}

// Bet types are fixed by the code: each is probed once.
const perPickMemory = createCache<boolean>({ name: 'lottery_per_pick_types', maxEntries: 2_000 });

/**
 * Whether every pick of a bet type is a combination of its own (single position, sides, lô), so that
 * a picked number carries one combination's stake. Probed once per type with selections of 4 to 6
 * picks per row (different counts per row), where a combinatorial type always covers more or fewer.
 */
function isPerPick(betType: BetType): boolean {
  const known = perPickMemory.get(betType.code);
  if (known !== undefined) return known;
  let perPick = true;
  for (const size of [4, 5, 6]) {
    const probe = betType.layout.rows.map((row, index) => row.values.slice(0, Math.max(row.picksMin, Math.min(row.picksMax, size + index))));
    const check = validateSelection(betType, probe);
    const picks = probe.reduce((total, row) => total + row.length, 0);
    if (check.valid && check.combinations !== picks) perPick = false;
  }
  perPickMemory.set(betType.code, perPick);
  return perPick;
}

function fastRule(betType: BetType): BetRule {
  const levelPrize = (stake: Stake, pricing: Pricing, level: { name: string; fairPayout: Ratio }) =>
    pricing.kind === 'group'
      ? prizeMinor(stake.unitPrice, stake.multiplier, level.fairPayout, pricing.prizeGroup)
      : fixedOddsPrizeMinor(stake.unitPrice, stake.multiplier, pricing.oddsMilli[level.name] ?? 0);
  return {
    code: betType.code,
    check: (selection) => validateSelection(betType, selection),
    cost: (stake, _selection, combinations) => betCostMinor(stake.unitPrice, combinations, stake.multiplier),
    topPrize: (stake, pricing) => Math.max(...betType.prizeLevels.map((level) => levelPrize(stake, pricing, level))),
    settle(selection, result, stake, pricing) {
      const numbers = result as number[];
      if (pricing.kind === 'group') {
        const amounts = settleBet({ betType, selection, result: numbers, unitPriceMinor: stake.unitPrice, multiplier: stake.multiplier, prizeGroup: pricing.prizeGroup });
        return { prize: amounts.prizeMinor, pushRefund: amounts.refundMinor, winning: amounts.winningCombinations > 0 };
      }
      const settlement = betType.settle(selection, numbers);
      let prize = 0;
      for (const win of settlement.wins) {
        const level = betType.prizeLevels.find((candidate) => candidate.name === win.level);
        if (!level) throw new Error(`${betType.code} settled an unknown prize level ${win.level}`);
        prize += levelPrize(stake, pricing, level) * win.combinations;
      }
      const pushRefund = betCostMinor(stake.unitPrice, settlement.pushedCombinations, stake.multiplier);
      return { prize, pushRefund, winning: settlement.wins.length > 0 };
    },
    exposureKeys: (selection) => (isPerPick(betType) ? perPickKeys(betType.code, selection) : []),
    stakePerKey: (stake) => betCostMinor(stake.unitPrice, 1, stake.multiplier),
  };
}

function singleRow(selection: Selection): readonly number[] | undefined {
  return selection.length === 1 ? selection[0] : undefined;
}

function vietnamRule(betType: VietnamBetType, region: VietnamRegion): BetRule {
  const oddsOf = (pricing: Pricing) => (pricing.kind === 'odds' ? (pricing.oddsMilli.win ?? betType.defaultOddsMilli[region]) : betType.defaultOddsMilli[region]);
  return {
    code: betType.code,
    check(selection) {
      const picks = singleRow(selection);
      if (!picks) return { valid: false, reason: 'row_count' };
      const checked = validatePicks(betType, picks);
      return checked.valid ? checked : { valid: false, reason: checked.reason, row: 0 };
    },
    cost: (stake, _selection, combinations) => fixedOddsCostMinor(stake.unitPrice, stake.multiplier, betType.costUnits(region), combinations),
    topPrize: (stake, pricing) => fixedOddsPrizeMinor(stake.unitPrice, stake.multiplier, oddsOf(pricing)),
    settle(selection, result, stake, pricing) {
      const hits = betType.hits(selection[0]!, result as VietnamResult);
      return { prize: fixedOddsPrizeMinor(stake.unitPrice, stake.multiplier, hits * oddsOf(pricing)), pushRefund: 0, winning: hits > 0 };
    },
    exposureKeys: (selection, combinations) => (selection[0]!.length === combinations ? perPickKeys(betType.code, selection) : []),
    stakePerKey: (stake) => fixedOddsCostMinor(stake.unitPrice, stake.multiplier, betType.costUnits(region), 1),
  };
}

function seaRule<Result>(betType: SeaBetType<Result>, topOddsMilli: number): BetRule {
  return {
    code: betType.code,
    check(selection) {
      const picks = singleRow(selection);
      if (!picks) return { valid: false, reason: 'row_count' };
      const checked = validatePicks(betType, picks);
      return checked.valid ? checked : { valid: false, reason: checked.reason, row: 0 };
    },
    cost: (stake, _selection, combinations) => fixedOddsCostMinor(stake.unitPrice, stake.multiplier, 1, combinations),
    topPrize: (stake) => fixedOddsPrizeMinor(stake.unitPrice, stake.multiplier, topOddsMilli),
    settle(selection, result, stake) {
      const settlement = betType.settle(selection[0]!, result as Result);
      return { prize: fixedOddsPrizeMinor(stake.unitPrice, stake.multiplier, settlement.payoutMilli), pushRefund: 0, winning: settlement.hits > 0 };
    },
    exposureKeys: (selection) => perPickKeys(betType.code, selection),
    stakePerKey: (stake) => fixedOddsCostMinor(stake.unitPrice, stake.multiplier, 1, 1),
  };
}

/** Odds of the Thai bet types per unit staked, in thousandths (lottery.md; the test checks them against game-math's settlement). */
export const THAI_ODDS_MILLI: Readonly<Record<string, number>> = {
  'thai.top3': 900_000,
  'thai.top3.any-order': 150_000,
  'thai.top2': 90_000,
  'thai.bottom2': 90_000,
  'thai.run.top': 3_000,
  'thai.run.bottom': 4_000,
};

/** 4D prizes per tier in thousandths of a unit staked. */
export function fourDOddsMilli(code: string): Record<string, number> {
  const size = code === '4d.small' ? 'small' : 'big';
  return Object.fromEntries(Object.entries(FOUR_D_PRIZES[size]).map(([tier, prize]) => [tier, prize! * ODDS_SCALE]));
}

/** The bet type codes a family offers, in catalogue order. */
export function betTypeCodesOf(family: LotteryFamilyCode): string[] {
  if (isFastFamily(family)) return LOTTERY_FAMILIES[family].betTypes.map((betType) => betType.code);
  if (family === 'vietnam') return VIETNAM_BET_TYPES.map((betType) => betType.code);
  if (family === 'thai') return THAI_BET_TYPES.map((betType) => betType.code);
  return FOUR_D_BET_TYPES.map((betType) => betType.code);
}

/** The rules of `code` in a game of `context`, or undefined when the family has no such bet type. */
// A rule depends only on its family, region and code, and holds no state: each is built once. Only rules
// that exist are kept, so codes sent by a caller never grow the map.
const knownRules = createCache<BetRule>({ name: 'lottery_bet_rules', maxEntries: 10_000 });

export function ruleOf(context: RuleContext, code: string): BetRule | undefined {
  const key = `${context.family}:${context.region ?? ''}:${code}`;
  const known = knownRules.get(key);
  if (known) return known;
  const rule = buildRule(context, code);
  if (rule) knownRules.set(key, rule);
  return rule;
}

function buildRule(context: RuleContext, code: string): BetRule | undefined {
  const { family } = context;
  if (isFastFamily(family)) {
    const betType = findBetType(code);
    return betType && betType.family === family ? fastRule(betType) : undefined;
  }
  if (family === 'vietnam') {
    const betType = VIETNAM_BET_TYPES.find((candidate) => candidate.code === code);
    return betType && context.region ? vietnamRule(betType, context.region) : undefined;
  }
  if (family === 'thai') {
    const betType = THAI_BET_TYPES.find((candidate) => candidate.code === code);
    return betType ? seaRule<ThaiResult>(betType, THAI_ODDS_MILLI[code] ?? 0) : undefined;
  }
  const betType = FOUR_D_BET_TYPES.find((candidate) => candidate.code === code);
  return betType ? seaRule<FourDResult>(betType, Math.max(...Object.values(fourDOddsMilli(code)))) : undefined;
}

/** The odds a game offers by default for one of its bet types: empty for prize-group play. */
export function defaultOffer(context: RuleContext, prizeMode: PrizeMode, code: string, fastReturnMilli: number): LotteryBetTypeOffer {
  if (isFastFamily(context.family)) {
    if (paysByPrizeGroup(prizeMode)) return { code, oddsMilli: {} };
    return { code, oddsMilli: defaultFastOdds(findBetType(code)!, fastReturnMilli) };
  }
  if (context.family === 'vietnam') {
    const betType = VIETNAM_BET_TYPES.find((candidate) => candidate.code === code)!;
    return { code, oddsMilli: { win: betType.defaultOddsMilli[context.region ?? 'north'] } };
  }
  if (context.family === 'thai') return { code, oddsMilli: { win: THAI_ODDS_MILLI[code] ?? 0 } };
  return { code, oddsMilli: fourDOddsMilli(code) };
}
