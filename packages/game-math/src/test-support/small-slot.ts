import { PAYLINES_20 } from '../slot/paylines.ts';
import { compileSlot, type CompiledSlot, type SlotDefinition } from '../slot/slot-definition.ts';

/** A slot small enough to enumerate every stop combination (5^5), for checking the exact RTP. */
export const SMALL_SLOT_DEFINITION: SlotDefinition = {
  code: 'small',
  rows: 3,
  symbols: [
    { letter: 'W', name: 'wild', kind: 'wild', pays: [0, 0, 0, 20, 60, 200] },
    { letter: 'S', name: 'scatter', kind: 'scatter', pays: [0, 0, 2, 10, 50, 100] },
    { letter: 'A', name: 'a', kind: 'regular', pays: [0, 0, 1, 5, 15, 50] },
    { letter: 'B', name: 'b', kind: 'regular', pays: [0, 0, 0, 3, 8, 30] },
  ],
  baseStrips: ['WABSA', 'ABBSW', 'BAWSA', 'SABBA', 'AWBSB'],
  freeSpinStrips: ['WAWSA', 'AWBSW', 'WAWSA', 'SAWBA', 'AWBSW'],
  paylines: PAYLINES_20.slice(0, 7),
  freeSpins: { scattersToTrigger: 3, spinsAwarded: 3, winMultiplier: 3, spinsPerRoundMax: 9 },
};

export const SMALL_SLOT: CompiledSlot = compileSlot(SMALL_SLOT_DEFINITION);
