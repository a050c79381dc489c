import { describe, expect, it } from 'vitest';
import {
  basisPointsMultiplierText,
  checkStake,
  defaultHouseLimits,
  hundredthsMultiplierText,
  limitsOfRefusal,
  newRequestId,
  scaleStake,
} from './house-amounts.ts';

const limits = { stakeMin: 10, stakeMax: 100_000 };

describe('checkStake', () => {
  it('reads amounts typed with a comma or a dot into minor units', () => {
    expect(checkStake('1,50', limits)).toEqual({ stake: 150 });
    expect(checkStake('2.5', limits)).toEqual({ stake: 250 });
    expect(checkStake(' 10 ', limits)).toEqual({ stake: 1_000 });
  });

  it('names what is wrong with a stake', () => {
    expect(checkStake('', limits).problem).toBe('required');
    expect(checkStake('abc', limits).problem).toBe('format');
    expect(checkStake('0', limits).problem).toBe('format');
    expect(checkStake('1,2345', limits).problem).toBe('format');
    expect(checkStake('0,05', limits).problem).toBe('belowMinimum');
    expect(checkStake('1000,01', limits).problem).toBe('aboveMaximum');
    expect(checkStake('5', limits, 499).problem).toBe('insufficient');
    expect(checkStake('5', limits, 500)).toEqual({ stake: 500 });
  });
});

describe('stake helpers', () => {
  it('halves and doubles within the limits', () => {
    expect(scaleStake(100, 2, limits)).toBe(200);
    expect(scaleStake(15, 0.5, limits)).toBe(10);
    expect(scaleStake(90_000, 2, limits)).toBe(100_000);
  });

  it('reads the limits a refusal carries, and nothing else', () => {
    expect(limitsOfRefusal({ stakeMin: 20, stakeMax: 500, winPerRoundMax: 9 })).toEqual({ stakeMin: 20, stakeMax: 500 });
    expect(limitsOfRefusal({ stakeMin: '20' })).toBeNull();
    expect(limitsOfRefusal(null)).toBeNull();
    expect(defaultHouseLimits.stakeMin).toBeLessThan(defaultHouseLimits.stakeMax);
  });
});

describe('multipliers and chances', () => {
  it('formats multipliers without floating point', () => {
    expect(basisPointsMultiplierText(20_000, 'en')).toBe('2.00×');
    expect(basisPointsMultiplierText(19_899, 'en')).toBe('1.98×');
    expect(hundredthsMultiplierText(247, 'pt')).toBe('2,47×');
  });
});

describe('newRequestId', () => {
  it('makes ids the server accepts, different each time', () => {
    const first = newRequestId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newRequestId()).not.toBe(first);
    expect(newRequestId((bytes) => bytes.fill(63))).toBe('_'.repeat(24));
  });
});
