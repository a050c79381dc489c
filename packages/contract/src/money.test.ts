import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInputText, decimalSeparatorOf, formatMoney, hundredthsText, parseHundredths, parseMoney, percentText } from './money.ts';

describe('the decimal separator', () => {
  it('is a comma in Portuguese and Spanish and a dot otherwise', () => {
    expect(['pt', 'pt-BR', 'PT-pt', 'es'].map(decimalSeparatorOf)).toEqual([',', ',', ',', ',']);
    expect(['en', 'zh', 'en-GB', ''].map(decimalSeparatorOf)).toEqual(['.', '.', '.', '.']);
  });

  it('is the same in every text the helpers write', () => {
    expect(formatMoney(123_456, 'R$', 'pt')).toBe('R$ 1.234,56');
    expect(formatMoney(123_456, 'R$', 'en')).toBe('R$ 1,234.56');
    expect(amountInputText(1_050, 'pt')).toBe('10,50');
    expect(amountInputText(1_005, 'en')).toBe('10.05');
    expect(hundredthsText(4950, 'pt')).toBe('49,50');
    expect(hundredthsText(5, 'en')).toBe('0.05');
    expect(hundredthsText(-250, 'en')).toBe('-2.50');
  });
});

describe('amount box texts', () => {
  it('write whole units alone', () => {
    expect(amountInputText(1_000, 'pt')).toBe('10');
  });

  it('read back as the same amount in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom('pt', 'en', 'es', 'zh'), (amount, language) => {
        expect(parseMoney(amountInputText(amount, language))).toBe(amount);
      }),
    );
  });
});

describe('percentages', () => {
  it('are written from basis points without trailing zeros', () => {
    expect(percentText(150, 'pt')).toBe('1,5');
    expect(percentText(150, 'en')).toBe('1.5');
    expect(percentText(200, 'pt')).toBe('2');
    expect(percentText(5, 'en')).toBe('0.05');
    expect(percentText(1_234, 'pt')).toBe('12,34');
  });
});

describe('typed hundredths', () => {
  it('are read with a comma or a dot and at most two decimals', () => {
    expect(parseHundredths('49.5')).toBe(4950);
    expect(parseHundredths('2,05')).toBe(205);
    expect(parseHundredths('3')).toBe(300);
    expect(parseHundredths('1.234')).toBeNull();
    expect(parseHundredths('-1')).toBeNull();
    expect(parseHundredths('')).toBeNull();
  });

  it('read back what hundredthsText writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom('pt', 'en'), (value, language) => {
        expect(parseHundredths(hundredthsText(value, language))).toBe(value);
      }),
    );
  });
});
