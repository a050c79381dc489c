/**
 * Vietnamese lottery results: the prize tiers of the North (XSMB, 27 numbers) and of the South and
 * Central provinces (XSMN / XSMT, 18 numbers), drawn from a provably fair stream.
 *
 * Numbers keep their leading zeros, so they are strings ("05271"). A real results feed can replace
 * our draw later: it only has to produce a `VietnamResult` that `isValidVietnamResult` accepts.
 */
import { randomInt, type RandomStream } from '../provably-fair.ts';
import { padNumber } from './fixed-odds.ts';

/** Central (XSMT) draws share the South's layout and odds; each province draws its own result. */
export type VietnamRegion = 'north' | 'south' | 'central';

export type VietnamTierName = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';

export interface VietnamTier {
  readonly name: VietnamTierName;
  readonly count: number;
  readonly digits: number;
}

const SOUTHERN_TIERS: readonly VietnamTier[] = [
  { name: 'special', count: 1, digits: 6 },
  { name: 'first', count: 1, digits: 5 },
  { name: 'second', count: 1, digits: 5 },
  { name: 'third', count: 2, digits: 5 },
  { name: 'fourth', count: 7, digits: 5 },
  { name: 'fifth', count: 1, digits: 4 },
  { name: 'sixth', count: 3, digits: 4 },
  { name: 'seventh', count: 1, digits: 3 },
  { name: 'eighth', count: 1, digits: 2 },
];

export const VIETNAM_TIERS: Readonly<Record<VietnamRegion, readonly VietnamTier[]>> = {
  north: [
    { name: 'special', count: 1, digits: 5 },
    { name: 'first', count: 1, digits: 5 },
    { name: 'second', count: 2, digits: 5 },
    { name: 'third', count: 6, digits: 5 },
    { name: 'fourth', count: 4, digits: 4 },
    { name: 'fifth', count: 6, digits: 4 },
    { name: 'sixth', count: 3, digits: 3 },
    { name: 'seventh', count: 4, digits: 2 },
  ],
  south: SOUTHERN_TIERS,
  central: SOUTHERN_TIERS,
};

export interface VietnamPrize {
  readonly tier: VietnamTierName;
  readonly numbers: readonly string[];
}

export interface VietnamResult {
  readonly region: VietnamRegion;
  /** One entry per tier, in the order of `VIETNAM_TIERS`. */
  readonly prizes: readonly VietnamPrize[];
}

/** Draws every prize number independently and uniformly, tier by tier from the special prize down. */
export function drawVietnamResult(region: VietnamRegion, stream: RandomStream): VietnamResult {
  const prizes = VIETNAM_TIERS[region].map((tier) => ({
    tier: tier.name,
    numbers: Array.from({ length: tier.count }, () => padNumber(randomInt(stream, 10 ** tier.digits), tier.digits)),
  }));
  return { region, prizes };
}

/** Whether `result` has exactly the tiers, counts and digit lengths of its region. */
export function isValidVietnamResult(result: VietnamResult): boolean {
  const tiers = VIETNAM_TIERS[result.region];
  if (!tiers || result.prizes.length !== tiers.length) return false;
  return tiers.every((tier, index) => {
    const prize = result.prizes[index]!;
    return (
      prize.tier === tier.name &&
      prize.numbers.length === tier.count &&
      prize.numbers.every((number) => number.length === tier.digits && /^[0-9]+$/.test(number))
    );
  });
}

/** Every prize number of the result. */
export function allPrizeNumbers(result: VietnamResult): string[] {
  return result.prizes.flatMap((prize) => prize.numbers);
}

/** The special prize number. */
export function specialPrize(result: VietnamResult): string {
  return result.prizes[0]!.numbers[0]!;
}

/** How many prize numbers of a region have at least `digits` digits: 27/23/20 in the North, 18/17/16 in the South. */
export function numbersWithDigits(region: VietnamRegion, digits: number): number {
  return VIETNAM_TIERS[region].reduce((total, tier) => total + (tier.digits >= digits ? tier.count : 0), 0);
}

/** The last `digits` digits of every prize number long enough to have them, as integers. */
export function endings(result: VietnamResult, digits: number): number[] {
  return allPrizeNumbers(result)
    .filter((number) => number.length >= digits)
    .map((number) => Number(number.slice(-digits)));
}
