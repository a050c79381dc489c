/**
 * Where a draw's result comes from. Our own source draws it from the draw's seed with the provably
 * fair HMAC stream, so anyone holding the revealed seed can recompute it; a real results feed (the
 * Vietnamese provinces' official draws) could replace it behind the same interface.
 */
import {
  createOutcomeStream,
  drawFourDResult,
  drawResult,
  drawThaiResult,
  drawVietnamResult,
  allPrizeNumbers,
  type FourDResult,
  type ThaiResult,
  type VietnamRegion,
  type VietnamResult,
} from '@platform/game-math';
import type { LotteryFamilyCode } from '@platform/contract';
import { isFastFamily } from './bet-rules.ts';

export type DrawResult = number[] | VietnamResult | ThaiResult | FourDResult;

export interface ResultDraw {
  gameCode: string;
  family: LotteryFamilyCode;
  region: VietnamRegion | null;
  issue: string;
}

/** The source of results: given a draw and its seed, the result. */
export interface ResultSource {
  resultOf(draw: ResultDraw, seedHex: string): DrawResult;
}

/** The stream's client seed: the game and the issue, so two draws of one seed could never repeat a result. */
export function clientSeedOf(draw: Pick<ResultDraw, 'gameCode' | 'issue'>): string {
  return `${draw.gameCode}:${draw.issue}`;
}

/** Our provably fair source: HMAC_SHA256(seed, "<gameCode>:<issue>:0:<cursor>") blocks, mapped by game-math. */
export const provablyFairResults: ResultSource = {
  resultOf(draw, seedHex) {
    const stream = createOutcomeStream({ serverSeed: seedHex, clientSeed: clientSeedOf(draw), nonce: 0 });
    if (isFastFamily(draw.family)) return drawResult(draw.family, stream);
    if (draw.family === 'vietnam') return drawVietnamResult(draw.region ?? 'north', stream);
    if (draw.family === 'thai') return drawThaiResult(stream);
    return drawFourDResult(stream);
  },
};

const twoDigitFamilies = new Set<LotteryFamilyCode>(['11x5', 'pk10', 'keno']);

/** A result's numbers as text in draw order, for lists and the draw animation. */
export function numbersOf(family: LotteryFamilyCode, result: DrawResult): string[] {
  if (Array.isArray(result)) return result.map((value) => (twoDigitFamilies.has(family) ? String(value).padStart(2, '0') : String(value)));
  if ('prizes' in result) return allPrizeNumbers(result);
  if ('firstPrize' in result) return [result.firstPrize, result.bottomTwo];
  return [result.first, result.second, result.third, ...result.starters, ...result.consolations];
}

/** The digits or balls a trend chart follows: the fast result itself, else the digits of the top prize. */
export function trendNumbersOf(result: DrawResult): number[] {
  if (Array.isArray(result)) return result;
  const top = 'prizes' in result ? result.prizes[0]!.numbers[0]! : 'firstPrize' in result ? result.firstPrize : result.first;
  return [...top].map(Number);
}
