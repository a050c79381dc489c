import { describe, expect, it } from 'vitest';
import { median, medianLines } from './median-lines.ts';

describe('benchmark figures over several runs', () => {
  it('takes the median of each figure of lines of the same shape, keeping the printed precision', () => {
    const lines = medianLines([
      ['ledger movements per second: 4100', 'latency p50: 3.1 ms, p99: 20.5 ms', 'ratio=0.91'],
      ['ledger movements per second: 4500', 'latency p50: 2.9 ms, p99: 31.0 ms', 'ratio=1.02'],
      ['ledger movements per second: 4300', 'latency p50: 3.4 ms, p99: 18.2 ms', 'ratio=0.97'],
    ]);
    expect(lines.map((line) => line.text)).toEqual(['ledger movements per second: 4300', 'latency p50: 3.1 ms, p99: 20.5 ms', 'ratio=0.97']);
    expect(lines[2]!.ranges).toEqual([{ min: 0.91, max: 1.02 }]);
  });

  it('reads thousands separators and keeps lines whose words differ apart', () => {
    const lines = medianLines([
      ['spins: 1,000,000', 'targets: met'],
      ['spins: 3,000,000', 'targets: NOT met'],
      ['spins: 2,000,000', 'targets: met'],
    ]);
    expect(lines.map((line) => [line.text, line.runs])).toEqual([
      ['spins: 2000000', 3],
      ['targets: met', 2],
      ['targets: NOT met', 1],
    ]);
  });

  it('finds the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
