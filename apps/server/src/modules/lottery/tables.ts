import type { Generated } from 'kysely';
import type { DrawStatus, LotteryBetTypeOffer, LotteryFamilyCode, LotteryLimits, LotterySchedule, PrizeMode, VietnamRegionCode, BetStatus } from '@platform/contract';

/** Names of a game per language; PT always present. */
export type LocalisedNames = { pt: string } & Partial<Record<'en' | 'es' | 'zh', string>>;

/** Tables owned by the lottery module (migration 0050; play money on bets: 0065). */
export type LotteryTables = {
  lottery_games: {
    id: Generated<string>;
    merchant_code: string;
    game_code: string;
    vendor_code: string;
    family: LotteryFamilyCode;
    region: VietnamRegionCode | null;
    prize_mode: PrizeMode;
    names: LocalisedNames;
    schedule: LotterySchedule;
    time_zone: string;
    close_seconds: number;
    unit_prices: string[];
    bet_types: LotteryBetTypeOffer[];
    limits: LotteryLimits;
    closed_numbers: Generated<string[]>;
    enabled: Generated<boolean>;
    sort: Generated<number>;
    updated_at: Generated<Date>;
  };
  lottery_draws: {
    id: Generated<string>;
    game_id: string;
    issue: string;
    status: Generated<DrawStatus>;
    opens_at: Date;
    closes_at: Date;
    draw_at: Date;
    seed_sealed: Buffer;
    seed_hash: string;
    seed_revealed: string | null;
    result: unknown;
    numbers: Generated<string[]>;
    win_total: Generated<string>;
    settled_at: Date | null;
  };
  lottery_chases: {
    id: Generated<string>;
    member_id: string;
    game_id: string;
    issues: number;
    stop_on_win: boolean;
    status: Generated<'running' | 'stopped'>;
    created_at: Generated<Date>;
  };
  lottery_bets: {
    id: Generated<string>;
    request_key: string;
    member_id: string;
    game_id: string;
    draw_id: string;
    chase_id: string | null;
    bet_type: string;
    selection: number[][];
    unit_price: string | number;
    multiplier: number;
    combinations: number;
    prize_group: number | null;
    odds: Record<string, number>;
    stake: string | number;
    rebate: string | number;
    agent_ids: string[];
    agent_basis_points: number[];
    exposure_keys: string[];
    exposure_stake: string | number;
    exposure_payout: string | number;
    potential_payout: string | number;
    balance_before: string | number;
    status: Generated<BetStatus>;
    win: Generated<string>;
    push_refund: Generated<string>;
    placed_at: Date;
    settled_at: Date | null;
    totals_stripe: Generated<number | null>;
    play_money: Generated<boolean>;
  };
  lottery_draw_totals: { draw_id: string; stripe: number; bet_count: number; stake: string; potential_payout: string };
  lottery_exposure: { draw_id: string; number_key: string; stake: string; payout: string };
  lottery_agent_rebates: { agent_id: string; member_id: string; day: string; turnover: string; rebate: string };
};
