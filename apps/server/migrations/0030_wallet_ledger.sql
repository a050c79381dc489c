-- Module wallet: the double-entry ledger. Money moves only through wallet_post_transfer below:
-- one transfer debits one account and credits another, with one entry per side, in one transaction.

-- An account belongs to a member (cash, bonus, points, held) or is a system account (house, clearing…).
-- The book keeps trial play money apart from real money: a transfer never crosses books.
create table wallet_accounts (
  id bigint generated always as identity primary key,
  book text not null check (book in ('real', 'play')),
  member_id bigint references members (id),
  system_code text check (system_code ~ '^[a-z_]{2,40}$'),
  kind text not null check (kind in ('cash', 'bonus', 'points', 'held', 'system')),
  -- For member accounts the live balance; for system accounts the balance rolled up from wallet_system_deltas.
  balance bigint not null default 0,
  created_at timestamptz not null default now(),
  check ((member_id is null) = (system_code is not null)),
  check ((member_id is null) = (kind = 'system')),
  -- Member accounts never go below zero; system accounts have no floor.
  check (member_id is null or balance >= 0)
);
create unique index wallet_accounts_member on wallet_accounts (member_id, kind) where member_id is not null;
create unique index wallet_accounts_system on wallet_accounts (system_code, book) where system_code is not null;

insert into wallet_accounts (book, system_code, kind) values
  ('real', 'house', 'system'),
  ('real', 'vendor_clearing', 'system'),
  ('real', 'payment_clearing', 'system'),
  ('real', 'bonus_expense', 'system'),
  ('real', 'agent_payouts', 'system'),
  ('play', 'house', 'system');

-- Transfers carry the caller's idempotency key and a hash of the request: a replay returns the first
-- result, the same key with another request is refused. Foreign keys to wallet_accounts are left out on
-- purpose: each would take a key-share lock on the house row in every transfer and make it a hot row;
-- wallet_post_transfer checks both accounts instead, and the ledger check verifies every reference.
create table wallet_transfers (
  id bigint generated always as identity primary key,
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 200),
  request_hash bytea not null,
  book text not null check (book in ('real', 'play')),
  debit_account_id bigint not null,
  credit_account_id bigint not null,
  amount bigint not null check (amount > 0),
  kind text not null check (kind ~ '^[a-z_]{2,40}$'),
  reference text not null default '' check (char_length(reference) <= 200),
  metadata jsonb not null default '{}',
  -- Balances after the transfer of the member sides (null for system sides), returned again on replay.
  debit_balance_after bigint,
  credit_balance_after bigint,
  created_at timestamptz not null default now(),
  check (debit_account_id <> credit_account_id)
);

-- One entry per side of a transfer: negative for the debit, positive for the credit.
create table wallet_entries (
  id bigint generated always as identity primary key,
  account_id bigint not null,
  transfer_id bigint not null,
  amount bigint not null check (amount <> 0),
  balance_after bigint,
  created_at timestamptz not null default now()
);
create index wallet_entries_account_time on wallet_entries (account_id, created_at, id);

-- System accounts are never locked by a transfer: their side is appended here and rolled up into
-- wallet_accounts.balance by a periodic job, so concurrent bets never queue on the house row.
create table wallet_system_deltas (
  id bigint generated always as identity primary key,
  account_id bigint not null,
  amount bigint not null check (amount <> 0)
);

-- Two-phase holds: money moves from the member's cash to the member's held account (pending), then
-- leaves to its destination (posted) or returns to cash (voided). Status changes only from pending.
create table wallet_holds (
  id bigint generated always as identity primary key,
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 200),
  request_hash bytea not null,
  member_id bigint not null references members (id),
  held_account_id bigint not null references wallet_accounts (id),
  return_account_id bigint not null references wallet_accounts (id),
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'posted', 'voided')),
  kind text not null check (kind ~ '^[a-z_]{2,40}$'),
  reference text not null default '',
  expires_at timestamptz,
  hold_transfer_id bigint not null,
  resolution_transfer_id bigint,
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  check ((status = 'pending') = (resolved_at is null))
);
create index wallet_holds_member_pending on wallet_holds (member_id) where status = 'pending';
create index wallet_holds_expiring on wallet_holds (expires_at) where status = 'pending' and expires_at is not null;

-- Transfers and entries are append-only: a correction is a reversing transfer.
revoke update, delete, truncate on wallet_transfers, wallet_entries from public;
create function wallet_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'wallet transfers and entries are append-only' using errcode = '42501';
end $$;
create trigger wallet_transfers_append_only before update or delete on wallet_transfers
  for each row execute function wallet_refuse_change();
