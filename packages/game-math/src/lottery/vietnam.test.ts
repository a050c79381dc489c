import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../provably-fair.ts';
import { TEST_SERVER_SEED } from '../test-support/scripted-stream.ts';
import { histogram, passesChiSquare99 } from '../test-support/statistics.ts';
import {
  allPrizeNumbers,
  drawVietnamResult,
  findVietnamBetType,
  isValidVietnamResult,
  numbersWithDigits,
  settleVietnamBet,
  validateVietnamPicks,
  vietnamBetCostMinor,
  VIETNAM_BET_TYPES,
  type VietnamRegion,
  type VietnamResult,
} from './vietnam.ts';

/** A North result whose special prize is 12345 and where the ending 05 shows twice and 45 once. */
const NORTH: VietnamResult = {
  region: 'north',
  prizes: [
    { tier: 'special', numbers: ['12345'] },
    { tier: 'first', numbers: ['00105'] },
    { tier: 'second', numbers: ['11111', '22222'] },
    { tier: 'third', numbers: ['33333', '44444', '55555', '66666', '77777', '88888'] },
    { tier: 'fourth', numbers: ['1234', '5678', '9012', '3456'] },
    { tier: 'fifth', numbers: ['7890', '1357', '2468', '9753', '8642', '0001'] },
    { tier: 'sixth', numbers: ['105', '206', '307'] },
    { tier: 'seventh', numbers: ['10', '20', '30', '40'] },
  ],
};

function settle(code: string, picks: number[], result: VietnamResult = NORTH) {
  const betType = findVietnamBetType(code)!;
  expect(validateVietnamPicks(betType, picks).valid).toBe(true);
  return settleVietnamBet({ betType, picks, result, unitPriceMinor: 1000, multiplier: 1 });
}

describe('Vietnamese results', () => {
  it('draw 27 North and 18 South numbers with the documented digit lengths', () => {
    fc.assert(
      fc.property(fc.constantFrom<VietnamRegion>('north', 'south', 'central'), fc.nat(), (region, nonce) => {
        const result = drawVietnamResult(region, createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'xsmb', nonce }));
        expect(isValidVietnamResult(result)).toBe(true);
        expect(allPrizeNumbers(result)).toHaveLength(region === 'north' ? 27 : 18);
        expect(allPrizeNumbers(result)[0]).toHaveLength(region === 'north' ? 5 : 6);
      }),
      { numRuns: 50 },
    );
    expect(isValidVietnamResult(NORTH)).toBe(true);
    expect(isValidVietnamResult({ ...NORTH, prizes: NORTH.prizes.slice(1) })).toBe(false);
    expect(isValidVietnamResult({ region: 'south', prizes: NORTH.prizes })).toBe(false);
  });

  it('count the numbers long enough for lô 2, 3 and 4 số', () => {
    expect([2, 3, 4].map((digits) => numbersWithDigits('north', digits))).toEqual([27, 23, 20]);
    expect([2, 3, 4].map((digits) => numbersWithDigits('south', digits))).toEqual([18, 17, 16]);
    expect([2, 3, 4].map((digits) => numbersWithDigits('central', digits))).toEqual([18, 17, 16]);
  });

  it('end in every two digits equally often (chi-square, 99 %)', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'endings', nonce: 0 });
    const endings = Array.from({ length: 2000 }, () => allPrizeNumbers(drawVietnamResult('north', stream))).flat();
    const counts = histogram(endings.map((number) => Number(number.slice(-2))), 100);
    expect(passesChiSquare99(counts, new Array(100).fill(endings.length / 100))).toBe(true);
  });
});

