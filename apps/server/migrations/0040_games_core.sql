-- Module games: launch tokens, vendor sessions, the vendor wallet's transaction journal, rounds of every
-- vendor (the betting record's read model) and per-member daily figures. Money itself lives in the wallet's ledger
-- (trial accounts' play money in its separate play book).

-- A launch token travels in the game URL once; only its SHA-256 is stored. The vendor exchanges it for a session.
create table game_launch_tokens (
  token_hash bytea primary key,
  member_id bigint not null,
  vendor_code text not null,
  game_code text not null,
  game_type text not null,
  node_id integer,
  game_name text not null default '',
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  language text not null default 'pt',
  play_money boolean not null default false,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- Set when the vendor exchanged it; with the request id a retried exchange gets the same session.
  used_at timestamptz,
  exchange_request_uuid text
);
create index game_launch_tokens_expiry on game_launch_tokens (expires_at);

-- The session token of the protocol; only its SHA-256 is stored.
create table game_sessions (
  token_hash bytea primary key,
  member_id bigint not null,
  vendor_code text not null,
  game_code text not null,
  game_type text not null,
  node_id integer,
  game_name text not null default '',
  currency text not null,
  play_money boolean not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index game_sessions_expiry on game_sessions (expires_at);

-- One row per round of one member at one vendor: house games, external vendors and the lottery.
create table game_rounds (
  id bigint generated always as identity primary key,
  member_id bigint not null,
  vendor_code text not null,
  round_ref text not null,
  game_code text not null,
  game_type text not null check (game_type in ('LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'PVP', 'FISH', 'LOTT', 'ELOTT', 'COCK')),
  node_id integer,
  game_name text not null default '',
  currency text not null,
  play_money boolean not null default false,
  status text not null check (status in ('open', 'settled', 'rolled_back', 'cancelled')),
  stake bigint not null default 0 check (stake >= 0),
  -- Stakes given back by rollbacks; the valid bet is stake − stake_refunded.
  stake_refunded bigint not null default 0 check (stake_refunded >= 0 and stake_refunded <= stake),
  win bigint not null default 0 check (win >= 0),
  bet_count integer not null default 0,
  balance_before bigint not null,
  balance_after bigint not null,
  -- The provably fair data of house rounds: seed hash, client seed, nonce (the seed itself once revealed).
  fairness jsonb,
  -- The game's own account of the round (reels, roll, mines, crash point).
  outcome jsonb,
  opened_at timestamptz not null default now(),
  settled_at timestamptz,
  -- The merchant's day the round's figures were counted on, fixed at its first settlement.
  figures_day date,
  unique (vendor_code, member_id, round_ref)
);
create index game_rounds_member_opened on game_rounds (member_id, opened_at desc, id desc);
create index game_rounds_open on game_rounds (opened_at) where status = 'open';

-- Every call a vendor made with a transaction id, with the hash of its content and our answer,
-- so that a replay gets the same answer and the same id with other content is refused.
-- A tombstone marks a transaction id that was rolled back before it arrived: it is refused when it comes.
create table game_vendor_transactions (
  vendor_code text not null,
  transaction_uuid text not null,
  kind text not null check (kind in ('bet', 'win', 'rollback', 'tombstone')),
  request_hash bytea,
  member_id bigint,
  round_id bigint references game_rounds (id),
  reference_transaction_uuid text,
  amount bigint not null default 0 check (amount >= 0),
  -- Whether money moved; a refused call is stored with its answer and moved nothing.
  applied boolean not null,
  rolled_back boolean not null default false,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (vendor_code, transaction_uuid)
);
create index game_vendor_transactions_round on game_vendor_transactions (round_id) where round_id is not null;

-- Valid bet, win and round count per member, merchant day and category, written as rounds settle;
-- the agent centre's reports add these up instead of reading rounds.
create table game_member_daily_figures (
  member_id bigint not null,
  day date not null,
  game_type text not null,
  rounds integer not null default 0,
  stake bigint not null default 0,
  valid_bet bigint not null default 0,
  win bigint not null default 0,
  primary key (member_id, day, game_type)
);
create index game_member_daily_figures_day on game_member_daily_figures (day, member_id);
