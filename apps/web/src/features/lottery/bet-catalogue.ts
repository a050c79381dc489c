/**
 * What the page shows for each bet type of a game: its tab (group) and variant, and one picker row per
 * row of game-math's layout (fast draws) or a single row of numbers (Vietnamese and SEA bets), with how
 * each value is drawn on screen. Counting and prices stay in game-math; this file only describes.
 */
import { findBetType } from '@platform/game-math/lottery/catalogue';
import { SIDE_NAMES } from '@platform/game-math/lottery/bet-type';
import { findVietnamBetType } from '@platform/game-math/lottery/vietnam';
import { FOUR_D_BET_TYPES, THAI_BET_TYPES } from '@platform/game-math/lottery/sea';
import type { LotteryBetTypeOffer, LotteryFamilyCode } from '@platform/contract/lottery/games';

/** How a picker draws its values. */
export type ValueStyle = 'digit' | 'ball' | 'die' | 'car' | 'side' | 'number';

export interface PickerRow {
  /** Stable row key from game-math ('position-1', 'digits', 'sides') or 'numbers'. */
  name: string;
  values: readonly number[];
  picksMin: number;
  picksMax: number;
  style: ValueStyle;
  /** Digits a number is written with (lô 2 số: 2, 4D: 4); 0 writes it as it is. */
  digits: number;
  /** Too many values for buttons: the player types the numbers. */
  typed: boolean;
}

export interface BetTypeView {
  code: string;
  /** The tab: the code's second part ('straight', 'two-sides', 'lo2'). */
  group: string;
  /** The choice inside the tab ('5star', 'back3', 'head'), empty when the tab has one type. */
  variant: string;
  rows: PickerRow[];
  /** Fixed odds per prize level in thousandths (empty in prize-group play). */
  oddsMilli: Readonly<Record<string, number>>;
}

const buttonValuesMax = 100;

function styleOf(family: LotteryFamilyCode, rowName: string): ValueStyle {
  if (rowName === 'sum' || rowName === 'span') return 'number';
  if (family === 'ssc') return 'digit';
  if (family === 'k3') return 'die';
  if (family === 'pk10') return 'car';
  return 'ball';
}

/** Rows of options rather than numbers: a 'sides' row, and every row of a two-sides bet. */
function isSideRow(code: string, rowName: string): boolean {
  return rowName === 'sides' || code.split('.').includes('two-sides');
}

function fastRows(family: LotteryFamilyCode, code: string): PickerRow[] {
  const betType = findBetType(code);
  if (!betType) return [];
  return betType.layout.rows.map((row) => {
    const style = isSideRow(code, row.name) ? 'side' : styleOf(family, row.name);
    return {
      name: row.name,
      values: row.values,
      picksMin: row.picksMin,
      picksMax: row.picksMax,
      style,
      digits: style === 'ball' || style === 'car' ? 2 : 0,
      typed: false,
    };
  });
}

function range(last: number): number[] {
  return Array.from({ length: last + 1 }, (_, index) => index);
}

function pickRows(rule: { valueMax: number; picksMin: number; picksMax: number } | undefined): PickerRow[] {
  if (!rule) return [];
  const digits = String(rule.valueMax).length;
  const typed = rule.valueMax + 1 > buttonValuesMax;
  return [{ name: 'numbers', values: typed ? [] : range(rule.valueMax), picksMin: rule.picksMin, picksMax: rule.picksMax, style: 'number', digits, typed }];
}

function seaRule(code: string) {
  return [...THAI_BET_TYPES, ...FOUR_D_BET_TYPES].find((betType) => betType.code === code)?.rule;
}

function rowsOf(family: LotteryFamilyCode, code: string): PickerRow[] {
  if (family === 'vietnam') return pickRows(findVietnamBetType(code)?.rule);
  if (family === 'thai' || family === '4d') return pickRows(seaRule(code));
  return fastRows(family, code);
}

/** The bet types a game offers, as the page shows them, in the game's order. */
export function betTypeViews(family: LotteryFamilyCode, offers: readonly LotteryBetTypeOffer[]): BetTypeView[] {
  return offers.flatMap((offer) => {
    const rows = rowsOf(family, offer.code);
    if (rows.length === 0) return [];
    const [, group = '', ...variant] = offer.code.split('.');
    return [{ code: offer.code, group, variant: variant.join('.'), rows, oddsMilli: offer.oddsMilli }];
  });
}

/** The tabs of a game: its bet types' groups in order of first appearance. */
export function groupsOf(views: readonly BetTypeView[]): string[] {
  return [...new Set(views.map((view) => view.group))];
}

/** A value as the picker writes it: a side's name key, or a number with its leading zeros. */
export function valueText(row: PickerRow, value: number): string {
  return row.digits > 0 ? String(value).padStart(row.digits, '0') : String(value);
}

/** The translation key of a side value (big, small, odd, even, dragon, tiger, tie, upper, lower, any triple, any straight). */
export function sideKey(value: number): string {
  return `lottery.sides.${SIDE_NAMES[value] ?? 'big'}`;
}

export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';
export const quickPicks: readonly QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

/** The values a quick pick selects in a row: the upper or lower half, odd or even values, all, or none. */
export function quickPickValues(row: PickerRow, pick: QuickPick): number[] {
  const values = [...row.values];
  const middle = values.length > 0 ? (values[0]! + values[values.length - 1]!) / 2 : 0;
  const chosen = (() => {
    switch (pick) {
      case 'all': return values;
      case 'big': return values.filter((value) => value > middle);
      case 'small': return values.filter((value) => value <= middle);
      case 'odd': return values.filter((value) => value % 2 === 1);
      case 'even': return values.filter((value) => value % 2 === 0);
      case 'clear': return [];
    }
  })();
  return chosen.slice(0, row.picksMax);
}

/** Whether a row offers quick picks: number rows with buttons, not sides. */
export function hasQuickPicks(row: PickerRow): boolean {
  return !row.typed && row.style !== 'side' && row.values.length > 2;
}

/** Reads numbers typed for a row ("123 456,789"): each within the row's range, duplicates dropped. */
export function parseTypedNumbers(text: string, valueMax: number): { numbers: number[]; invalid: string[] } {
  const parts = text.split(/[\s,;]+/u).filter(Boolean);
  const numbers: number[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const value = /^\d{1,4}$/u.test(part) ? Number(part) : Number.NaN;
    if (Number.isInteger(value) && value >= 0 && value <= valueMax) {
      if (!numbers.includes(value)) numbers.push(value);
    } else invalid.push(part);
  }
  return { numbers, invalid };
}
