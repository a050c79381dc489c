/**
 * The lottery's records as the module works with them (games, draws, bets), and how each is read from its
 * table row. The repository is the only code that reads or writes the tables.
 */
import type { Selectable } from 'kysely';
import { minorUnitsFromDatabase, type BetStatus, type DrawStatus, type LotteryBetTypeOffer, type LotteryFamilyCode, type LotteryLimits, type LotterySchedule, type PrizeMode, type VietnamRegionCode } from '@platform/contract';
import type { LocalisedNames, LotteryTables } from './tables.ts';

export interface LotteryGame {
  id: string;
  merchantCode: string;
  gameCode: string;
  vendorCode: string;
  family: LotteryFamilyCode;
  region: VietnamRegionCode | null;
  prizeMode: PrizeMode;
  names: LocalisedNames;
  schedule: LotterySchedule;
  timeZone: string;
  closeSeconds: number;
  unitPrices: number[];
  betTypes: LotteryBetTypeOffer[];
  limits: LotteryLimits;
  closedNumbers: string[];
  enabled: boolean;
  sort: number;
}

export interface LotteryDraw {
  id: string;
  gameId: string;
  issue: string;
  status: DrawStatus;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  seedSealed: Buffer;
  seedHash: string;
  seedRevealed: string | null;
  result: unknown;
  numbers: string[];
  winTotal: number;
  settledAt: Date | null;
}

export interface LotteryBetRow {
  id: string;
  requestKey: string;
  memberId: string;
  gameId: string;
  drawId: string;
  chaseId: string | null;
  betType: string;
  selection: number[][];
  unitPrice: number;
  multiplier: number;
  combinations: number;
  prizeGroup: number | null;
  odds: Record<string, number>;
  stake: number;
  rebate: number;
  agentIds: string[];
  agentBasisPoints: number[];
  exposureKeys: string[];
  exposureStake: number;
  exposurePayout: number;
  potentialPayout: number;
  balanceBefore: number;
  status: BetStatus;
  win: number;
  pushRefund: number;
  placedAt: Date;
  settledAt: Date | null;
  /** The stripe of its draw's totals a bet placed with others went into; null: its member's (`stripeOf`). */
  totalsStripe: number | null;
  /** A trial account's bet: its money is on the play book, and it never counts in the draw's book or any figure. */
  playMoney: boolean;
}

export type NewBet = Omit<LotteryBetRow, 'id' | 'status' | 'win' | 'pushRefund' | 'settledAt' | 'totalsStripe'>;

/** A pending bet as settlement reads it: only the columns it needs. */
export type PendingBet = Pick<
  LotteryBetRow,
  'id' | 'memberId' | 'drawId' | 'chaseId' | 'betType' | 'selection' | 'unitPrice' | 'multiplier' | 'combinations' | 'prizeGroup' | 'odds' | 'stake' | 'rebate' | 'agentIds' | 'agentBasisPoints' | 'balanceBefore'
>;

export function gameOf(row: Selectable<LotteryTables['lottery_games']>): LotteryGame {
  return {
    id: String(row.id),
    merchantCode: row.merchant_code,
    gameCode: row.game_code,
    vendorCode: row.vendor_code,
    family: row.family,
    region: row.region,
    prizeMode: row.prize_mode,
    names: row.names,
    schedule: row.schedule,
    timeZone: row.time_zone,
    closeSeconds: row.close_seconds,
    unitPrices: row.unit_prices.map((price) => minorUnitsFromDatabase(price)),
    betTypes: row.bet_types,
    limits: row.limits,
    closedNumbers: row.closed_numbers,
    enabled: row.enabled,
    sort: row.sort,
  };
}

