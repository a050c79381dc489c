import { describe, expect, it } from 'vitest';
import { settleCode } from '../test-support/settle-code.ts';
import { SIDE } from './bet-type.ts';

describe('K3', () => {
  it('pays the sum at the level of that sum', () => {
    expect(settleCode('k3.sum', [[3, 10, 18]], [4, 4, 2])).toMatchObject({ combinations: 3, levels: { 'sum-10': 1 } });
    expect(settleCode('k3.sum', [[3]], [1, 1, 2]).won).toBe(0);
  });

  it('calls 11–17 big, 4–10 small, and a triple loses big, small, odd and even', () => {
    expect(settleCode('k3.two-sides', [[SIDE.big, SIDE.odd]], [5, 5, 1]).won).toBe(2);
    expect(settleCode('k3.two-sides', [[SIDE.small, SIDE.even]], [1, 2, 1]).won).toBe(2);
    expect(settleCode('k3.two-sides', [[SIDE.big, SIDE.small, SIDE.odd, SIDE.even]], [5, 5, 5])).toMatchObject({ won: 0, pushed: 0 });
  });

  it('pays triples: a specific face or any triple', () => {
    expect(settleCode('k3.triple.specific', [[2, 6]], [6, 6, 6])).toMatchObject({ combinations: 2, won: 1 });
    expect(settleCode('k3.triple.specific', [[6]], [6, 6, 5]).won).toBe(0);
    expect(settleCode('k3.triple.any', [[SIDE.anyTriple]], [3, 3, 3]).won).toBe(1);
    expect(settleCode('k3.triple.any', [[SIDE.anyTriple]], [3, 3, 4]).won).toBe(0);
  });

  it('pays pairs: a specific pair with a specific single, or a chosen pair with any third die', () => {
    expect(settleCode('k3.pair.specific', [[1, 2], [1, 3]], [3, 1, 1])).toMatchObject({ combinations: 3, won: 1 });
    expect(settleCode('k3.pair.specific', [[1], [3]], [1, 1, 1]).won).toBe(0);
    expect(settleCode('k3.pair.any', [[1, 4]], [4, 1, 4])).toMatchObject({ combinations: 2, won: 1 });
    expect(settleCode('k3.pair.any', [[4]], [4, 4, 4]).won).toBe(0);
  });

  it('pays three different and two different faces', () => {
    expect(settleCode('k3.different.three', [[1, 2, 3, 4]], [4, 2, 1])).toMatchObject({ combinations: 4, won: 1 });
    expect(settleCode('k3.different.three', [[1, 2, 3, 4]], [4, 4, 1]).won).toBe(0);
    expect(settleCode('k3.different.two', [[1, 2, 3, 4]], [4, 2, 1])).toMatchObject({ combinations: 6, won: 3 });
    expect(settleCode('k3.different.two', [[2, 5]], [5, 5, 2]).won).toBe(1);
  });

  it('pays any straight and a single face once however many dice show it', () => {
    expect(settleCode('k3.straight.any', [[SIDE.anyStraight]], [5, 3, 4]).won).toBe(1);
    expect(settleCode('k3.straight.any', [[SIDE.anyStraight]], [6, 1, 2]).won).toBe(0);
    expect(settleCode('k3.single-face', [[6, 2]], [6, 6, 6])).toMatchObject({ combinations: 2, won: 1 });
  });
});
