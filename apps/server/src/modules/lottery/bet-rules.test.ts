import { describe, expect, it } from 'vitest';
import { findBetType, SIDE } from '@platform/game-math';
import { defaultFastOdds, ruleOf, THAI_ODDS_MILLI } from './bet-rules.ts';

describe('bet rules', () => {
  it('prices ELOTT fixed odds at 98 % of the fair payout: even chances 1.96, a single digit 9.8', () => {
    expect(defaultFastOdds(findBetType('ssc.two-sides.position')!, 980)).toEqual({ win: 1_960 });
    expect(defaultFastOdds(findBetType('ssc.position')!, 980)).toEqual({ win: 9_800 });
    expect(defaultFastOdds(findBetType('ssc.dragon-tiger')!, 980)).toEqual({ dragon: 2_177, tiger: 2_177, tie: 9_800 });
  });

  it('lists the Thai odds that game-math pays', () => {
    const rule = (code: string) => ruleOf({ family: 'thai', region: null }, code)!;
    const result = { firstPrize: '000123', bottomTwo: '45' };
    const paid = (code: string, pick: number) => rule(code).settle([[pick]], result, { unitPrice: 1_000, multiplier: 1 }, { kind: 'odds', oddsMilli: {} }).prize;
    expect(paid('thai.top3', 123)).toBe(THAI_ODDS_MILLI['thai.top3']);
    expect(paid('thai.top3.any-order', 312)).toBe(THAI_ODDS_MILLI['thai.top3.any-order']);
    expect(paid('thai.top2', 23)).toBe(THAI_ODDS_MILLI['thai.top2']);
    expect(paid('thai.bottom2', 45)).toBe(THAI_ODDS_MILLI['thai.bottom2']);
    expect(paid('thai.run.top', 2)).toBe(THAI_ODDS_MILLI['thai.run.top']);
    expect(paid('thai.run.bottom', 4)).toBe(THAI_ODDS_MILLI['thai.run.bottom']);
  });

  it('counts the numbers of one-combination-per-pick bets for the per-number limits, and none of combination bets', () => {
    const position = ruleOf({ family: 'ssc', region: null }, 'ssc.position')!;
    expect(position.exposureKeys([[1, 2], [], [], [], [9]], 3)).toEqual(['ssc.position:0:1', 'ssc.position:0:2', 'ssc.position:4:9']);
    const straight = ruleOf({ family: 'ssc', region: null }, 'ssc.straight.front2')!;
    expect(straight.exposureKeys([[1, 2], [3, 4]], 4)).toEqual([]);
    const lo = ruleOf({ family: 'vietnam', region: 'north' }, 'vn.lo2')!;
    expect(lo.exposureKeys([[7, 27]], 2)).toEqual(['vn.lo2:0:7', 'vn.lo2:0:27']);
    expect(lo.stakePerKey({ unitPrice: 10, multiplier: 3 })).toBe(810);
    const sides = ruleOf({ family: 'k3', region: null }, 'k3.two-sides')!;
    expect(sides.exposureKeys([[SIDE.big, SIDE.odd]], 2)).toEqual(['k3.two-sides:0:0', 'k3.two-sides:0:2']);
  });

  it('finds no rule for a bet type outside the game’s family', () => {
    expect(ruleOf({ family: 'k3', region: null }, 'ssc.position')).toBeUndefined();
    expect(ruleOf({ family: 'vietnam', region: 'south' }, 'thai.top3')).toBeUndefined();
  });

  it('costs a lô 2 số point at 27 units in the North and 18 in the South', () => {
    const north = ruleOf({ family: 'vietnam', region: 'north' }, 'vn.lo2')!;
    const south = ruleOf({ family: 'vietnam', region: 'south' }, 'vn.lo2')!;
    expect(north.cost({ unitPrice: 100, multiplier: 1 }, [[5]], 1)).toBe(2_700);
    expect(south.cost({ unitPrice: 100, multiplier: 1 }, [[5]], 1)).toBe(1_800);
  });
});

describe('per-number exposure of fast-draw bet types', () => {
  it.each([
    ['ssc.position', true],
    ['ssc.two-sides.position', true],
    ['11x5.any.1', true],
    ['k3.sum', true],
    ['pk10.position', true],
    ['keno.pick.1', true],
    ['ssc.straight.front2', false],
    ['ssc.sum.back3', false],
    ['11x5.any.3', false],
    ['k3.pair.specific', false],
    ['keno.pick.5', false],
  ])('%s covers one combination per picked number: %s', (code, perPick) => {
    const rule = ruleOf({ family: findBetType(code)!.family, region: null }, code)!;
    const selection = findBetType(code)!.layout.rows.map((row) => row.values.slice(0, Math.max(row.picksMin, 1)));
    expect(rule.exposureKeys(selection, 1).length > 0).toBe(perPick);
  });
});
