/** Counting helpers shared by the lottery bet types and the house games. */

/** C(n, k) as a bigint; zero when k is outside [0, n]. */
export function binomialBig(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError('binomial needs integers with n ≥ 0');
  if (k < 0 || k > n) return 0n;
  const smaller = Math.min(k, n - k);
  let result = 1n;
  for (let index = 1; index <= smaller; index++) {
    result = (result * BigInt(n - smaller + index)) / BigInt(index);
  }
  return result;
}

/** C(n, k) as a number; throws if it is not a safe integer. */
export function binomial(n: number, k: number): number {
  const result = Number(binomialBig(n, k));
  if (!Number.isSafeInteger(result)) throw new RangeError(`C(${n}, ${k}) overflows a safe integer`);
  return result;
}
