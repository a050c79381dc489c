-- Module agent: the agent centre's team figures, promotion links and prize-group quotas.
--
-- Figures are kept per member and merchant-local hour, and per ancestor (the member itself and every
-- upline) and hour for the whole team and for its direct members, so a report over any team reads at
-- most one row per hour of its period. A job adds committed ledger movements and registrations to them in
-- windows that end before the oldest transaction still running (see agent/figures.ts); the window's edge
-- is stored with the figures in one transaction, so a window is counted once.

create table agent_settings (
  merchant_code text primary key,
  -- A member is active in a period when their valid bet in it reaches this (minor units).
  active_valid_bet_minimum bigint not null default 1000 check (active_valid_bet_minimum > 0),
  -- Prize groups above this are limited per agent; at or below it they are free.
  quota_threshold integer not null default 1950 check (quota_threshold between 1700 and 2000),
  -- Accounts an agent may give each group above the threshold, unless the operator set another number.
  default_quota integer not null default 5 check (default_quota >= 0)
);

create table agent_quotas (
  agent_id bigint not null,
  prize_group integer not null check (prize_group between 1700 and 2000),
  allowed integer not null check (allowed >= 0),
  primary key (agent_id, prize_group)
);

-- Downlines an agent opened or recruited at a quota-limited group; a quota is used by its rows.
create table agent_quota_uses (
  agent_id bigint not null,
  prize_group integer not null,
  member_id bigint not null primary key,
  created_at timestamptz not null default now()
);
create index agent_quota_uses_agent on agent_quota_uses (agent_id, prize_group);

create table agent_links (
  id bigint generated always as identity primary key,
  agent_id bigint not null,
  code text not null unique check (code ~ '^L[0-9A-Z]{9}$'),
  kind text not null check (kind in ('member', 'agent')),
  prize_group integer not null check (prize_group between 1700 and 2000),
  note text not null default '' check (char_length(note) <= 60),
  created_at timestamptz not null default now(),
  closed_at timestamptz
);
create index agent_links_agent on agent_links (agent_id, created_at desc);

create table agent_link_members (
  link_id bigint not null references agent_links (id),
  member_id bigint not null primary key,
  created_at timestamptz not null default now()
);
create index agent_link_members_link on agent_link_members (link_id);

-- One member's own figures in one merchant-local hour (minor units and counts).
create table agent_member_hours (
  member_id bigint not null,
  hour timestamp not null,
  registrations integer not null default 0,
  first_deposits integer not null default 0,
  deposits bigint not null default 0,
  withdrawals bigint not null default 0,
  valid_bet bigint not null default 0,
  payout bigint not null default 0,
  rebates bigint not null default 0,
  bonuses bigint not null default 0,
  primary key (member_id, hour)
);

-- The same figures added up for an ancestor: scope 0 its whole team (itself included), scope 1 its direct members.
create table agent_team_hours (
  ancestor_id bigint not null,
  scope smallint not null check (scope in (0, 1)),
  hour timestamp not null,
  registrations integer not null default 0,
  first_deposits integer not null default 0,
  deposits bigint not null default 0,
  withdrawals bigint not null default 0,
  valid_bet bigint not null default 0,
  payout bigint not null default 0,
  rebates bigint not null default 0,
  bonuses bigint not null default 0,
  primary key (ancestor_id, scope, hour)
);

-- A member's valid bet per merchant day ('d') and month ('m', the month's first day): active members.
create table agent_member_periods (
  member_id bigint not null,
  kind char(1) not null check (kind in ('d', 'm')),
  period date not null,
  valid_bet bigint not null default 0,
  primary key (member_id, kind, period)
);
create index agent_member_periods_period on agent_member_periods (kind, period);

-- Active members per ancestor, scope and period.
create table agent_team_active (
  ancestor_id bigint not null,
  scope smallint not null check (scope in (0, 1)),
  kind char(1) not null check (kind in ('d', 'm')),
  period date not null,
  active integer not null default 0,
  primary key (ancestor_id, scope, kind, period)
);

-- Members whose first deposit the figures have counted.
create table agent_first_deposits (
  member_id bigint primary key,
  counted_at timestamptz not null default now()
);

-- Where each source's counting stands: every row created before `counted_before` is counted, and every row
-- created at or after it has an id above `id_floor`. `marks` remembers the sequence's value at past instants.
create table agent_figure_cursors (
  source text primary key check (source in ('ledger', 'registrations')),
  counted_before timestamptz not null,
  id_floor bigint not null,
  marks jsonb not null default '[]'
);
