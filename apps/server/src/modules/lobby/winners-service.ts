import { assertMinorUnits, defaultLanguage, maskCustomerName, supportedLanguages, type Language, type WinnerBoardQuery, type WinnerEntry, type WinnerEvent } from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import type { CatalogueService } from './catalogue-service.ts';
import { buildDemoWinners, type CatalogueGame } from './demo-catalogue.ts';
import type { LobbyRepository } from './repository.ts';
import { addBestBrotli, addGzip } from '../../platform/conditional-get.ts';
import { prepareEnvelope, ResponseCache } from './response-cache.ts';
import type { WinnerRow } from './winners-repository.ts';

/** Where new board wins are pushed as they happen (the wiring publishes on the public winner topic). */
export interface WinnerAnnouncer {
  /** Whether anyone may hear an announcement now; when no one can, the event is not built. */
  listening(): boolean;
  announce(event: WinnerEvent): void;
}

/** The board is read on every home page; a few seconds of caching spare the database, and a new win clears it. */
const boardCacheMs = 5_000;

/**
 * The winner board: the largest real wins of the last 30 days, filled up with demo wins while
 * there are fewer real ones than the board shows. Names are masked; amounts are minor units.
 */
export function winnersService(options: { repository: LobbyRepository; catalogue: CatalogueService; announcer?: WinnerAnnouncer | undefined; onError?: (error: unknown) => void }) {
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

  /** The pushed form of a recorded win: the board's row in every language, the default one as `vo`. */
  async function winnerEvent(row: WinnerRow): Promise<WinnerEvent | undefined> {
    const byLanguage = await Promise.all(supportedLanguages.map(async (language) => [language, (await entries([row], language))[0]] as const));
    const localised = Object.fromEntries(byLanguage.flatMap(([language, entry]) => (entry ? [[language, { gameName: entry.vo.gameName, iconUrl: entry.vo.iconUrl }]] : [])));
    const main = byLanguage.find(([language]) => language === defaultLanguage)?.[1];
    if (!main || Object.keys(localised).length !== supportedLanguages.length) return undefined;
    return { type: 'winner', vo: main.vo, localised: localised as WinnerEvent['localised'] };
  }

  /** Pushes a win that is on record; a failed push never fails the win, the board's list still shows it. */
  async function announce(row: WinnerRow): Promise<void> {
    const announcer = options.announcer;
    if (!announcer?.listening()) return;
    try {
      const event = await winnerEvent(row);
      if (event) announcer.announce(event);
    } catch (error) {
      options.onError?.(error);
    }
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

    /**
     * Records a win for the board and pushes it to the page's listeners (called by the games and lottery modules
     * once the money of the round has committed, never inside its transaction).
     */
    async recordWin(win: { memberId: string; account: string; gameNodeId: number; winAmount: number }): Promise<void> {
      assertMinorUnits(win.winAmount);
      if (win.winAmount <= 0) throw new RangeError(`a win must be positive: ${win.winAmount}`);
      const game = await catalogueRepository.findGame(win.gameNodeId);
      if (!game) throw new AppError('game_not_found');
      await winners.insertWin({ memberId: win.memberId, account: win.account, nodeId: game.node_id, gameType: game.game_type, winAmount: win.winAmount });
      boards.clear();
      await announce({ account: win.account, nodeId: game.node_id, winAmount: win.winAmount });
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
