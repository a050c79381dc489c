/**
 * Combines the printed figures of several runs of one benchmark into their medians. Lines are matched by their
 * shape (the text with every number taken out), so each figure is the median of the same figure in every run,
 * whatever the benchmark prints; a line whose words differ between runs (`met` / `NOT met`) is kept per run.
 */

const numberPattern = /-?\d+(?:[.,]\d+)*(?:\.\d+)?/g;

export interface MedianLine {
  /** The line as the first run printed it, with each number replaced by its median over the runs. */
  text: string;
  /** How many runs printed a line of this shape. */
  runs: number;
  /** Each number's lowest and highest value over the runs, in the order of the line. */
  ranges: { min: number; max: number }[];
}

function shapeOf(line: string): string {
  return line.replace(numberPattern, '#');
}

function valueOf(text: string): number {
  // Thousands separators (`1,234`) are printed by toLocaleString('en').
  return Number(text.replace(/,/g, ''));
}

function decimalsOf(text: string): number {
  const point = text.lastIndexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure, line by line in the first run's order, then lines only later runs printed. */
export function medianLines(runs: string[][]): MedianLine[] {
  const order: string[] = [];
  const byShape = new Map<string, string[]>();
  for (const lines of runs) {
    for (const line of lines) {
      if (line.trim() === '') continue;
      const shape = shapeOf(line);
      if (!byShape.has(shape)) {
        byShape.set(shape, []);
        order.push(shape);
      }
      byShape.get(shape)!.push(line);
    }
  }
  return order.map((shape) => {
    const lines = byShape.get(shape)!;
    const numbers = lines.map((line) => line.match(numberPattern) ?? []);
    const first = numbers[0]!;
    const ranges = first.map((_, index) => {
      const values = numbers.map((row) => valueOf(row[index] ?? 'NaN')).filter((value) => Number.isFinite(value));
      return { min: Math.min(...values), max: Math.max(...values), median: median(values), decimals: decimalsOf(first[index]!) };
    });
    let index = 0;
    const text = lines[0]!.replace(numberPattern, () => {
      const range = ranges[index++]!;
      return range.median.toFixed(range.decimals);
    });
    return { text, runs: lines.length, ranges: ranges.map(({ min, max }) => ({ min, max })) };
  });
}