export function drawOf(row: Selectable<LotteryTables['lottery_draws']>): LotteryDraw {
  return {
    id: String(row.id),
    gameId: String(row.game_id),
    issue: row.issue,
    status: row.status,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    drawAt: row.draw_at,
    seedSealed: row.seed_sealed,
    seedHash: row.seed_hash,
    seedRevealed: row.seed_revealed,
    result: row.result,
    numbers: row.numbers,
    winTotal: minorUnitsFromDatabase(row.win_total),
    settledAt: row.settled_at,
  };
}

export function betOf(row: Selectable<LotteryTables['lottery_bets']>): LotteryBetRow {
  return {
    id: String(row.id),
    requestKey: row.request_key,
    memberId: String(row.member_id),
    gameId: String(row.game_id),
    drawId: String(row.draw_id),
    chaseId: row.chase_id === null ? null : String(row.chase_id),
    betType: row.bet_type,
    selection: row.selection,
    unitPrice: minorUnitsFromDatabase(row.unit_price),
    multiplier: row.multiplier,
    combinations: row.combinations,
    prizeGroup: row.prize_group,
    odds: row.odds,
    stake: minorUnitsFromDatabase(row.stake),
    rebate: minorUnitsFromDatabase(row.rebate),
    agentIds: row.agent_ids.map(String),
    agentBasisPoints: row.agent_basis_points,
    exposureKeys: row.exposure_keys,
    exposureStake: minorUnitsFromDatabase(row.exposure_stake),
    exposurePayout: minorUnitsFromDatabase(row.exposure_payout),
    potentialPayout: minorUnitsFromDatabase(row.potential_payout),
    balanceBefore: minorUnitsFromDatabase(row.balance_before),
    status: row.status,
    win: minorUnitsFromDatabase(row.win),
    pushRefund: minorUnitsFromDatabase(row.push_refund),
    placedAt: row.placed_at,
    settledAt: row.settled_at,
    totalsStripe: row.totals_stripe,
    playMoney: row.play_money,
  };
}

/** A pending bet as settlement reads it: id, member, chase, bet type, selection, unit, multiplier, combinations, group, odds, stake, rebate, agents, their basis points, balance before. */
export type SettlementRow = [
  id: string,
  memberId: string,
  chaseId: string | null,
  betType: string,
  selection: number[][],
  unitPrice: number,
  multiplier: number,
  combinations: number,
  prizeGroup: number | null,
  /** Null for a bet priced by its prize group, which settles without them. */
  odds: Record<string, number> | null,
  stake: number,
  rebate: number,
  agentIds: string[],
  agentBasisPoints: number[],
  balanceBefore: number,
];

/** A pending bet from its settlement row. */
export function pendingBetOf(row: SettlementRow, drawId: string): PendingBet {
  const [id, memberId, chaseId, betType, selection, unitPrice, multiplier, combinations, prizeGroup, odds, stake, rebate, agentIds, agentBasisPoints, balanceBefore] = row;
  return {
    id,
    memberId,
    drawId,
    chaseId,
    betType,
    selection,
    unitPrice: minorUnitsFromDatabase(unitPrice),
    multiplier,
    combinations,
    prizeGroup,
    odds: odds ?? {},
    stake: minorUnitsFromDatabase(stake),
    rebate: minorUnitsFromDatabase(rebate),
    agentIds,
    agentBasisPoints,
    balanceBefore: minorUnitsFromDatabase(balanceBefore),
  };
}

export interface NewDraw {
  gameId: string;
  issue: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  seedSealed: Buffer;
  seedHash: string;
}

/** Bets of one member placed on their own always land on the same stripe of a draw's totals (0 to 15). */
export function stripeOf(memberId: string): number {
  return Number(BigInt(memberId) % 16n);
}

/** The stripes batches of placements write into, one batch at a time each on a node (migration 0056). */
export const batchStripes = { first: 16, count: 48 } as const;

/** The stripe of its draw's totals a bet went into. */
export function stripeOfBet(bet: Pick<LotteryBetRow, 'memberId' | 'totalsStripe'>): number {
  return bet.totalsStripe ?? stripeOf(bet.memberId);
}