create trigger wallet_transfers_no_truncate before truncate on wallet_transfers
  for each statement execute function wallet_refuse_change();
create trigger wallet_entries_append_only before update or delete on wallet_entries
  for each row execute function wallet_refuse_change();
create trigger wallet_entries_no_truncate before truncate on wallet_entries
  for each statement execute function wallet_refuse_change();

-- Posts one transfer and answers with its status in one round trip, so many transfers can share one
-- statement and one commit. Business outcomes are returned, never raised, so one refused transfer does
-- not abort the others of its batch:
--   posted             the transfer was written;
--   replayed           a transfer with this key and request exists: its first result is returned;
--   conflict           a transfer with this key exists for another request;
--   insufficient_funds the member debit account lacks the amount: nothing was written.
create function wallet_post_transfer(
  p_idempotency_key text,
  p_request_hash bytea,
  p_debit_account_id bigint,
  p_credit_account_id bigint,
  p_amount bigint,
  p_kind text,
  p_reference text,
  p_metadata jsonb
) returns table (status text, transfer_id bigint, debit_balance_after bigint, credit_balance_after bigint, created_at timestamptz)
language plpgsql as $$
#variable_conflict use_column
declare
  existing record;
  debit_account record;
  credit_account record;
  debit_after bigint;
  credit_after bigint;
  new_id bigint;
  new_created_at timestamptz;
begin
  select t.id, t.request_hash, t.debit_balance_after, t.credit_balance_after, t.created_at into existing
    from wallet_transfers t where t.idempotency_key = p_idempotency_key;
  if found then
    return query select case when existing.request_hash = p_request_hash then 'replayed' else 'conflict' end,
      existing.id, existing.debit_balance_after, existing.credit_balance_after, existing.created_at;
    return;
  end if;

  select a.book, a.member_id is not null as is_member into debit_account from wallet_accounts a where a.id = p_debit_account_id;
  if not found then raise exception 'wallet account % does not exist', p_debit_account_id; end if;
  select a.book, a.member_id is not null as is_member into credit_account from wallet_accounts a where a.id = p_credit_account_id;
  if not found then raise exception 'wallet account % does not exist', p_credit_account_id; end if;
  if debit_account.book <> credit_account.book then
    raise exception 'wallet transfer between books % and %', debit_account.book, credit_account.book;
  end if;

  -- Two member accounts are locked in id order so opposite transfers cannot deadlock.
  if debit_account.is_member and credit_account.is_member then
    perform 1 from wallet_accounts a where a.id in (p_debit_account_id, p_credit_account_id) order by a.id for update;
  end if;

  if debit_account.is_member then
    update wallet_accounts a set balance = a.balance - p_amount
      where a.id = p_debit_account_id and a.balance >= p_amount
      returning a.balance into debit_after;
    if not found then
      return query select 'insufficient_funds'::text, null::bigint, null::bigint, null::bigint, null::timestamptz;
      return;
    end if;
  else
    insert into wallet_system_deltas (account_id, amount) values (p_debit_account_id, -p_amount);
  end if;

  if credit_account.is_member then
    update wallet_accounts a set balance = a.balance + p_amount where a.id = p_credit_account_id returning a.balance into credit_after;
  else
    insert into wallet_system_deltas (account_id, amount) values (p_credit_account_id, p_amount);
  end if;

  insert into wallet_transfers as t (idempotency_key, request_hash, book, debit_account_id, credit_account_id, amount, kind,
      reference, metadata, debit_balance_after, credit_balance_after)
    values (p_idempotency_key, p_request_hash, debit_account.book, p_debit_account_id, p_credit_account_id, p_amount, p_kind,
      p_reference, coalesce(p_metadata, '{}'::jsonb), debit_after, credit_after)
    on conflict (idempotency_key) do nothing
    returning t.id, t.created_at into new_id, new_created_at;
  if new_id is null then
    -- A concurrent transaction committed the same key after our lookup: retrying finds it and replays.
    raise exception 'concurrent transfer with idempotency key %', p_idempotency_key using errcode = '40001';
  end if;

  insert into wallet_entries (account_id, transfer_id, amount, balance_after, created_at) values
    (p_debit_account_id, new_id, -p_amount, debit_after, new_created_at),
    (p_credit_account_id, new_id, p_amount, credit_after, new_created_at);

  return query select 'posted'::text, new_id, debit_after, credit_after, new_created_at;
end $$;
