-- Module content: help-center topics per merchant and language (html sanitised on save and on render).
create table help_topics (
  merchant_code text not null,
  tag text not null check (tag ~ '^[a-z0-9_-]{1,32}$'),
  language text not null check (language in ('pt', 'en', 'es', 'zh')),
  title text not null check (char_length(title) between 1 and 120),
  content text not null,
  sort integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (merchant_code, tag, language)
);
