/**
 * Runs one benchmark several times (three unless BENCH_RUNS says otherwise), one run after another, and prints
 * each figure as the median of the runs with its range, ending, as every benchmark does, with `ratio=<median>`.
 * Usage: `node --import tsx bench/median.ts <ledger|games|lottery|lobby|agent>`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { medianLines } from './support/median-lines.ts';

const benchmarks = ['ledger', 'games', 'lottery', 'lobby', 'agent'];
const name = process.argv[2] ?? '';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function runOnce(run: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', name, 'run.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      process.stdout.write(chunk.replace(/^(?=.)/gm, `[run ${run}] `));
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output.split('\n')) : reject(new Error(`run ${run} of the ${name} benchmark exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  if (!benchmarks.includes(name)) throw new Error(`name a benchmark: ${benchmarks.join(', ')}`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a positive whole number');
  const outputs: string[][] = [];
  for (let run = 1; run <= runs; run += 1) outputs.push(await runOnce(run));
  if (runs === 1) return;
  process.stdout.write(`\n${name} benchmark: median of ${runs} runs (range over the runs in brackets)\n`);
  const lines = medianLines(outputs);
  const ratio = lines.find((line) => /^ratio=/.test(line.text));
  for (const line of lines) {
    if (line === ratio) continue;
    const spread = line.ranges.filter((range) => range.min !== range.max).map((range) => `${range.min}–${range.max}`);
    const runsNote = line.runs === runs ? '' : ` (printed by ${line.runs} of ${runs} runs)`;
    process.stdout.write(`${line.text}${spread.length > 0 ? ` [${spread.join('; ')}]` : ''}${runsNote}\n`);
  }
  if (ratio) process.stdout.write(`${ratio.text}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
