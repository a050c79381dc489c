/**
 * What defines a video slot: symbols, reel strips, paylines, pay table and the free-spin feature.
 * All pays are integer multiples of the line bet; a spin's total bet is one line bet per payline.
 */

export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** One letter used in the reel strip strings. */
  readonly letter: string;
  readonly name: string;
  readonly kind: SymbolKind;
  /**
   * Line pays (regular and wild) or scatter pays by count: `pays[n]` for n symbols, in line bets.
   * Scatter pays are for the whole grid, in line bets as well (2× the total bet of 20 lines is 40).
   */
  readonly pays: readonly number[];
}

export interface FreeSpinRule {
  /** Scatters anywhere needed to award free spins, in the base game and again during free spins. */
  readonly scattersToTrigger: number;
  readonly spinsAwarded: number;
  /** Every free-spin win is multiplied by this. */
  readonly winMultiplier: number;
  /** A round never plays more free spins than this, retriggers included. */
  readonly spinsPerRoundMax: number;
}

export interface SlotDefinition {
  readonly code: string;
  readonly rows: number;
  readonly symbols: readonly SlotSymbol[];
  /** One string per reel, one letter per stop; the stop drawn shows in the top row. */
  readonly baseStrips: readonly string[];
  readonly freeSpinStrips: readonly string[];
  /** For each payline, the row (0 = top) it crosses on each reel. */
  readonly paylines: readonly (readonly number[])[];
  readonly freeSpins: FreeSpinRule;
}

/** The evaluator keeps per-reel scratch space of this size. */
export const REELS_MAX = 16;

/** A definition turned into symbol indices and flat pay tables, ready for fast evaluation. */
export interface CompiledSlot {
  readonly definition: SlotDefinition;
  readonly reels: number;
  readonly rows: number;
  readonly symbolCount: number;
  readonly wild: number;
  readonly scatter: number;
  readonly baseStrips: readonly Uint8Array[];
  readonly freeSpinStrips: readonly Uint8Array[];
  readonly paylines: readonly Uint8Array[];
  /** linePays[symbol × (reels + 1) + count]. */
  readonly linePays: Int32Array;
  /** scatterPays[count]. */
  readonly scatterPays: Int32Array;
}

function compileStrips(definition: SlotDefinition, strips: readonly string[]): Uint8Array[] {
  const indexByLetter = new Map(definition.symbols.map((symbol, index) => [symbol.letter, index]));
  return strips.map((strip, reel) =>
    Uint8Array.from([...strip].map((letter) => {
      const index = indexByLetter.get(letter);
      if (index === undefined) throw new Error(`${definition.code} reel ${reel + 1} has an unknown symbol ${letter}`);
      return index;
    })),
  );
}

function findKind(definition: SlotDefinition, kind: SymbolKind): number {
  const indices = definition.symbols.flatMap((symbol, index) => (symbol.kind === kind ? [index] : []));
  if (indices.length !== 1) throw new Error(`${definition.code} needs exactly one ${kind} symbol`);
  return indices[0]!;
}

/** Checks that at most one scatter can show on a reel at once, which the exact RTP relies on. */
function assertScattersSpaced(compiled: Omit<CompiledSlot, 'definition'>, strips: readonly Uint8Array[]): void {
  for (const strip of strips) {
    for (let stop = 0; stop < strip.length; stop++) {
      let visible = 0;
      for (let row = 0; row < compiled.rows; row++) if (strip[(stop + row) % strip.length] === compiled.scatter) visible++;
      if (visible > 1) throw new Error('scatters must be at least as far apart on a strip as the number of rows');
    }
  }
}

/** Validates and compiles a slot definition. */
export function compileSlot(definition: SlotDefinition): CompiledSlot {
  const reels = definition.baseStrips.length;
  if (reels < 1 || reels > REELS_MAX) throw new Error(`a slot has 1 to ${REELS_MAX} reels`);
  if (definition.freeSpinStrips.length !== reels) throw new Error('base and free-spin strips differ in reel count');
  if (definition.symbols.length > 255) throw new Error('a slot has at most 255 symbols');
  const linePays = new Int32Array(definition.symbols.length * (reels + 1));
  definition.symbols.forEach((symbol, index) => {
    symbol.pays.forEach((pay, count) => {
      if (!Number.isSafeInteger(pay) || pay < 0 || count > reels) throw new Error(`${symbol.name} has an invalid pay table`);
      if (symbol.kind !== 'scatter') linePays[index * (reels + 1) + count] = pay;
    });
  });
  const scatter = findKind(definition, 'scatter');
  const scatterPays = new Int32Array(reels + 1);
  definition.symbols[scatter]!.pays.forEach((pay, count) => (scatterPays[count] = pay));
  for (const line of definition.paylines) {
    if (line.length !== reels || line.some((row) => row < 0 || row >= definition.rows)) throw new Error('a payline leaves the grid');
  }
  const compiled = {
    reels,
    rows: definition.rows,
    symbolCount: definition.symbols.length,
    wild: findKind(definition, 'wild'),
    scatter,
    baseStrips: compileStrips(definition, definition.baseStrips),
    freeSpinStrips: compileStrips(definition, definition.freeSpinStrips),
    paylines: definition.paylines.map((line) => Uint8Array.from(line)),
    linePays,
    scatterPays,
  };
  assertScattersSpaced(compiled, compiled.baseStrips);
  assertScattersSpaced(compiled, compiled.freeSpinStrips);
  return { definition, ...compiled };
}
