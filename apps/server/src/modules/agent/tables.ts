import type { Generated } from 'kysely';

type Figures = {
  registrations: Generated<number>;
  first_deposits: Generated<number>;
  deposits: Generated<string>;
  withdrawals: Generated<string>;
  valid_bet: Generated<string>;
  payout: Generated<string>;
  rebates: Generated<string>;
  bonuses: Generated<string>;
};

/** Tables owned by the agent module. */
export type AgentTables = {
  agent_settings: { merchant_code: string; active_valid_bet_minimum: Generated<string>; quota_threshold: Generated<number>; default_quota: Generated<number> };
  agent_quotas: { agent_id: string; prize_group: number; allowed: number };
  agent_quota_uses: { agent_id: string; prize_group: number; member_id: string; created_at: Generated<Date> };
  agent_links: { id: Generated<string>; agent_id: string; code: string; kind: 'member' | 'agent'; prize_group: number; note: Generated<string>; created_at: Generated<Date>; closed_at: Date | null };
  agent_link_members: { link_id: string; member_id: string; created_at: Generated<Date> };
  agent_member_hours: Figures & { member_id: string; hour: string };
  agent_team_hours: Figures & { ancestor_id: string; scope: number; hour: string };
  agent_member_periods: { member_id: string; kind: 'd' | 'm'; period: string; valid_bet: Generated<string> };
  agent_team_active: { ancestor_id: string; scope: number; kind: 'd' | 'm'; period: string; active: Generated<number> };
  agent_member_balances: { member_id: string; balance: Generated<string> };
  agent_team_balances: { ancestor_id: string; balance: Generated<string> };
  agent_team_sizes: { ancestor_id: string; team: Generated<number>; direct: Generated<number> };
  agent_first_deposits: { member_id: string; counted_at: Generated<Date> };
  agent_figure_cursors: { source: 'ledger' | 'registrations'; counted_before: Date; id_floor: string; marks: unknown };
};
