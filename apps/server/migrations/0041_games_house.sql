-- Module games, house games: provably fair seeds per member, mines rounds in play, and the shared crash rounds.

-- A member's server seed (sealed with the server's key until revealed), its SHA-256 shown before play,
-- the member's client seed and the next nonce, incremented in the transaction of each bet.
create table game_fair_seeds (
  id bigint generated always as identity primary key,
  member_id bigint not null,
  server_seed_sealed bytea not null,
  server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text not null check (char_length(client_seed) between 1 and 64),
  next_nonce bigint not null default 0 check (next_nonce >= 0),
  status text not null check (status in ('active', 'revealed')),
  -- Filled when the seed is rotated out: from then on anyone may recompute its rounds.
  server_seed_revealed text,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index game_fair_seeds_active on game_fair_seeds (member_id) where status = 'active';
create index game_fair_seeds_member on game_fair_seeds (member_id, id desc);

-- A mines round spans several calls: the mine positions follow from the seed and nonce fixed at start.
create table game_mines_rounds (
  round_id bigint primary key references game_rounds (id),
  member_id bigint not null,
  seed_id bigint not null references game_fair_seeds (id),
  nonce bigint not null,
  mines smallint not null check (mines between 1 and 24),
  stake bigint not null check (stake > 0),
  revealed smallint[] not null default '{}',
  status text not null check (status in ('playing', 'cashed_out', 'busted')),
  updated_at timestamptz not null default now()
);
create unique index game_mines_rounds_playing on game_mines_rounds (member_id) where status = 'playing';

-- The shared crash rounds. One node runs them (it holds an advisory lock); any node takes bets and cash-outs
-- against these rows. The seed is sealed until the round crashes; its hash is published when betting opens.
create table game_crash_rounds (
  id bigint primary key,
  seed_sealed bytea not null,
  seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  seed_revealed text,
  crash_point integer,
  phase text not null check (phase in ('betting', 'running', 'crashed')),
  betting_ends_at timestamptz not null,
  started_at timestamptz,
  crashed_at timestamptz,
  created_at timestamptz not null default now()
);
create index game_crash_rounds_phase on game_crash_rounds (phase) where phase <> 'crashed';

create table game_crash_bets (
  crash_round_id bigint not null references game_crash_rounds (id),
  member_id bigint not null,
  game_round_id bigint not null references game_rounds (id),
  stake bigint not null check (stake > 0),
  -- Multipliers are in hundredths (150 = 1.50×).
  auto_cash_out integer check (auto_cash_out is null or auto_cash_out >= 101),
  cash_out_multiplier integer,
  win bigint not null default 0 check (win >= 0),
  status text not null check (status in ('active', 'cashed_out', 'lost')),
  placed_at timestamptz not null default now(),
  primary key (crash_round_id, member_id)
);
