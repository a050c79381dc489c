/**
 * What the games module needs from other modules, stated narrowly. wiring/services.ts wires each port to the
 * owning module's service functions; the games module never reads another module's tables.
 */
import type { Kysely } from 'kysely';
import type { GameType } from '@platform/contract';

/** A connection, pool or open transaction on which a statement runs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Executor = Kysely<any>;

/** Which way a game movement goes: a stake leaves the member, a payout reaches the member. */
export type MovementDirection = 'stake' | 'payout';

export interface GameMoneyMovement {
  /** Unique per movement and stable across retries: a replay moves nothing and answers the first result. */
  idempotencyKey: string;
  memberId: string;
  direction: MovementDirection;
  /** House games settle against the house; external vendors against the vendor clearing account. */
  counterparty: 'house' | 'vendor_clearing';
  /** Positive minor units. */
  amount: number;
  kind: 'game_bet' | 'game_win' | 'game_bet_refund' | 'game_win_reversal';
  reference: string;
  metadata: Record<string, unknown>;
}

export type GameMoneyOutcome =
  | { status: 'posted' | 'replayed'; memberBalanceAfter: number }
  | { status: 'insufficient_funds'; memberBalance: number };

/** A movement resolved to the wallet's transfer arguments, for a one-statement call that posts it. */
export interface PreparedMovement {
  idempotencyKey: string;
  requestHash: Buffer;
  memberAccountId: string;
  counterpartyAccountId: string;
  reference: string;
  metadata: Record<string, unknown>;
}

/** The wallet's ledger as the games module uses it. */
export interface GamesWallet {
  /** Resolves a movement's accounts and request hash without posting it (outside any transaction). */
  prepareMove(movement: GameMoneyMovement): Promise<PreparedMovement>;
  /** The id of the member's playable (cash) account, outside any transaction. */
  cashAccountOf(memberId: string): Promise<string>;
  /** Posts one movement inside the caller's transaction; a member account never goes below zero. */
  move(executor: Executor, movement: GameMoneyMovement): Promise<GameMoneyOutcome>;
  /** The member's playable balance (trial accounts: play money) read on the executor. */
  balance(executor: Executor, memberId: string): Promise<number>;
  /** Called after commit so that the member's open pages learn the new balance. */
  announceBalance(memberId: string, balance: number): void;
  /** Counts settled valid bet towards the member's bonus wagering, in the caller's transaction. */
  recordTurnover(executor: Executor, memberId: string, validBet: number): Promise<void>;
}

/** A game of the lobby's catalogue, as launch and the vendor API need it. */
export interface CatalogueGame {
  nodeId: number;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  gameName: string;
  /** GAME launches; VASSALAGE is a vendor entry that opens the vendor's list and is never launched. */
  isGame: 'GAME' | 'VASSALAGE';
  /** The game and its vendor are shown (status 1). */
  enabled: boolean;
  vendorMaintenance: boolean;
}

export type GameSelector = { nodeId: number } | { vendorCode: string; gameCode: string; gameType?: GameType | undefined };

/** A game's names by language, as the catalogue keeps them. */
export type GameNames = { pt: string } & Partial<Record<'en' | 'es' | 'zh', string>>;

/** The key of a game in the map `gameNames` answers. */
export function gameNameKey(game: { vendorCode: string; gameCode: string; gameType: GameType }): string {
  return `${game.vendorCode}:${game.gameType}:${game.gameCode}`;
}

/** The lobby's catalogue, recent games and winner board. */
export interface GamesCatalogue {
  findGame(selector: GameSelector): Promise<CatalogueGame | undefined>;
  /** The names of games by vendor, type and code (keyed by `gameNameKey`); games the catalogue lacks are left out. */
  gameNames(games: readonly { vendorCode: string; gameCode: string; gameType: GameType }[]): Promise<Map<string, GameNames>>;
  /** Whether a vendor code is in the catalogue (a vendor with no secret of its own uses the shared one). */
  isKnownVendor(vendorCode: string): Promise<boolean>;
  recordRecentGame(memberId: string, nodeId: number): Promise<void>;
  recordWin(win: { memberId: string; account: string; nodeId: number; gameType: GameType; winAmount: number }): Promise<void>;
}

/** A member as the games module needs to know it. */
export interface MemberStanding {
  account: string;
  memberType: number;
  active: boolean;
}

export interface GamesMembers {
  standing(memberId: string): Promise<MemberStanding | undefined>;
}

/** Pushes to browsers over the realtime hub (WebSocket), across nodes when Redis is configured. */
export interface GamesRealtime {
  toMember(memberId: string, event: { type: string; payload: unknown }): void;
  /** Publishes on a public topic that browsers subscribe to (the crash game's `house:crash`). */
  toTopic(topic: string, event: { type: string; payload: unknown }): void;
}

/** The merchant settings games read: currency, time zone and launch hosts. */
export interface GamesMerchant {
  settings(): Promise<{ currency: string; gmtOffsetMinutes: number; launchGameCDNs: string[] }>;
}
