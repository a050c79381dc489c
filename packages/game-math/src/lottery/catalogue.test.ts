import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../provably-fair.ts';
import { addRatios, ratio, ratiosEqual, type Ratio } from '../ratio.ts';
import { scriptedStream, TEST_SERVER_SEED } from '../test-support/scripted-stream.ts';
import { selectionArbitrary } from '../test-support/selections.ts';
import { histogram, passesChiSquare99 } from '../test-support/statistics.ts';
import { validateSelection, type BetType, type LotteryFamily, type LotteryResult, type Selection } from './bet-type.ts';
import { BET_TYPE_CODES, drawResult, findBetType, LOTTERY_FAMILIES } from './catalogue.ts';

function permutationsOf(values: readonly number[], length: number): number[][] {
  if (length === 0) return [[]];
  return values.flatMap((value) =>
    permutationsOf(values.filter((other) => other !== value), length - 1).map((rest) => [value, ...rest]),
  );
}

const SSC_RESULTS = Array.from({ length: 100_000 }, (_, value) => String(value).padStart(5, '0').split('').map(Number));
const ELEVEN_FIVE_RESULTS = permutationsOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 5);
const K3_RESULTS = permutationsOf([1, 2, 3, 4, 5, 6], 1).flatMap(([first]) =>
  [1, 2, 3, 4, 5, 6].flatMap((second) => [1, 2, 3, 4, 5, 6].map((third) => [first!, second, third])),
);
/** Every order of the cars at ranks 1, 2, 9 and 10; the other ranks do not matter to the selections tested. */
const PK10_RESULTS = permutationsOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4).map(([first, second, ninth, tenth]) => {
  const middle = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((car) => ![first, second, ninth, tenth].includes(car));
  return [first!, second!, ...middle, ninth!, tenth!];
});

/** The rows of each PK10 bet type that depend only on ranks 1, 2, 9 and 10. */
const PK10_ROWS: Record<string, number[]> = {
  'pk10.position': [0, 1, 8, 9],
  'pk10.two-sides.rank': [0, 1, 8, 9],
  'pk10.dragon-tiger': [0, 1],
  'pk10.first-two.sum': [0],
  'pk10.first-two.two-sides': [0],
};

/** Return to player at group 2000 where the rules keep an edge: a K3 triple loses every side bet. */
const FAIR_RETURN_EXCEPTIONS: Record<string, Ratio> = { 'k3.two-sides': ratio(210, 216) };

/** Exact mean return per unit staked, stakes of pushed combinations included. */
function meanReturn(betType: BetType, selection: Selection, results: readonly LotteryResult[]): Ratio {
  const winsByLevel = new Map<string, number>();
  let pushed = 0;
  for (const result of results) {
    const settlement = betType.settle(selection, result);
    pushed += settlement.pushedCombinations;
    for (const win of settlement.wins) winsByLevel.set(win.level, (winsByLevel.get(win.level) ?? 0) + win.combinations);
  }
  let total = ratio(pushed);
  for (const [levelName, count] of winsByLevel) {
    const level = betType.prizeLevels.find((candidate) => candidate.name === levelName);
    expect(level, `${betType.code} settles unknown level ${levelName}`).toBeDefined();
    total = addRatios(total, ratio(level!.fairPayout.numerator * BigInt(count), level!.fairPayout.denominator));
  }
  const combinations = betType.countCombinations(selection);
  return ratio(total.numerator, total.denominator * BigInt(results.length * combinations));
}

const ENUMERATED: Array<{ family: LotteryFamily; results: readonly LotteryResult[]; runs: number }> = [
  { family: 'ssc', results: SSC_RESULTS, runs: 2 },
  { family: '11x5', results: ELEVEN_FIVE_RESULTS, runs: 4 },
  { family: 'k3', results: K3_RESULTS, runs: 30 },
  { family: 'pk10', results: PK10_RESULTS, runs: 8 },
];

describe('fair payouts, checked by enumerating every result', () => {
  for (const { family, results, runs } of ENUMERATED) {
    for (const betType of LOTTERY_FAMILIES[family].betTypes) {
      it(`${betType.code} returns exactly its fair share at prize group 2000`, () => {
        const expected = FAIR_RETURN_EXCEPTIONS[betType.code] ?? ratio(1);
        fc.assert(
          fc.property(selectionArbitrary(betType, PK10_ROWS[betType.code]), (selection) => {
            expect(ratiosEqual(meanReturn(betType, selection, results), expected)).toBe(true);
          }),
          { numRuns: runs, seed: 20261122 },
        );
      });
    }
  }
});

