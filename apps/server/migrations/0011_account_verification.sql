-- Module account: sms codes (stored as keyed hashes), image captchas, spent proof-of-work challenges
-- and password reset links. Rows carry their own expiry; nothing here is kept longer than a day after it.
create table verification_codes (
  id bigint generated always as identity primary key,
  merchant_code text not null,
  purpose text not null check (purpose in ('no_login', 'register', 'bind_mobile', 'ip_verification')),
  target text not null check (char_length(target) <= 40),
  member_id bigint references members (id),
  code_hash bytea not null,
  client_address text not null,
  delivered boolean not null,
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index verification_codes_target on verification_codes (merchant_code, target, created_at desc);
create index verification_codes_address on verification_codes (merchant_code, client_address, created_at desc);

create table captchas (
  id text primary key,
  merchant_code text not null,
  answer text not null,
  client_address text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index captchas_expires on captchas (expires_at);

create table altcha_spent (
  challenge_id text primary key,
  expires_at timestamptz not null
);
create index altcha_spent_expires on altcha_spent (expires_at);

create table password_resets (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  token_hash bytea not null unique,
  client_address text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_member on password_resets (member_id, created_at desc);
