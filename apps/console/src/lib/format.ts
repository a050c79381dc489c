import { formatPoints } from '@platform/contract/money';

/** Date and time as the staff member's language writes them, to the second: audit rows need the exact moment. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pt-BR', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}

/** A compact one-line rendering of an audit value (before / after), or a dash when there is none. */
export function compactValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Date and time to the minute, where seconds would only crowd a column. */
export function formatDateTimeToMinute(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pt-BR', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The day alone, as the staff member's language writes it: enough where the exact moment does not matter. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pt-BR', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * An amount of minor units with two decimals in the language's separators, without a currency symbol: the
 * console shows one merchant's money, and the contract's money helper does the formatting.
 */
export function formatAmount(minorUnits: number, language: string): string {
  return formatPoints(minorUnits, language);
}

/** A count with the language's thousands separator. */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'pt-BR').format(count);
}

/** A percentage that may carry decimals (12.5 → "12,5%" in Portuguese). */
export function formatPercent(percent: number, language: string): string {
  return `${new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'pt-BR', { maximumFractionDigits: 2 }).format(percent)}%`;
}