describe('catalogue', () => {
  it('has unique codes, all findable, in the documented style', () => {
    expect(new Set(BET_TYPE_CODES).size).toBe(BET_TYPE_CODES.length);
    for (const code of BET_TYPE_CODES) {
      expect(findBetType(code)?.code).toBe(code);
      expect(code).toMatch(/^(ssc|11x5|k3|pk10|keno)(\.[a-z0-9-]+)+$/);
    }
    expect(findBetType('ssc.straight.6star')).toBeUndefined();
    for (const code of ['ssc.straight.5star', 'ssc.group3.back3', 'k3.sum', 'pk10.position', '11x5.any.5', 'keno.pick.10']) {
      expect(BET_TYPE_CODES).toContain(code);
    }
  });

  it('rejects malformed selections with a reason', () => {
    const straight = findBetType('ssc.straight.5star')!;
    expect(validateSelection(straight, [[1], [2], [3], [4]])).toEqual({ valid: false, reason: 'row_count' });
    expect(validateSelection(straight, [[1], [2], [3], [4], []])).toEqual({ valid: false, reason: 'too_few_picks', row: 4 });
    expect(validateSelection(straight, [[1], [2], [3], [4], [10]])).toEqual({ valid: false, reason: 'value_not_offered', row: 4 });
    expect(validateSelection(straight, [[1], [2], [3], [4], [1.5]])).toEqual({ valid: false, reason: 'not_integer', row: 4 });
    expect(validateSelection(straight, [[1, 1], [2], [3], [4], [5]])).toEqual({ valid: false, reason: 'duplicate_value', row: 0 });
    expect(validateSelection(findBetType('ssc.position')!, [[], [], [], [], []])).toEqual({ valid: false, reason: 'too_few_picks' });
    expect(validateSelection(findBetType('keno.pick.3')!, [[1, 2, 3, 4]])).toEqual({ valid: false, reason: 'too_many_picks', row: 0 });
    expect(validateSelection(findBetType('k3.pair.specific')!, [[2], [2]])).toEqual({ valid: false, reason: 'no_combination' });
    expect(validateSelection(straight, [[1, 2], [2], [3], [4], [5, 6, 7]])).toEqual({ valid: true, combinations: 6 });
  });

  it('draws valid results, the same for the same seed', () => {
    fc.assert(
      fc.property(fc.constantFrom<LotteryFamily>('ssc', '11x5', 'k3', 'pk10', 'keno'), fc.nat(), (family, nonce) => {
        const seed = { serverSeed: TEST_SERVER_SEED, clientSeed: '20261122-0481', nonce };
        const result = drawResult(family, createOutcomeStream(seed));
        expect(LOTTERY_FAMILIES[family].isValidResult(result)).toBe(true);
        expect(drawResult(family, createOutcomeStream(seed))).toEqual(result);
      }),
      { numRuns: 200 },
    );
  });

  it('maps scripted bytes to results as documented', () => {
    expect(drawResult('ssc', scriptedStream([7, 255, 1, 2, 3, 4]))).toEqual([7, 1, 2, 3, 4]);
    expect(drawResult('k3', scriptedStream([0, 5, 252, 11]))).toEqual([1, 6, 6]);
  });

  it('refuses invalid results', () => {
    expect(LOTTERY_FAMILIES.ssc.isValidResult([1, 2, 3, 4])).toBe(false);
    expect(LOTTERY_FAMILIES['11x5'].isValidResult([1, 1, 2, 3, 4])).toBe(false);
    expect(LOTTERY_FAMILIES.k3.isValidResult([0, 1, 2])).toBe(false);
    expect(LOTTERY_FAMILIES.pk10.isValidResult([1, 2, 3, 4, 5, 6, 7, 8, 9, 9])).toBe(false);
    expect(LOTTERY_FAMILIES.keno.isValidResult([81, ...Array.from({ length: 19 }, (_, index) => index + 1)])).toBe(false);
  });
});

describe('draw uniformity (chi-square, 99 %)', () => {
  const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'draws', nonce: 7 });

  it('gives every 11x5 number the same chance at every ball', () => {
    const draws = 22_000;
    const firstBall = histogram(Array.from({ length: draws }, () => drawResult('11x5', stream)[0]! - 1), 11);
    expect(passesChiSquare99(firstBall, new Array(11).fill(draws / 11))).toBe(true);
  });

  it('gives every K3 total its exact probability', () => {
    const draws = 216_000;
    const totals = histogram(Array.from({ length: draws }, () => drawResult('k3', stream).reduce((a, b) => a + b, 0)), 19).slice(3);
    const ways = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    expect(passesChiSquare99(totals, ways.map((way) => (way * draws) / 216))).toBe(true);
  });

  it('puts every PK10 car first equally often', () => {
    const draws = 20_000;
    const winners = histogram(Array.from({ length: draws }, () => drawResult('pk10', stream)[0]! - 1), 10);
    expect(passesChiSquare99(winners, new Array(10).fill(draws / 10))).toBe(true);
  });
});
