import { describe, expect, it } from 'vitest';
import { settleCode } from '../test-support/settle-code.ts';
import { SIDE } from './bet-type.ts';

const { big, small, odd, even, dragon, tiger, tie } = SIDE;

describe('SSC straight', () => {
  it('wins only with the exact digits in the exact positions', () => {
    expect(settleCode('ssc.straight.5star', [[1], [2], [3], [4], [5]], [1, 2, 3, 4, 5]).won).toBe(1);
    expect(settleCode('ssc.straight.5star', [[1], [2], [3], [4], [5]], [5, 4, 3, 2, 1]).won).toBe(0);
    expect(settleCode('ssc.straight.back3', [[3], [4], [5]], [9, 9, 3, 4, 5]).won).toBe(1);
    expect(settleCode('ssc.straight.front2', [[9], [0]], [9, 0, 1, 1, 1]).won).toBe(1);
    expect(settleCode('ssc.straight.back4', [[0], [1], [1], [1]], [9, 0, 1, 1, 1]).won).toBe(1);
  });

  it('counts the product of the picks per position as combinations', () => {
    expect(settleCode('ssc.straight.5star', [[1, 2], [3], [4, 5, 6], [7], [8, 9]], [2, 3, 6, 7, 9])).toMatchObject({ combinations: 12, won: 1 });
  });
});

describe('SSC group 3 and group 6', () => {
  it('group 3 wins on a pair plus a single in any order when both digits are picked', () => {
    expect(settleCode('ssc.group3.back3', [[1, 2]], [0, 0, 2, 1, 1])).toMatchObject({ combinations: 2, won: 1 });
    expect(settleCode('ssc.group3.front3', [[1, 2]], [1, 2, 1, 0, 0]).won).toBe(1);
    expect(settleCode('ssc.group3.back3', [[1, 2]], [0, 0, 1, 1, 1]).won).toBe(0);
    expect(settleCode('ssc.group3.back3', [[1, 2, 3]], [0, 0, 1, 2, 3]).won).toBe(0);
    expect(settleCode('ssc.group3.middle3', [[1, 2, 3, 4]], [0, 4, 4, 1, 0]).combinations).toBe(12);
  });

  it('group 6 wins on three different picked digits in any order', () => {
    expect(settleCode('ssc.group6.back3', [[1, 2, 3, 4, 5]], [0, 0, 5, 1, 3])).toMatchObject({ combinations: 10, won: 1 });
    expect(settleCode('ssc.group6.back3', [[1, 2, 3]], [0, 0, 1, 1, 3]).won).toBe(0);
    expect(settleCode('ssc.group6.back3', [[1, 2, 3]], [0, 0, 1, 2, 4]).won).toBe(0);
  });
});

describe('SSC sum and span of three digits', () => {
  it('buys every straight with the picked sum', () => {
    expect(settleCode('ssc.sum.back3', [[0]], [0, 0, 0, 0, 0]).combinations).toBe(1);
    expect(settleCode('ssc.sum.back3', [[13]], [0, 0, 0, 0, 0]).combinations).toBe(75);
    expect(settleCode('ssc.sum.back3', [[1, 27]], [0, 0, 0, 0, 0]).combinations).toBe(4);
    expect(settleCode('ssc.sum.front3', [[18]], [9, 0, 9, 5, 5]).won).toBe(1);
    expect(settleCode('ssc.sum.front3', [[18]], [9, 0, 8, 5, 5]).won).toBe(0);
  });

  it('buys every straight with the picked span', () => {
    expect(settleCode('ssc.span.back3', [[0]], [0, 0, 0, 0, 0]).combinations).toBe(10);
    expect(settleCode('ssc.span.back3', [[9]], [0, 0, 0, 0, 0]).combinations).toBe(54);
    expect(settleCode('ssc.span.middle3', [[7]], [0, 1, 8, 5, 0]).won).toBe(1);
  });
});

describe('SSC single position and digit anywhere', () => {
  it('single position wins once per position whose digit is picked', () => {
    expect(settleCode('ssc.position', [[1, 2], [], [3], [], [0, 9]], [1, 5, 3, 5, 9])).toMatchObject({ combinations: 5, won: 3 });
  });

  it('digit anywhere pays a picked digit once however often it shows', () => {
    expect(settleCode('ssc.anywhere.back3', [[7, 8]], [8, 8, 7, 7, 7])).toMatchObject({ combinations: 2, won: 1 });
  });
});

describe('SSC side bets', () => {
  it('splits each digit into big 5–9 / small 0–4 and odd / even', () => {
    expect(settleCode('ssc.two-sides.position', [[big, odd], [small, even], [], [], []], [5, 4, 0, 0, 0]).won).toBe(4);
    expect(settleCode('ssc.two-sides.position', [[big], [small], [], [], []], [4, 5, 0, 0, 0]).won).toBe(0);
  });

  it('calls a total of 23 or more big and 22 or less small', () => {
    expect(settleCode('ssc.two-sides.total', [[big, odd]], [9, 9, 5, 0, 0]).won).toBe(2);
    expect(settleCode('ssc.two-sides.total', [[big, even]], [9, 9, 4, 0, 0]).won).toBe(1);
    expect(settleCode('ssc.two-sides.total', [[small]], [9, 9, 4, 0, 0]).won).toBe(1);
  });

  it('compares position 1 with position 5: dragon, tiger, or a tie that only the tie bet wins', () => {
    expect(settleCode('ssc.dragon-tiger', [[dragon, tie]], [7, 0, 0, 0, 3]).levels).toEqual({ dragon: 1 });
    expect(settleCode('ssc.dragon-tiger', [[tiger]], [2, 0, 0, 0, 3]).levels).toEqual({ tiger: 1 });
    expect(settleCode('ssc.dragon-tiger', [[dragon, tiger, tie]], [3, 0, 0, 0, 3])).toMatchObject({ levels: { tie: 1 }, pushed: 0 });
  });
});