describe('Vietnamese bets', () => {
  it('lô pays every occurrence of the ending', () => {
    expect(settle('vn.lo2', [5, 45, 99])).toEqual({ hits: 3, prizeMinor: 3 * 98_500 });
    expect(settle('vn.lo3', [105, 345])).toEqual({ hits: 3, prizeMinor: 3 * 900_000 });
    expect(settle('vn.lo4', [1, 2345])).toEqual({ hits: 2, prizeMinor: 2 * 8_880_000 });
  });

  it('lô buys one unit per prize number that can hit', () => {
    const lo2 = findVietnamBetType('vn.lo2')!;
    expect(vietnamBetCostMinor(lo2, [5, 45], 'north', 1000, 3)).toBe(2 * 27 * 1000 * 3);
    expect(vietnamBetCostMinor(lo2, [5, 45], 'south', 1000, 1)).toBe(2 * 18 * 1000);
  });

  it('đề, đầu, đuôi, 3 càng and 4 càng read the special prize', () => {
    expect(settle('vn.de', [45, 5])).toEqual({ hits: 1, prizeMinor: 99_000 });
    expect(settle('vn.de.head', [4])).toEqual({ hits: 1, prizeMinor: 9_800 });
    expect(settle('vn.de.tail', [4]).hits).toBe(0);
    expect(settle('vn.3cang', [345])).toEqual({ hits: 1, prizeMinor: 960_000 });
    expect(settle('vn.4cang', [2345])).toEqual({ hits: 1, prizeMinor: 8_880_000 });
  });

  it('xiên wins each combination whose picks all appear; trượt each whose picks all miss', () => {
    const xien2 = findVietnamBetType('vn.xien2')!;
    expect(validateVietnamPicks(xien2, [5, 45, 10, 99])).toEqual({ valid: true, combinations: 6 });
    expect(settle('vn.xien2', [5, 45, 10, 99])).toEqual({ hits: 3, prizeMinor: 3 * 16_000 });
    expect(settle('vn.xien3', [5, 45, 10]).hits).toBe(1);
    expect(settle('vn.xien4', [5, 45, 10, 98]).hits).toBe(0);
    expect(settle('vn.truot4', [98, 97, 96, 95]).hits).toBe(1);
    expect(settle('vn.truot4', [98, 97, 96, 5]).hits).toBe(0);
    expect(settle('vn.truot4', [98, 97, 96, 95, 94]).hits).toBe(5);
  });

  it('uses South odds for a South result and honours merchant odds', () => {
    const south = drawVietnamResult('south', createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'xsmn', nonce: 1 }));
    const ending = Number(allPrizeNumbers(south)[3]!.slice(-2));
    const betType = findVietnamBetType('vn.lo2')!;
    const settled = settleVietnamBet({ betType, picks: [ending], result: south, unitPriceMinor: 10, multiplier: 1 });
    expect(settled.prizeMinor).toBe(settled.hits * 990);
    expect(settleVietnamBet({ betType, picks: [ending], result: south, unitPriceMinor: 10, multiplier: 1, oddsMilli: 80_000 }).prizeMinor).toBe(
      settled.hits * 800,
    );
  });

  it('rejects malformed picks with a reason', () => {
    const de = findVietnamBetType('vn.de')!;
    expect(validateVietnamPicks(de, [])).toEqual({ valid: false, reason: 'too_few_picks' });
    expect(validateVietnamPicks(de, [100])).toEqual({ valid: false, reason: 'value_not_offered' });
    expect(validateVietnamPicks(de, [1, 1])).toEqual({ valid: false, reason: 'duplicate_value' });
    expect(validateVietnamPicks(findVietnamBetType('vn.xien3')!, [1, 2])).toEqual({ valid: false, reason: 'too_few_picks' });
  });

  it('returns what the default odds promise: lô 2 số 98.5 % North and 99 % South, trượt just under 95 %', () => {
    const lo2 = findVietnamBetType('vn.lo2')!;
    for (const region of ['north', 'south', 'central'] as const) {
      // Each prize number ends in the pick with probability 1/100: expected hits = numbers / 100 per unit of cost.
      const returnMilli = (numbersWithDigits(region, 2) * lo2.defaultOddsMilli[region]) / 100 / lo2.costUnits(region);
      expect(returnMilli).toBe(region === 'north' ? 985 : 990);
      expect(findVietnamBetType('vn.xien2')!.defaultOddsMilli[region]).toBe(region === 'north' ? 16_000 : 28_000);
      for (const size of [4, 8, 10]) {
        const truot = findVietnamBetType(`vn.truot${size}`)!;
        const numbers = BigInt(numbersWithDigits(region, 2));
        const expected = (BigInt(truot.defaultOddsMilli[region]) * BigInt(100 - size) ** numbers * 1_000_000n) / 100n ** numbers;
        expect(expected <= 950_000_000n && expected > 949_000_000n).toBe(true);
      }
    }
    expect(VIETNAM_BET_TYPES.map((betType) => betType.code)).toHaveLength(new Set(VIETNAM_BET_TYPES.map((betType) => betType.code)).size);
  });
});
