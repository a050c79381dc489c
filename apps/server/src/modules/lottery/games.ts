/**
 * The merchant's lottery games, read from the database and kept in memory for a few seconds: every
 * bet and every draw reads its game, and the operator's changes reach every node within that time.
 */
import { betTypeCodesOf, defaultOffer } from './bet-rules.ts';
import { defaultGameDefinitions, elottReturnMilli } from './game-definitions.ts';
import type { LotteryGame, LotteryRepository } from './repository.ts';

const cacheMs = 5_000;

export function lotteryGames(options: { repository: LotteryRepository; merchantCode: string; now: () => Date }) {
  const { repository } = options;
  let cached: { games: LotteryGame[]; until: number } | undefined;
  let loading: Promise<LotteryGame[]> | undefined;

  async function all(): Promise<LotteryGame[]> {
    const now = Date.now();
    if (cached && cached.until > now) return cached.games;
    loading ??= repository.listGames(options.merchantCode).finally(() => {
      loading = undefined;
    });
    const games = await loading;
    cached = { games, until: now + cacheMs };
    return games;
  }

  return {
    all,
    async byCode(gameCode: string): Promise<LotteryGame | undefined> {
      return (await all()).find((game) => game.gameCode === gameCode);
    },
    async byId(gameId: string): Promise<LotteryGame> {
      let game = (await all()).find((candidate) => candidate.id === gameId);
      if (!game) {
        cached = undefined;
        game = (await all()).find((candidate) => candidate.id === gameId);
      }
      if (!game) throw new Error(`lottery game ${gameId} does not exist`);
      return game;
    },
    invalidate(): void {
      cached = undefined;
    },

    /** Inserts the default games the merchant does not have yet; existing games keep the operator's changes. */
    async seedDefaults(): Promise<number> {
      let inserted = 0;
      for (const definition of defaultGameDefinitions()) {
        const context = { family: definition.family, region: definition.region };
        const betTypes = betTypeCodesOf(definition.family).map((code) => defaultOffer(context, definition.prizeMode, code, elottReturnMilli));
        if (await repository.insertGameIfMissing({ ...definition, merchantCode: options.merchantCode, betTypes })) inserted++;
      }
      cached = undefined;
      return inserted;
    },
  };
}

export type LotteryGames = ReturnType<typeof lotteryGames>;
