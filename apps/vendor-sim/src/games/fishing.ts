/** A fishing-style instant game: aim at a fish; a hit pays its multiplier (each target returns 96 %). */
import { randomInt } from 'node:crypto';
import { z } from 'zod';

export const fishTargets = {
  sardine: { multiplier: 2, hitBasisPoints: 4800 },
  tuna: { multiplier: 5, hitBasisPoints: 1920 },
  shark: { multiplier: 20, hitBasisPoints: 480 },
  dragon: { multiplier: 100, hitBasisPoints: 96 },
} as const;

export const fishingBetSchema = z.object({ stake: z.number().int().min(1).max(10_000_000), target: z.enum(['sardine', 'tuna', 'shark', 'dragon']) });

export function playFishing(bet: z.infer<typeof fishingBetSchema>) {
  const target = fishTargets[bet.target];
  const hit = randomInt(10_000) < target.hitBasisPoints;
  return { stake: bet.stake, win: hit ? bet.stake * target.multiplier : 0, detail: { target: bet.target, hit, multiplier: target.multiplier } };
}
