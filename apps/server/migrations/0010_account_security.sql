-- Module account: registration details, invitation codes, trial play money, authenticator state,
-- the known addresses of each member, login failure counters, the account audit trail and per-merchant settings.
alter table members
  add column invitation_code text check (invitation_code is null or invitation_code ~ '^[A-Za-z0-9]{4,16}$'),
  add column play_money boolean not null default false,
  add column profile jsonb not null default '{}',
  add column register_domain text,
  add column register_url text,
  add column register_method text,
  add column register_address text,
  add column totp_pending_secret text,
  add column totp_last_step bigint;
create unique index members_invitation_code on members (merchant_code, upper(invitation_code)) where invitation_code is not null;
create index members_email on members (merchant_code, lower(email)) where email is not null;

-- A session opened with an expired or default password may only change the password until it does.
alter table sessions
  add column password_change_pending boolean not null default false,
  add column query_entry_at timestamptz;

-- Addresses a member has logged in from; a login from any other address asks for an extra verification.
create table member_addresses (
  member_id bigint not null references members (id),
  client_address text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (member_id, client_address)
);

-- Failed logins per subject ('account:…', 'mobile:…' or 'address:…'), whether or not the account exists.
create table login_failures (
  merchant_code text not null,
  subject text not null check (char_length(subject) <= 200),
  failures integer not null check (failures >= 0),
  last_failure_at timestamptz not null,
  locked_until timestamptz,
  primary key (merchant_code, subject)
);

create table account_audit (
  id bigint generated always as identity primary key,
  merchant_code text not null,
  member_id bigint references members (id),
  account text not null default '',
  event text not null check (event ~ '^[a-z_]{3,48}$'),
  client_address text not null,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index account_audit_member on account_audit (member_id, created_at desc);
create index account_audit_created on account_audit (merchant_code, created_at desc);

-- Account configuration the merchant row does not hold: registration fields, password policy, verification.
create table account_settings (
  merchant_code text primary key,
  settings jsonb not null default '{}',
  updated_at timestamptz not null default now()
);
