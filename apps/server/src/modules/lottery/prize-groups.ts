/**
 * Prize groups in the member tree (domain/lottery.md, agent.md): a member may bet at any group up to
 * their maximum and receives (max − chosen) / 20 % of the stake as rebate; an upline earns
 * (its group − its downline's group) / 20 % of the turnover under it. A downline's maximum never
 * exceeds its upline's: the effective maximum of each member is the smallest on the way up.
 */
import { rebateBasisPoints } from '@platform/game-math';
import type { PrizeGroupLink } from './ports.ts';

/** The lowest group a bet may use; the members table allows maximums from here to 2000. */
export const prizeGroupMin = 1700;

/** Each link's maximum capped by every upline above it, nearest first. */
export function effectiveChain(chain: readonly PrizeGroupLink[]): PrizeGroupLink[] {
  const topDown = [...chain].sort((left, right) => right.depth - left.depth);
  let cap = Number.POSITIVE_INFINITY;
  const capped = topDown.map((link) => {
    cap = Math.min(cap, link.prizeGroupMax);
    return { ...link, prizeGroupMax: cap };
  });
  return capped.reverse();
}

/** The member's own effective maximum (depth 0). */
export function memberPrizeGroupMax(chain: readonly PrizeGroupLink[]): number {
  const own = effectiveChain(chain).find((link) => link.depth === 0);
  if (!own) throw new Error('a prize group chain starts with the member itself');
  return own.prizeGroupMax;
}

/** The uplines that earn agent rebate on the member's bets, with their basis points (zero shares left out). */
export function agentRebateShares(chain: readonly PrizeGroupLink[]): { agentId: string; basisPoints: number }[] {
  const links = effectiveChain(chain);
  const shares: { agentId: string; basisPoints: number }[] = [];
  for (let index = 1; index < links.length; index++) {
    const upline = links[index]!;
    const downline = links[index - 1]!;
    const basisPoints = rebateBasisPoints(upline.prizeGroupMax, downline.prizeGroupMax);
    if (basisPoints > 0) shares.push({ agentId: upline.memberId, basisPoints });
  }
  return shares;
}
