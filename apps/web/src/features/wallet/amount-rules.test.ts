import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInputText } from '@platform/contract/money';
import { amountPresets, checkAmount, depositQuote } from './amount-rules.ts';

const limits = { minimumAmount: 1_000, maximumAmount: 5_000_000 };

describe('typed amounts', () => {
  it('reads reais with a comma or a dot into centavos', () => {
    expect(checkAmount('50', limits)).toEqual({ amount: 5_000 });
    expect(checkAmount('50,5', limits)).toEqual({ amount: 5_050 });
    expect(checkAmount('1.234,56', limits)).toEqual({ amount: 123_456 });
    expect(checkAmount('0.29', { minimumAmount: 1, maximumAmount: 100 })).toEqual({ amount: 29 });
  });

  it('names what is wrong with an amount that cannot be used', () => {
    expect(checkAmount('  ', limits).problem).toBe('required');
    expect(checkAmount('12,3,4', limits).problem).toBe('format');
    expect(checkAmount('abc', limits).problem).toBe('format');
    expect(checkAmount('-5', limits).problem).toBe('format');
    expect(checkAmount('0', limits).problem).toBe('format');
    expect(checkAmount('9,99', limits).problem).toBe('belowMinimum');
    expect(checkAmount('50000,01', limits).problem).toBe('aboveMaximum');
    expect(checkAmount('100', { ...limits, available: 9_999 }).problem).toBe('insufficient');
  });

  it('every accepted amount lies within the limits and round-trips through the preset text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom('pt', 'en'), (amount, language) => {
        const checked = checkAmount(amountInputText(amount, language), limits);
        if (amount < limits.minimumAmount) expect(checked.problem).toBe('belowMinimum');
        else if (amount > limits.maximumAmount) expect(checked.problem).toBe('aboveMaximum');
        else expect(checked.amount).toBe(amount);
      }),
    );
  });
});

describe('amount presets', () => {
  it('offers the steps inside the limits, at most six', () => {
    expect(amountPresets({ minimumAmount: 2_000, maximumAmount: 1_000_000 })).toEqual([2_000, 5_000, 10_000, 20_000, 50_000, 100_000]);
    expect(amountPresets({ minimumAmount: 5_000, maximumAmount: 20_000 })).toEqual([5_000, 10_000, 20_000]);
  });

  it('leads with the minimum when no step equals it', () => {
    expect(amountPresets({ minimumAmount: 1_000, maximumAmount: 10_000 })).toEqual([1_000, 2_000, 5_000, 10_000]);
  });
});

describe('deposit quote', () => {
  it('charges the percentage rounded up plus the fixed part', () => {
    expect(depositQuote(10_000, { feeBasisPoints: 150, feeFixed: 0 })).toEqual({ fee: 150, credit: 9_850 });
    expect(depositQuote(10_001, { feeBasisPoints: 150, feeFixed: 0 })).toEqual({ fee: 151, credit: 9_850 });
    expect(depositQuote(5_000, { feeBasisPoints: 0, feeFixed: 200 })).toEqual({ fee: 200, credit: 4_800 });
  });

  it('has no quote when the fee would take the whole amount', () => {
    expect(depositQuote(200, { feeBasisPoints: 0, feeFixed: 200 })).toBeNull();
    expect(depositQuote(100, { feeBasisPoints: 0, feeFixed: 200 })).toBeNull();
  });
});
