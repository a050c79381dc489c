import type { Game, GameType } from '@platform/contract';
import { paths } from '../../config/paths.ts';
import { lotteryVendors as platformVendors } from './lobby-constants.ts';

/** What starting needs to know of a game; a winner entry or a banner may name fewer fields than a card. */
export type StartableGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameCode'> & {
  gameType?: GameType;
  isGame?: Game['isGame'];
  maintenance?: boolean;
};

/** Lottery prize modes the site's lottery pages open with (spec §9). */
export type PrizeMode = 'LOTT' | 'ELOTT';

export type StartGameAction =
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'maintenance' }
  | { kind: 'route'; to: string }
  | { kind: 'popup'; vassalage: string; gameType: GameType | undefined }
  | { kind: 'launch'; game: StartableGame };

export interface StartSession {
  loggedIn: boolean;
  isTrial: boolean;
}

/** The vendor entry of a list, as opposed to a single game. */
function isVendorEntry(game: StartableGame): boolean {
  return game.isGame === 'VASSALAGE';
}

function lotteryRoute(path: string, game: StartableGame): string {
  return isVendorEntry(game) ? path : `${path}?gameCode=${encodeURIComponent(game.gameCode)}`;
}

/** The platform's own vendors: the house games and the house lottery, which trial accounts play with play money. */
const ownVendors: readonly string[] = Object.values(platformVendors);

/**
 * Decides how a game starts (spec §4 Start game): a login first, play money on the house games and the house
 * lottery only for trial accounts,
 * then the lottery vendors' own pages, the popup list for vendor entries (RNG vendors open /rng
 * with the vendor chosen), and the launch call for everything else.
 */
export function decideStartGame(game: StartableGame, session: StartSession): StartGameAction {
  if (!session.loggedIn) return { kind: 'login' };
  // Free play: a trial account plays the house games and the house lottery with play money; vendors' games
  // need a real account.
  if (session.isTrial && game.vassalage === platformVendors.house && !isVendorEntry(game)) {
    return game.maintenance ? { kind: 'maintenance' } : { kind: 'route', to: `/house/${game.gameCode.toLowerCase()}` };
  }
  if (session.isTrial && !ownVendors.includes(game.vassalage)) return { kind: 'trial' };
  switch (game.vassalage) {
    case platformVendors.vietnamLottery:
      return { kind: 'route', to: lotteryRoute(paths.vnLottery, game) };
    case platformVendors.southEastAsiaLottery:
      return { kind: 'route', to: lotteryRoute(paths.seaLottery, game) };
    case platformVendors.lottery:
      return { kind: 'route', to: isVendorEntry(game) ? paths.lott : lotteryRoute(paths.lottery, game) };
    case platformVendors.eLottery:
      return { kind: 'route', to: isVendorEntry(game) ? paths.elott : lotteryRoute(paths.lottery, game) };
  }
  if (isVendorEntry(game)) {
    if (game.gameType === 'RNG') return { kind: 'route', to: `${paths.rng}?vassalage=${encodeURIComponent(game.vassalage)}` };
    return { kind: 'popup', vassalage: game.vassalage, gameType: game.gameType };
  }
  if (game.maintenance) return { kind: 'maintenance' };
  return { kind: 'launch', game };
}

/**
 * The prize mode the lottery opens with: ELOTT when the vendor data lists the Vietnamese lottery or
 * the platform lottery under ELOTT, LOTT otherwise (spec §4 Start game).
 */
export function prizeModeOf(eLotteryVendors: readonly string[]): PrizeMode {
  return eLotteryVendors.includes(platformVendors.vietnamLottery) || eLotteryVendors.includes(platformVendors.lottery) ? 'ELOTT' : 'LOTT';
}

/** Only addresses of this site or web addresses may fill the game frame. */
export function isFramableUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
