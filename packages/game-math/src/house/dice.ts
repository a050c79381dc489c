/**
 * Dice: a roll from 0.00 to 99.99, kept as an integer 0–9999 (hundredths), equally likely each.
 * The player picks a win chance from 1 % to 95 % (in basis points) and a direction: "under" wins
 * when the roll is below chance, "over" when it is at least 10000 − chance, so exactly `chance` of
 * the 10,000 rolls win either way. The multiplier is (1 − edge) / chance, rounded down to a basis
 * point, so the return never exceeds 1 − edge.
 */
import { randomInt, type RandomStream } from '../provably-fair.ts';
import { multiplyMinorFloor, ratio } from '../ratio.ts';
import { assertHouseEdge, assertStake, BASIS_POINTS, HOUSE_EDGE_DEFAULT_BASIS_POINTS } from './house-edge.ts';

export const DICE_ROLLS = 10_000;
export const DICE_CHANCE_MIN_BASIS_POINTS = 100;
export const DICE_CHANCE_MAX_BASIS_POINTS = 9_500;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  readonly direction: DiceDirection;
  /** Win chance in basis points: 100 (1 %) to 9500 (95 %). */
  readonly chanceBasisPoints: number;
}

/** A roll 0–9999 (0.00–99.99), uniform. */
export function rollDice(stream: RandomStream): number {
  return randomInt(stream, DICE_ROLLS);
}

function assertBet(bet: DiceBet): void {
  const chance = bet.chanceBasisPoints;
  if (!Number.isSafeInteger(chance) || chance < DICE_CHANCE_MIN_BASIS_POINTS || chance > DICE_CHANCE_MAX_BASIS_POINTS) {
    throw new RangeError(`the win chance is an integer from ${DICE_CHANCE_MIN_BASIS_POINTS} to ${DICE_CHANCE_MAX_BASIS_POINTS} basis points`);
  }
  if (bet.direction !== 'under' && bet.direction !== 'over') throw new RangeError('the direction is under or over');
}

/** Whether `roll` wins `bet`. */
export function diceWins(bet: DiceBet, roll: number): boolean {
  assertBet(bet);
  return bet.direction === 'under' ? roll < bet.chanceBasisPoints : roll >= DICE_ROLLS - bet.chanceBasisPoints;
}

/** Payout multiplier in basis points, stake included: floor((10000 − edge) × 10000 / chance). */
export function diceMultiplierBasisPoints(chanceBasisPoints: number, houseEdgeBasisPoints = HOUSE_EDGE_DEFAULT_BASIS_POINTS): number {
  assertBet({ direction: 'under', chanceBasisPoints });
  assertHouseEdge(houseEdgeBasisPoints);
  return Math.floor(((BASIS_POINTS - houseEdgeBasisPoints) * BASIS_POINTS) / chanceBasisPoints);
}

export interface DiceOutcome {
  readonly roll: number;
  readonly won: boolean;
  readonly multiplierBasisPoints: number;
  /** floor(stake × multiplier) when won, else 0. */
  readonly payoutMinor: number;
}

/** Rolls and settles one dice bet. */
export function playDice(stream: RandomStream, bet: DiceBet, stakeMinor: number, houseEdgeBasisPoints = HOUSE_EDGE_DEFAULT_BASIS_POINTS): DiceOutcome {
  assertStake(stakeMinor);
  const multiplierBasisPoints = diceMultiplierBasisPoints(bet.chanceBasisPoints, houseEdgeBasisPoints);
  const roll = rollDice(stream);
  const won = diceWins(bet, roll);
  const payoutMinor = won ? multiplyMinorFloor(stakeMinor, ratio(multiplierBasisPoints, BASIS_POINTS)) : 0;
  return { roll, won, multiplierBasisPoints, payoutMinor };
}
