-- Module lottery: games per merchant, draws created ahead with their sealed seeds, chases and bets,
-- the book's exposure per number and the agents' prize-group rebates. Money itself moves in the
-- wallet's ledger: every stake, rebate, win and refund of a bet is a transfer there.

-- A game is one draw series: a family (fast draws, Vietnamese, Thai-style, 4D), its schedule in its own
-- time zone, when betting closes before the draw, how it pays (prize mode) and the operator's limits.
create table lottery_games (
  id bigint generated always as identity primary key,
  merchant_code text not null,
  game_code text not null check (game_code ~ '^[A-Z0-9_]{2,32}$'),
  vendor_code text not null check (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  family text not null check (family in ('ssc', '11x5', 'k3', 'pk10', 'keno', 'vietnam', 'thai', '4d')),
  region text check (region in ('north', 'south', 'central')),
  prize_mode text not null check (prize_mode in ('LOTT', 'ZY', 'ELOTT', 'SEA')),
  names jsonb not null,
  schedule jsonb not null,
  time_zone text not null,
  close_seconds integer not null check (close_seconds between 0 and 3600),
  unit_prices bigint[] not null check (cardinality(unit_prices) between 1 and 6),
  -- The bet types offered, each with its fixed odds per prize level (empty for prize-group play).
  bet_types jsonb not null,
  limits jsonb not null,
  -- Numbers closed for betting, as bet type:row:value keys.
  closed_numbers text[] not null default '{}',
  enabled boolean not null default true,
  sort integer not null default 0,
  updated_at timestamptz not null default now(),
  unique (merchant_code, game_code),
  check ((family = 'vietnam') = (region is not null))
);

-- One draw of a game. The seed (32 random bytes) is made and sealed when the draw is created; its
-- SHA-256 is public from then on; the seed itself is revealed with the result. Exactly one node draws
-- it: the one holding the row lock (for update skip locked) while it moves the status to settled or
-- cancelled, which no later attempt can undo.
create table lottery_draws (
  id bigint generated always as identity primary key,
  game_id bigint not null references lottery_games (id),
  issue text not null check (issue ~ '^[0-9]{8}-[0-9]{4}$'),
  status text not null default 'scheduled' check (status in ('scheduled', 'open', 'closed', 'settled', 'cancelled')),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draw_at timestamptz not null,
  seed_sealed bytea not null,
  seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  seed_revealed text check (seed_revealed ~ '^[0-9a-f]{64}$'),
  result jsonb,
  numbers text[] not null default '{}',
  -- Running totals of the bets placed, for the per-draw limits and the operator.
  bet_count integer not null default 0 check (bet_count >= 0),
  stake_total bigint not null default 0 check (stake_total >= 0),
  potential_payout bigint not null default 0 check (potential_payout >= 0),
  win_total bigint not null default 0 check (win_total >= 0),
  settled_at timestamptz,
  unique (game_id, issue),
  unique (game_id, draw_at),
  check (opens_at <= closes_at and closes_at <= draw_at),
  check ((status = 'settled') = (result is not null)),
  check ((status in ('settled', 'cancelled')) = (settled_at is not null))
);
create index lottery_draws_due on lottery_draws (draw_at) where status in ('scheduled', 'open', 'closed');
create index lottery_draws_game_time on lottery_draws (game_id, draw_at desc);

-- A chase places the same bet on consecutive issues; with stop_on_win the rest is cancelled after a win.
create table lottery_chases (
  id bigint generated always as identity primary key,
  member_id bigint not null,
  game_id bigint not null references lottery_games (id),
  issues integer not null check (issues between 2 and 100),
  stop_on_win boolean not null,
  status text not null default 'running' check (status in ('running', 'stopped')),
  created_at timestamptz not null default now()
);

-- One bet on one draw. Its request key (member, the browser's request id, position in a chase) makes a
-- retried placement answer the first result. Odds are copied at placement, so later changes of the
-- game never change a bet already placed.
create table lottery_bets (
  id bigint generated always as identity primary key,
  request_key text not null unique check (char_length(request_key) between 3 and 120),
  member_id bigint not null,
  game_id bigint not null references lottery_games (id),
  draw_id bigint not null references lottery_draws (id),
  chase_id bigint references lottery_chases (id),
  bet_type text not null check (bet_type ~ '^[a-z0-9]+(\.[a-z0-9-]+)+$'),
  selection jsonb not null,
  unit_price bigint not null check (unit_price > 0),
  multiplier integer not null check (multiplier > 0),
  combinations integer not null check (combinations > 0),
  prize_group integer check (prize_group between 0 and 2000),
  odds jsonb not null default '{}',
  stake bigint not null check (stake > 0),
  -- The player's prize-group rebate, credited at placement and taken back with a refund.
  rebate bigint not null default 0 check (rebate >= 0 and rebate < stake),
  -- Uplines earning agent rebate on this bet's turnover, with their basis points.
  agent_ids bigint[] not null default '{}',
  agent_basis_points integer[] not null default '{}',
  -- Numbers this bet covers one combination each of (bet type:row:value), for the per-number limits.
  exposure_keys text[] not null default '{}',
  exposure_stake bigint not null default 0 check (exposure_stake >= 0),
  exposure_payout bigint not null default 0 check (exposure_payout >= 0),
  potential_payout bigint not null check (potential_payout >= 0),
  balance_before bigint not null,
  status text not null default 'pending' check (status in ('pending', 'won', 'lost', 'cancelled', 'refunded')),
  win bigint not null default 0 check (win >= 0),
  -- Stake given back for pushed combinations (an 11x5 ball 11 on big/small).
  push_refund bigint not null default 0 check (push_refund >= 0 and push_refund <= stake),
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  check (cardinality(agent_ids) = cardinality(agent_basis_points)),
  check ((status = 'pending') = (settled_at is null))
);
create index lottery_bets_draw_pending on lottery_bets (draw_id) where status = 'pending';
create index lottery_bets_member on lottery_bets (member_id, id desc);
create index lottery_bets_member_game on lottery_bets (member_id, game_id, id desc);
create index lottery_bets_chase_pending on lottery_bets (chase_id) where chase_id is not null and status = 'pending';

-- What the book pays if a number comes, summed over the pending bets covering it (operator exposure);
-- the per-number stake limit is checked on the row as it is updated.
create table lottery_exposure (
  draw_id bigint not null references lottery_draws (id),
  number_key text not null,
  stake bigint not null default 0 check (stake >= 0),
  payout bigint not null default 0 check (payout >= 0),
  primary key (draw_id, number_key)
);

-- Agent rebate of prize-group play: an upline earns (its group − its downline's group) / 20 % of the
-- turnover under it, per downline member and merchant day, added up as bets settle (agent centre).
create table lottery_agent_rebates (
  agent_id bigint not null,
  member_id bigint not null,
  day date not null,
  turnover bigint not null default 0 check (turnover >= 0),
  rebate bigint not null default 0 check (rebate >= 0),
  primary key (agent_id, day, member_id)
);
create index lottery_agent_rebates_member on lottery_agent_rebates (member_id, day);
