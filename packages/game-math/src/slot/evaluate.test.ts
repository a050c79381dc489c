import { describe, expect, it } from 'vitest';
import { countScatters, evaluateLines, evaluateLineSymbols, type LineWin } from './evaluate.ts';
import { GOLDEN_REELS } from './golden-reels.ts';

const slot = GOLDEN_REELS;
const index = (letter: string) => slot.definition.symbols.findIndex((symbol) => symbol.letter === letter);
const line = (letters: string) => Uint8Array.from([...letters].map(index));
const pay = (letters: string) => evaluateLineSymbols(slot, line(letters), 5);

describe('line evaluation', () => {
  it('pays runs of three or more from the leftmost reel only', () => {
    expect(pay('CCCAK')).toBe(100);
    expect(pay('CCCCA')).toBe(400);
    expect(pay('CCCCC')).toBe(2000);
    expect(pay('CCAKQ')).toBe(0);
    expect(pay('ACCCC')).toBe(0);
  });

  it('lets the wild stand in for any regular symbol, anywhere in the run', () => {
    expect(pay('CWCAK')).toBe(100);
    expect(pay('WCCCA')).toBe(400);
    expect(pay('WWNNN')).toBe(100);
  });

  it('pays a run of wilds as wilds when that beats the symbol they complete', () => {
    // Three wilds (100) against three nines completed by them (8): the wilds pay.
    expect(pay('WWWNA')).toBe(100);
    // Three wilds (100) against five crowns (2000): the crowns pay.
    expect(pay('WWWCC')).toBe(2000);
    expect(pay('WWWWW')).toBe(2500);
  });

  it('stops a run at a scatter, which the wild never replaces', () => {
    expect(pay('SCCCC')).toBe(0);
    expect(pay('CCSCC')).toBe(0);
    expect(pay('WWWSC')).toBe(100);
    expect(pay('WWSSS')).toBe(0);
  });
});

describe('grid evaluation', () => {
  /** Reel-major grid from rows of letters written top to bottom. */
  function grid(rows: [string, string, string]): Uint8Array {
    const cells = new Uint8Array(15);
    for (let reel = 0; reel < 5; reel++) for (let row = 0; row < 3; row++) cells[reel * 3 + row] = index(rows[row]![reel]!);
    return cells;
  }

  it('adds up every paying line and reports each one', () => {
    const cells = grid(['AKQJT', 'CCCNN', 'KAJQT']);
    const wins: LineWin[] = [];
    const total = evaluateLines(slot, cells, wins);
    expect(wins).toContainEqual({ line: 0, symbol: index('C'), count: 3, pay: 100 });
    expect(total).toBe(wins.reduce((sum, win) => sum + win.pay, 0));
  });

  it('counts scatters anywhere', () => {
    expect(countScatters(slot, grid(['SKQJT', 'CCSNN', 'KAJQS']))).toBe(3);
  });
});
