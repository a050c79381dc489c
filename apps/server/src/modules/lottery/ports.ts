/**
 * What the lottery needs from other modules, stated narrowly. wiring/services.ts wires each port to the
 * owning module's service functions (wiring/lottery-ports.ts); the lottery never reads another module's tables.
 */
import type { Kysely } from 'kysely';

/** A connection, pool or open transaction on which a statement runs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Executor = Kysely<any>;

/** One movement between a member's cash and the house, as the wallet's ledger posts it. */
export interface LotteryTransfer {
  /** Unique per movement and stable across retries: a replay moves nothing. */
  idempotencyKey: string;
  memberId: string;
  /** A debit takes money from the member (a stake); a credit gives it (a win, rebate or refund). */
  direction: 'debit' | 'credit';
  amount: number;
  kind: 'lottery_bet' | 'lottery_win' | 'lottery_rebate' | 'lottery_refund';
  reference: string;
  metadata?: Record<string, unknown>;
}

/** A movement as wallet_post_transfer takes it. */
export interface PreparedMove {
  idempotencyKey: string;
  requestHash: Buffer;
  /** The member's cash account and the system account on the other side. */
  memberAccountId: string;
  systemAccountId: string;
  amount: number;
  kind: string;
  reference: string;
  metadata: Record<string, unknown>;
}

export interface LotteryLedger {
  /** Posts one transfer in the caller's transaction; a debit beyond the balance throws insufficient_balance. */
  post(executor: Executor, transfer: LotteryTransfer): Promise<{ memberBalanceAfter: number; replayed: boolean }>;
  /**
   * Posts many credits (wins, refunds) in the caller's transaction, set-based where the wallet allows;
   * answers each credited member's cash balance after the last of its credits.
   */
  postCredits(executor: Executor, transfers: LotteryTransfer[]): Promise<Map<string, number>>;
  /**
   * Resolves movements to the arguments of the wallet's wallet_post_transfer (accounts and the request hash a
   * replay is compared by), for the one statement that places a bet; undefined for a member without a cash
   * account yet (its movement goes through post, which creates the account).
   */
  prepare(executor: Executor, transfers: LotteryTransfer[]): Promise<(PreparedMove | undefined)[]>;
  /** Cash balances of members, read on the caller's transaction. */
  cashBalances(executor: Executor, memberIds: string[]): Promise<Map<string, number>>;
  /** Counts settled turnover towards each member's bonus wagering, in the caller's transaction. */
  recordTurnover(executor: Executor, turnover: Map<string, number>): Promise<void>;
  /** After commit: members whose balances moved, for the pushes to their pages. */
  announce(memberIds: string[]): void;
}

/** A member as the lottery needs to know it: standing, and the prize groups up its branch of the tree. */
export interface LotteryMember {
  memberId: string;
  account: string;
  memberType: number;
  active: boolean;
}

export interface PrizeGroupLink {
  memberId: string;
  /** Distance from the member: 0 the member itself, 1 its upline, … */
  depth: number;
  prizeGroupMax: number;
}

export interface LotteryMembers {
  memberOf(memberId: string): Promise<LotteryMember | undefined>;
  /** The member and every upline with their maximum prize groups, nearest first. */
  prizeGroupChain(memberId: string): Promise<PrizeGroupLink[]>;
}

/** A member's play on one draw of one game, as the betting record keeps it (one round per member and draw). */
export interface LotteryRoundRecord {
  memberId: string;
  vendorCode: string;
  reference: string;
  gameCode: string;
  gameType: 'LOTT' | 'ELOTT';
  gameName: string;
  nodeId: number | null;
  currency: string;
  /** A trial account's round: shown in its records as play money, never counted in figures or reports. */
  playMoney: boolean;
  status: 'settled' | 'cancelled';
  stake: number;
  stakeRefunded: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number;
  outcome: unknown;
  fairness: unknown;
}

export interface LotteryRecords {
  /** Writes the rounds into the betting record and the per-member daily figures, in the caller's transaction. */
  recordRounds(executor: Executor, rounds: LotteryRoundRecord[]): Promise<void>;
}

/** The lobby: the catalogue entry of a game, recent games and the winner board. */
export interface LotteryCatalogue {
  nodeIdOf(vendorCode: string, gameCode: string): Promise<number | undefined>;
  recordRecentGame(memberId: string, nodeId: number): Promise<void>;
  recordWin(win: { memberId: string; account: string; nodeId: number; winAmount: number }): Promise<void>;
}

export interface LotteryMerchant {
  settings(): Promise<{ currency: string; gmtOffsetMinutes: number }>;
}

/** Pushes to browsers over the realtime hub; `topic` events reach every subscriber of a game. */
export interface LotteryRealtime {
  allowTopics(prefix: string): void;
  toTopic(topic: string, event: { type: string } & Record<string, unknown>): void;
}

export interface LotteryPorts {
  ledger: LotteryLedger;
  members: LotteryMembers;
  records: LotteryRecords;
  catalogue: LotteryCatalogue;
  merchant: LotteryMerchant;
  realtime: LotteryRealtime;
}
