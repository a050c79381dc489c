import { z } from 'zod';
import { assertMinorUnits } from '../money.ts';

/** An amount of integer minor units (cents) that may be zero or negative, as balances and entries are. */
export const minorUnitsSchema = z.number().int().refine(Number.isSafeInteger, 'amount is not a safe integer of minor units');

/** An amount a member asks to move: whole minor units, at least one. */
export const positiveMinorUnitsSchema = z
  .number()
  .int()
  .min(1)
  .refine(Number.isSafeInteger, 'amount is not a safe integer of minor units');

/**
 * A key the client chooses for one money action and reuses when it retries that action:
 * a replay returns the first result and moves nothing.
 */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/u, '8 to 64 letters, digits, - or _');

/** The payment (transaction) password a member sets for money actions. */
export const paymentPasswordSchema = z.string().min(1).max(64);

/** Minor units as a plain decimal with two places and a dot ("1234.50"), as payment codes carry amounts. */
export function decimalTextOfMinorUnits(minorUnits: number): string {
  assertMinorUnits(minorUnits);
  if (minorUnits < 0) throw new RangeError('a payment amount cannot be negative');
  const whole = Math.trunc(minorUnits / 100);
  const cents = minorUnits % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * A fee of `basisPoints` (1/100 of a percent) of an amount plus a fixed part, rounded up to the next
 * minor unit so the merchant never charges less than its published rate.
 */
export function feeOfAmount(amount: number, basisPoints: number, fixed: number): number {
  assertMinorUnits(amount);
  const proportional = Math.ceil((amount * basisPoints) / 10_000);
  const fee = assertMinorUnits(proportional + fixed);
  if (fee < 0 || fee > amount) throw new RangeError('a fee must lie between zero and the amount');
  return fee;
}
