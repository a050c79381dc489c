/**
 * The games module's ports, answered by the owning modules' service functions: the wallet's ledger,
 * the lobby's catalogue, recent games and winner board, the account module's members, the realtime hub
 * and the merchant settings.
 */
import { gameListQuerySchema, platformVendors, type GameType } from '@platform/contract';
import type { Language } from '@platform/contract/languages';
import { createCache } from '../platform/cache.ts';
import { AppError } from '../platform/errors.ts';
import { memberTopic, type RealtimeHub } from '../platform/realtime.ts';
import type { AccountService } from '../modules/account/service.ts';
import type { LobbyService } from '../modules/lobby/service.ts';
import type { SystemService } from '../modules/system/service.ts';
import type { LedgerTransaction, TransferRequest } from '../modules/wallet/ledger.ts';
import type { WalletService } from '../modules/wallet/service.ts';
import { gameNameKey, type GameNames } from '../modules/games/ports.ts';
import type { CatalogueGame, GameMoneyMovement, GameSelector, GamesCatalogue, GamesMembers, GamesMerchant, GamesRealtime, GamesWallet } from '../modules/games/ports.ts';

/** Game movements as ledger transfers between the member's cash and the house or the vendor clearing account. */
export function gamesWalletPort(wallet: WalletService): GamesWallet {
  const transferOf = (movement: GameMoneyMovement): TransferRequest => {
    const member = { memberId: movement.memberId, wallet: 'cash' as const };
    const system = { system: movement.counterparty };
    return {
      idempotencyKey: movement.idempotencyKey,
      debit: movement.direction === 'stake' ? member : system,
      credit: movement.direction === 'stake' ? system : member,
      amount: movement.amount,
      kind: movement.kind,
      reference: movement.reference.slice(0, 200),
      metadata: movement.metadata,
    };
  };
  return {
    async prepareMove(movement) {
      const prepared = await wallet.prepareTransfer(transferOf(movement));
      const stake = movement.direction === 'stake';
      return {
        idempotencyKey: prepared.idempotencyKey,
        requestHash: prepared.requestHash,
        memberAccountId: stake ? prepared.debitAccountId : prepared.creditAccountId,
        counterpartyAccountId: stake ? prepared.creditAccountId : prepared.debitAccountId,
        reference: prepared.reference,
        metadata: prepared.metadata,
      };
    },
    cashAccountOf: (memberId) => wallet.accountIdOf(memberId, 'cash'),
    async move(executor, movement) {
      try {
        const posted = await wallet.postTransfer(executor as LedgerTransaction, transferOf(movement));
        const after = movement.direction === 'stake' ? posted.debitBalanceAfter : posted.creditBalanceAfter;
        return { status: posted.replayed ? 'replayed' : 'posted', memberBalanceAfter: after ?? 0 };
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'insufficient_balance') throw error;
        return { status: 'insufficient_funds', memberBalance: (await wallet.balances(movement.memberId, executor as LedgerTransaction)).cash };
      }
    },
    async balance(executor, memberId) {
      if (!/^[1-9]\d{0,17}$/.test(memberId)) return 0;
      return (await wallet.balances(memberId, executor as LedgerTransaction)).cash;
    },
    announceBalance(memberId) {
      wallet.ledger.announceBalances([memberId]);
    },
    recordTurnover: (executor, memberId, validBet) => wallet.recordTurnover(memberId, validBet, executor as LedgerTransaction),
  };
}

const catalogueMemoryMs = 60_000;

