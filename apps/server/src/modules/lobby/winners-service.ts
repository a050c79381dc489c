import { assertMinorUnits, maskCustomerName, type Language, type WinnerBoardQuery, type WinnerEntry } from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import type { CatalogueService } from './catalogue-service.ts';
import { buildDemoWinners, type CatalogueGame } from './demo-catalogue.ts';
import type { LobbyRepository } from './repository.ts';
import { addBestBrotli, addGzip } from '../../platform/conditional-get.ts';
import { prepareEnvelope, ResponseCache } from './response-cache.ts';
import type { WinnerRow } from './winners-repository.ts';

/** The board is read on every home page; a few seconds of caching spare the database, and a new win clears it. */
const boardCacheMs = 5_000;

/**
 * The winner board: the largest real wins of the last 30 days, filled up with demo wins while
 * there are fewer real ones than the board shows. Names are masked; amounts are minor units.
 */
export function winnersService(options: { repository: LobbyRepository; catalogue: CatalogueService }) {
  const { winners, catalogue: catalogueRepository } = options.repository;
  const boards = new ResponseCache({ name: 'lobby_winner_boards', maxEntries: 200, ttlMs: boardCacheMs, onProven: addGzip, onPopular: (response) => void addBestBrotli(response) });

  async function entries(rows: WinnerRow[], language: Language): Promise<WinnerEntry[]> {
    const cards = new Map((await options.catalogue.gameCards([...new Set(rows.map((row) => row.nodeId))], language)).map((card) => [card.nodeId, card]));
    return rows.flatMap((row) => {
      const card = cards.get(row.nodeId);
      if (!card) return [];
      const vo = {
        customerName: maskCustomerName(row.account),
        winAmount: row.winAmount,
        iconUrl: card.iconUrl,
        vassalage: card.vassalage,
        gameCode: card.gameCode,
        gameName: card.gameName,
        gameType: card.gameType,
        nodeId: card.nodeId,
      };
      return [{ vo }];
    });
  }

  return {
    board(query: WinnerBoardQuery, language: Language) {
      return boards.get(`${language}:${query.gameCategory ?? ''}:${query.limitNum}`, async () => {
        const real = await winners.largestWins({ demo: false, gameType: query.gameCategory, limit: query.limitNum });
        const demo = real.length < query.limitNum ? await winners.largestWins({ demo: true, gameType: query.gameCategory, limit: query.limitNum }) : [];
        const rows = [...real, ...demo].sort((left, right) => right.winAmount - left.winAmount).slice(0, query.limitNum);
        return prepareEnvelope({ list: await entries(rows, language) });
      });
    },

    /** Records a win for the board (called by the games module when a round pays out). */
    async recordWin(win: { memberId: string; account: string; gameNodeId: number; winAmount: number }): Promise<void> {
      assertMinorUnits(win.winAmount);
      if (win.winAmount <= 0) throw new RangeError(`a win must be positive: ${win.winAmount}`);
      const game = await catalogueRepository.findGame(win.gameNodeId);
      if (!game) throw new AppError('game_not_found');
      await winners.insertWin({ memberId: win.memberId, account: win.account, nodeId: game.node_id, gameType: game.game_type, winAmount: win.winAmount });
      boards.clear();
    },

    /** Writes the demo wins on hot games of the demo catalogue, unless demo wins exist already. */
    async seedDemoWinners(games: readonly CatalogueGame[]): Promise<number> {
      if ((await winners.countDemoWins()) > 0) return 0;
      const demo = buildDemoWinners(games);
      const typeOf = new Map(games.map((game) => [game.nodeId, game.gameType]));
      await winners.insertDemoWins(demo.map((win) => ({ ...win, gameType: typeOf.get(win.nodeId) ?? 'RNG' })));
      boards.clear();
      return demo.length;
    },
  };
}

export type WinnersService = ReturnType<typeof winnersService>;
