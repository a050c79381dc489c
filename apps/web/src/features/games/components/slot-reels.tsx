import { useTranslation } from 'react-i18next';
import { PAYLINES_20 } from '@platform/game-math/slot/paylines';
import { translationKey } from '../../../lib/translation-key.ts';
import { SlotSymbolIcon } from './house-icons.tsx';
import styles from './house.module.css';

/** The names of the Golden Reels symbols, by the symbol names of the game's definition. */
export const slotSymbolKeys: Record<string, string> = {
  wild: translationKey('games.house.slot.symbols.wild'),
  scatter: translationKey('games.house.slot.symbols.scatter'),
  crown: translationKey('games.house.slot.symbols.crown'),
  diamond: translationKey('games.house.slot.symbols.diamond'),
  bell: translationKey('games.house.slot.symbols.bell'),
  horseshoe: translationKey('games.house.slot.symbols.horseshoe'),
  ace: translationKey('games.house.slot.symbols.ace'),
  king: translationKey('games.house.slot.symbols.king'),
  queen: translationKey('games.house.slot.symbols.queen'),
  jack: translationKey('games.house.slot.symbols.jack'),
  ten: translationKey('games.house.slot.symbols.ten'),
  nine: translationKey('games.house.slot.symbols.nine'),
};

export interface ReelsSpin {
  /** Symbol indices per reel, top row first. */
  grid: readonly (readonly number[])[];
  lineWins: readonly { line: number; count: number }[];
  scatters: number;
}

/** The cells ("reel:row") a spin's winning lines cross, and the scatters when three or more pay. */
export function winningCells(spin: ReelsSpin, scatterIndex: number): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const rows = PAYLINES_20[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  if (spin.scatters >= 3) {
    spin.grid.forEach((column, reel) => column.forEach((symbol, row) => symbol === scatterIndex && cells.add(`${reel}:${row}`)));
  }
  return cells;
}

/** The 5 × 3 window of Golden Reels; winning cells glow and the rest dim once a spin has paid. */
export function SlotReels({ spin, symbolNames, spinning = false, compact = false }: { spin: ReelsSpin; symbolNames: readonly string[]; spinning?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const scatterIndex = symbolNames.indexOf('scatter');
  const wins = spinning ? new Set<string>() : winningCells(spin, scatterIndex);
  return (
    <div className={[compact ? styles.miniReels : styles.reels, spinning ? styles.spinning : ''].join(' ')} data-testid="slot-reels" aria-busy={spinning || undefined}>
      {spin.grid.map((column, reel) => (
        <div className={styles.reel} key={reel}>
          {column.map((symbol, row) => {
            const name = symbolNames[symbol] ?? '';
            const symbolKey = slotSymbolKeys[name];
            const cell = `${reel}:${row}`;
            const state = wins.size === 0 ? '' : wins.has(cell) ? styles.symbolWin : styles.symbolDim;
            return (
              <div key={row} className={[styles.symbol, state].join(' ')} data-symbol={name} title={symbolKey ? t(symbolKey) : name}>
                <SlotSymbolIcon name={name} wildLabel={t('games.house.slot.wildMark')} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
