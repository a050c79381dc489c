import { describe, expect, it } from 'vitest';
import { defaultPrizeGroup, formatRebatePercent, prizeGroupChoices, prizeGroupWithin, quotaLeftOf } from './prize-groups.ts';

const centre = {
  ownPrizeGroup: 1956,
  prizeGroupMin: 1700,
  quotaThreshold: 1950,
  quotas: [
    { prizeGroup: 1951, allowed: 5, used: 2 },
    { prizeGroup: 1955, allowed: 2, used: 2 },
    { prizeGroup: 1960, allowed: 3, used: 0 },
  ],
};

describe('prize group choices', () => {
  it('offer the quota groups up to the own group, the own group and the free groups down to the minimum, highest first', () => {
    const groups = prizeGroupChoices(centre).map((choice) => choice.prizeGroup);
    expect(groups.slice(0, 5)).toEqual([1956, 1955, 1951, 1950, 1940]);
    expect(groups.at(-1)).toBe(1700);
    expect(groups).not.toContain(1960);
    expect(new Set(groups).size).toBe(groups.length);
  });

  it('carry the rebate and the accounts left above the threshold', () => {
    const byGroup = new Map(prizeGroupChoices(centre).map((choice) => [choice.prizeGroup, choice]));
    expect(byGroup.get(1950)).toEqual({ prizeGroup: 1950, rebatePercent: 12.5, quotaLeft: null });
    expect(byGroup.get(1951)?.quotaLeft).toBe(3);
    expect(byGroup.get(1955)?.quotaLeft).toBe(0);
    expect(quotaLeftOf(1956, centre)).toBe(0);
  });

  it('start from the highest free group', () => {
    expect(defaultPrizeGroup(prizeGroupChoices(centre))).toBe(1950);
  });

  it('of an agent below the threshold end at its own group', () => {
    const groups = prizeGroupChoices({ ...centre, ownPrizeGroup: 1800 }).map((choice) => choice.prizeGroup);
    expect(groups[0]).toBe(1800);
    expect(groups).toEqual([1800, 1790, 1780, 1770, 1760, 1750, 1740, 1730, 1720, 1710, 1700]);
  });

  it('of an agent at the minimum are the minimum only', () => {
    expect(prizeGroupChoices({ ...centre, ownPrizeGroup: 1700 }).map((choice) => choice.prizeGroup)).toEqual([1700]);
  });
});

describe('a typed prize group', () => {
  it('is accepted only as a whole number within the bounds', () => {
    expect(prizeGroupWithin(1900, 1700, 1950)).toBe(true);
    expect(prizeGroupWithin(1950, 1700, 1950)).toBe(true);
    expect(prizeGroupWithin(1951, 1700, 1950)).toBe(false);
    expect(prizeGroupWithin(1699, 1700, 1950)).toBe(false);
    expect(prizeGroupWithin(1900.5, 1700, 1950)).toBe(false);
    expect(prizeGroupWithin(Number.NaN, 1700, 1950)).toBe(false);
  });
});

describe('a rebate percentage', () => {
  it('shows at most two decimals in the reader language', () => {
    expect(formatRebatePercent(12.5, 'en')).toBe('12.5%');
    expect(formatRebatePercent(12.55, 'pt-BR')).toBe('12,55%');
    expect(formatRebatePercent(0, 'en')).toBe('0%');
  });
});
