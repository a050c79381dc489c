/**
 * Plays a share of the slot simulation in its own process (`node --import tsx rtp-worker.ts <rounds> <seed>`)
 * and prints its totals as one JSON line.
 */
import { simulateSpins } from '@platform/game-math';

const rounds = Number(process.argv[2]);
const serverSeed = process.argv[3] ?? '';
const report = simulateSpins(rounds, serverSeed);
process.stdout.write(`${JSON.stringify({ rounds: report.rounds, wagered: report.wagered, won: report.won, sumOfSquaredWins: report.sumOfSquaredWins })}\n`);
