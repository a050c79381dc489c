/**
 * The catalogue of fast-draw families and their bet types, looked up by stable code. The server
 * and the browser both go through here, so a code means the same bet everywhere.
 */
import type { RandomStream } from '../provably-fair.ts';
import type { BetType, LotteryFamily, LotteryFamilyDefinition, LotteryResult } from './bet-type.ts';
import { ELEVEN_FIVE } from './eleven-five.ts';
import { K3 } from './k3.ts';
import { KENO } from './keno.ts';
import { PK10 } from './pk10.ts';
import { SSC } from './ssc.ts';

export const LOTTERY_FAMILIES: Readonly<Record<LotteryFamily, LotteryFamilyDefinition>> = {
  ssc: SSC,
  '11x5': ELEVEN_FIVE,
  k3: K3,
  pk10: PK10,
  keno: KENO,
};

function indexByCode(): ReadonlyMap<string, BetType> {
  const byCode = new Map<string, BetType>();
  for (const definition of Object.values(LOTTERY_FAMILIES)) {
    for (const betType of definition.betTypes) {
      if (byCode.has(betType.code)) throw new Error(`bet type code ${betType.code} is defined twice`);
      if (!betType.code.startsWith(`${definition.family}.`)) throw new Error(`bet type ${betType.code} is filed under ${definition.family}`);
      byCode.set(betType.code, betType);
    }
  }
  return byCode;
}

const BET_TYPES_BY_CODE = indexByCode();

/** Every bet type code, in catalogue order. */
export const BET_TYPE_CODES: readonly string[] = [...BET_TYPES_BY_CODE.keys()];

/** The bet type with `code`, or undefined for an unknown code. */
export function findBetType(code: string): BetType | undefined {
  return BET_TYPES_BY_CODE.get(code);
}

/** The result of a draw of `family` from the draw's provably fair stream. */
export function drawResult(family: LotteryFamily, stream: RandomStream): number[] {
  const result = LOTTERY_FAMILIES[family].drawResult(stream);
  if (!LOTTERY_FAMILIES[family].isValidResult(result)) throw new Error(`the ${family} draw produced an invalid result`);
  return result;
}

/** Whether `result` is a possible result of `family` (for results entered or imported from elsewhere). */
export function isValidResult(family: LotteryFamily, result: LotteryResult): boolean {
  return LOTTERY_FAMILIES[family].isValidResult(result);
}
