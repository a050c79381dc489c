import { describe, expect, it } from 'vitest';
import { applyBalanceEvent, walletBalanceQueryOptions, walletBalanceQueryPrefix } from './wallet-balance.ts';

const balance = { balance: 10_000, bonus: 500, points: 30, frozen: 2_000, currencySymbol: 'R$', isSingle: true };

describe('wallet balance', () => {
  it('a pushed event replaces cash and bonus and keeps the rest', () => {
    expect(applyBalanceEvent(balance, { type: 'balance', balance: 15_000, bonus: 0 })).toEqual({ ...balance, balance: 15_000, bonus: 0 });
  });

  it('a pushed event before the first fetch leaves the query to load', () => {
    expect(applyBalanceEvent(undefined, { type: 'balance', balance: 1, bonus: 0 })).toBeUndefined();
  });

  it('each session has its own balance query under the shared prefix, and none without a token', () => {
    const first = walletBalanceQueryOptions('a');
    const second = walletBalanceQueryOptions('b');
    expect(first.queryKey).not.toEqual(second.queryKey);
    expect(first.queryKey.slice(0, 2)).toEqual([...walletBalanceQueryPrefix]);
    expect(walletBalanceQueryOptions(null).enabled).toBe(false);
  });
});
