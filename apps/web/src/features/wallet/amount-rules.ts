import { feeOfAmount } from '@platform/contract/wallet/amount';
import { parseMoney } from '@platform/contract/money';

/** Why a typed amount cannot be used; each maps to a message under `wallet.amount.*`. */
export type AmountProblem = 'required' | 'format' | 'belowMinimum' | 'aboveMaximum' | 'insufficient';

export interface AmountLimits {
  minimumAmount: number;
  maximumAmount: number;
  /** The money the member has for this action, when it caps the amount. */
  available?: number;
}

export type AmountCheck = { amount: number; problem?: undefined } | { amount?: undefined; problem: AmountProblem };

/** Reads a typed amount into minor units and checks it against the limits; never through floats. */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  if (text.trim() === '') return { problem: 'required' };
  const amount = parseMoney(text);
  if (amount === null || amount === 0) return { problem: 'format' };
  if (amount < limits.minimumAmount) return { problem: 'belowMinimum' };
  if (amount > limits.maximumAmount) return { problem: 'aboveMaximum' };
  if (limits.available !== undefined && amount > limits.available) return { problem: 'insufficient' };
  return { amount };
}

/** The preset amounts offered above the amount box (minor units): R$ 20 to R$ 5.000. */
export const amountPresetSteps = [2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000];

/** The presets a channel accepts, at most six; its minimum leads when no step reaches it exactly. */
export function amountPresets(limits: { minimumAmount: number; maximumAmount: number }, count = 6): number[] {
  const inRange = amountPresetSteps.filter((amount) => amount >= limits.minimumAmount && amount <= limits.maximumAmount);
  const withMinimum = inRange.includes(limits.minimumAmount) || limits.minimumAmount > limits.maximumAmount ? inRange : [limits.minimumAmount, ...inRange];
  return withMinimum.slice(0, count);
}

/** What a deposit costs and credits: the channel's fee rounded up, and the amount minus the fee. */
export function depositQuote(amount: number, channel: { feeBasisPoints: number; feeFixed: number }): { fee: number; credit: number } | null {
  try {
    const fee = feeOfAmount(amount, channel.feeBasisPoints, channel.feeFixed);
    return fee < amount ? { fee, credit: amount - fee } : null;
  } catch {
    return null;
  }
}

