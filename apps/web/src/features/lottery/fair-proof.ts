/**
 * Checks a draw in the browser: the revealed seed hashes to the commitment published when the draw
 * opened, and the result recomputed from the seed with game-math equals the result drawn.
 */
import { createOutcomeStream, hashSeed } from '@platform/game-math/provably-fair';
import { drawResult } from '@platform/game-math/lottery/catalogue';
import { drawVietnamResult } from '@platform/game-math/lottery/vietnam';
import { drawFourDResult, drawThaiResult } from '@platform/game-math/lottery/sea';
import type { LotteryFamily } from '@platform/game-math/lottery/bet-type';
import type { DrawProofValue } from '@platform/contract/lottery/draws';

export interface ProofCheck {
  hashMatches: boolean;
  resultMatches: boolean;
  recomputed: unknown;
}

const fastFamilies = new Set(['ssc', '11x5', 'k3', 'pk10', 'keno']);

/** The result of a draw recomputed from its revealed seed. */
export function recomputeResult(proof: Pick<DrawProofValue, 'family' | 'region' | 'clientSeed' | 'nonce'>, seed: string): unknown {
  const stream = createOutcomeStream({ serverSeed: seed, clientSeed: proof.clientSeed, nonce: proof.nonce });
  if (fastFamilies.has(proof.family)) return drawResult(proof.family as LotteryFamily, stream);
  if (proof.family === 'vietnam') return drawVietnamResult((proof.region ?? 'north') as 'north' | 'south' | 'central', stream);
  if (proof.family === 'thai') return drawThaiResult(stream);
  return drawFourDResult(stream);
}

/** Verifies a revealed draw; null while the seed is still sealed. */
export function checkProof(proof: DrawProofValue): ProofCheck | null {
  if (!proof.seed) return null;
  const recomputed = recomputeResult(proof, proof.seed);
  return {
    hashMatches: hashSeed(proof.seed) === proof.seedHash,
    resultMatches: proof.result !== null && JSON.stringify(recomputed) === JSON.stringify(proof.result),
    recomputed,
  };
}
