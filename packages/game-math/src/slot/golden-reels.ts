/**
 * Golden Reels: the platform's own 5 × 3 video slot with 20 paylines.
 *
 * Ten regular symbols, a wild that substitutes for all of them (and pays on its own), and a
 * scatter that pays anywhere and awards 10 free spins for three or more; free spins pay double
 * and can retrigger, up to 100 free spins in a round. Strips have 64 stops, so a stop takes one
 * byte of the stream and is never rejected. The exact return to player is 96.16 % (see
 * `golden-reels.test.ts`, which recomputes it from these tables).
 */
import { PAYLINES_20 } from './paylines.ts';
import { compileSlot, type CompiledSlot, type SlotDefinition } from './slot-definition.ts';

/** Pays per line bet for 3, 4 and 5 of a kind (scatter: anywhere on the grid, 2×, 10×, 50× the total bet). */
const pays = (three: number, four: number, five: number) => [0, 0, 0, three, four, five];

export const GOLDEN_REELS_DEFINITION: SlotDefinition = {
  code: 'golden-reels',
  rows: 3,
  symbols: [
    { letter: 'W', name: 'wild', kind: 'wild', pays: pays(100, 500, 2500) },
    { letter: 'S', name: 'scatter', kind: 'scatter', pays: pays(40, 200, 1000) },
    { letter: 'C', name: 'crown', kind: 'regular', pays: pays(100, 400, 2000) },
    { letter: 'D', name: 'diamond', kind: 'regular', pays: pays(75, 250, 1000) },
    { letter: 'B', name: 'bell', kind: 'regular', pays: pays(50, 150, 600) },
    { letter: 'H', name: 'horseshoe', kind: 'regular', pays: pays(40, 100, 400) },
    { letter: 'A', name: 'ace', kind: 'regular', pays: pays(20, 50, 250) },
    { letter: 'K', name: 'king', kind: 'regular', pays: pays(15, 50, 200) },
    { letter: 'Q', name: 'queen', kind: 'regular', pays: pays(15, 40, 150) },
    { letter: 'J', name: 'jack', kind: 'regular', pays: pays(10, 30, 125) },
    { letter: 'T', name: 'ten', kind: 'regular', pays: pays(10, 25, 100) },
    { letter: 'N', name: 'nine', kind: 'regular', pays: pays(8, 20, 100) },
  ],
  baseStrips: [
    'WHTKCJBANQTHKSDJAQBNTKHJACQTDNKBWJHASQTKNJAHBQDTCKJNAHQSTBKJADNQ',
    'NQDHTKWJABCQNTHKJADQNBTKHJAWSQTCNKDJBHAQTKNJAHQBWTDKJCNAQHTKBSJA',
    'BJANQSDTHKJANBQTCKHWJANDQTBKHJANQTKJSCDBHANQTKJANHQWBTKDJANQCHTK',
    'TKCJBANQTHKDJASQBNWTKHJACQDTNKBJHAQTKNWJAHBDQCTKSJNAHQTBKJDANWQH',
    'DQHTKWJABCQNTHKJDSAQNBTKHJAQCTNKDBJHAWQSTKNJAHBQDTKCJNAQHTSBKJAN',
  ],
  freeSpinStrips: [
    'WHTKCJBANQTHKSDJAQBNTKHJACQTDNKBWJHASQTKNJAHBQDTCKJNAHQSTBKJADNQ',
    'NQDHTKWJABCQNTHKJADQNBTKHJAWSQTCNKDJBHAQTKNJAHQBWTDKJCNAQHTKBSJA',
    'BJANQSDTHKJANBQTCKHWJANDQTBKHJANQTKJSCDBHANQTKJANHQWBTKDJANQCHTK',
    'TKCJBANQTHKDJASQBNWTKHJACQDTNKBJHAQTKNWJAHBDQCTKSJNAHQTBKJDANWQH',
    'DQHTKWJABCQNTHKJDSAQNBTKHJAQCTNKDBJHAWQSTKNJAHBQDTKCJNAQHTSBKJAN',
  ],
  paylines: PAYLINES_20,
  freeSpins: { scattersToTrigger: 3, spinsAwarded: 10, winMultiplier: 2, spinsPerRoundMax: 100 },
};

export const GOLDEN_REELS: CompiledSlot = compileSlot(GOLDEN_REELS_DEFINITION);
