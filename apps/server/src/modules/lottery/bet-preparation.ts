/**
 * Checks a bet before anything is written: the bet type is offered, the selection has the shape of its
 * layout, the unit and multiplier are allowed, the prize group is within the member's maximum, the
 * cost the page computed is the cost game-math counts, and no number is closed. Every problem is a
 * clear 4xx; only a bet that passes reaches the place-bet flow.
 */
import { paysByPrizeGroup, type PlaceBetRequest } from '@platform/contract';
import { rebateBasisPoints, rebateMinor } from '@platform/game-math';
import { AppError, validationError } from '../../platform/errors.ts';
import { ruleOf, type Pricing } from './bet-rules.ts';
import { agentRebateShares, memberPrizeGroupMax, prizeGroupMin } from './prize-groups.ts';
import type { PrizeGroupLink } from './ports.ts';
import type { LotteryGame } from './repository.ts';

/** A checked bet, priced for one issue. */
export interface PreparedBet {
  betType: string;
  selection: number[][];
  unitPrice: number;
  multiplier: number;
  combinations: number;
  /** Cost of one issue. */
  cost: number;
  prizeGroup: number | null;
  pricing: Pricing;
  odds: Record<string, number>;
  rebate: number;
  agentIds: string[];
  agentBasisPoints: number[];
  exposureKeys: string[];
  exposureStake: number;
  exposurePayout: number;
  potentialPayout: number;
}

function field(name: string, rule: string, message: string): AppError {
  return validationError([{ field: name, rule, message }]);
}

function checkedPrizeGroup(game: LotteryGame, requested: number | undefined, chain: readonly PrizeGroupLink[]): { prizeGroup: number | null; maximum: number | null } {
  if (!paysByPrizeGroup(game.prizeMode)) return { prizeGroup: null, maximum: null };
  const maximum = memberPrizeGroupMax(chain);
  const prizeGroup = requested ?? maximum;
  if (prizeGroup > maximum) throw new AppError('lottery_prize_group_too_high', { value: { prizeGroupMax: maximum } });
  if (prizeGroup < prizeGroupMin) throw field('prizeGroup', 'min', `a prize group is at least ${prizeGroupMin}`);
  return { prizeGroup, maximum };
}

function checkedLimits(game: LotteryGame, request: PlaceBetRequest): void {
  if (!game.unitPrices.includes(request.unitPrice)) throw field('unitPrice', 'not_offered', `unit prices of this game: ${game.unitPrices.join(', ')}`);
  if (request.multiplier > game.limits.multiplierMax) throw field('multiplier', 'max', `at most ${game.limits.multiplierMax}`);
}

/** Checks and prices a bet for one issue; throws the 4xx that names the first problem. */
export function prepareBet(game: LotteryGame, request: PlaceBetRequest, chain: readonly PrizeGroupLink[]): PreparedBet {
  const offer = game.betTypes.find((candidate) => candidate.code === request.betType);
  const rule = offer && ruleOf({ family: game.family, region: game.region }, request.betType);
  if (!offer || !rule) throw field('betType', 'not_offered', 'this game does not offer this bet type');
  checkedLimits(game, request);
  const check = rule.check(request.selection);
  if (!check.valid) throw field(check.row === undefined ? 'selection' : `selection.${check.row}`, check.reason, `the selection does not fit ${request.betType}`);
  const stake = { unitPrice: request.unitPrice, multiplier: request.multiplier };
  const cost = rule.cost(stake, request.selection, check.combinations);
  if (cost !== request.cost) throw new AppError('lottery_cost_mismatch', { value: { cost, combinations: check.combinations } });
  if (cost < game.limits.stakeMin || cost > game.limits.stakeMax) {
    throw new AppError('bet_limit_exceeded', { value: { stakeMin: game.limits.stakeMin, stakeMax: game.limits.stakeMax, cost } });
  }
  const { prizeGroup, maximum } = checkedPrizeGroup(game, request.prizeGroup, chain);
  const pricing: Pricing = prizeGroup !== null ? { kind: 'group', prizeGroup } : { kind: 'odds', oddsMilli: offer.oddsMilli };
  const exposureKeys = rule.exposureKeys(request.selection, check.combinations);
  const closed = exposureKeys.filter((key) => game.closedNumbers.includes(key));
  if (closed.length > 0) throw new AppError('lottery_number_closed', { value: { numbers: closed } });
  const topPrize = rule.topPrize(stake, pricing);
  const payoutCap = game.limits.payoutPerBetMax;
  const uncapped = topPrize * check.combinations;
  const shares = prizeGroup !== null ? agentRebateShares(chain) : [];
  return {
    betType: request.betType,
    selection: request.selection.map((row) => [...row]),
    unitPrice: request.unitPrice,
    multiplier: request.multiplier,
    combinations: check.combinations,
    cost,
    prizeGroup,
    pricing,
    odds: offer.oddsMilli,
    rebate: prizeGroup !== null && maximum !== null ? rebateMinor(cost, rebateBasisPoints(maximum, prizeGroup)) : 0,
    agentIds: shares.map((share) => share.agentId),
    agentBasisPoints: shares.map((share) => share.basisPoints),
    exposureKeys,
    exposureStake: exposureKeys.length > 0 ? rule.stakePerKey(stake) : 0,
    exposurePayout: exposureKeys.length > 0 ? topPrize : 0,
    potentialPayout: payoutCap > 0 ? Math.min(payoutCap, uncapped) : uncapped,
  };
}
