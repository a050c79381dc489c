import { describe, expect, it } from 'vitest';
import { agentRebateShares, effectiveChain, memberPrizeGroupMax } from './prize-groups.ts';

const chain = (...groups: number[]) => groups.map((prizeGroupMax, depth) => ({ memberId: `m${depth}`, depth, prizeGroupMax }));

describe('prize groups in the member tree', () => {
  it('caps a downline’s maximum at every upline’s', () => {
    expect(memberPrizeGroupMax(chain(1950, 1900, 1980))).toBe(1900);
    expect(effectiveChain(chain(1950, 1990, 1920)).map((link) => link.prizeGroupMax)).toEqual([1920, 1920, 1920]);
  });

  it('gives each upline (its group − its downline’s group) / 20 %, in basis points', () => {
    expect(agentRebateShares(chain(1950, 1960, 1980))).toEqual([
      { agentId: 'm1', basisPoints: 50 },
      { agentId: 'm2', basisPoints: 100 },
    ]);
  });

  it('gives nothing to an upline at the same group, and nothing to a member with no upline', () => {
    expect(agentRebateShares(chain(1950, 1950, 1970))).toEqual([{ agentId: 'm2', basisPoints: 100 }]);
    expect(agentRebateShares(chain(1950))).toEqual([]);
  });
});
