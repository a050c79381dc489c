import type { platformVendors, webClientType } from '@platform/contract/lobby/game-types';
import type { favouritePageSizeMax } from '@platform/contract/lobby/query-fields';
import type { winnerBoardLimitDefault } from '@platform/contract/lobby/winners';

/*
 * Values of the contract that the lobby sends. They are repeated here because the contract's modules
 * that hold them also build the zod schemas, which the home page does not need; each is typed by the
 * contract's own constant, so a change there fails the type check here.
 */

/** Client type of the web site (spec §9). */
export const clientType: typeof webClientType = 3;
/** Favourites are fetched whole (spec §9). */
export const favouritesPageSize: typeof favouritePageSizeMax = 999;
/** The winner board asks for twenty (spec §9). */
export const winnersLimit: typeof winnerBoardLimitDefault = 20;
/** The platform's own vendors, whose games open the site's lottery pages (spec §4 Start game). */
export const lotteryVendors = {
  house: 'HOUSE',
  lottery: 'LOTT',
  eLottery: 'ELOTT',
  vietnamLottery: 'TCG_LOTTO_VN',
  southEastAsiaLottery: 'TCG_SEA',
} as const satisfies typeof platformVendors;
