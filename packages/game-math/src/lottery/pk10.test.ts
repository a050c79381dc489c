import { describe, expect, it } from 'vitest';
import { settleCode } from '../test-support/settle-code.ts';
import { SIDE } from './bet-type.ts';

const ORDER = [7, 3, 10, 1, 2, 4, 5, 6, 8, 9];
const empty = (rows: number) => Array.from({ length: rows }, () => [] as number[]);

describe('PK10', () => {
  it('pays a car at a rank once per matching rank', () => {
    const selection = empty(10);
    selection[0] = [7, 8];
    selection[9] = [9];
    expect(settleCode('pk10.position', selection, ORDER)).toMatchObject({ combinations: 3, won: 2 });
  });

  it('calls a car big from 6 and checks its parity, per rank', () => {
    const selection = empty(10);
    selection[0] = [SIDE.big, SIDE.odd];
    selection[1] = [SIDE.big];
    expect(settleCode('pk10.two-sides.rank', selection, ORDER).won).toBe(2);
  });

  it('compares rank i with rank 11 − i for dragon and tiger', () => {
    expect(settleCode('pk10.dragon-tiger', [[SIDE.tiger], [SIDE.tiger], [SIDE.dragon], [], []], ORDER).won).toBe(3);
  });

  it('pays the sum of the first two cars and calls it big over 11', () => {
    expect(settleCode('pk10.first-two.sum', [[10, 11]], ORDER).levels).toEqual({ 'sum-10': 1 });
    expect(settleCode('pk10.first-two.two-sides', [[SIDE.small, SIDE.even, SIDE.big]], ORDER).levels).toEqual({ small: 1, even: 1 });
    expect(settleCode('pk10.first-two.two-sides', [[SIDE.small, SIDE.odd]], [5, 6, 1, 2, 3, 4, 7, 8, 9, 10]).levels).toEqual({ small: 1, odd: 1 });
    expect(settleCode('pk10.first-two.two-sides', [[SIDE.big]], [6, 7, 1, 2, 3, 4, 5, 8, 9, 10]).won).toBe(1);
  });
});
