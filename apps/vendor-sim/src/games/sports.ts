/**
 * A sports match-winner market: home, draw or away at fixed odds (decimal, in hundredths) built from
 * the fixture's probabilities with a 6 % margin; the match is simulated on the spot.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';

const fixtures = [
  { home: 'Flamengo', away: 'Palmeiras', basisPoints: [4200, 2800, 3000] },
  { home: 'Benfica', away: 'Porto', basisPoints: [4000, 2900, 3100] },
  { home: 'Corinthians', away: 'Santos', basisPoints: [4700, 2700, 2600] },
  { home: 'Sporting', away: 'Braga', basisPoints: [5200, 2500, 2300] },
] as const;
const outcomes = ['home', 'draw', 'away'] as const;
const marginBasisPoints = 600;

export const sportsBetSchema = z.object({
  stake: z.number().int().min(1).max(10_000_000),
  fixture: z.number().int().min(0).max(fixtures.length - 1),
  outcome: z.enum(outcomes),
});

/** Odds in hundredths: floor(1 / (probability × (1 + margin))). */
export function oddsOf(basisPoints: number): number {
  return Math.floor((100 * 10_000 * 10_000) / (basisPoints * (10_000 + marginBasisPoints)));
}

export function sportsMarkets() {
  return fixtures.map((fixture, index) => ({ index, home: fixture.home, away: fixture.away, odds: fixture.basisPoints.map(oddsOf) }));
}

export function playSports(bet: z.infer<typeof sportsBetSchema>) {
  const fixture = fixtures[bet.fixture]!;
  const draw = randomInt(10_000);
  const result = draw < fixture.basisPoints[0] ? 0 : draw < fixture.basisPoints[0] + fixture.basisPoints[1] ? 1 : 2;
  const picked = outcomes.indexOf(bet.outcome);
  const odds = oddsOf(fixture.basisPoints[picked]!);
  const goals = result === 1 ? [randomInt(4), 0] : [1 + randomInt(3), randomInt(2)];
  const score = result === 1 ? [goals[0]!, goals[0]!] : result === 0 ? goals : [goals[1]!, goals[0]!];
  return {
    stake: bet.stake,
    win: picked === result ? Math.floor((bet.stake * odds) / 100) : 0,
    detail: { match: `${fixture.home} × ${fixture.away}`, score, result: outcomes[result], picked: bet.outcome, odds },
  };
}
