import type { Redis } from 'ioredis';
import { localChangeBus, redisChangeBus, type ChangeBus } from './change-bus.ts';
import { catalogueOperatorService } from './catalogue-operator.ts';
import { catalogueService } from './catalogue-service.ts';
import { buildDemoCatalogue } from './demo-catalogue.ts';
import { memberGamesService } from './member-games-service.ts';
import type { LobbyRepository } from './repository.ts';
import { winnersService } from './winners-service.ts';

/**
 * The lobby: catalogue, favourites, recent games, hot games and the winner board. Other modules use
 * `launchableGame`, `recordRecentGame` and `recordWin`; with Redis, catalogue changes reach every node.
 */
export function lobbyService(options: { repository: LobbyRepository; merchantCode: string; redis?: Redis | undefined; onError?: (error: unknown) => void }) {
  const { repository } = options;
  const bus: ChangeBus = options.redis
    ? redisChangeBus(options.redis, `lobby:catalogue:${options.merchantCode}`, options.onError ?? (() => undefined))
    : localChangeBus();
  const catalogue = catalogueService({ repository, bus });
  const memberGames = memberGamesService({ repository, catalogue });
  const winners = winnersService({ repository, catalogue });
  const operator = catalogueOperatorService({ repository, bus });
  return {
    bus,
    catalogue,
    memberGames,
    winners,
    operator,
    launchableGame: catalogue.launchableGame,
    launchableGameByCode: catalogue.launchableGameByCode,
    recordRecentGame: memberGames.recordRecentGame,
    recordWin: winners.recordWin,

    /** Fills an empty catalogue with the demo vendors, games and winners; a catalogue with vendors is left alone. */
    async seedDemo(): Promise<{ vendors: number; games: number; winners: number }> {
      if (!(await catalogue.isEmpty())) return { vendors: 0, games: 0, winners: 0 };
      const demo = buildDemoCatalogue();
      const written = await catalogue.seedCatalogue(demo);
      return { ...written, winners: await winners.seedDemoWinners(demo.games) };
    },

    close: () => bus.close(),
  };
}

export type LobbyService = ReturnType<typeof lobbyService>;
