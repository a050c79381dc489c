/**
 * Money is integer minor units (cents) everywhere. This file is the only place
 * that formats an amount for display or parses one typed by a user.
 */

/** Asserts that a value is a safe integer amount of minor units. */
export function assertMinorUnits(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`amount is not a safe integer of minor units: ${value}`);
  return value;
}

/** Reads a PostgreSQL bigint (returned as a string by pg) into a safe integer. */
export function minorUnitsFromDatabase(value: string | number | bigint): number {
  const asNumber = typeof value === 'number' ? value : Number(value);
  return assertMinorUnits(asNumber);
}

/** Formats minor units with two decimals and the currency symbol, e.g. `R$ 1.234,50` or `R$ 1,234.50`. */
export function formatMoney(minorUnits: number, currencySymbol: string, language = 'pt'): string {
  assertMinorUnits(minorUnits);
  const negative = minorUnits < 0;
  const absolute = Math.abs(minorUnits);
  const whole = Math.trunc(absolute / 100);
  const cents = absolute % 100;
  const thousands = language.startsWith('pt') || language.startsWith('es') ? '.' : ',';
  const decimal = thousands === '.' ? ',' : '.';
  const wholeText = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const text = `${wholeText}${decimal}${String(cents).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${currencySymbol} ${text}`.trim();
}

/**
 * Parses an amount typed by a user ("12", "12.5", "12,50", "1.234,56") into minor units.
 * Returns null for anything that is not a plain non-negative amount with at most two decimals.
 */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const wholeDigits = (match[1] ?? '').replace(/[.,]/g, '');
  const centsDigits = (match[2] ?? '').padEnd(2, '0');
  const value = Number(wholeDigits) * 100 + Number(centsDigits || '0');
  return Number.isSafeInteger(value) ? value : null;
}
