/**
 * Exact non-negative rationals on bigint. Payout ratios are kept exact, even beyond safe integers
 * (a Keno sum of exactly 810 pays 1,767,658,071,106,087,160 / 7,771,381,767,480,299 per unit at
 * group 2000), and only money leaves this file, rounded down once.
 */

export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function greatestCommonDivisor(first: bigint, second: bigint): bigint {
  let a = first < 0n ? -first : first;
  let b = second < 0n ? -second : second;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function toBigInt(value: bigint | number): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`expected a safe integer, got ${value}`);
  return BigInt(value);
}

/** The ratio numerator / denominator in lowest terms; both must be non-negative and the denominator positive. */
export function ratio(numerator: bigint | number, denominator: bigint | number = 1n): Ratio {
  const top = toBigInt(numerator);
  const bottom = toBigInt(denominator);
  if (bottom <= 0n || top < 0n) throw new RangeError('a ratio needs a non-negative numerator and a positive denominator');
  const divisor = greatestCommonDivisor(top, bottom) || 1n;
  return { numerator: top / divisor, denominator: bottom / divisor };
}

export function multiplyRatios(first: Ratio, second: Ratio): Ratio {
  return ratio(first.numerator * second.numerator, first.denominator * second.denominator);
}

export function addRatios(first: Ratio, second: Ratio): Ratio {
  return ratio(
    first.numerator * second.denominator + second.numerator * first.denominator,
    first.denominator * second.denominator,
  );
}

/** Negative, zero or positive as `first` is below, equal to or above `second`. */
export function compareRatios(first: Ratio, second: Ratio): number {
  const difference = first.numerator * second.denominator - second.numerator * first.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export function ratiosEqual(first: Ratio, second: Ratio): boolean {
  return compareRatios(first, second) === 0;
}

/**
 * floor(amountMinor × value) as a safe integer: the one place a ratio turns into money.
 * Rounding down means a payout never exceeds its exact value.
 */
export function multiplyMinorFloor(amountMinor: number, value: Ratio): number {
  const product = (toBigInt(amountMinor) * value.numerator) / value.denominator;
  const result = Number(product);
  if (!Number.isSafeInteger(result)) throw new RangeError('the amount overflows a safe integer');
  return result;
}

/** Decimal text of `value` truncated (not rounded) to `decimals` places, for display and reports. */
export function formatRatio(value: Ratio, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (value.numerator * scale) / value.denominator;
  const whole = scaled / scale;
  if (decimals === 0) return whole.toString();
  const fraction = (scaled % scale).toString().padStart(decimals, '0');
  return `${whole}.${fraction}`;
}
