import { describe, expect, it } from 'vitest';
import { hashSeed } from '@platform/game-math/provably-fair';
import { checkProof, recomputeResult } from './fair-proof.ts';

const seed = 'a'.repeat(64);
const base = { gameCode: 'SSC_1M', family: 'ssc', region: null, issue: '20261122-0481', status: 'settled' as const, clientSeed: 'SSC_1M:20261122-0481', nonce: 0 };

describe('the provably fair proof in the browser', () => {
  it('accepts a draw whose seed matches its hash and recomputes to its result', () => {
    const result = recomputeResult(base, seed) as number[];
    expect(checkProof({ ...base, seedHash: hashSeed(seed), seed, result })).toMatchObject({ hashMatches: true, resultMatches: true });
  });

  it('catches a result that the seed does not give, and a seed that is not the committed one', () => {
    const result = recomputeResult(base, seed) as number[];
    const altered = result.map((digit, index) => (index === 0 ? (digit + 1) % 10 : digit));
    expect(checkProof({ ...base, seedHash: hashSeed(seed), seed, result: altered })).toMatchObject({ hashMatches: true, resultMatches: false });
    expect(checkProof({ ...base, seedHash: hashSeed('b'.repeat(64)), seed, result })).toMatchObject({ hashMatches: false });
  });

  it('has nothing to check while the seed is sealed', () => {
    expect(checkProof({ ...base, seedHash: hashSeed(seed), seed: null, result: null })).toBeNull();
  });
});
