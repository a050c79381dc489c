import {
  favouritePageSizeMax,
  platformVendors,
  type FavouriteAdd,
  type FavouriteListQuery,
  type FavouriteListValue,
  type Language,
  type RecentListQuery,
} from '@platform/contract';
import { AppError, validationError } from '../../platform/errors.ts';
import type { CatalogueService } from './catalogue-service.ts';
import type { LobbyRepository } from './repository.ts';

/** How many recent games a member keeps; older ones are dropped as new ones are played. */
export const recentGamesKept = 100;
/** The Vietnamese lottery page shows this many recently played games. */
const vietnamRecentLength = 10;

/**
 * Each member's favourite and recent games. Every call is scoped to the caller's member id,
 * so one member can neither see nor change another's lists.
 */
export function memberGamesService(options: { repository: LobbyRepository; catalogue: CatalogueService }) {
  const { memberGames, catalogue: catalogueRepository } = options.repository;
  const { catalogue } = options;

  async function requireGame(nodeId: number) {
    const game = await catalogueRepository.findGame(nodeId);
    if (!game || game.status !== 1) throw new AppError('game_not_found');
    return game;
  }

  return {
    /** Adds a favourite; adding one that is already there changes nothing. */
    async addFavourite(memberId: string, request: FavouriteAdd) {
      const game = await requireGame(request.nodeId);
      const fields = [
        ...(game.vendor_code === request.vendor ? [] : [{ field: 'vendor', rule: 'mismatch', message: 'not the vendor of this game' }]),
        ...(game.game_type === request.gameType ? [] : [{ field: 'gameType', rule: 'mismatch', message: 'not the game type of this game' }]),
        ...(game.is_game === 'GAME' ? [] : [{ field: 'nodeId', rule: 'not_a_game', message: 'a vendor entry cannot be a favourite' }]),
      ];
      if (fields.length > 0) throw validationError(fields);
      const ids = await memberGames.favouriteIds(memberId);
      if (ids.includes(request.nodeId)) return { nodeId: request.nodeId, favourite: true, changed: false };
      if (ids.length >= favouritePageSizeMax) throw new AppError('favourite_limit_reached');
      const changed = await memberGames.addFavourite(memberId, request.nodeId);
      return { nodeId: request.nodeId, favourite: true, changed };
    },

    /** Removes one of the caller's favourites; removing one that is not there changes nothing. */
    async removeFavourite(memberId: string, nodeId: number) {
      const game = await catalogueRepository.findGame(nodeId);
      if (!game) throw new AppError('game_not_found');
      const changed = await memberGames.removeFavourite(memberId, nodeId);
      return { nodeId, favourite: false, changed };
    },

    favouriteIds: async (memberId: string) => ({ nodeIds: await memberGames.favouriteIds(memberId) }),

    async favourites(memberId: string, query: FavouriteListQuery, language: Language): Promise<FavouriteListValue> {
      const { nodeIds, total } = await memberGames.favouritePage(
        memberId,
        { gameType: query.gameType, vendorCode: query.vassalage, platforms: query.platform },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return { content: await catalogue.gameCards(nodeIds, language), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), totalElements: total };
    },

    async recent(memberId: string, query: RecentListQuery, language: Language) {
      const { nodeIds, total } = await memberGames.recentPage(
        memberId,
        { gameType: query.gameType, vendorCode: query.vassalage },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { list: await catalogue.gameCards(nodeIds, language), totalPages: Math.ceil(total / query.pageSize) };
    },

    async vietnamRecent(memberId: string, language: Language) {
      const { nodeIds } = await memberGames.recentPage(memberId, { vendorCode: platformVendors.vietnamLottery }, { offset: 0, limit: vietnamRecentLength });
      return { list: await catalogue.gameCards(nodeIds, language) };
    },

    /** Records that a member started a game (called by the games module on launch). */
    async recordRecentGame(memberId: string, nodeId: number): Promise<void> {
      await requireGame(nodeId);
      await memberGames.touchRecent(memberId, nodeId, recentGamesKept);
    },
  };
}

export type MemberGamesService = ReturnType<typeof memberGamesService>;
