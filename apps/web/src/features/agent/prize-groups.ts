import { rebatePercentOfPrizeGroup, type RegisterCentreValue } from '@platform/contract/agent/team';

/** One prize group an agent may give, with the rebate it carries and, above the quota threshold, the accounts left. */
export interface PrizeGroupChoice {
  prizeGroup: number;
  rebatePercent: number;
  /** Accounts the agent may still open with this group; null when the group is not quota-limited. */
  quotaLeft: number | null;
}

/** The step of the ordinary (not quota-limited) groups offered in a list. */
export const prizeGroupStep = 10;

/** The accounts left for a group: null at or below the threshold (free), the quota's remainder above it. */
export function quotaLeftOf(prizeGroup: number, centre: Pick<RegisterCentreValue, 'quotaThreshold' | 'quotas'>): number | null {
  if (prizeGroup <= centre.quotaThreshold) return null;
  const quota = centre.quotas.find((candidate) => candidate.prizeGroup === prizeGroup);
  return quota ? Math.max(0, quota.allowed - quota.used) : 0;
}

/**
 * The prize groups an agent may give, highest first: each quota-limited group up to the agent's own, the agent's
 * own group, and the free groups from the threshold down to the minimum in steps of ten (the minimum included).
 */
export function prizeGroupChoices(centre: Pick<RegisterCentreValue, 'ownPrizeGroup' | 'prizeGroupMin' | 'quotaThreshold' | 'quotas'>): PrizeGroupChoice[] {
  const { ownPrizeGroup, prizeGroupMin, quotaThreshold } = centre;
  if (ownPrizeGroup < prizeGroupMin) return [];
  const groups = new Set<number>([ownPrizeGroup, prizeGroupMin]);
  for (const quota of centre.quotas) if (quota.prizeGroup > quotaThreshold && quota.prizeGroup <= ownPrizeGroup && quota.prizeGroup >= prizeGroupMin) groups.add(quota.prizeGroup);
  const freeTop = Math.min(ownPrizeGroup, quotaThreshold);
  for (let group = freeTop - (freeTop % prizeGroupStep); group > prizeGroupMin; group -= prizeGroupStep) groups.add(group);
  if (freeTop >= prizeGroupMin) groups.add(freeTop);
  return [...groups]
    .sort((left, right) => right - left)
    .map((prizeGroup) => ({ prizeGroup, rebatePercent: rebatePercentOfPrizeGroup(prizeGroup), quotaLeft: quotaLeftOf(prizeGroup, centre) }));
}

/** The group a form starts with: the highest that needs no quota, or the highest that has quota left. */
export function defaultPrizeGroup(choices: PrizeGroupChoice[]): number | undefined {
  return (choices.find((choice) => choice.quotaLeft === null) ?? choices.find((choice) => (choice.quotaLeft ?? 0) > 0))?.prizeGroup;
}

/** Whether a typed prize group is a whole number within the bounds. */
export function prizeGroupWithin(value: number, minimum: number, maximum: number): boolean {
  return Number.isInteger(value) && value >= minimum && value <= maximum;
}

/** A rebate percentage in the reader's language, at most two decimals (12.5 → "12,5%" in PT). */
export function formatRebatePercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(percent / 100);
}
