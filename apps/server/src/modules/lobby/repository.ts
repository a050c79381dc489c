import type { Database } from '../../platform/database.ts';
import { catalogueRepository } from './catalogue-repository.ts';
import { memberGamesRepository } from './member-games-repository.ts';
import { winnersRepository } from './winners-repository.ts';

/** Data access for the lobby module: the catalogue, members' favourite and recent games, and the winner board. */
export function lobbyRepository(database: Database) {
  const catalogue = catalogueRepository(database);
  return { catalogue, memberGames: memberGamesRepository(catalogue.db), winners: winnersRepository(catalogue.db) };
}

export type LobbyRepository = ReturnType<typeof lobbyRepository>;
