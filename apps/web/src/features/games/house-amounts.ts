/**
 * Amounts, multipliers and chances of the house games as the pages show and read them. Money stays in
 * integer minor units and multipliers in integers (basis points for dice and mines, hundredths for crash).
 */
import { hundredthsText, parseMoney } from '@platform/contract/money';

/** The stake limits of a house game, in minor units. */
export interface HouseLimits {
  stakeMin: number;
  stakeMax: number;
}

/**
 * The platform's default limits of a house game, shown until the game's own limits arrive from
 * GET /wps/house/limits; a refused bet (`bet_limit_exceeded`) also carries the limits in force.
 */
export const defaultHouseLimits: HouseLimits = { stakeMin: 10, stakeMax: 1_000_000 };

/** Reads the limits carried by a `bet_limit_exceeded` refusal, if it has them. */
export function limitsOfRefusal(value: unknown): HouseLimits | null {
  if (typeof value !== 'object' || value === null) return null;
  const { stakeMin, stakeMax } = value as { stakeMin?: unknown; stakeMax?: unknown };
  if (!Number.isSafeInteger(stakeMin) || !Number.isSafeInteger(stakeMax)) return null;
  return { stakeMin: stakeMin as number, stakeMax: stakeMax as number };
}

export type StakeProblem = 'required' | 'format' | 'belowMinimum' | 'aboveMaximum' | 'insufficient';
export type StakeCheck = { stake: number; problem?: undefined } | { stake?: undefined; problem: StakeProblem };

/** Reads a typed stake into minor units and checks it against the game's limits and the balance. */
export function checkStake(text: string, limits: HouseLimits, balance?: number): StakeCheck {
  if (text.trim() === '') return { problem: 'required' };
  const stake = parseMoney(text);
  if (stake === null || stake === 0) return { problem: 'format' };
  if (stake < limits.stakeMin) return { problem: 'belowMinimum' };
  if (stake > limits.stakeMax) return { problem: 'aboveMaximum' };
  if (balance !== undefined && stake > balance) return { problem: 'insufficient' };
  return { stake };
}

/** Halves or doubles a stake, kept within the limits (and never below one minor unit). */
export function scaleStake(stake: number, factor: 0.5 | 2, limits: HouseLimits): number {
  const scaled = factor === 2 ? stake * 2 : Math.floor(stake / 2);
  return Math.min(limits.stakeMax, Math.max(limits.stakeMin, scaled));
}

/** A multiplier in basis points as "1.98×", rounded down to the hundredth shown. */
export function basisPointsMultiplierText(basisPoints: number, language: string): string {
  return `${hundredthsText(Math.floor(basisPoints / 100), language)}×`;
}

/** A crash multiplier in hundredths as "2.47×". */
export function hundredthsMultiplierText(hundredths: number, language: string): string {
  return `${hundredthsText(hundredths, language)}×`;
}

/** A browser-chosen id of one bet (24 random letters and digits), reused when the same bet is retried. */
export function newRequestId(fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return [...fill(new Uint8Array(24))].map((byte) => alphabet[byte % 64]).join('');
}
