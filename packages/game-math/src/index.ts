/**
 * @platform/game-math: pure, deterministic game logic shared by the server (settlement) and the
 * browser (bet counting, verification). No DOM and no Node APIs; money is integer minor units.
 */

// Provably fair randomness and hashing.
export * from './provably-fair.ts';
export * from './ratio.ts';
export * from './combinatorics.ts';

// Fast-draw lottery families, prize groups and the catalogue of bet types.
export {
  SIDE,
  SIDE_NAMES,
  validateSelection,
  winningCombinations,
  type BetType,
  type LevelWins,
  type LotteryFamily,
  type LotteryFamilyDefinition,
  type LotteryResult,
  type PrizeLevel,
  type Selection,
  type SelectionCheck,
  type SelectionLayout,
  type SelectionRejection,
  type SelectionRow,
  type Settlement,
  type Side,
} from './lottery/bet-type.ts';
export * from './lottery/catalogue.ts';
export * from './lottery/prize.ts';
export { SSC, SSC_BET_TYPES, SSC_POSITIONS, SSC_SPANS, drawSscResult, isValidSscResult } from './lottery/ssc.ts';
export * from './lottery/eleven-five.ts';
export * from './lottery/k3.ts';
export * from './lottery/pk10.ts';
export * from './lottery/keno.ts';

// Fixed-odds lotteries: Vietnamese and SEA.
export * from './lottery/fixed-odds.ts';
export * from './lottery/vietnam.ts';
export * from './lottery/sea.ts';

// Slots.
export * from './slot/slot-definition.ts';
export * from './slot/paylines.ts';
export * from './slot/evaluate.ts';
export * from './slot/spin.ts';
export * from './slot/rtp.ts';
export * from './slot/golden-reels.ts';
export * from './slot/simulate.ts';

// House games.
export { BASIS_POINTS, HOUSE_EDGE_DEFAULT_BASIS_POINTS, HOUSE_EDGE_MAX_BASIS_POINTS } from './house/house-edge.ts';
export * from './house/dice.ts';
export * from './house/mines.ts';
export * from './house/crash.ts';
