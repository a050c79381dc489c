import { create } from 'zustand';

export interface Chase {
  issues: number;
  stopOnWin: boolean;
}

interface BetSlipState {
  gameCode: string;
  betType: string;
  /** One list of picked values per picker row. */
  selection: number[][];
  unitPrice: number;
  multiplier: number;
  /** Prize-group play only; null means the member's maximum. */
  prizeGroup: number | null;
  chase: Chase | null;
  /** Starts a fresh slip for a game and bet type (rows: how many picker rows the bet type has). */
  reset(gameCode: string, betType: string, rows: number, unitPrice: number): void;
  toggle(row: number, value: number, picksMax: number): void;
  setRow(row: number, values: number[]): void;
  setSelection(selection: number[][]): void;
  setUnitPrice(unitPrice: number): void;
  setMultiplier(multiplier: number): void;
  setPrizeGroup(prizeGroup: number | null): void;
  setChase(chase: Chase | null): void;
  clearPicks(): void;
}

/** The bet slip of the lottery page: what is picked and how it is staked. */
export const useBetSlipStore = create<BetSlipState>()((set) => ({
  gameCode: '',
  betType: '',
  selection: [],
  unitPrice: 0,
  multiplier: 1,
  prizeGroup: null,
  chase: null,
  reset: (gameCode, betType, rows, unitPrice) =>
    set((state) => ({
      gameCode,
      betType,
      selection: Array.from({ length: rows }, () => []),
      unitPrice: state.gameCode === gameCode && state.unitPrice > 0 ? state.unitPrice : unitPrice,
      multiplier: state.gameCode === gameCode ? state.multiplier : 1,
      prizeGroup: state.gameCode === gameCode ? state.prizeGroup : null,
      chase: state.gameCode === gameCode ? state.chase : null,
    })),
  toggle: (row, value, picksMax) =>
    set((state) => {
      const current = state.selection[row] ?? [];
      const next = current.includes(value) ? current.filter((picked) => picked !== value) : current.length < picksMax ? [...current, value].sort((left, right) => left - right) : current;
      return { selection: state.selection.map((picks, index) => (index === row ? next : picks)) };
    }),
  setRow: (row, values) => set((state) => ({ selection: state.selection.map((picks, index) => (index === row ? [...values].sort((left, right) => left - right) : picks)) })),
  setSelection: (selection) => set({ selection }),
  setUnitPrice: (unitPrice) => set({ unitPrice }),
  setMultiplier: (multiplier) => set({ multiplier }),
  setPrizeGroup: (prizeGroup) => set({ prizeGroup }),
  setChase: (chase) => set({ chase }),
  clearPicks: () => set((state) => ({ selection: state.selection.map(() => []) })),
}));
