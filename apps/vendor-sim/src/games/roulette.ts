/** A live-style European roulette table: 37 pockets, one bet per spin. */
import { randomInt } from 'node:crypto';
import { z } from 'zod';

const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const rouletteBetSchema = z.object({
  stake: z.number().int().min(1).max(10_000_000),
  kind: z.enum(['straight', 'red', 'black', 'even', 'odd', 'low', 'high', 'dozen']),
  /** The number for a straight bet (0–36) or the dozen (1–3). */
  pick: z.number().int().min(0).max(36).default(0),
});
type RouletteBet = z.infer<typeof rouletteBetSchema>;

/** What a bet returns per unit staked when it wins, stake included. */
function returnOf(bet: RouletteBet): number {
  if (bet.kind === 'straight') return 36;
  if (bet.kind === 'dozen') return 3;
  return 2;
}

export function rouletteWins(bet: RouletteBet, pocket: number): boolean {
  if (bet.kind === 'straight') return pocket === bet.pick;
  if (pocket === 0) return false;
  switch (bet.kind) {
    case 'red':
      return reds.has(pocket);
    case 'black':
      return !reds.has(pocket);
    case 'even':
      return pocket % 2 === 0;
    case 'odd':
      return pocket % 2 === 1;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.pick;
  }
}

export function playRoulette(bet: RouletteBet) {
  const pocket = randomInt(37);
  const won = rouletteWins(bet, pocket);
  return { stake: bet.stake, win: won ? bet.stake * returnOf(bet) : 0, detail: { pocket, colour: pocket === 0 ? 'green' : reds.has(pocket) ? 'red' : 'black', won } };
}
