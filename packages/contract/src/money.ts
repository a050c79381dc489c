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

/** The decimal separator of a language: a comma in Portuguese and Spanish, a dot otherwise. */
export function decimalSeparatorOf(language: string): ',' | '.' {
  const lower = language.toLowerCase();
  return lower.startsWith('pt') || lower.startsWith('es') ? ',' : '.';
}

/** Formats minor units with two decimals and the currency symbol, e.g. `R$ 1.234,50` or `R$ 1,234.50`. */
export function formatMoney(minorUnits: number, currencySymbol: string, language = 'pt'): string {
  assertMinorUnits(minorUnits);
  const negative = minorUnits < 0;
  const absolute = Math.abs(minorUnits);
  const whole = Math.trunc(absolute / 100);
  const cents = absolute % 100;
  const decimal = decimalSeparatorOf(language);
  const thousands = decimal === ',' ? '.' : ',';
  const wholeText = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const text = `${wholeText}${decimal}${String(cents).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${currencySymbol} ${text}`.trim();
}

/** Formats points (kept in hundredths, like money) with two decimals and no currency symbol, e.g. `1.234,50`. */
export function formatPoints(hundredths: number, language = 'pt'): string {
  const text = formatMoney(Math.abs(hundredths), '', language);
  return hundredths < 0 ? `-${text}` : text;
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

/** How an amount fills an amount box: whole units alone, cents after the language's decimal separator. */
export function amountInputText(minorUnits: number, language: string): string {
  assertMinorUnits(minorUnits);
  const whole = Math.trunc(minorUnits / 100);
  const cents = minorUnits % 100;
  if (cents === 0) return String(whole);
  return `${whole}${decimalSeparatorOf(language)}${String(Math.abs(cents)).padStart(2, '0')}`;
}

/** An integer in hundredths as text with two decimals: 4950 → "49.50" (or "49,50"). */
export function hundredthsText(hundredths: number, language: string): string {
  const negative = hundredths < 0;
  const absolute = Math.abs(hundredths);
  return `${negative ? '-' : ''}${Math.trunc(absolute / 100)}${decimalSeparatorOf(language)}${String(absolute % 100).padStart(2, '0')}`;
}

/** A rate in basis points as a percentage without trailing zeros: 150 → "1,5" (or "1.5"), 200 → "2". */
export function percentText(basisPoints: number, language: string): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100).padStart(2, '0').replace(/0+$/u, '');
  if (!fraction) return String(whole);
  return `${whole}${decimalSeparatorOf(language)}${fraction}`;
}

/** Reads a typed number with up to two decimals ("49.5", "49,50"; no thousands separators) into hundredths, or null. */
export function parseHundredths(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
