import type { Redis } from 'ioredis';
import { localChangeBus, redisChangeBus, type ChangeBus } from './change-bus.ts';
import { catalogueOperatorService } from './catalogue-operator.ts';
import { catalogueService } from './catalogue-service.ts';
import { buildDemoCatalogue } from './demo-catalogue.ts';
import { memberGamesService } from './member-games-service.ts';
import type { LobbyRepository } from './repository.ts';
import { winnersService, type WinnerAnnouncer } from './winners-service.ts';

/** The part of the app's logger the lobby writes to. */
export interface LobbyLogger {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * The lobby: catalogue, favourites, recent games, hot games and the winner board. Other modules use
 * `launchableGame`, `recordRecentGame` and `recordWin`; with Redis, catalogue changes reach every node.
 */
export function lobbyService(options: {
  repository: LobbyRepository;
  merchantCode: string;
  redis?: Redis | undefined;
  /** Where new board wins are pushed as they happen. */
  winnerAnnouncer?: WinnerAnnouncer | undefined;
  onError?: (error: unknown) => void;
}) {
  const { repository } = options;
  const bus: ChangeBus = options.redis
    ? redisChangeBus(options.redis, `lobby:catalogue:${options.merchantCode}`, options.onError ?? (() => undefined))
    : localChangeBus();
  const catalogue = catalogueService({ repository, bus });
  const memberGames = memberGamesService({ repository, catalogue });
  // Failures after the response (pushing a new win) are logged once the app hands in its logger.
  let log: LobbyLogger | undefined;
  const winners = winnersService({
    repository,
    catalogue,
    announcer: options.winnerAnnouncer,
    onError: (error) => (log ? log.error({ err: error }, 'lobby: pushing a board win failed') : options.onError?.(error)),
  });
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

    /** Logs the failures that happen after a call has answered. */
    useLogger(logger: LobbyLogger): void {
      log = logger;
    },

    close: () => bus.close(),
  };
}

export type LobbyService = ReturnType<typeof lobbyService>;
