import { describe, expect, it } from 'vitest';
import { countSlip, randomSelection, slipRebate, topPrize } from './bet-slip-math.ts';
import { betTypeViews, parseTypedNumbers, quickPickValues } from './bet-catalogue.ts';

const ssc = { family: 'ssc' as const, region: null };
const unit = { unitPrice: 200, multiplier: 1 };

describe('the bet slip counts as the server does', () => {
  it('counts a straight as the product of its picks and prices it unit × combinations × multiplier', () => {
    expect(countSlip(ssc, 'ssc.straight.front2', [[1, 2], [3, 4, 5]], { unitPrice: 200, multiplier: 3 })).toEqual({ valid: true, combinations: 6, cost: 3_600 });
  });

  it('is invalid while a position of a straight is empty', () => {
    expect(countSlip(ssc, 'ssc.straight.front2', [[1], []], unit).valid).toBe(false);
  });

  it('costs a North lô 2 số number at 27 points and a South one at 18', () => {
    expect(countSlip({ family: 'vietnam', region: 'north' }, 'vn.lo2', [[5, 27]], { unitPrice: 10, multiplier: 1 })).toEqual({ valid: true, combinations: 2, cost: 540 });
    expect(countSlip({ family: 'vietnam', region: 'south' }, 'vn.lo2', [[5]], { unitPrice: 10, multiplier: 1 }).cost).toBe(180);
  });

  it('prices a 5-star straight win at 180,000 per 2 units at group 1800, and ELOTT by its odds', () => {
    expect(topPrize(ssc, 'ssc.straight.5star', unit, { prizeGroup: 1800 })).toBe(18_000_000);
    expect(topPrize(ssc, 'ssc.position', { unitPrice: 100, multiplier: 1 }, { oddsMilli: { win: 9_800 } })).toBe(980);
  });

  it('shows the rebate of a lower group: (max − chosen) / 20 %', () => {
    expect(slipRebate(10_000, 1950, 1900)).toEqual({ basisPoints: 250, amount: 250 });
  });
});

describe('pickers', () => {
  const views = betTypeViews('ssc', [{ code: 'ssc.position', oddsMilli: {} }, { code: 'ssc.two-sides.total', oddsMilli: {} }]);

  it('offers digits per position and sides as options', () => {
    expect(views.map((view) => [view.group, view.rows.length, view.rows[0]!.style])).toEqual([
      ['position', 5, 'digit'],
      ['two-sides', 1, 'side'],
    ]);
  });

  it('picks the big, small, odd and even halves of a row', () => {
    const row = views[0]!.rows[0]!;
    expect(quickPickValues(row, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickPickValues(row, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(quickPickValues(row, 'odd')).toEqual([1, 3, 5, 7, 9]);
    expect(quickPickValues(row, 'clear')).toEqual([]);
  });

  it('reads typed numbers and names the ones out of range', () => {
    expect(parseTypedNumbers('0123, 456 456 10000 x', 9_999)).toEqual({ numbers: [123, 456], invalid: ['10000', 'x'] });
  });

  it('makes a random pick the server accepts', () => {
    let seed = 7;
    const next = (bound: number) => (seed = (seed * 31 + 11) % 9_973) % bound;
    for (const view of betTypeViews('ssc', [{ code: 'ssc.straight.5star', oddsMilli: {} }, { code: 'ssc.group6.back3', oddsMilli: {} }, { code: 'ssc.two-sides.position', oddsMilli: {} }])) {
      const selection = randomSelection(view.rows, next);
      expect(countSlip(ssc, view.code, selection, unit).valid, view.code).toBe(true);
    }
    const [vietnam] = betTypeViews('vietnam', [{ code: 'vn.xien3', oddsMilli: {} }]);
    expect(countSlip({ family: 'vietnam', region: 'north' }, 'vn.xien3', randomSelection(vietnam!.rows, next), { unitPrice: 10, multiplier: 1 }).valid).toBe(true);
  });
});
