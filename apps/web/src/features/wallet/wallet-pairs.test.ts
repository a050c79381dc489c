import { describe, expect, it } from 'vitest';
import { walletKinds, walletTransferRequestSchema } from '@platform/contract/wallet/balance';
import { destinationsOf, walletPairs } from './wallet-pairs.ts';

describe('wallet transfer pairs', () => {
  it('are exactly the pairs the contract accepts', () => {
    const accepted = walletKinds.flatMap((from) =>
      walletKinds
        .filter((to) => walletTransferRequestSchema.safeParse({ from, to, amount: 100, idempotencyKey: 'abcdefgh' }).success)
        .map((to) => ({ from, to })),
    );
    expect(walletPairs).toEqual(expect.arrayContaining(accepted));
    expect(accepted).toEqual(expect.arrayContaining(walletPairs));
  });

  it('bonus only goes to cash', () => {
    expect(destinationsOf('bonus')).toEqual(['cash']);
    expect(destinationsOf('cash')).toEqual(['points']);
  });
});
