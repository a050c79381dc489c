-- Module account: members, the member tree (closure table: a subtree is one index lookup), and sessions.
create table members (
  id bigint generated always as identity primary key,
  merchant_code text not null,
  account text not null check (account ~ '^[A-Za-z0-9_.@+-]{3,64}$'),
  account_lower text generated always as (lower(account)) stored,
  nickname text not null default '',
  -- 0 member, 4 trial (free play); agent types are configuration (default 1, 2, 41, 42).
  member_type smallint not null check (member_type >= 0),
  upline_id bigint references members (id),
  password_hash text,
  password_changed_at timestamptz,
  payment_password_hash text,
  real_name text,
  mobile text,
  mobile_dialing_code text,
  email text,
  totp_secret text,
  avatar text not null default 'avatar-1',
  status text not null default 'active' check (status in ('active', 'disabled')),
  prize_group_max integer not null default 1950 check (prize_group_max between 1700 and 2000),
  first_login_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index members_account on members (merchant_code, account_lower);
create unique index members_mobile on members (merchant_code, mobile_dialing_code, mobile) where mobile is not null;
create index members_upline on members (upline_id);

-- Every (ancestor, descendant) pair with its depth, including each member with itself at depth 0.
create table member_closure (
  ancestor_id bigint not null references members (id),
  descendant_id bigint not null references members (id),
  depth integer not null check (depth >= 0),
  primary key (ancestor_id, descendant_id)
);
create index member_closure_descendant on member_closure (descendant_id, depth);

create table sessions (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  token_hash bytea not null unique,
  audience text not null check (audience in ('player', 'agent')),
  client_address text not null,
  user_agent text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_member on sessions (member_id) where revoked_at is null;
