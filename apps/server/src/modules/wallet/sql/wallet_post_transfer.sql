-- Module wallet: one transfer between a member account and a system account, by one statement. Entries are
-- written for member sides only (with the balance after); a system side is recorded by its transfer and its
-- delta row, so no transfer appends to a system account's index page, which every concurrent transfer would
-- otherwise share. Both accounts are read in one statement.
create or replace function wallet_post_transfer(
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
  sides record;
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

  select d.book as debit_book, d.member_id is not null as debit_is_member, c.book as credit_book, c.member_id is not null as credit_is_member
    into sides
    from wallet_accounts d, wallet_accounts c where d.id = p_debit_account_id and c.id = p_credit_account_id;
  if not found then raise exception 'wallet accounts % and % must both exist', p_debit_account_id, p_credit_account_id; end if;
  if sides.debit_book <> sides.credit_book then
    raise exception 'wallet transfer between books % and %', sides.debit_book, sides.credit_book;
  end if;

  -- Two member accounts are locked in id order so opposite transfers cannot deadlock.
  if sides.debit_is_member and sides.credit_is_member then
    perform 1 from wallet_accounts a where a.id in (p_debit_account_id, p_credit_account_id) order by a.id for update;
  end if;

  if sides.debit_is_member then
    update wallet_accounts a set balance = a.balance - p_amount
      where a.id = p_debit_account_id and a.balance >= p_amount
      returning a.balance into debit_after;
    if not found then
      return query select 'insufficient_funds'::text, null::bigint, null::bigint, null::bigint, null::timestamptz;
      return;
    end if;
  end if;
  if sides.credit_is_member then
    update wallet_accounts a set balance = a.balance + p_amount where a.id = p_credit_account_id returning a.balance into credit_after;
  end if;
  if not sides.debit_is_member then
    insert into wallet_system_deltas (account_id, amount) values (p_debit_account_id, -p_amount);
  end if;
  if not sides.credit_is_member then
    insert into wallet_system_deltas (account_id, amount) values (p_credit_account_id, p_amount);
  end if;

  insert into wallet_transfers as t (idempotency_key, request_hash, book, debit_account_id, credit_account_id, amount, kind,
      reference, metadata, debit_balance_after, credit_balance_after)
    values (p_idempotency_key, p_request_hash, sides.debit_book, p_debit_account_id, p_credit_account_id, p_amount, p_kind,
      p_reference, coalesce(p_metadata, '{}'::jsonb), debit_after, credit_after)
    on conflict (idempotency_key) do nothing
    returning t.id, t.created_at into new_id, new_created_at;
  if new_id is null then
    -- A concurrent transaction committed the same key after our lookup: retrying finds it and replays.
    raise exception 'concurrent transfer with idempotency key %', p_idempotency_key using errcode = '40001';
  end if;

  insert into wallet_entries (account_id, transfer_id, amount, balance_after, created_at)
    select side.account_id, new_id, side.amount, side.balance_after, new_created_at
    from (values (p_debit_account_id, -p_amount, debit_after), (p_credit_account_id, p_amount, credit_after)) as side (account_id, amount, balance_after)
    where side.balance_after is not null;

  return query select 'posted'::text, new_id, debit_after, credit_after, new_created_at;
end $$;
