-- Module content: announcements, banners, notices and promotions. Texts are per language in one jsonb
-- ({"pt": {...}, "en": {...}}) so an item keeps one id across languages; html is sanitised on save and on render.
create table content_announcements (
  id integer generated always as identity primary key,
  merchant_code text not null,
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  -- Popups only: A logged-in users, B guests, F first-time login.
  execution_code text check (execution_code in ('A', 'B', 'F')),
  platforms text[] not null default '{W,H5}',
  texts jsonb not null check (texts ? 'pt'),
  sort integer not null default 0,
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  status smallint not null default 1 check (status in (0, 1)),
  check ((type = 'PU') = (execution_code is not null))
);
create index content_announcements_live on content_announcements (merchant_code, type, sort) where status = 1;

create table content_banners (
  id integer generated always as identity primary key,
  merchant_code text not null,
  group_name text not null check (group_name in ('w_login', 'w_register', 'w_forget', 'w_home', 'w_leftmenu')),
  texts jsonb not null check (texts ? 'pt'),
  -- An operator-provided image address; null means the generated artwork.
  image_url text,
  linkage_type text not null default 'NONE' check (linkage_type in ('NONE', 'URL', 'PROMOTION', 'GAME', 'ROUTE')),
  linkage_value text not null default '',
  sort integer not null default 0,
  status smallint not null default 1 check (status in (0, 1)),
  updated_at timestamptz not null default now()
);
create index content_banners_group on content_banners (merchant_code, group_name, sort) where status = 1;

create table content_notices (
  id integer generated always as identity primary key,
  merchant_code text not null,
  texts jsonb not null check (texts ? 'pt'),
  pinned boolean not null default false,
  published_at timestamptz not null default now(),
  status smallint not null default 1 check (status in (0, 1))
);
create index content_notices_list on content_notices (merchant_code, pinned desc, published_at desc, id desc) where status = 1;

create table content_promotions (
  id integer generated always as identity primary key,
  merchant_code text not null,
  category text not null check (category in ('DEPOSIT', 'REBATE', 'NEW_MEMBER', 'VIP', 'SPORTS', 'LOTTERY', 'CASINO')),
  texts jsonb not null check (texts ? 'pt'),
  image_url text,
  starts_at timestamptz not null,
  ends_at timestamptz,
  sort integer not null default 0,
  status smallint not null default 1 check (status in (0, 1)),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at)
);
create index content_promotions_list on content_promotions (merchant_code, sort) where status = 1;
