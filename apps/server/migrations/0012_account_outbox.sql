-- Module account: every sms and e-mail the default providers "send" is kept here, so development and
-- tests can read the codes; a real SMTP provider replaces the e-mail side when configured.
create table outbox (
  id bigint generated always as identity primary key,
  merchant_code text not null,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_created on outbox (merchant_code, created_at desc);
create index outbox_recipient on outbox (recipient, created_at desc);
