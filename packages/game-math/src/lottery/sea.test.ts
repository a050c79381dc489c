import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../provably-fair.ts';
import { TEST_SERVER_SEED } from '../test-support/scripted-stream.ts';
import { fixedOddsPrizeMinor, validatePicks } from './fixed-odds.ts';
import {
  drawFourDResult,
  drawThaiResult,
  FOUR_D_BET_TYPES,
  fourDTierOf,
  isValidFourDResult,
  isValidThaiResult,
  orderingsOf,
  THAI_BET_TYPES,
  type FourDResult,
  type ThaiResult,
} from './sea.ts';

const thai = (code: string) => THAI_BET_TYPES.find((betType) => betType.code === code)!;
const RESULT: ThaiResult = { firstPrize: '482713', bottomTwo: '55' };

/** Exact return per unit of one pick over every top-3 ending (1000) or bottom pair (100). */
function exactReturnMilli(code: string, pick: number): number {
  const betType = thai(code);
  let total = 0;
  for (let value = 0; value < 100_000; value++) {
    const result = { firstPrize: `0${String(value).padStart(5, '0')}`, bottomTwo: String(value % 100).padStart(2, '0') };
    total += betType.settle([pick], result).payoutMilli;
  }
  return total / 100_000;
}

describe('Thai lottery', () => {
  it('draws a six-digit first prize and a two-digit bottom prize', () => {
    fc.assert(fc.property(fc.nat(), (nonce) => {
      const result = drawThaiResult(createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'thai', nonce }));
      expect(isValidThaiResult(result)).toBe(true);
    }), { numRuns: 50 });
    expect(isValidThaiResult({ firstPrize: '12345', bottomTwo: '00' })).toBe(false);
  });

  it('settles each bet on the right digits', () => {
    expect(thai('thai.top3').settle([713, 712], RESULT)).toEqual({ hits: 1, payoutMilli: 900_000 });
    expect(thai('thai.top3.any-order').settle([137, 371, 713, 133], RESULT)).toEqual({ hits: 3, payoutMilli: 450_000 });
    expect(thai('thai.top2').settle([13], RESULT).hits).toBe(1);
    expect(thai('thai.bottom2').settle([55, 13], RESULT).hits).toBe(1);
    expect(thai('thai.run.top').settle([7, 1, 3, 4], RESULT)).toEqual({ hits: 3, payoutMilli: 9_000 });
    expect(thai('thai.run.bottom').settle([5], RESULT)).toEqual({ hits: 1, payoutMilli: 4_000 });
  });

  it('matches any order on the multiset of digits, so repeated digits count once', () => {
    const repeated: ThaiResult = { firstPrize: '000112', bottomTwo: '00' };
    expect(thai('thai.top3.any-order').settle([112, 121, 211, 122], repeated).hits).toBe(3);
    expect([123, 112, 777, 7].map(orderingsOf)).toEqual([6, 3, 1, 3]);
  });

  it('returns the documented share over every possible result', () => {
    expect(exactReturnMilli('thai.top3', 482)).toBe(900);
    expect(exactReturnMilli('thai.top3.any-order', 123)).toBe(900);
    expect(exactReturnMilli('thai.top3.any-order', 112)).toBe(450);
    expect(exactReturnMilli('thai.top2', 7)).toBe(900);
    expect(exactReturnMilli('thai.bottom2', 7)).toBe(900);
    expect(exactReturnMilli('thai.run.top', 7)).toBe(813);
    expect(exactReturnMilli('thai.run.bottom', 7)).toBe(760);
  });
});

describe('4D', () => {
  const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: '4d', nonce: 0 });

  it('draws 23 distinct four-digit numbers', () => {
    for (let draw = 0; draw < 50; draw++) expect(isValidFourDResult(drawFourDResult(stream))).toBe(true);
  });

  it('pays big on all five tiers and small on the first three', () => {
    const result: FourDResult = drawFourDResult(stream);
    const [big, small] = FOUR_D_BET_TYPES as [(typeof FOUR_D_BET_TYPES)[number], (typeof FOUR_D_BET_TYPES)[number]];
    const picks = [result.first, result.third, result.starters[4]!, result.consolations[9]!].map(Number);
    expect(big.settle(picks, result)).toEqual({ hits: 4, payoutMilli: (2500 + 490 + 250 + 60) * 1000 });
    expect(small.settle(picks, result)).toEqual({ hits: 2, payoutMilli: (3500 + 990) * 1000 });
    expect(fourDTierOf(result, result.second)).toBe('second');
    expect(fixedOddsPrizeMinor(100, 2, small.settle([Number(result.second)], result).payoutMilli)).toBe(400_000);
  });

  it('returns 70.9 % on big and 64.9 % on small over all 10,000 numbers', () => {
    const result = drawFourDResult(stream);
    const everyNumber = Array.from({ length: 10_000 }, (_, value) => value);
    const [big, small] = FOUR_D_BET_TYPES;
    expect(big!.settle(everyNumber, result).payoutMilli / 10_000).toBe(709);
    expect(small!.settle(everyNumber, result).payoutMilli / 10_000).toBe(649);
  });

  it('refuses repeated numbers in a result', () => {
    const result = drawFourDResult(stream);
    expect(isValidFourDResult({ ...result, second: result.first })).toBe(false);
  });
});

describe('SEA picks', () => {
  it('are validated against each bet type\'s rule', () => {
    expect(validatePicks(thai('thai.top3'), [1, 999])).toEqual({ valid: true, combinations: 2 });
    expect(validatePicks(thai('thai.top2'), [100])).toEqual({ valid: false, reason: 'value_not_offered' });
    expect(validatePicks(FOUR_D_BET_TYPES[0]!, [])).toEqual({ valid: false, reason: 'too_few_picks' });
  });
});
