-- Staff of the operator console: their own accounts (never members), roles, time-limited grants, the
-- authenticator each must use, backup codes, the two-step login's tickets and their sessions.
create table staff_members (
  id bigint generated always as identity primary key,
  email text not null,
  name text not null,
  role text not null check (role in ('admin', 'finance', 'risk', 'support', 'content', 'lottery', 'auditor')),
  password_hash text not null,
  -- The authenticator's secret (base32) once enrolled; a login before that enrols one.
  totp_secret text,
  totp_enrolled_at timestamptz,
  -- The last time step a code was accepted for: a code is good once.
  totp_last_step bigint not null default 0,
  -- Client addresses (exact, or a prefix ending in '.' or ':') a login and every call must come from; empty: any.
  allowed_addresses text[] not null default '{}',
  failed_logins integer not null default 0,
  locked_until timestamptz,
  disabled_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index staff_members_email on staff_members (lower(email));

create table staff_grants (
  staff_id bigint not null references staff_members (id),
  permission text not null,
  expires_at timestamptz,
  granted_at timestamptz not null default now(),
  primary key (staff_id, permission)
);

create table staff_backup_codes (
  staff_id bigint not null references staff_members (id),
  code_hash text not null,
  used_at timestamptz,
  primary key (staff_id, code_hash)
);

create table staff_login_tickets (
  ticket_hash text primary key,
  staff_id bigint not null references staff_members (id),
  -- Set while enrolling: the secret the first code must match.
  pending_secret text,
  attempts integer not null default 0,
  client_address text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index staff_login_tickets_expiry on staff_login_tickets (expires_at);

create table staff_sessions (
  id bigint generated always as identity primary key,
  staff_id bigint not null references staff_members (id),
  token_hash text not null unique,
  client_address text not null,
  user_agent text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index staff_sessions_staff on staff_sessions (staff_id, created_at desc);

-- The operator audit becomes the staff audit: who (staff id, or none for the automation credential), which area,
-- why, from which browser, and the hash chain. Rows written before the chain existed are chained now, in id order.
alter table operator_audit
  add column staff_id bigint,
  add column area text not null default '',
  add column reason text not null default '',
  add column user_agent text not null default '',
  add column prev_hash text,
  add column hash text;
create index operator_audit_staff on operator_audit (staff_id, id desc);
create index operator_audit_subject on operator_audit (subject, id desc);