/** The lobby's catalogue: launchable games by node id, and by vendor and code through the game list. */
export function gamesCataloguePort(lobby: LobbyService): GamesCatalogue {
  const byCode = new Map<string, { nodeId: number | undefined; until: number }>();

  async function nodeIdOf(vendorCode: string, gameCode: string, gameType: GameType | undefined): Promise<number | undefined> {
    const key = `${vendorCode}:${gameType ?? ''}:${gameCode}`;
    const known = byCode.get(key);
    if (known && known.until > Date.now()) return known.nodeId;
    const query = gameListQuerySchema.parse({ vassalage: vendorCode, gameType, gameName: gameCode, pageNo: 1, pageSize: 100 });
    const page = await lobby.catalogue.listGames(query, 'en');
    const nodeId = page.value.games.find((game) => game.gameCode === gameCode)?.nodeId;
    byCode.set(key, { nodeId, until: Date.now() + catalogueMemoryMs });
    return nodeId;
  }

  async function findGame(selector: GameSelector): Promise<CatalogueGame | undefined> {
    const nodeId = 'nodeId' in selector ? selector.nodeId : await nodeIdOf(selector.vendorCode, selector.gameCode, selector.gameType);
    if (nodeId === undefined) return undefined;
    const game = await lobby.launchableGame(nodeId);
    if (!game) return undefined;
    return {
      nodeId: game.nodeId,
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      gameType: game.gameType,
      gameName: game.names.en,
      isGame: game.isGame,
      enabled: game.available,
      vendorMaintenance: game.maintenance,
    };
  }

  const namesByKey = createCache<{ names: GameNames | undefined }>({ name: 'records_game_names', maxEntries: 5_000, lifetimeMs: catalogueMemoryMs });

  /** Names of the games rounds were played on; remembered for a minute, like the codes above. */
  async function gameNames(games: readonly { vendorCode: string; gameCode: string; gameType: GameType }[]): Promise<Map<string, GameNames>> {
    const found = new Map<string, GameNames>();
    const distinct = new Map(games.map((game) => [gameNameKey(game), game]));
    await Promise.all(
      [...distinct].map(async ([key, game]) => {
        let known = namesByKey.get(key);
        if (!known) {
          const entry = await lobby.launchableGameByCode(game.vendorCode, game.gameCode, game.gameType);
          known = { names: entry?.names };
          namesByKey.set(key, known);
        }
        if (known.names) found.set(key, known.names);
      }),
    );
    return found;
  }

  return {
    findGame,
    gameNames,
    async isKnownVendor(vendorCode) {
      const query = gameListQuerySchema.parse({ vassalage: vendorCode, pageNo: 1, pageSize: 1 });
      return (await lobby.catalogue.listGames(query, 'en')).value.total > 0;
    },
    recordRecentGame: (memberId, nodeId) => lobby.recordRecentGame(memberId, nodeId),
    recordWin: (win) => lobby.recordWin({ memberId: win.memberId, account: win.account, gameNodeId: win.nodeId, winAmount: win.winAmount }),
  };
}

const lotteryVendorCodes = [platformVendors.lottery, platformVendors.eLottery, platformVendors.vietnamLottery, platformVendors.southEastAsiaLottery];

/**
 * The names of the games that ledger references name, for the account record: a game movement's reference is
 * `vendor:gameCode:round` (round-money, vendor-wallet), a lottery movement's `gameCode:issue` (placement, draw
 * settlement). References naming no game of the catalogue are left out.
 */
export function referenceGameNamesPort(lobby: LobbyService): (references: readonly string[], language: Language) => Promise<Map<string, string>> {
  const names = createCache<{ names: GameNames | undefined }>({ name: 'records_reference_games', maxEntries: 5_000, lifetimeMs: catalogueMemoryMs });
  async function namesOf(reference: string): Promise<GameNames | undefined> {
    const known = names.get(reference.split(':').slice(0, -1).join(':'));
    if (known) return known.names;
    const parts = reference.split(':');
    let found: GameNames | undefined;
    if (parts.length >= 3) found = (await lobby.launchableGameByCode(parts[0]!, parts[1]!))?.names;
    else if (parts.length === 2) {
      for (const vendorCode of lotteryVendorCodes) {
        found = (await lobby.launchableGameByCode(vendorCode, parts[0]!))?.names;
        if (found) break;
      }
    }
    names.set(parts.slice(0, -1).join(':'), { names: found });
    return found;
  }
  return async (references, language) => {
    const found = new Map<string, string>();
    await Promise.all(
      references.map(async (reference) => {
        const localised = await namesOf(reference);
        const name = localised?.[language] || localised?.pt;
        if (name) found.set(reference, name);
      }),
    );
    return found;
  };
}

/** Members as the account module's service tells them, standing included (USER_DISABLED needs it). */
export function gamesMembersPort(accounts: Pick<AccountService, 'memberOf'>): GamesMembers {
  return {
    async standing(memberId) {
      const member = await accounts.memberOf(memberId);
      if (!member) return undefined;
      return { account: member.account, memberType: member.memberType, active: member.active };
    },
  };
}

export function gamesRealtimePort(hub: RealtimeHub): GamesRealtime {
  return {
    toMember: (memberId, event) => hub.publish(memberTopic(memberId), { type: event.type, payload: event.payload }),
    toTopic: (topic, event) => hub.publish(topic, { type: event.type, payload: event.payload }),
  };
}

export function gamesMerchantPort(system: SystemService): GamesMerchant {
  return {
    async settings() {
      const merchant = await system.merchant();
      return { currency: merchant.currency, gmtOffsetMinutes: merchant.gmtOffsetMinutes, launchGameCDNs: merchant.config.launchGameCDNs };
    },
  };
}
