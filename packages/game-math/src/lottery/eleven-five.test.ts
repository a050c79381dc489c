import { describe, expect, it } from 'vitest';
import { settleCode } from '../test-support/settle-code.ts';
import { SIDE } from './bet-type.ts';

const DRAW = [3, 11, 7, 1, 9];

describe('11x5 any-N', () => {
  it('any-1 to any-5 win once per N-subset of the picks that lies among the drawn', () => {
    expect(settleCode('11x5.any.1', [[3, 4, 11]], DRAW)).toMatchObject({ combinations: 3, won: 2 });
    expect(settleCode('11x5.any.2', [[1, 3, 7, 8]], DRAW)).toMatchObject({ combinations: 6, won: 3 });
    expect(settleCode('11x5.any.5', [[1, 3, 7, 9, 11]], DRAW)).toMatchObject({ combinations: 1, won: 1 });
    expect(settleCode('11x5.any.5', [[1, 3, 7, 9, 10]], DRAW).won).toBe(0);
  });

  it('any-6 to any-8 win when the picks contain all five drawn', () => {
    expect(settleCode('11x5.any.6', [[1, 3, 7, 9, 11, 2]], DRAW)).toMatchObject({ combinations: 1, won: 1 });
    expect(settleCode('11x5.any.8', [[1, 3, 7, 9, 11, 2, 4, 5, 6]], DRAW)).toMatchObject({ combinations: 9, won: 4 });
    expect(settleCode('11x5.any.7', [[1, 3, 7, 9, 2, 4, 5]], DRAW).won).toBe(0);
  });
});

describe('11x5 front straight and group', () => {
  it('straight needs the first balls in order; its combinations skip repeated numbers', () => {
    expect(settleCode('11x5.front3.straight', [[3], [11], [7]], DRAW).won).toBe(1);
    expect(settleCode('11x5.front3.straight', [[11], [3], [7]], DRAW).won).toBe(0);
    expect(settleCode('11x5.front2.straight', [[1, 2], [1, 2, 3]], DRAW).combinations).toBe(4);
    expect(settleCode('11x5.front1.straight', [[3, 4]], DRAW)).toMatchObject({ combinations: 2, won: 1 });
  });

  it('group takes the first balls in any order', () => {
    expect(settleCode('11x5.front3.group', [[7, 3, 11, 5]], DRAW)).toMatchObject({ combinations: 4, won: 1 });
    expect(settleCode('11x5.front2.group', [[11, 3]], DRAW).won).toBe(1);
    expect(settleCode('11x5.front2.group', [[11, 7]], DRAW).won).toBe(0);
  });
});

describe('11x5 side bets', () => {
  it('calls a ball big from 6, small to 5, and pushes every side of a drawn 11', () => {
    const settled = settleCode('11x5.two-sides.ball', [[SIDE.small, SIDE.odd], [SIDE.big, SIDE.odd], [SIDE.big], [], [SIDE.even]], DRAW);
    expect(settled).toMatchObject({ combinations: 6, won: 3, pushed: 2 });
  });

  it('calls a sum over 30 big, under 30 small, and pushes 30', () => {
    expect(settleCode('11x5.two-sides.sum', [[SIDE.big]], DRAW)).toMatchObject({ won: 1, pushed: 0 });
    expect(settleCode('11x5.two-sides.sum', [[SIDE.big, SIDE.small]], [1, 2, 3, 4, 5])).toMatchObject({ won: 1, pushed: 0 });
    expect(settleCode('11x5.two-sides.sum', [[SIDE.big, SIDE.small]], [11, 10, 6, 2, 1])).toMatchObject({ won: 0, pushed: 2 });
  });

  it('compares ball 1 with ball 5 for dragon and tiger', () => {
    expect(settleCode('11x5.dragon-tiger', [[SIDE.tiger]], DRAW).won).toBe(1);
    expect(settleCode('11x5.dragon-tiger', [[SIDE.dragon]], [10, 1, 2, 3, 4]).won).toBe(1);
  });
});
