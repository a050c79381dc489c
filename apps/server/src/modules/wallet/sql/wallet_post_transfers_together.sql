-- Module wallet: many transfers posted by one call, all of them or none. Each transfer moves money between
-- one member account and one system account of the same book, in either direction. The outcome is the one
-- wallet_post_transfer would give for each transfer in turn, when every transfer of the call is posted;
-- a call where one of them would not be (a key already posted, not enough money at its turn) raises and
-- writes nothing, so the caller posts those transfers one by one and answers each as wallet_post_transfer
-- does. The work is a handful of statements whatever the number of transfers:
--   * each member account is updated once, by the call's net, on the condition that its lowest running
--     balance over the call stays at or above zero (the update itself takes the row's lock; accounts are
--     updated in id order); each transfer's balance after it is the account's balance before the call plus
--     the running sum of the call's movements on it, in the order given; the first transfer short at its
--     turn raises 'wallet:insufficient_funds:<position>';
--   * the transfers are written with one entry each for their member side; a transfer whose key was posted
--     before makes the insert fail with unique_violation (23505, on wallet_transfers_idempotency_key_key),
--     which writes nothing;
--   * each distinct system account is checked once and gets one delta row for the call's net.
-- A malformed call raises with its reason. The statements keep one generic plan each (plan_cache_mode) and
-- look accounts up by key: every call has the same shape, and planning each call anew would cost more than
-- its work.
-- p_transfers is a JSON array of objects: position (1, 2, …), idempotencyKey, requestHash (hex),
-- memberAccountId, systemAccountId, direction ('debit' takes from the member, 'credit' gives to it),
-- amount, kind, reference, metadata.
create or replace function wallet_post_transfers_together(p_transfers jsonb)
returns table (transfer_position integer, transfer_id bigint, member_balance_after bigint)
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off as $$
#variable_conflict use_column
declare
  v_count integer := jsonb_array_length(p_transfers);
  v_positions integer[];
  v_keys text[];
  v_hashes bytea[];
  v_members bigint[];
  v_systems bigint[];
  v_deltas bigint[];
  v_kinds text[];
  v_references text[];
  v_metadata jsonb[];
  v_malformed boolean;
  v_afters bigint[];
  v_books text[];
  v_accounts bigint;
  v_moved bigint;
  v_short integer;
  v_transfer_ids bigint[];
begin
  if v_count = 0 then return; end if;
  select array_agg(item.item_position order by item.item_position), array_agg(item.idempotency_key order by item.item_position),
      array_agg(item.request_hash order by item.item_position), array_agg(item.member_account_id order by item.item_position),
      array_agg(item.system_account_id order by item.item_position), array_agg(item.member_delta order by item.item_position),
      array_agg(item.kind order by item.item_position), array_agg(item.reference order by item.item_position),
      array_agg(item.metadata order by item.item_position),
      bool_or(item.amount is null or item.amount <= 0 or item.member_delta is null or item.item_position is null)
        or count(distinct item.item_position) <> v_count
    into v_positions, v_keys, v_hashes, v_members, v_systems, v_deltas, v_kinds, v_references, v_metadata, v_malformed
    from wallet_transfer_items(p_transfers) item;
  if v_malformed then
    raise exception 'wallet transfers together need a position, a direction and a positive amount each';
  end if;

  with running as (
    select item.ordinal, item.member_account_id,
      sum(item.member_delta) over (partition by item.member_account_id order by item.ordinal) as running
    from unnest(v_positions, v_members, v_deltas) as item(ordinal, member_account_id, member_delta)
  ), net as (
    select running.member_account_id, (array_agg(running.running order by running.ordinal desc))[1] as net, min(running.running) as lowest
    from running
    group by running.member_account_id
    order by running.member_account_id
  ), moved as (
    update wallet_accounts a set balance = a.balance + net.net
    from net
    where a.id = net.member_account_id and a.member_id is not null and a.balance + least(net.lowest, 0) >= 0
    returning a.id, a.balance - net.net as balance_before, a.book
  )
  select array_agg(moved.balance_before + running.running order by running.ordinal), array_agg(moved.book order by running.ordinal),
      (select count(*) from moved), (select count(*) from net)
    into v_afters, v_books, v_moved, v_accounts
    from running join moved on moved.id = running.member_account_id;
  if v_moved <> v_accounts then
    -- An account lacked the money at some transfer's turn (or is no member account): nothing stays written.
    select min(item.ordinal) into v_short
      from (
        select item.ordinal, a.balance + sum(item.member_delta) over (partition by item.member_account_id order by item.ordinal) as balance_after
        from unnest(v_positions, v_members, v_deltas) as item(ordinal, member_account_id, member_delta)
        join wallet_accounts a on a.id = item.member_account_id and a.member_id is not null
      ) item
      where item.balance_after < 0;
    if v_short is not null then raise exception 'wallet:insufficient_funds:%', v_short; end if;
    raise exception 'wallet transfers together each move money between a member account and a system account of one book';
  end if;

  if exists (
    select 1 from (select distinct item.system_account_id, item.book from unnest(v_systems, v_books) as item(system_account_id, book)) item
    left join wallet_accounts s on s.id = item.system_account_id
    where s.id is null or s.member_id is not null or s.book <> item.book
  ) then
    raise exception 'wallet transfers together each move money between a member account and a system account of one book';
  end if;

  with posted as (
    insert into wallet_transfers as t (idempotency_key, request_hash, book, debit_account_id, credit_account_id, amount, kind, reference,
        metadata, debit_balance_after, credit_balance_after)
      select item.idempotency_key, item.request_hash, item.book,
        case when item.member_delta < 0 then item.member_account_id else item.system_account_id end,
        case when item.member_delta < 0 then item.system_account_id else item.member_account_id end,
        abs(item.member_delta), item.kind, item.reference, item.metadata,
        case when item.member_delta < 0 then item.balance_after end,
        case when item.member_delta > 0 then item.balance_after end
      from unnest(v_positions, v_keys, v_hashes, v_members, v_systems, v_deltas, v_kinds, v_references, v_metadata, v_afters, v_books)
        as item(ordinal, idempotency_key, request_hash, member_account_id, system_account_id, member_delta, kind, reference, metadata,
          balance_after, book)
      order by item.ordinal
      returning t.id, t.idempotency_key, t.created_at
  ), entries as (
    insert into wallet_entries (account_id, transfer_id, amount, balance_after, created_at)
      select item.member_account_id, posted.id, item.member_delta, item.balance_after, posted.created_at
      from posted
      join unnest(v_keys, v_members, v_deltas, v_afters) as item(idempotency_key, member_account_id, member_delta, balance_after)
        on item.idempotency_key = posted.idempotency_key
  )
  select array_agg(posted.id order by array_position(v_keys, posted.idempotency_key)) into v_transfer_ids from posted;

  insert into wallet_system_deltas (account_id, amount)
    select item.system_account_id, -sum(item.member_delta) from unnest(v_systems, v_deltas) as item(system_account_id, member_delta)
    group by item.system_account_id having sum(item.member_delta) <> 0;

  return query select placed.ordinal, placed.transfer_id, placed.balance_after
    from unnest(v_positions, v_transfer_ids, v_afters) as placed(ordinal, transfer_id, balance_after);
end $$;
