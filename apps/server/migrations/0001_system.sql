-- Module system: the merchant (site configuration), feedback, mirror sites, and the operator audit trail.
create table merchants (
  code text primary key check (code ~ '^[A-Z0-9_]{2,32}$'),
  name text not null,
  currency text not null,
  currency_symbol text not null,
  gmt_offset_minutes integer not null check (gmt_offset_minutes between -720 and 840),
  config jsonb not null,
  maintenance boolean not null default false,
  maintenance_message text not null default '',
  blocked_countries text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table feedback (
  id bigint generated always as identity primary key,
  merchant_code text not null references merchants (code),
  member_id bigint,
  question_type text not null check (question_type in ('deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other')),
  content text not null check (char_length(content) between 10 and 500),
  contact text check (contact is null or char_length(contact) <= 100),
  client_address text not null,
  created_at timestamptz not null default now()
);
create index feedback_merchant_created on feedback (merchant_code, created_at desc);

create table mirror_sites (
  merchant_code text not null references merchants (code),
  url text not null,
  label text not null,
  sort integer not null default 0,
  primary key (merchant_code, url)
);

create table operator_audit (
  id bigint generated always as identity primary key,
  actor text not null,
  action text not null,
  subject text not null,
  before jsonb,
  after jsonb,
  client_address text not null,
  created_at timestamptz not null default now()
);
create index operator_audit_created on operator_audit (created_at desc);
