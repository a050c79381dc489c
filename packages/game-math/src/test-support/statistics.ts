/**
 * Statistics used by the property tests. Test support only: floating point is fine here because
 * nothing in this file touches money or outcomes.
 */

/** The upper 1 % point of the standard normal distribution. */
const NORMAL_QUANTILE_99 = 2.3263478740408408;

/** Pearson's chi-square statistic of observed counts against expected counts. */
export function chiSquareStatistic(observed: readonly number[], expected: readonly number[]): number {
  if (observed.length !== expected.length) throw new RangeError('observed and expected differ in length');
  let statistic = 0;
  observed.forEach((count, index) => {
    const expectation = expected[index]!;
    statistic += (count - expectation) ** 2 / expectation;
  });
  return statistic;
}

/**
 * The 99 % critical value of the chi-square distribution with `degreesOfFreedom`, by the
 * Wilson–Hilferty approximation (accurate to well under 1 % from about 5 degrees of freedom on).
 */
export function chiSquareCritical99(degreesOfFreedom: number): number {
  const k = degreesOfFreedom;
  const spread = 2 / (9 * k);
  return k * (1 - spread + NORMAL_QUANTILE_99 * Math.sqrt(spread)) ** 3;
}

/** Exact 99 % critical values for small degrees of freedom, where the approximation is weakest. */
const SMALL_CRITICAL_99: Record<number, number> = { 1: 6.635, 2: 9.21, 3: 11.345, 4: 13.277 };

/** Whether counts are consistent with the expected distribution at the 99 % level. */
export function passesChiSquare99(observed: readonly number[], expected: readonly number[]): boolean {
  const degreesOfFreedom = observed.length - 1;
  const critical = SMALL_CRITICAL_99[degreesOfFreedom] ?? chiSquareCritical99(degreesOfFreedom);
  return chiSquareStatistic(observed, expected) < critical;
}

/** Counts of each value in [0, bound) among `values`. */
export function histogram(values: Iterable<number>, bound: number): number[] {
  const counts = new Array<number>(bound).fill(0);
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
