/**
 * Start game (spec §4): checks the game and its vendor, creates a one-time launch token and answers a URL
 * on a launch host picked at random. The launch host forwards the player to the vendor's game page
 * carrying the token (GET /wps/game/open); house games open the site's own page.
 */
import { randomInt } from 'node:crypto';
import { lotteryPageVendors, platformVendors, type LaunchGameRequest, type LaunchGameValue } from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import type { Caller } from '../../platform/auth.ts';
import type { GamesConfig } from './games-config.ts';
import type { GameSessions } from './game-sessions.ts';
import type { CatalogueGame, GamesCatalogue, GamesMerchant } from './ports.ts';
import type { GamesRepository } from './repository.ts';

/** The site page each lottery vendor opens instead of a launch (spec §4 Start game). */
export const lotteryPageOf: Record<(typeof lotteryPageVendors)[number], string> = {
  LOTT: '/lottery',
  ELOTT: '/lottery',
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
};

function isLotteryVendor(vendorCode: string): vendorCode is (typeof lotteryPageVendors)[number] {
  return (lotteryPageVendors as readonly string[]).includes(vendorCode);
}

/**
 * One host of the list, chosen with the CSPRNG so that load spreads evenly (spec §9); with none configured the
 * empty host: the launch address is relative and opens on whatever address the site was reached at.
 */
export function pickLaunchHost(hosts: readonly string[]): string {
  const usable = hosts.map((host) => host.trim().replace(/\/+$/, '')).filter((host) => host.length > 0);
  if (usable.length === 0) return '';
  return usable[randomInt(usable.length)]!;
}

export function launchService(options: {
  config: GamesConfig;
  repository: GamesRepository;
  sessions: GameSessions;
  catalogue: GamesCatalogue;
  merchant: GamesMerchant;
  publicUrl: string;
  trialMemberType: number;
}) {
  const { catalogue, sessions, repository, config } = options;

  async function gameOf(request: LaunchGameRequest): Promise<CatalogueGame> {
    const selector =
      request.nodeId !== undefined ? { nodeId: request.nodeId } : { vendorCode: request.vassalage!, gameCode: request.gameCode!, gameType: request.gameType };
    const game = await catalogue.findGame(selector);
    if (!game || !game.enabled) throw new AppError('game_not_found');
    return game;
  }

  return {
    async launch(caller: Caller, request: LaunchGameRequest, language: string): Promise<LaunchGameValue> {
      const game = await gameOf(request);
      if (isLotteryVendor(game.vendorCode)) {
        throw new AppError('game_opens_lottery_page', { value: { route: lotteryPageOf[game.vendorCode], gameCode: game.gameCode, vassalage: game.vendorCode } });
      }
      if (game.isGame === 'VASSALAGE') throw new AppError('game_is_vendor_list', { value: { vassalage: game.vendorCode, gameType: game.gameType } });
      if (game.vendorMaintenance) throw new AppError('game_maintenance');
      const settings = await options.merchant.settings();
      const base = { nodeId: game.nodeId, vassalage: game.vendorCode, gameCode: game.gameCode, gameType: game.gameType };
      if (game.vendorCode === platformVendors.house) {
        await catalogue.recordRecentGame(caller.memberId, game.nodeId);
        return { ...base, kind: 'HOUSE', url: `/house/${game.gameCode.toLowerCase()}`, expiresAt: new Date().toISOString() };
      }
      const { token, expiresAt } = await sessions.createLaunchToken(repository.db, {
        memberId: caller.memberId,
        vendorCode: game.vendorCode,
        gameCode: game.gameCode,
        gameType: game.gameType,
        nodeId: game.nodeId,
        gameName: game.gameName,
        currency: settings.currency,
        language: request.language ?? language,
        playMoney: caller.memberType === options.trialMemberType,
      });
      await catalogue.recordRecentGame(caller.memberId, game.nodeId);
      const host = pickLaunchHost(settings.launchGameCDNs);
      return { ...base, kind: 'VENDOR', url: `${host}/wps/game/open?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Where the launch host sends the player: the vendor's game page carrying the launch token, with the site
     * origin the game was opened from (`siteOrigin`, else PUBLIC_URL) as the way back to the lobby.
     */
    async vendorPageOf(token: string, siteOrigin?: string): Promise<string | undefined> {
      const launch = await sessions.peekLaunchToken(token);
      if (!launch) return undefined;
      const base = config.vendorUrls.get(launch.vendorCode) ?? config.defaultVendorUrl;
      const query = new URLSearchParams({ token, vendor: launch.vendorCode, game: launch.gameCode, type: launch.gameType, lang: launch.language, lobby: siteOrigin ?? options.publicUrl });
      return `${base}/play?${query.toString()}`;
    },
  };
}

export type LaunchService = ReturnType<typeof launchService>;
