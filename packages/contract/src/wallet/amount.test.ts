import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMoney } from '../money.ts';
import { decimalTextOfMinorUnits, feeOfAmount } from './amount.ts';
import { transactionCategoryOfKind } from './records.ts';
import { walletTransferRequestSchema } from './balance.ts';

describe('wallet amounts', () => {
  it('writes minor units as a plain decimal that parses back to the same amount', () => {
    expect(decimalTextOfMinorUnits(0)).toBe('0.00');
    expect(decimalTextOfMinorUnits(5)).toBe('0.05');
    expect(decimalTextOfMinorUnits(123_456)).toBe('1234.56');
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => parseMoney(decimalTextOfMinorUnits(amount)) === amount));
    expect(() => decimalTextOfMinorUnits(-1)).toThrow();
  });

  it('rounds a fee up to the next minor unit, never below the published rate and never a whole unit above it', () => {
    expect(feeOfAmount(10_000, 150, 0)).toBe(150);
    expect(feeOfAmount(10_001, 150, 0)).toBe(151);
    expect(feeOfAmount(5000, 0, 200)).toBe(200);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 10_000 }), (amount, basisPoints) => {
        const fee = feeOfAmount(amount, basisPoints, 0);
        return fee * 10_000 >= amount * basisPoints && (fee - 1) * 10_000 < amount * basisPoints;
      }),
    );
    expect(() => feeOfAmount(100, 0, 101)).toThrow();
  });
});

describe('wallet requests', () => {
  it("moves money only between two different own wallets, bonus only to cash, nothing into bonus", () => {
    const base = { amount: 100, idempotencyKey: 'abcdefgh' };
    expect(walletTransferRequestSchema.safeParse({ ...base, from: 'cash', to: 'points' }).success).toBe(true);
    expect(walletTransferRequestSchema.safeParse({ ...base, from: 'bonus', to: 'cash' }).success).toBe(true);
    expect(walletTransferRequestSchema.safeParse({ ...base, from: 'cash', to: 'cash' }).success).toBe(false);
    expect(walletTransferRequestSchema.safeParse({ ...base, from: 'bonus', to: 'points' }).success).toBe(false);
    expect(walletTransferRequestSchema.safeParse({ ...base, from: 'cash', to: 'bonus' }).success).toBe(false);
    expect(walletTransferRequestSchema.safeParse({ ...base, amount: 0.5, from: 'cash', to: 'points' }).success).toBe(false);
  });

  it('groups ledger kinds into the account record categories', () => {
    expect(transactionCategoryOfKind('deposit')).toBe('deposit');
    expect(transactionCategoryOfKind('game_bet')).toBe('game');
    expect(transactionCategoryOfKind('withdrawal_hold')).toBe('withdrawal');
    expect(transactionCategoryOfKind('something_new')).toBe('other');
  });
});
